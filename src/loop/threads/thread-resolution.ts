// Threads that converge: once a round reviews a new head, a finding thread of ours whose code changed, whose
// critic read that file this round, and which no critic reported again is answered once ("no longer found at …")
// and resolved. Every condition but the compare is checked before anything is read, so a round with no candidate
// costs no request; after a force-push (no compare) nothing is resolved; a thread a person wrote in after us, or
// reopened after we resolved it, is left alone (unless a person asks `resolve` in it); nothing is ever deleted.
// Only threads of this item's own reviews are candidates: a linked work item's review on the same pull request
// carries `finding` markers too, for critics that never ran here. "Reported again" is reported-again.ts.
import { isActionComment, isAuthorized } from '../../conversation/control/authorize.js'
import { inDiffForm } from '../../base/findings/finding-path.js'
import type { CriticFindingsReport } from '../placement/findings-report.js'
import { parseFindings } from '../../base/findings/findings-parse.js'
import { findingTitleOf } from '../placement/finding-title.js'
import { rangeChanged } from '../placement/range-changed.js'
import {
  carryRange,
  reportedAgain,
  type CriticReport,
  type ThreadFinding
} from '../placement/reported-again.js'
import { headCompares } from './head-compares.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { CriticCoverage } from '../parts/coverage.js'
import type { RoundHeads } from '../context/reviewed-heads.js'
import type { ResolvedThread } from './threads.js'
import { parseMarkers } from '../../base/marker/markers.js'
import { isRecorded, type OwnRecord } from '../../conversation/comments/own-record.js'
import { threadKey } from '../../base/marker/thread-key.js'
import { renderThreadResolved } from '../render/thread-replies.js'
import { readableText, readComment } from '../../base/reading/comment.js'
import { describeError } from '../../base/shared/errors.js'
import type { ConversationEntry } from '../../conversation/comments/entries.js'
import { commitUrl } from '../pull/commit-url.js'
import { splitOf } from '../../critics/harness/critic-runs.js'
import type { PlanWithThreads } from './threads-plan.js'
import type { ReviewServices } from '../context/services.js'
import { ownThreadMarkers } from './thread-answers.js'

/** A finding thread of ours that may be resolved: its root comment, its critic and round, its finding. */
interface Candidate extends ThreadFinding {
  root: ConversationEntry
  critic: string
  /** The other critics whose findings of the same problem the comment carries (shared-problems.ts). */
  also: ReadonlyArray<{ critic: string; key: string }>
  round: number
  /** The head the finding was posted on (the head its round reviewed). */
  head: string
}

/** What the round itself tells resolution: each critic's findings as planned, the state's record of our posts. */
export interface RoundOutcome {
  findings: readonly CriticFindingsReport[]
  /** The item state's record of our comments; without one, no thread is known to be of our own reviews. */
  record: OwnRecord | undefined
}

export interface ThreadResolutions {
  resolved: ResolvedThread[]
  /** For the job summary: why a thread was not resolved although it qualified (GitHub refused, a read failed). */
  notes: string[]
}

/** What each critic that answered reported this round: its findings' keys as planned, its findings raw. */
function reportedNow(envelopes: readonly Envelope[], round: RoundOutcome): Map<string, CriticReport> {
  const out = new Map<string, CriticReport>()
  for (const e of envelopes) {
    if (!e.ok) continue
    const planned = round.findings.filter((r) => r.critic === e.critic)
    // Paths in the diff's form, as they were planned and keyed (`./src/a.ts` is `src/a.ts`).
    const findings = parseFindings(e.output).findings.flatMap(inDiffForm)
    out.set(e.critic, { keys: new Set(planned.flatMap((r) => r.distinct.map((d) => d.key))), findings })
  }
  return out
}

/**
 * Whether `entry` (a root line comment) belongs to one of this item's own reviews: its review's id is one the
 * item's state records as a round's review of ours (`review/round:<id>`, listed by the write of the run that
 * posted it). Without marker-secret, identity and the self-marker do not tell a linked work item's review on this
 * pull request from ours (its line comments carry `finding` markers too); the record does, with or without it.
 */
