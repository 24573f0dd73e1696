// Decisions on findings, read once per run before any gate: an authorized reply in one of our finding threads
// whose first line is a disposition (`won't fix`, `false positive`, …) records it on that finding, and `reopen`
// undoes it. Such a reply is not a reply to the review: the follow-up gate and the round read only the text after
// its blank line (nothing, when there is none), so "won't fix — done on purpose" never ends the review. The
// action confirms each decision once in its thread. A disposition on any other thread is no decision.
import { isActionComment, type ActionIdentity } from '../../conversation/control/authorize.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import {
  decisionInForce,
  isRecorded,
  recordDecision,
  type DecisionRecord,
  type FindingDecision
} from './decisions.js'
import type { RoundHeads } from '../context/reviewed-heads.js'
import { parseMarkers } from '../../base/marker/markers.js'
import { decisionKey } from '../../base/marker/thread-key.js'
import {
  readDecisionConfirmations,
  renderDecisionConfirmation,
  type DecisionOutcome
} from '../render/thread-replies.js'
import { readDisposition, type DispositionReading } from '../../conversation/comments/disposition.js'
import type { ConversationEntry, EntryKey } from '../../conversation/comments/entries.js'
import { isAuthorizedEntry } from '../../conversation/comments/unanswered.js'
import type { ReviewServices } from '../context/services.js'
import { findingSeverityOf, findingTitleOf } from '../placement/finding-title.js'

/** A confirmation this run owes: the thread, the reply it confirms, the body. */
interface OwedConfirmation {
  root: number
  reply: number
  body: string
}

export interface DecisionsRead {
  /** The ledger's list with this run's new records (unchanged when there are none). */
  dispositions: FindingDecision[]
  /** Replies recorded this run, for the report. */
  recorded: number
  /** Decisions recorded before decisions kept a severity, given the one their thread's root comment shows. */
  bounded: number
  /** For the job summary: decisions in force whose severity nothing tells, read as covering `info` only. */
  notes: string[]
  /** By entry key, what the gate and the round read of each decision reply: its follow-up, '' for none. */
  followUps: Map<EntryKey, string>
  confirmations: OwedConfirmation[]
}

/** Who the action is, and its marker signer when marker-secret is set: what tells our finding comments apart. */
interface OwnRule {
  identity: ActionIdentity
  signer?: MarkerSigner
}

/** Our finding a line-comment reply sits under: its thread root's marker, ours and signed when a signer is set. */
function findingRoot(
  find: (key: EntryKey) => ConversationEntry | undefined,
  entry: ConversationEntry,
  rule: OwnRule,
  heads: ReadonlyMap<number, string>
) {
  const parent = entry.anchor?.inReplyToId
  if (entry.kind !== 'review-comment' || parent === undefined) return undefined
  const root = find(`review-comment:${parent}`)
  const anchor = root?.anchor
  if (!root || !anchor || anchor.line === undefined || !isActionComment(root, rule.identity)) return undefined
  const meta = parseMarkers(root.body).find(
    (m) => m.kind === 'finding' && (!rule.signer || rule.signer.verify(m))
  )
  if (!meta?.critic || meta.round === undefined || meta.round < 1) return undefined
  const head = heads.get(meta.round)
  return {
    root: root.id,
    critic: meta.critic,
    round: meta.round,
    path: anchor.path,
    line: anchor.line,
    ...(anchor.side ? { side: anchor.side } : {}),
    title: findingTitleOf(root.body),
    ...severityOf(root.body),
    ...(head ? { head } : {})
  }
}

/** The severity a finding comment's headline shows, as a field (none when it shows none). */
function severityOf(body: string) {
  const severity = findingSeverityOf(body)
  return severity ? { severity } : {}
}

/**
 * The list with a severity on every decision recorded before decisions kept one, where its thread's root comment
 * (ours: the list holds only our findings) shows it; the notes name those in force that stay unbounded.
 */
function withSeverities(
  list: readonly FindingDecision[],
  find: (key: EntryKey) => ConversationEntry | undefined
): { list: FindingDecision[]; bounded: number; notes: string[] } {
  let bounded = 0
  const notes: string[] = []
  const out = list.map((d) => {
    if (d.severity !== undefined) return d
    const root = find(`review-comment:${d.root}`)
    const shown = root ? severityOf(root.body) : {}
    if (shown.severity) {
      bounded++
      return { ...d, ...shown }
    }
    if (decisionInForce(d))
      notes.push(
        `the decision on ${d.critic}'s finding at ${d.path}:${d.line} (thread ${d.root}) was recorded without its ` +
          "severity and its thread's comment no longer shows one: it covers only findings of severity info"
      )
    return d
  })
  return { list: out, bounded, notes }
}

/** The line-comment replies of a conversation, as the thread-marker readers take them. */
function threadReplies(entries: readonly ConversationEntry[]) {
  return entries.flatMap((e) =>
    e.kind === 'review-comment' && e.anchor?.inReplyToId !== undefined
      ? [{ id: e.id, author: e.author, body: e.body, inReplyToId: e.anchor.inReplyToId }]
      : []
  )
}

