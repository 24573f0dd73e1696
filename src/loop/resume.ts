// A round's hand-over between processes: what prepare leaves for publish (the session snapshot, the report so
// far, the plan), and publish itself on the restored session. Plain JSON, sealed in the handoff's plan file.
import { redactEnvelopes, redactorFor, type RedactionCount } from '../critics/harness/redact.js'
import type { CriticsResults } from '../critics/handoff/envelopes.js'
import type { MainRunReport } from './run-report.js'
import { settleEffects } from './commit.js'
import { assembleRun } from './assemble-run.js'
import type { FlowDeps } from './flow-run.js'
import { publishOnRun } from './publish-phase.js'
import type { RoundPlan } from './round/plan-types.js'
import { packPlan, unpackPlan, type PackedPlan } from './round/plan-pack.js'
import type { CriticsJob } from '../critics/harness/critics-job.js'
import type { ItemRunResult } from './run-item.js'
import type { ReviewSession } from './session.js'
import { snapshotSession, type RestoreInput, type SessionSnapshot } from './snapshot.js'

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

export interface PublishInput extends RestoreInput {
  inputs: RestoreInput['inputs'] & FlowDeps['inputs']
  /** Secret values this process holds besides its environment's (the token). */
  secrets: string[]
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
 * critics' results are untrusted: redacted again of every secret this process knows (the token) first.
 */
export async function publishResumed(
  resume: RoundResume,
  results: CriticsResults,
  input: PublishInput
): Promise<{ session: ReviewSession; report: MainRunReport }> {
  const again = redactEnvelopes(results.envelopes, redactorFor(process.env, input.secrets))
  const report: MainRunReport = { ...structuredClone(resume.report), graph: undefined }
  const deps: FlowDeps = { inputs: input.inputs, stamp: input.stamp, now: input.now, report }
  const { run } = await assembleRun({ from: 'handover', snapshot: resume.snapshot, input }, deps)
  try {
    await publishOnRun(run, resume.plan, again.envelopes, addCounts(results.redacted, again.counts))
  } finally {
    await settleEffects(run.s)
  }
  return { session: run.session, report }
}
