// The action's replies inside line-comment threads: the critics' answers of a round, and the "no longer found" note
// before a finding's thread is resolved; and the reader of those replies' markers, which keeps a re-run from
// posting either twice. The critics' words are neutralized exactly as a finding's body is.
import { isActionComment, type ActionIdentity } from '../../conversation/control/authorize.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { renderAttribution } from '../../base/markdown/attribution.js'
import { closeOpenBlocks } from '../../base/markdown/close-blocks.js'
import { COMMENT_LIMIT } from '../../base/markdown/split.js'
import { defuseInline, defuseUntrusted, escapeInline } from '../../base/markdown/text.js'
import { markSelfAuthored, parseMarkers, renderMarker } from '../../base/marker/markers.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import { decisionKey, threadKey } from '../../base/marker/thread-key.js'
import { DISPOSITION_LABELS, type DispositionKind } from '../../conversation/comments/disposition.js'
import { isCommitSha, shortSha } from '../../base/shared/commit-sha.js'
import { thousands } from '../../base/shared/thousands.js'

/**
 * What a reply of answers may hold in all, well under GitHub's 65,536: the answers are cut to fit it, each to its
 * fair share, so one long answer never crowds out the others.
 */
const THREAD_REPLY_BUDGET = 60_000

export interface ThreadAnswerInput {
  round: number
  /** The REST id of the thread's root comment (the one `in_reply_to_id` points to). */
  root: number
  /** In the order they are shown: each critic's answer (Markdown, untrusted). */
  answers: ReadonlyArray<{ critic: { name: string; harness: string; model?: string }; body: string }>
  keywords?: KeywordConfig
}

const SEPARATOR = '\n\n---\n\n'

/** The note under a cut answer: it says the answer goes on, and how much of it is shown. */
function cutNote(shown: number, whole: number): string {
  return `_(Answer cut to fit one comment: ${thousands(shown)} of ${thousands(whole)} characters shown.)_`
}

/** The longest a cut note gets (figures up to the limits of a comment's length). */
const CUT_NOTE_ROOM = cutNote(999_999, 999_999).length + 2

/** `**[claude/opus]** — answer in review round 3, critic `security``, as a round comment heads itself. */
function answerHead(
  critic: ThreadAnswerInput['answers'][number]['critic'],
  round: number,
  keywords?: KeywordConfig
): string {
  return `${renderAttribution(critic, keywords)} — answer in review round ${round}, critic \`${escapeInline(critic.name, 64)}\``
}

/**
 * Each length's share of `budget`: the shorter ones whole, what they leave split evenly among the others (so
 * the cut is the same for every answer that is cut, and no answer is cut shorter than it needs to be).
 */
function fairShares(lengths: readonly number[], budget: number): number[] {
  const shares = lengths.map(() => 0)
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a]! - lengths[b]!)
  let left = Math.max(0, budget)
  order.forEach((index, at) => {
    const share = Math.floor(left / (order.length - at))
    shares[index] = Math.min(lengths[index]!, share)
    left -= shares[index]
  })
  return shares
}

/**
 * `text` (already neutralized) cut to at most `max` characters: at a line end when one is near, never inside a
 * surrogate pair, and closed again, since a cut may leave a fence or an HTML comment open that the whole closed.
 */
function cutTo(text: string, max: number): string {
  let room = max
  while (room > 0) {
    let at = text.lastIndexOf('\n', room)
    if (at < room * 0.8) at = room
    const code = text.charCodeAt(at - 1)
    if (code >= 0xd800 && code <= 0xdbff) at--
    const cut = closeOpenBlocks(text.slice(0, at).trimEnd())
    if (cut.length <= max) return cut
    // Sealing added a fence closer: take that much less and cut again.
    room -= Math.max(1, cut.length - max)
  }
  return ''
}

/**
 * The reply in thread `root` holding every critic's answer of `round`, each under its attribution, with the
 * marker (`thread-answer`, the round and the thread's key) a re-run finds it by. Over THREAD_REPLY_BUDGET the
 * answers are cut, each with a visible note.
 */
