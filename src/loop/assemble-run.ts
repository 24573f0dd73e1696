// A run on a work item, from either source: read afresh (prepare) or restored from what prepare sealed
// (publish). Both build the session through assemble.ts and hand the flow the same hold on it (flow-run.ts).
import { FlowRun, type FlowDeps } from './flow-run.js'
import { openItem, type OpenedItem, type OpenInput } from './open.js'
import { restoreSession, type RestoreInput, type SessionSnapshot } from './snapshot.js'

export type RunSource =
  { from: 'read'; input: OpenInput } | { from: 'handover'; snapshot: SessionSnapshot; input: RestoreInput }

/** A run on the item: read afresh (prepare) or restored from what prepare sealed (publish). */
export async function assembleRun(
  source: RunSource,
  deps: FlowDeps
): Promise<{ run: FlowRun; opened: OpenedItem }> {
  const opened =
    source.from === 'read'
      ? await openItem(source.input)
      : { ...restoreSession(source.snapshot, source.input), eventGone: false }
  return { run: new FlowRun(deps, opened.session, opened.eventEntry), opened }
}
