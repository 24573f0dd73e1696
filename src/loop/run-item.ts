// The prepare phase of one run on one work item, with the retry that makes races safe: read, decide, one write
// (with the claim when a round is owed), then the queued posts. A prepare that loses the compare-and-swap
// posted nothing yet, so the run reads again and decides again. Critics and publish come after (publish.ts).
import type { Trigger, ThreadRef } from '../event/trigger.js'
import { ItemStaleError } from '../state/item-file.js'
import type { MainRunReport } from './run-report.js'
import { settleEffects } from './commit.js'
import { ReviewFlow, type FlowDeps, type Prepared } from './flow.js'
import { openItem, type OpenedItem, type OpenInput } from './open.js'
import type { ReviewSession } from './session.js'

/** Attempts of one run's prepare phase when other runs keep writing the item first. */
export const MAX_ATTEMPTS = 12

export interface ItemRunInput extends Omit<OpenInput, 'thread' | 'trigger'> {
  thread: ThreadRef
  trigger: Trigger
  inputs: OpenInput['inputs'] & FlowDeps['inputs']
  report: MainRunReport
  sleep?: (ms: number) => Promise<void>
  /** The decision's prepare phase on a freshly read item; undefined ends the run with nothing done. */
  prepare: (flow: ReviewFlow, opened: OpenedItem) => Promise<Prepared | undefined>
}

export interface ItemRunResult {
  session: ReviewSession
  flow: ReviewFlow
  eventEntry: OpenedItem['eventEntry']
  prepared: Prepared | undefined
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function runOnItem(input: ItemRunInput): Promise<ItemRunResult> {
  const { report } = input
  for (let attempt = 1; ; attempt++) {
    const opened = await openItem(input)
    const { session } = opened
    report.warnings.push(...session.warnings.filter((w) => !report.warnings.includes(w)))
    const flow = new ReviewFlow(
      { inputs: input.inputs, stamp: input.stamp, now: input.now, report },
      session,
      opened.eventEntry
    )
    try {
      const prepared = await input.prepare(flow, opened)
      await settleEffects(session.services)
      return { session, flow, eventEntry: opened.eventEntry, prepared }
    } catch (error) {
      await settleEffects(session.services)
      if (!(error instanceof ItemStaleError) || attempt >= MAX_ATTEMPTS) throw error
      // Another run wrote the item first: nothing of this attempt was posted; read again, decide again.
      report.retries++
      report.walks = []
      report.rounds = []
      await (input.sleep ?? sleepFor)(Math.floor(Math.random() * Math.min(2000, 100 * 2 ** attempt)))
    }
  }
}
