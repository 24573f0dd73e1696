// The brief gate's comments: the fill-in template (PR and work-item variants) and the confirmation.
import type { FrozenBrief } from '../../conversation/comments/gate-readers.js'
import { BRIEF_REQUEST_MARKER, markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { defuseInline } from '../../base/markdown/text.js'
import { briefItemId } from '../../conversation/comments/brief-ids.js'
import type { LinkedPulls } from '../../conversation/comments/linked-conversation.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import { CONFIG_PATH, configCandidates } from '../../critics/harness/config-model.js'

export interface BriefTemplateOptions {
  variant: 'pull-request' | 'work-item'
  /** Composed refs of detected PRs (work-item variant only). */
  detectedPulls?: readonly string[]
  /** Executable configuration the PR changes (see executableConfigChanges). */
  executableChanges?: readonly string[]
}

export function renderBriefTemplate(options: BriefTemplateOptions): string {
  const workItem = options.variant === 'work-item'
  const pulls = options.detectedPulls ?? []
  const block = ['Questions:', '- <a question the review must answer>', 'Angles:', '- <an angle to examine>']
  block.push('Validations:', '- <a check to run, e.g. a test command>')
  if (workItem) {
    block.push('Pull requests:')
    block.push(...(pulls.length > 0 ? pulls.map((p) => `- ${p}`) : ['- <#number, owner/repo#number or URL>']))
  }
  const parts = [
    '🤖 _the-loop_ — **What should this review look at?**',
    `the-loop was asked to review this ${workItem ? 'work item' : 'thread'}. It will not begin until an authorized user states the brief in **one comment** shaped like the block below. Keep the sections you need and delete the others; give at least one bullet under Questions, Angles or Validations.`,
    ['```', ...block, '```'].join('\n'),
    'The brief becomes the contract and is frozen with its author’s name: every question answered, every angle examined, every validation reasoned through (what it would show, and whether the change satisfies it). After each round you can reply with follow-ups; the review ends when you say so. If the comment that asked for this review already carried the block, nothing more is needed.'
  ]
  if (workItem) {
    const scope =
      pulls.length > 0
        ? 'The list was pre-filled from detected pull requests — edit it if it is wrong.'
        : 'No pull request could be detected — list them, one `#n`, `owner/repo#n` or URL per bullet.'
    parts.push(
      `This is one review across every pull request that delivers the work item. ${scope} An empty list reviews the work item itself.`
    )
  }
  const notice = renderExecutableNotice(options.executableChanges ?? [])
  if (notice) parts.splice(1, 0, notice)
  return markSelfAuthored(
    `${parts.join('\n\n')}\n\n${BRIEF_REQUEST_MARKER}\n${renderMarker({ kind: 'brief-request', node: REVIEW_NODES.brief })}`
  )
}

/**
 * Files a PR changes that are executable configuration for the-loop or for Actions: the config path (with
 * the pre-rename name the default falls back to) and the workflows.
 */
export function executableConfigChanges(
  paths: readonly string[],
  configPath: string = CONFIG_PATH
): string[] {
  const config = configCandidates(configPath)
  return paths.filter((p) => config.includes(p) || /^\.github\/workflows\/[^/]+$/.test(p))
}

/** A prominent warning naming executable configuration the PR changes; "" when there is none. */
function renderExecutableNotice(paths: readonly string[]): string {
  if (paths.length === 0) return ''
  // A workflow's file name is the pull request author's text: `.github/workflows/@alice.yml` must ping no one.
  const list = paths.slice(0, 20).map((p) => `> - ${defuseInline(p, 200)}`)
  if (paths.length > 20) list.push(`> - … and ${paths.length - 20} more`)
  return [
    '> [!WARNING]',
    '> **This pull request changes executable configuration.** Review it as code: it decides what runs',
    '> with this repository’s credentials. It takes effect only once merged — this review runs the default',
    '> branch’s configuration, never the pull request’s.',
    ...list
  ].join('\n')
}

const TITLES: ReadonlyArray<
  [keyof FrozenBrief & ('questions' | 'angles' | 'validations' | 'pullRequests'), string]
> = [
  ['questions', 'Questions:'],
  ['angles', 'Angles:'],
  ['validations', 'Validations:'],
  ['pullRequests', 'Pull requests in scope:']
]

/** `@login`: the brief's author is told their brief was recorded; a team, or anything else, is not pinged. */
const LOGIN = /^@[A-Za-z0-9][A-Za-z0-9-]{0,38}$/

const pullList = (numbers: readonly number[]) => numbers.map((n) => `#${n}`).join(', ')

/** Where else replies reach this review from: the linked pull requests of this repository, and which are not. */
function reachLines(reach: LinkedPulls): string[] {
  const lines: string[] = []
  if (reach.followed.length > 0)
    lines.push(
      `Replies on ${pullList(reach.followed)} reach this review too: an authorized reviewer's comment, review or line comment there is read as a reply here, from now on.`
    )
  // Another repository's pull request is neither read for the round nor heard: the token reads nowhere else.
  if (reach.elsewhere.length > 0)
    lines.push(
      `Not followed, unread: ${reach.elsewhere.join(', ')} (outside this repository: the workflow's token reads nowhere else).`
    )
  if (reach.beyond.length > 0)
    lines.push(
      `Replies there do not reach this review: ${pullList(reach.beyond)} (past the first ${reach.followed.length}).`
    )
  return lines
}

/** The brief's items that name no pull request, said as not followed (from the state: each checked a string). */
function notPullsLine(items: unknown, keywords?: KeywordConfig): string[] {
  const said = Array.isArray(items)
    ? items.filter((i): i is string => typeof i === 'string').slice(0, 10)
    : []
  if (said.length === 0) return []
  return [
    `Not followed, no pull request: ${said.map((i) => defuseInline(i, 80, keywords)).join(', ')} (nothing is read for them).`
  ]
}

/**
 * Echoes the frozen brief back, quoted, with its author: this is what the critics will be held to. Each line is
 * inert (no mention, marker or keyword): an owed confirmation is rendered again from the state's frozen brief.
 * `restatedFor`: the brief replaced an earlier one mid-review, from that round on; its items are numbered anew.
 * `reach`: which of its pull requests the review hears (a work item's linked ones) and which it does not.
 */
export function renderBriefConfirmation(
  brief: FrozenBrief,
  keywords?: KeywordConfig,
  restatedFor?: number,
  reach?: LinkedPulls
): string {
  const quoted: string[] = []
  for (const [key, title] of TITLES) {
    if (brief[key].length === 0) continue
    // Each content item is shown with its id (Q1, A1, V1): the critics report on it by that id, round by round.
    const id = (i: number) => (key === 'pullRequests' ? '' : `**${briefItemId(key, i)}** `)
    quoted.push(
      `> **${title}**`,
      ...brief[key].map((item, i) => `> - ${id(i)}${defuseInline(item, 500, keywords)}`),
      '>'
    )
  }
  if (quoted.length > 0) quoted.pop()
  const restated = restatedFor !== undefined
  const parts = [
    `🤖 _the-loop_ — **review brief ${restated ? 'restated' : 'recorded'}**`,
    `Brief by ${LOGIN.test(brief.by) ? brief.by : defuseInline(brief.by, 200, keywords)}:`,
    quoted.join('\n'),
    restated
      ? `This brief replaces the earlier one from round ${restatedFor} on, whole. Its items are numbered anew: the ids above name these items only, and what critics reported under the earlier brief's ids no longer counts. Each critic reports on every item by its id, as before; reply to ask for another round, or say the review is done.`
      : 'This is now the contract for the review. Each critic reports on every item by its id (answered, partly, open or cannot-check), and each round comment shows where it stands. Findings will be posted here after each round; reply to ask for another round, or say the review is done.',
    ...(reach ? reachLines(reach) : []),
    ...notPullsLine(brief.notPulls, keywords)
  ]
  const marker = renderMarker({
    kind: 'brief-confirmation',
    node: REVIEW_NODES.brief,
    ...(restated ? { round: restatedFor } : {})
  })
  return markSelfAuthored(`${parts.join('\n\n')}\n\n${marker}`)
}
