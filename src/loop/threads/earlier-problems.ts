// The problems already on the diff from an earlier round, whoever raised them. A critic's own findings already
// there are "repeated" (placement/posted.ts, by key); this is the other half: a critic that raises this round a
// problem another critic's open thread holds lists it as on the diff there, so one problem keeps one thread across
// rounds. A thread the action resolved as fixed holds nothing (a problem found again there is posted as new).
// Matching is reported-again.ts's, the thread's range carried from the head its round reviewed: the prompt's own
// compare when it is that one, else one compare per head, read only for a thread some finding of this round could
// match by path and title, so a round with no such finding costs no request. A thread whose code changed since
// (outdated on GitHub) or whose head cannot be compared (a force-push) holds nothing: posting the problem again
// is better than keeping it off the diff on a guess.
import { isActionComment } from '../../conversation/control/authorize.js'
import type { OwnRecord } from '../../conversation/comments/own-record.js'
import { titleSimilarity, MATCH_THRESHOLD } from '../../base/findings/finding-match.js'
import type { Finding } from '../../base/findings/finding.js'
import { parseMarkers } from '../../base/marker/markers.js'
import { findingSeverityOf, findingTitleOf } from '../placement/finding-title.js'
import { severityRank, type Severity } from '../../base/shared/severity.js'
import { shownTitle } from '../placement/finding-markdown.js'
import { rangeChanged } from '../placement/range-changed.js'
import {
  carryRange,
  reportedAgain,
  type CarriedRange,
  type ThreadFinding
} from '../placement/reported-again.js'
import type { RoundHeads } from '../context/reviewed-heads.js'
import type { ReviewServices } from '../context/services.js'
import type { PlanWithThreads } from './threads-plan.js'
import { ownThreadMarkers, reviewCommentUrl } from './thread-answers.js'
import { headCompares } from './head-compares.js'
import { ofOwnReview } from './thread-resolution.js'

/** Where an earlier round put a problem on the diff: its round, the critic whose comment holds it, its thread. */
interface EarlierProblem {
  round: number
  critic: string
  link: string
}

/** The earlier problem `finding` of `critic` matches on pull request `pull`, when another critic's thread holds it. */
export type EarlierMatcher = (critic: string, finding: Finding, pull: number) => EarlierProblem | undefined

interface OpenThread extends ThreadFinding {
  id: number
  round: number
  /** The critics whose findings the comment holds: its own and those folded in (`also`). */
  raisers: string[]
  head: string | undefined
  /** The severity its headline shows: a more severe finding is not held by it. */
  severity: Severity | undefined
}

const none: EarlierMatcher = () => undefined

/** Whether a thread of `held` severity holds a finding of `severity`: not when the finding is more severe. */
const asSevere = (held: Severity | undefined, severity: Severity) =>
  held !== undefined && severityRank(held) <= severityRank(severity)

/**
 * The action's finding threads of this item's earlier rounds on the own pull request, not resolved by the action.
 * A thread of a linked work item's review there carries `finding` markers too, of its own rounds and critics: the
 * item's record of our reviews (`review/round:<id>`) tells them apart, as thread resolution does.
 */
function openThreads(
  s: ReviewServices,
  round: number,
  heads: readonly RoundHeads[],
  ref: string,
  record: OwnRecord | undefined
): OpenThread[] {
  const resolved = new Set(ownThreadMarkers(s).resolved.map((m) => m.inReplyToId))
  const out: OpenThread[] = []
  for (const e of s.conversation.readEntries()) {
    const anchor = e.anchor
    if (e.kind !== 'review-comment' || !anchor || anchor.inReplyToId !== undefined) continue
    if (anchor.line === undefined || anchor.side === 'LEFT' || resolved.has(e.id)) continue
    if (!isActionComment(e, s.identity)) continue
    if (!ofOwnReview(e, record)) continue
    const meta = parseMarkers(e.body).find((m) => m.kind === 'finding' && (!s.signer || s.signer.verify(m)))
    if (!meta?.critic || meta.round === undefined || meta.round >= round) continue
    out.push({
      id: e.id,
      round: meta.round,
      raisers: [meta.critic, ...(meta.also ?? []).map((a) => a.critic)],
      head: heads.find((h) => h.round === meta.round)?.pulls[ref],
      path: anchor.path,
      line: anchor.line,
      ...(anchor.startLine !== undefined ? { startLine: anchor.startLine } : {}),
      title: findingTitleOf(e.body),
      severity: findingSeverityOf(e.body)
    })
  }
  return out
}

/**
 * The round's matcher of problems already on the diff. `raised`: every finding of the round by critic, paths in
 * the diff's form; `heads`: the heads the ledger recorded for earlier rounds; `record`: the item's record of our
 * posts.
 */
export async function earlierProblems(
  s: ReviewServices,
  plan: PlanWithThreads,
  heads: readonly RoundHeads[],
  raised: ReadonlyMap<string, readonly Finding[]>,
  record: OwnRecord | undefined
): Promise<EarlierMatcher> {
  const own = plan.inlines.find((i) => i.own)
  if (!own) return none
  const shown = (f: Finding) => shownTitle(f.title, s.keywords)
  // Only threads some other critic's finding of this round could match: same file, titles alike.
  const threads = openThreads(s, plan.round, heads, own.ref, record).filter((t) =>
    [...raised].some(
      ([critic, findings]) =>
        !t.raisers.includes(critic) &&
        findings.some((f) => f.path === t.path && titleSimilarity(t.title, shown(f)) >= MATCH_THRESHOLD)
    )
  )
  if (threads.length === 0) return none
  const filesFrom = headCompares(s, plan, own)
  const carried = new Map<number, Exclude<CarriedRange, 'unknown'>>()
  await Promise.all(
    threads.map(async (t) => {
      const first = t.startLine ?? t.line
      if (t.head === own.head) return carried.set(t.id, { line: first, endLine: t.line })
      if (t.head === undefined) return
      const files = await filesFrom(t.head)
      if (files === undefined) return
      const file = files.find((f) => f.path === t.path)
      // Its code changed: GitHub shows the thread outdated, off the diff as it stands, so the problem found there
      // again is posted on the new code (as its own critic's is, under a new key).
      if (rangeChanged(file, { line: first, endLine: t.line }) !== 'unchanged') return
      const range = file ? carryRange(file.patch, first, t.line) : { line: first, endLine: t.line }
      if (range !== 'unknown' && range !== 'gone') carried.set(t.id, range)
    })
  )
  return (critic, finding, pull) => {
    if (pull !== own.number) return undefined
    const now = { keys: new Set<string>(), findings: [finding] }
    const t = threads.find((t) => {
      const range = carried.get(t.id)
      if (range === undefined || t.raisers.includes(critic) || !asSevere(t.severity, finding.severity))
        return false
      return reportedAgain(t, now, range, s.keywords)
    })
    return t && { round: t.round, critic: t.raisers[0]!, link: reviewCommentUrl(s, plan, pull, t.id) }
  }
}