/** `record` for the reply `entry` as `reading` reads it. */
function recordOf(entry: ConversationEntry, reading: DispositionReading): DecisionRecord {
  return {
    decision: 'reopen' in reading ? 'reopen' : reading.kind,
    reason: 'reopen' in reading ? '' : reading.reason,
    by: entry.author,
    at: entry.createdAt,
    comment: entry.id
  }
}

/**
 * The decisions a state rebuild recovers: the replies our signed thread-decision confirmations name (each in
 * the thread it was confirmed in), read again for what they decided, by whom and when, oldest first. A reopen
 * confirmed as "nothing to reopen" records nothing, as it did when it was read.
 */
export function decisionsFromConfirmations(
  comments: readonly ConversationEntry[],
  rule: OwnRule
): FindingDecision[] {
  const confirmed = readDecisionConfirmations(threadReplies(comments), rule)
  const byKey = new Map(comments.map((e) => [e.key, e]))
  let list: FindingDecision[] = []
  const replies = comments.filter((e) => e.kind === 'review-comment' && e.anchor?.inReplyToId !== undefined)
  for (const entry of [...replies].sort((a, b) => a.id - b.id)) {
    if (confirmed.get(decisionKey(entry.id))?.root !== entry.anchor?.inReplyToId) continue
    const reading = readDisposition(entry.body)
    const about = reading && findingRoot((k) => byKey.get(k), entry, rule, new Map())
    if (!reading || !about) continue
    const last = list.find((d) => d.root === about.root)?.records.at(-1)
    if ('reopen' in reading && (!last || last.decision === 'reopen')) continue
    list = recordDecision(list, about, recordOf(entry, reading))
  }
  return list
}

/** The head each round reviewed of the item's own pull request, as the ledger recorded it. */
function ownHeads(
  recorded: readonly RoundHeads[] | undefined,
  ownRef: string | undefined
): Map<number, string> {
  const out = new Map<number, string>()
  if (ownRef === undefined) return out
  for (const h of recorded ?? []) {
    const sha = h.pulls[ownRef]
    if (sha) out.set(h.round, sha)
  }
  return out
}

function outcomeOf(
  reading: DispositionReading,
  by: string,
  before: DecisionRecord | undefined
): DecisionOutcome {
  const followUp = reading.followUp !== ''
  if (!('reopen' in reading))
    return { kind: 'recorded', decision: reading.kind, reason: reading.reason, by, followUp }
  if (!before || before.decision === 'reopen') return { kind: 'nothing-to-reopen', by }
  return { kind: 'reopened', by, undone: { decision: before.decision, by: before.by }, followUp }
}

/** What the decisions read of the item's ledger: the decisions recorded, and the heads each round reviewed. */
interface DecisionsLedger {
  dispositions?: readonly FindingDecision[]
  heads?: readonly RoundHeads[]
}

/**
 * Reads this run's decisions off the conversation: every authorized reply in one of our finding threads that
 * decides or reopens, oldest first, recorded unless the ledger holds it already; and the confirmations still
 * missing from the conversations. Pure of effects: the caller stages the ledger and defers the posts.
 */
export function readFindingDecisions(
  s: ReviewServices,
  ledger: DecisionsLedger,
  opts: { round: number; ownRef?: string }
): DecisionsRead {
  const bounded = withSeverities(ledger.dispositions ?? [], (k) => s.conversation.find(k))
  let list = bounded.list
  const heads = ownHeads(ledger.heads, opts.ownRef)
  const rule: OwnRule = { identity: s.identity, ...(s.signer ? { signer: s.signer } : {}) }
  const confirmed = readDecisionConfirmations(threadReplies(s.conversation.readEntries()), rule)
  const out: DecisionsRead = {
    dispositions: list,
    recorded: 0,
    bounded: bounded.bounded,
    notes: bounded.notes,
    followUps: new Map(),
    confirmations: []
  }
  const replies = s.conversation
    .entries()
    .filter((e) => e.kind === 'review-comment' && e.anchor?.inReplyToId !== undefined)
    .sort((a, b) => a.id - b.id)
  for (const entry of replies) {
    if (!isAuthorizedEntry(entry, s.allowlist, s.identity)) continue
    const reading = readDisposition(entry.body)
    if (!reading) continue
    const about = findingRoot((k) => s.conversation.find(k), entry, rule, heads)
    // A disposition on a thread that is not one of our findings decides nothing, and is read as any reply.
    if (!about) continue
    out.followUps.set(entry.key, reading.followUp)
    const current = list.find((d) => d.root === about.root)
    // What held just before this reply (a re-run reads a recorded reopen as it read it then).
    const before = current?.records.filter((r) => r.comment < entry.id).at(-1)
    const outcome = outcomeOf(reading, entry.author, before?.decision === 'reopen' ? undefined : before)
    if (!isRecorded(list, entry.id) && outcome.kind !== 'nothing-to-reopen') {
      list = recordDecision(list, about, recordOf(entry, reading))
      out.recorded++
    }
    const done = confirmed.get(decisionKey(entry.id))
    if (done?.root !== about.root)
      out.confirmations.push({
        root: about.root,
        reply: entry.id,
        body: renderDecisionConfirmation({
          round: opts.round,
          reply: entry.id,
          outcome,
          ...(s.keywords ? { keywords: s.keywords } : {})
        })
      })
  }
  out.dispositions = list
  return out
}
