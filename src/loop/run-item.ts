// The prepare phase of one run on one work item, with the retry that makes races safe: read, decide, one write
// (with the claim when a round is owed), then the queued posts. A prepare that loses the compare-and-swap
// posted nothing yet, so the run reads again and decides again. Critics and publish come after (resume.ts).
import type { ControlDecision } from '../conversation/control/decide.js'
import type { Trigger, ThreadRef } from '../conversation/event/trigger.js'
import { ItemStaleError } from '../engine/state/item-file.js'
import type { MainRunReport } from './run-report.js'
import { assembleRun } from './assemble-run.js'
import { prepareOnDemand, type Prepared } from './claim.js'
import { settleEffects } from './commit.js'
import { prepareDecision } from './flow.js'
import type { FlowDeps, FlowRun } from './flow-run.js'
import type { OpenedItem, OpenInput } from './open.js'

/** Attempts of one run's prepare phase when other runs keep writing the item first. */
const MAX_ATTEMPTS = 12

/**
 * What the run does with the item as read, decided afresh on every attempt from that read alone: a control
 * decision to carry out, review/action.yml's on-demand round, or nothing (with why, for the summary).
 */
export type ItemDecision =
  | { kind: 'control'; decision: ControlDecision }
  | { kind: 'on-demand' }
  | { kind: 'nothing'; decision: string; reason: string }

export interface ItemRunInput extends Omit<OpenInput, 'thread' | 'trigger'> {
  thread: ThreadRef
  trigger: Trigger
  inputs: OpenInput['inputs'] & FlowDeps['inputs']
  report: MainRunReport
  sleep?: (ms: number) => Promise<void>
  /** A pure function of the item as read: the run calls the flow itself. */
  decide: (opened: OpenedItem) => ItemDecision
}

export interface ItemRunResult {
  run: FlowRun
  prepared: Prepared | undefined
  /** The item as the last attempt read it. */
  opened: OpenedItem
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function carryOut(run: FlowRun, decision: ItemDecision): Promise<Prepared | undefined> {
  if (decision.kind === 'on-demand') return prepareOnDemand(run)
  if (decision.kind === 'nothing') {
    run.report.decision = decision.decision
    run.report.reason = decision.reason
    return undefined
  }
  run.report.decision = decision.decision.kind
  return prepareDecision(run, decision.decision)
}

export async function runOnItem(input: ItemRunInput): Promise<ItemRunResult> {
  const { report } = input
  const deps: FlowDeps = { inputs: input.inputs, stamp: input.stamp, now: input.now, report }
  for (let attempt = 1; ; attempt++) {
    const { run, opened } = await assembleRun({ from: 'read', input }, deps)
    report.warnings.push(...run.session.warnings.filter((w) => !report.warnings.includes(w)))
    try {
      const prepared = await carryOut(run, input.decide(opened))
      await settleEffects(run.s)
      return { run, prepared, opened }
    } catch (error) {
      await settleEffects(run.s)
      if (!(error instanceof ItemStaleError) || attempt >= MAX_ATTEMPTS) throw error
      // Another run wrote the item first: nothing of this attempt was posted; read again, decide again.
      report.retries++
      report.walks = []
      report.rounds = []
      await (input.sleep ?? sleepFor)(Math.floor(Math.random() * Math.min(2000, 100 * 2 ** attempt)))
    }
  }
}