export function renderThreadAnswer(input: ThreadAnswerInput): string {
  const { round, keywords } = input
  const marker = renderMarker({ kind: 'thread-answer', round, key: threadKey(input.root) })
  const heads = input.answers.map((a) => answerHead(a.critic, round, keywords))
  // Neutralized as a finding's body is (renderFindingComment); only the trailing blank lines go.
  const bodies = input.answers.map((a) =>
    a.body.trim() === '' ? '_The critic wrote an empty answer._' : defuseUntrusted(a.body, keywords).trimEnd()
  )
  const compose = (shown: readonly string[]) =>
    markSelfAuthored(`${heads.map((h, i) => `${h}\n\n${shown[i]}`).join(SEPARATOR)}\n\n${marker}`)
  const whole = compose(bodies)
  if (whole.length <= THREAD_REPLY_BUDGET) return whole
  const frame = compose(bodies.map(() => '')).length
  const shares = fairShares(
    bodies.map((b) => b.length),
    THREAD_REPLY_BUDGET - frame - CUT_NOTE_ROOM * bodies.length
  )
  const shown = bodies.map((body, i) => {
    if (body.length <= shares[i]!) return body
    const cut = cutTo(body, shares[i]!)
    return `${cut}${cut === '' ? '' : '\n\n'}${cutNote(cut.length, body.length)}`
  })
  const body = compose(shown)
  // Never post a body GitHub would refuse or cut: past it is a bug (thousands of critics), so fail loudly.
  if (body.length > COMMENT_LIMIT)
    throw new Error(`thread reply is ${body.length} characters, over ${COMMENT_LIMIT}`)
  return body
}

/**
 * The reply posted in a finding's thread just before the action resolves it: where and why the finding is gone,
 * and that a person who reopens the thread keeps it open. Marked `thread-resolved` with the round and the
 * thread's key, so a re-run posts it once and a later round knows the thread was resolved by us.
 */
export function renderThreadResolved(input: {
  round: number
  root: number
  sha: string
  /** The commit's page: the short sha links to it (and a state rebuild reads the full sha back from it). */
  url?: string
}): string {
  if (!isCommitSha(input.sha)) throw new Error('the head resolving a thread must be a full commit sha')
  const marker = renderMarker({ kind: 'thread-resolved', round: input.round, key: threadKey(input.root) })
  const short = `\`${shortSha(input.sha)}\``
  const at = input.url ? `[${short}](${input.url})` : short
  const text = [
    `**No longer found at ${at}:** the code this finding was on changed, and the critic did not report it again in review round ${input.round}. Resolving this thread.`,
    'Not fixed? Reopen the thread and it stays open: the-loop resolves it again only if an authorized user replies `resolve` in it.'
  ].join('\n\n')
  return markSelfAuthored(`${text}\n\n${marker}`)
}

/** One of the action's replies in a thread, as its marker names it. */
interface ThreadMarker {
  round: number
  /** threadKey of the thread's root. */
  key: string
  /** The reply's own id. */
  commentId: number
  /** The thread's root: the reply's `in_reply_to_id`. */
  inReplyToId: number
}

/** The action's replies in threads, by kind, each list ordered by comment id (the last is the latest). */
interface ThreadMarkers {
  /** `thread-answer` replies. */
  answers: ThreadMarker[]
  /** `thread-resolved` replies. */
  resolved: ThreadMarker[]
}

/**
 * The action's own thread replies among a pull request's review comments. A reply counts only when it is the
 * action's (self-marked and by its identity), its marker is signed when a signer is given, and the marker's key
 * names the thread it sits in: a reply copied into another thread is not taken for one posted there.
 */
export function readThreadMarkers(
  comments: Iterable<{ author: string; body: string; inReplyToId?: number; id: number }>,
  rule: { identity: ActionIdentity; signer?: MarkerSigner }
): ThreadMarkers {
  const out: ThreadMarkers = { answers: [], resolved: [] }
  for (const c of comments) {
    const inReplyToId = c.inReplyToId
    if (inReplyToId === undefined || !Number.isSafeInteger(inReplyToId) || inReplyToId < 1) continue
    if (!isActionComment(c, rule.identity)) continue
    const key = threadKey(inReplyToId)
    for (const m of parseMarkers(c.body)) {
      if (m.kind !== 'thread-answer' && m.kind !== 'thread-resolved') continue
      if (m.round === undefined || m.key !== key) continue
      if (rule.signer && !rule.signer.verify(m)) continue
      const list = m.kind === 'thread-answer' ? out.answers : out.resolved
      list.push({ round: m.round, key, commentId: c.id, inReplyToId })
    }
  }
  out.answers.sort((a, b) => a.commentId - b.commentId)
  out.resolved.sort((a, b) => a.commentId - b.commentId)
  return out
}

