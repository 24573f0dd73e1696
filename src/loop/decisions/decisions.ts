// Decisions on findings, kept in the ledger: each of our finding threads an authorized reviewer decided
// (`won't fix`, `false positive`, …) or reopened, with every decision in order. The last record decides: a
// disposition holds until a later `reopen`; two reviewers disagreeing are both kept, the later one wins. Bounded
// (the newest findings, the newest records of each); the schema bounds the values and `decisionsProblem` refuses
// the repeats this action never writes. Comments are named by their REST ids, as `in_reply_to_id` names them.
// A decision is bounded by the severity of the finding it was taken on (decisionCovers in finding-match.ts):
// one recorded before decisions kept it has none, and is read as covering `info` only until its thread's root
// comment says more (finding-decisions.ts reads it there).
import type { LedgerPart } from '../feature/ledger-part.js'
import type { Severity } from '../../base/shared/severity.js'
import { DISPOSITION_KINDS } from '../../conversation/comments/disposition.js'
import type { Static } from 'typebox'
import type { DecisionsSchema } from './decisions-schema.js'

/** A finding of ours that was decided, as its line comment put it, with every decision on it (decisions-schema.ts). */
export type FindingDecision = Static<typeof DecisionsSchema>[number]

/** One reply that decided (or reopened) a finding. */
export type DecisionRecord = FindingDecision['records'][number]

/** Findings kept; records kept per finding (the newest). */
/** @internal */
export const MAX_DECIDED_FINDINGS = 200
/** @internal */
export const MAX_DECISION_RECORDS = 20
const MAX_TITLE = 300
const MAX_REASON = 2000

/**
 * The severity a decision covers up to: the decided finding's, or `info` when it is not known (a decision
 * recorded before decisions kept it, whose thread no longer says it) — it must never cover more than was seen.
 */
export function decidedSeverity(d: FindingDecision): Severity {
  return d.severity ?? 'info'
}

/** The decision in force on a finding: its last record, unless that is a reopen. */
export function decisionInForce(d: FindingDecision): DecisionRecord | undefined {
  const last = d.records.at(-1)
  return last && last.decision !== 'reopen' ? last : undefined
}

/** The findings whose decision is in force, oldest decided first. */
export function decidedFindings(list: readonly FindingDecision[] | undefined): FindingDecision[] {
  return (list ?? []).filter((d) => decisionInForce(d) !== undefined)
}

/** Whether a reply is recorded on any finding (a re-run records it once). */
export function isRecorded(list: readonly FindingDecision[] | undefined, comment: number): boolean {
  return (list ?? []).some((d) => d.records.some((r) => r.comment === comment))
}

const isId = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1

/** The record as the schema takes it, or undefined when it cannot be (never written to fail the next read). */
function cleanRecord(r: DecisionRecord): DecisionRecord | undefined {
  if (!isId(r.comment) || r.by === '' || r.by.length > 100) return undefined
  if (r.decision !== 'reopen' && !DISPOSITION_KINDS.includes(r.decision)) return undefined
  return {
    decision: r.decision,
    reason: r.reason.slice(0, MAX_REASON),
    by: r.by,
    at: r.at,
    comment: r.comment
  }
}

/**
 * The list with `record` added to the finding `about` names (the finding entered when new), caps applied. A
 * record already there (the same comment) is not added twice. `about.records` is ignored.
 */
export function recordDecision(
  list: readonly FindingDecision[] | undefined,
  about: Omit<FindingDecision, 'records'>,
  record: DecisionRecord
): FindingDecision[] {
  const clean = cleanRecord(record)
  const all = (list ?? []).map((d) => ({ ...d, records: [...d.records] }))
  if (!clean || !isId(about.root) || isRecorded(all, clean.comment)) return all
  let entry = all.find((d) => d.root === about.root)
  if (!entry) {
    entry = {
      root: about.root,
      critic: about.critic,
      round: about.round,
      path: about.path,
      line: about.line,
      ...(about.side ? { side: about.side } : {}),
      title: about.title.slice(0, MAX_TITLE),
      ...(about.severity ? { severity: about.severity } : {}),
      ...(about.head ? { head: about.head } : {}),
      records: []
    }
    all.push(entry)
  } else if (entry.severity === undefined && about.severity) entry.severity = about.severity
  entry.records = [...entry.records, clean].slice(-MAX_DECISION_RECORDS)
  return all.slice(-MAX_DECIDED_FINDINGS)
}

/** Why a stored list cannot be one this action wrote: a finding twice, a reply recorded twice. */
/** @internal */
export function decisionsProblem(list: readonly FindingDecision[] | undefined): string | undefined {
  const roots = new Set<number>()
  const comments = new Set<number>()
  for (const [i, d] of (list ?? []).entries()) {
    if (roots.has(d.root)) return `host.review.dispositions[${i}] repeats thread ${d.root}`
    roots.add(d.root)
    for (const r of d.records) {
      if (comments.has(r.comment)) return `host.review.dispositions[${i}] records comment ${r.comment} twice`
      comments.add(r.comment)
    }
  }
  return undefined
}

/** The decisions as the ledger keeps them: left out while none was taken; each record's time a date; no repeats. */
export const DECISIONS_PART: LedgerPart<FindingDecision[]> = {
  written: (list) => (list.length > 0 ? list : undefined),
  problem: decisionsProblem,
  times: (list) => list.flatMap((d) => d.records.map((r) => r.at))
}