export function ofOwnReview(entry: ConversationEntry, record: OwnRecord | undefined): boolean {
  const review = entry.anchor?.reviewId
  return record !== undefined && review !== undefined && isRecorded(record, review, 'round', 'review')
}

/**
 * Whether `critic` read all of `path` this round: it read the whole diff, or it had the shared prompt (which holds
 * every line GitHub gave) and the file is not one GitHub gave no lines of. An image beside the change must not
 * keep every fixed thread open; a part cut or not run, or files past GitHub's list, leave the split critic's
 * silence meaning nothing.
 */
function readFileOf(
  plan: PlanWithThreads,
  covered: Readonly<Record<string, CriticCoverage>>,
  critic: string,
  ref: string,
  path: string
): boolean {
  if (covered[critic]?.whole === true) return true
  if (covered[critic] === undefined || splitOf(plan, critic) !== undefined) return false
  const unseen = plan.unseen
  if ((unseen?.beyond.length ?? 0) > 0) return false
  return !(unseen?.files ?? []).some((f) => f.ref === ref && f.path === path)
}

function candidatesOf(
  s: ReviewServices,
  plan: PlanWithThreads,
  envelopes: readonly Envelope[],
  covered: Readonly<Record<string, CriticCoverage>>,
  heads: readonly RoundHeads[],
  own: { head: string; ref: string },
  mine: ReturnType<typeof ownThreadMarkers>,
  record: OwnRecord | undefined,
  reported: ReadonlyMap<string, CriticReport>
): Candidate[] {
  const ok = new Set(envelopes.filter((e) => e.ok).map((e) => e.critic))
  const rule = { identity: s.identity, ...(s.signer ? { signer: s.signer } : {}) }
  const resolved = mine.resolved
  const out: Candidate[] = []
  for (const entry of s.conversation.readEntries()) {
    const anchor = entry.anchor
    if (entry.kind !== 'review-comment' || !anchor || anchor.inReplyToId !== undefined) continue
    if (anchor.line === undefined || anchor.side === 'LEFT' || !isActionComment(entry, rule.identity))
      continue
    const meta = parseMarkers(entry.body).find(
      (m) => m.kind === 'finding' && (!rule.signer || rule.signer.verify(m))
    )
    if (!meta?.critic || meta.round === undefined || meta.round >= plan.round) continue
    if (!ofOwnReview(entry, record)) continue
    // The critic read the thread's file this round, and succeeded: only then does its silence mean something.
    if (!ok.has(meta.critic) || !readFileOf(plan, covered, meta.critic, own.ref, anchor.path)) continue
    // Its key came again, from any critic: the same finding on the same code (the compare is not needed to
    // tell); so for each critic whose finding of the problem the comment carries, by its own key.
    const reports = [...reported.values()]
    if (meta.key !== undefined && reports.some((r) => r.keys.has(meta.key!))) continue
    const also = meta.also ?? []
    if (also.some((a) => reported.get(a.critic)?.keys.has(a.key))) continue
    // Resolved by us before: still resolved, or reopened by a person, who alone may ask us back with `resolve`.
    const ours = resolved.filter((m) => m.inReplyToId === entry.id).at(-1)
    if (ours && !personAsksResolve(s, repliesIn(s, entry.id), ours.commentId)) continue
    const head = heads.find((h) => h.round === meta.round)?.pulls[own.ref]
    if (!head || head === own.head) continue
    out.push({
      root: entry,
      critic: meta.critic,
      also,
      round: meta.round,
      head,
      ...(meta.key !== undefined ? { key: meta.key } : {}),
      path: anchor.path,
      line: anchor.line,
      ...(anchor.startLine !== undefined ? { startLine: anchor.startLine } : {}),
      title: findingTitleOf(entry.body)
    })
  }
  return out
}

/** The thread's comments after its root, oldest first. */
function repliesIn(s: ReviewServices, root: number): ConversationEntry[] {
  return s.conversation
    .readEntries()
    .filter((e) => e.kind === 'review-comment' && e.anchor?.inReplyToId === root)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
}