/** What a reviewer's reply in a finding's thread came to, as the confirmation says it. */
export type DecisionOutcome =
  | { kind: 'recorded'; decision: DispositionKind; reason: string; by: string; followUp: boolean }
  | { kind: 'reopened'; by: string; undone: { decision: DispositionKind; by: string }; followUp: boolean }
  | { kind: 'nothing-to-reopen'; by: string }

/** `@login`, a login as GitHub allows it (letters, digits, hyphens): never a mention of anyone else. */
function handle(login: string): string {
  return /^[A-Za-z0-9-]{1,39}$/.test(login) ? `@${login}` : `\`${escapeInline(login, 40)}\``
}

/**
 * The action's one answer to a reviewer's decision in a finding's thread: what was recorded (or undone), that
 * every critic is told, and how to undo it. The reason is the reviewer's text, quoted inline as untrusted. Marked
 * `thread-decision` with the round and decisionKey of the reply it confirms: a re-run confirms a reply once, and
 * a state rebuild reads the accepted decisions back from these markers.
 */
export function renderDecisionConfirmation(input: {
  round: number
  reply: number
  outcome: DecisionOutcome
  keywords?: KeywordConfig
}): string {
  const { outcome } = input
  const marker = renderMarker({ kind: 'thread-decision', round: input.round, key: decisionKey(input.reply) })
  const next = (followUp: boolean) =>
    followUp ? ' The question after it goes to the next round, as any reply does.' : ''
  let text: string
  if (outcome.kind === 'recorded') {
    const reason = outcome.reason === '' ? '' : `: “${defuseInline(outcome.reason, 500, input.keywords)}”`
    text = [
      `**Recorded: ${DISPOSITION_LABELS[outcome.decision]}** by ${handle(outcome.by)}${reason}.`,
      `Every critic is told of this decision in later rounds, and a finding any critic reports that matches this one at its severity or below is not posted on the diff again (its round comment lists it as decided earlier). Reply \`reopen\` in this thread to undo it.${next(outcome.followUp)}`
    ].join('\n\n')
  } else if (outcome.kind === 'reopened') {
    text = [
      `**Reopened** by ${handle(outcome.by)}: the decision “${DISPOSITION_LABELS[outcome.undone.decision]}” by ${handle(outcome.undone.by)} no longer holds, and critics may raise this finding again.${next(outcome.followUp)}`
    ].join('\n\n')
  } else {
    text = `**Nothing to reopen** (${handle(outcome.by)}): no decision is recorded on this finding. To record one, reply with \`won't fix\`, \`false positive\`, \`not a bug\`, \`by design\`, \`accepted risk\` or \`intended\` on the first line.`
  }
  return markSelfAuthored(`${text}\n\n${marker}`)
}

/**
 * The replies a reviewer's decisions were confirmed by, in one pull request's review comments: by decisionKey,
 * ours (identity, self-marker), signed when a signer is given, and in the same thread as the reply it names
 * (`threadOf`, the thread each comment id sits in). A confirmation copied into another thread names nothing.
 */
export function readDecisionConfirmations(
  comments: Iterable<{ author: string; body: string; inReplyToId?: number; id: number }>,
  rule: { identity: ActionIdentity; signer?: MarkerSigner }
): Map<string, { root: number; commentId: number; round: number }> {
  const out = new Map<string, { root: number; commentId: number; round: number }>()
  for (const c of comments) {
    if (c.inReplyToId === undefined || !isActionComment(c, rule.identity)) continue
    for (const m of parseMarkers(c.body)) {
      if (m.kind !== 'thread-decision' || m.key === undefined || m.round === undefined) continue
      if (rule.signer && !rule.signer.verify(m)) continue
      if (!out.has(m.key)) out.set(m.key, { root: c.inReplyToId, commentId: c.id, round: m.round })
    }
  }
  return out
}
