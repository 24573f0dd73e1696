// A round's hand-over between processes: what prepare seals for publish (the session as committed with the
// claim, the conversation as read and posted, the item's facts, the report so far, the plan), and publish taken
// up on that session, which continues where prepare stopped without reading anything again. Plain JSON, sealed
// in the handoff's plan file.
import { redactEnvelopes, redactorFor, type RedactionCount } from '../../critics/harness/redact.js'
import type { CriticsResults } from '../../critics/handoff/envelopes.js'
import type { CriticsJob } from '../../critics/harness/critics-job.js'
import type { ConversationEntry, EntryKey } from '../../conversation/comments/entries.js'
import type { ConversationSnapshot } from '../../conversation/comments/view.js'
import { decodeItemDoc, ItemFileStore } from '../../engine/state/item-file.js'
import type { MainRunReport } from '../run-report.js'
import type { ReviewServices } from '../context/services.js'
import type { RoundPlan } from '../round/plan-types.js'
import { packPlan, unpackPlan, type PackedPlan } from '../round/plan-pack.js'
import { assembleSession, type RunInput } from './read.js'
import { FlowRun, settleEffects, type FlowDeps } from './run.js'
import type { ItemRunResult } from './prepare.js'
import { publishOnRun } from './publish.js'
import type { ReviewSession } from './session.js'

interface SessionSnapshot {
  item: { owner: string; repo: string; number: number }
  facts: ReviewServices['facts']
  file: { sha?: string; text?: string }
  conversation: ConversationSnapshot
  eventKey?: EntryKey
}

function snapshotSession(session: ReviewSession, eventEntry?: ConversationEntry): SessionSnapshot {
  const s = session.services
  return {
    item: session.item,
    facts: s.facts,
    file: session.committed(),
    conversation: s.conversation.snapshot(),
    ...(eventEntry ? { eventKey: eventEntry.key } : {})
  }
}

/** The session prepare left, over this process's GitHub port; the event's entry when it had one. */
function restoreSession(
  snap: SessionSnapshot,
  input: RunInput
): { session: ReviewSession; eventEntry: ConversationEntry | undefined } {
  const store = new ItemFileStore(input.github, {
    branch: input.inputs.stateBranch,
    secret: input.inputs.markerSecret
  })
  const where = store.where(snap.item)
  const { session, conversation } = assembleSession(input, {
    item: snap.item,
    store,
    read: { sha: snap.file.sha, doc: snap.file.text ? decodeItemDoc(snap.file.text, where) : undefined },
    entries: snap.conversation.entries,
    facts: snap.facts,
    // Prepare committed the file (with the claim), so there is always a document to continue from.
    rebuild: () => () => {
      throw new Error(`${where} was not carried over from the prepare step`)
    }
  })
  conversation.resume(snap.conversation)
  const eventEntry = snap.eventKey ? conversation.find(snap.eventKey) : undefined
  return { session, eventEntry }
}

/** The report without the graph, which publish loads again from the shipped loops. */
type StoredReport = Omit<MainRunReport, 'graph'>

export interface RoundResume {
  command: string
  plan: RoundPlan
  snapshot: SessionSnapshot
  report: StoredReport
}

/**
 * A resume as sealed beside its critics job: its plan without what the job carries (loop/round/plan-pack.ts).
 */
export interface PackedResume extends Omit<RoundResume, 'plan'> {
  plan: PackedPlan
}

export function packResume(resume: RoundResume): PackedResume {
  return { ...resume, plan: packPlan(resume.plan) }
}

export function unpackResume(packed: PackedResume, job: CriticsJob): RoundResume {
  return { ...packed, plan: unpackPlan(packed.plan, job) }
}

export function resumeOf(run: ItemRunResult, plan: RoundPlan, report: MainRunReport): RoundResume {
  const { graph: _graph, ...stored } = report
  void _graph
  return {
    command: run.prepared?.command ?? '',
    plan,
    snapshot: snapshotSession(run.run.session, run.run.eventEntry),
    report: structuredClone(stored)
  }
}

/** Counts of two redaction passes over the same critics, added per critic. */
function addCounts(a: RedactionCount[], b: RedactionCount[]): RedactionCount[] {
  return b.map((c) => ({
    critic: c.critic,
    count: c.count + (a.find((x) => x.critic === c.critic)?.count ?? 0)
  }))
}

/**
 * Publishes the round on the session prepare left; the report continues the one prepare started. The
 * critics' results are untrusted: redacted again of every secret this process knows (the token) first;
 * `secrets` are those this process holds besides its environment's.
 */
export async function publishResumed(
  resume: RoundResume,
  results: CriticsResults,
  input: RunInput & { secrets: string[] }
): Promise<{ session: ReviewSession; report: MainRunReport }> {
  const redact = redactorFor(process.env, input.secrets)
  const again = redactEnvelopes(results.envelopes, redact)
  const verification = results.verification && {
    ...results.verification,
    envelopes: redactEnvelopes(results.verification.envelopes, redact).envelopes
  }
  const report: MainRunReport = { ...structuredClone(resume.report), graph: undefined }
  const deps: FlowDeps = { inputs: input.inputs, stamp: input.stamp, now: input.now, report }
  const restored = restoreSession(resume.snapshot, input)
  const run = new FlowRun(deps, restored.session, restored.eventEntry)
  try {
    await publishOnRun(
      run,
      resume.plan,
      again.envelopes,
      addCounts(results.redacted, again.counts),
      verification
    )
  } finally {
    await settleEffects(run.s)
  }
  return { session: run.session, report }
}