/** A person's `resolve` in the thread after `after` (a comment id): the one way back for a reopened thread. */
function personAsksResolve(s: ReviewServices, replies: readonly ConversationEntry[], after: number): boolean {
  return replies.some(
    (r) =>
      r.id > after &&
      !isActionComment(r, s.identity) &&
      isAuthorized({ login: r.author, type: r.authorType }, s.allowlist) &&
      /^\s*resolve\s*[.!]?\s*$/imu.test(readableText(readComment(r.body)))
  )
}

/**
 * Resolves the finding threads the round found fixed. `heads` are the reviewed heads the ledger recorded for
 * earlier rounds; `covered` what each critic saw this round; `round` what it reported and the state's record.
 */
export async function resolveFixedThreads(
  s: ReviewServices,
  plan: PlanWithThreads,
  envelopes: readonly Envelope[],
  covered: Readonly<Record<string, CriticCoverage>>,
  heads: readonly RoundHeads[],
  round: RoundOutcome
): Promise<ThreadResolutions> {
  const out: ThreadResolutions = { resolved: [], notes: [] }
  const own = plan.inlines.find((i) => i.own)
  if (!own) return out
  const mine = ownThreadMarkers(s)
  const reported = reportedNow(envelopes, round)
  const candidates = candidatesOf(s, plan, envelopes, covered, heads, own, mine, round.record, reported)
  if (candidates.length === 0) return out
  // One compare per head the candidates were found on; a force-push (diverged, behind, gone) resolves nothing.
  const filesFrom = headCompares(s, plan, own)
  const changed: Candidate[] = []
  for (const c of candidates) {
    const files = await filesFrom(c.head)
    if (files === undefined) continue
    const file = files.find((f) => f.path === c.path)
    // A range is tested whole, from its first line (the one its key is made of, anchor.ts) to GitHub's `line`,
    // its last. A change below the first line leaves the key as it was: a re-report kept the thread by its key
    // (candidatesOf). A change on the first line makes a new key: the match below decides.
    const first = c.startLine ?? c.line
    if (rangeChanged(file, { line: first, endLine: c.line }) !== 'changed') continue
    // A removed file's lines are all gone, whether or not GitHub sent its patch.
    const carried = file?.status === 'removed' ? 'gone' : carryRange(file?.patch, first, c.line)
    if (carried === 'unknown') continue
    // Found again by any critic of the round: one problem, one thread, open while any critic still reports it.
    const again = [...reported.values()].some((now) => reportedAgain(c, now, carried, s.keywords))
    if (again) continue
    changed.push(c)
  }
  if (changed.length === 0) return out
  let threads
  try {
    threads = new Map((await s.github.listReviewThreads(own.number)).map((t) => [t.rootCommentId, t]))
  } catch (error) {
    out.notes.push(`the review threads could not be read, so none was resolved: ${describeError(error)}`)
    return out
  }
  for (const c of changed) {
    const thread = threads.get(c.root.id)
    if (!thread || thread.isResolved) continue
    const ours = mine.resolved.filter((m) => m.key === threadKey(c.root.id))
    // A person wrote after our last post in the thread: the conversation is theirs to close (their `resolve`
    // after our earlier resolution is the one reply that asks us to).
    const lastReply = repliesIn(s, c.root.id).at(-1)
    if (lastReply && !isActionComment(lastReply, s.identity) && ours.length === 0) continue
    const now = ours.find((m) => m.round === plan.round)
    let reply = now?.commentId
    if (reply === undefined) {
      try {
        const url = commitUrl(s.serverUrl, own.ref, own.head)
        const body = renderThreadResolved({ round: plan.round, root: c.root.id, sha: own.head, url })
        reply = (await s.github.replyToReviewComment(own.number, c.root.id, s.conversation.sign(body))).id
      } catch (error) {
        out.notes.push(
          `${c.path}:${c.line}: the "no longer found" reply was not posted: ${describeError(error)}`
        )
        continue
      }
    }
    const result = await s.github.resolveReviewThread(thread.id)
    if (!result.ok)
      out.notes.push(`${c.path}:${c.line}: GitHub refused to resolve the thread (${result.message})`)
    out.resolved.push({
      root: c.root.id,
      round: plan.round,
      reply,
      sha: own.head,
      state: result.ok ? 'resolved' : 'refused'
    })
  }
  return out
}
