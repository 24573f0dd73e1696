// Short self-marked replies: the follow-up request, refusals, "not supported here" and the round budget.
import type { Command } from '../../base/keywords/commands.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import { defuseInline, escapeInline } from '../../base/markdown/text.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import type { RoundAgreement } from '../placement/agreement.js'
import { findingPlace } from '../placement/finding-markdown.js'

/** Posted on entering `follow-up` when the round's comment could not carry it: how to go on, on its own. */
export function renderFollowUpRequest(
  round: number,
  keywords: KeywordConfig,
  across: { brief?: string | undefined } = {}
): string {
  return markSelfAuthored(
    `🤖 _the-loop_ — **round ${round} is posted; the review is at \`follow-up\`.**\n\n${renderFollowUpSection(round, keywords, across)}`
  )
}

/**
 * The follow-up request as the round's comment ends with it (the comment leads with the brief's standing): how to
 * ask for another round or end the review, and the request's marker; on its own, where the brief stands first.
 */
export function renderFollowUpSection(
  round: number,
  keywords: KeywordConfig,
  across: { brief?: string | undefined } = {}
): string {
  const { brief } = across
  const review = keywords.keywords.review
  const restart = review ? ` A new ${quoteKeyword(review)} starts a fresh review with a new budget.` : ''
  return [
    ...(brief ? [`**The brief so far:** ${brief}`] : []),
    'Reply in this thread to ask for another round (say what to look at next), or end the review with a reply such as `done`, `lgtm` or `ship it`. A reply that negates them (“not done yet”) asks for another round.' +
      restart,
    renderMarker({ kind: 'follow-up-request', node: REVIEW_NODES.followUp, round })
  ].join('\n\n')
}

/** A comment that named two different commands is refused whole. */
export function renderAmbiguousReply(matched: readonly Command[], keywords: KeywordConfig): string {
  const named = matched.map((c) => quoteKeyword(keywords.keywords[c])).join(', ')
  return reply(
    `**Nothing was done:** this comment names more than one command (${named}). Post one command per comment.`
  )
}

/**
 * A command this host cannot perform: said plainly, never a pretend start, with what the action does do and
 * where the loops it does not run live. Worded from the command alone, by us: nothing stored is shown.
 */
export function renderUnsupportedReply(command: Command, keywords: KeywordConfig): string {
  const why = UNSUPPORTED[command] ?? 'this command is not available in the GitHub Action.'
  const review = keywords.keywords.review
  const instead = review
    ? `This action runs reviews: comment ${quoteKeyword(review)} on an issue or pull request to start one.`
    : 'This action runs reviews, and its review keyword is turned off here (input control-keywords).'
  return reply(
    `**Not supported here:** \`${command}\` — ${why} ${AGENT_LOOPS_LIVE} ${instead} Nothing was started.`
  )
}

const UNSUPPORTED: Partial<Record<Command, string>> = {
  start: 'the work-item loop needs a coding agent session, which this GitHub Action does not run.',
  contribute: 'the contribution loop needs a coding agent session, which this GitHub Action does not run.',
  do: 'the ad-hoc loop needs a coding agent session, which this GitHub Action does not run.',
  execute:
    'there is no phase-selection gate waiting on this item: phase selection belongs to the work-item loop.'
}

const AGENT_LOOPS_LIVE =
  'The work-item, contribution and ad-hoc loops run in the upstream the-loop CLI, inside a coding agent.'

/** Past the round budget no critic runs until a new arming command. */
export function renderBudgetReply(maxRounds: number, keywords: KeywordConfig): string {
  const review = keywords.keywords.review
  const how = review
    ? `Comment ${quoteKeyword(review)} to re-arm it with a fresh budget.`
    : 'Ask a maintainer to re-arm it.'
  return markSelfAuthored(
    `🤖 _the-loop_ — **Round budget reached:** this review has used its ${maxRounds} round${maxRounds === 1 ? '' : 's'} (input max-rounds; follow-ups and re-runs of a round count), so no critic runs now. ${how}\n\n${renderMarker({ kind: 'budget' })}`
  )
}

function reply(text: string): string {
  return markSelfAuthored(`🤖 _the-loop_ — ${text}\n\n${renderMarker({ kind: 'reply' })}`)
}

/** `resume` when nothing is paused: said plainly, and nothing is recorded. */
export function renderNothingToResumeReply(): string {
  return reply('**Nothing to resume:** this item is not paused, so nothing was changed.')
}

/**
 * Shows a keyword in our own text without the text containing it: a reader who quotes our comment
 * back ("> …") must not issue the command by accident. Each word becomes its own code span
 * (`the-loop` `review`); a one-word keyword gets its first character as an HTML entity.
 */
export function quoteKeyword(keyword: string): string {
  const words = keyword.split(' ').filter((w) => w !== '')
  if (words.length > 1) return words.map((w) => `\`${escapeInline(w, 60)}\``).join(' ')
  const first = keyword.codePointAt(0)
  if (first === undefined) return ''
  const rest = keyword.slice(String.fromCodePoint(first).length)
  return `<code>&#${first};${rest.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code>`
}

/**
 * A round that could not run (no critics, a broken config): said on the conversation, with what to fix. The problem is
 * inert inline text (it may quote the config, and an owed reply brings it back from the state branch).
 */
export function renderRoundProblem(round: number, problem: string, keywords?: KeywordConfig): string {
  return reply(`**Round ${round} did not run:** ${defuseInline(problem, 600, keywords)}`)
}

/** Disagreements listed by name; the rest are left out. */
const DISAGREEMENTS_LISTED = 10

/** Places a critic checked and found no problem in where another critic flagged one; undefined when none. */
export function renderDisagreements(
  agreement: Pick<RoundAgreement, 'disagreements'>,
  keywords?: KeywordConfig
): string | undefined {
  const against = agreement.disagreements.slice(0, DISAGREEMENTS_LISTED).map((d) => {
    const place = defuseInline(findingPlace({ ...d.finding, ...d.place, side: 'RIGHT' }), 300, keywords)
    const who = d.flaggedBy.map((c) => `\`${c}\``).join(', ')
    return `- \`${d.critic}\` checked ${place} and found no problem, where ${who} flagged “${defuseInline(d.finding.title, 200, keywords)}”: ${defuseInline(d.place.note, 300, keywords)}`
  })
  return against.length > 0 ? ['**Disagreements:**', '', ...against].join('\n') : undefined
}
