// One work item's documents on the cache branch: the graph state and the control record, rebuilt from the
// thread when missing or unusable, and the state saved by compare-and-swap against what this run read.
import { parseControlRecord, type ControlRecord } from '../../control/record.js'
import type { GraphStatePort } from '../../runtime/walk.js'
import { decodeState, encodeState } from '../../state/document-codec.js'
import type { GraphState } from '../../state/document.js'
import type { CacheBranchStore, ItemRef, WriteStamp } from '../../state/store.js'
import { describeError } from '../../shared/errors.js'

export const STATE_DOC = 'state.json'
export const CONTROL_DOC = 'control.json'

/** Another run changed this item's state while this one worked: stop rather than overwrite it. */
export class StateConflictError extends Error {
  constructor(where: string) {
    super(
      `${where} was changed by another run while this one worked; nothing of this run's state was saved. ` +
        'Re-run the workflow, and give the workflow a per-thread concurrency group (see the README).'
    )
    this.name = 'StateConflictError'
  }
}

export interface ItemDocs {
  state: GraphState
  control: ControlRecord | undefined
  /** Why the cache was not used as-is, one sentence each. */
  warnings: string[]
}

export interface Rebuilders {
  state: () => Promise<GraphState>
  control: () => Promise<ControlRecord | undefined>
}

function decodeControl(text: string, where: string): ControlRecord {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${where}: not JSON (${describeError(error)})`, { cause: error })
  }
  const record = parseControlRecord(value)
  if (!record) throw new Error(`${where}: not a control record`)
  return record
}

export class WorkItemStore {
  /** The state text this run last read or wrote: a save expects the branch to still hold it. */
  private expectedState: string | undefined

  constructor(
    private readonly store: CacheBranchStore,
    readonly item: ItemRef,
    private readonly stamp: WriteStamp
  ) {}

  where(name: string): string {
    return this.store.where(this.item, name)
  }

  /** Reads both documents; what cannot be used is rebuilt from the thread and written back (when non-empty). */
  async open(rebuild: Rebuilders): Promise<ItemDocs> {
    const snap = await this.store.read(this.item)
    const warnings: string[] = []
    const missingBranch = snap.baseSha === undefined
    const stateText = snap.docs[STATE_DOC]
    this.expectedState = stateText
    let state: GraphState | undefined
    if (stateText !== undefined) {
      try {
        state = decodeState(stateText, this.where(STATE_DOC))
      } catch (error) {
        warnings.push(`${describeError(error)}; rebuilt it from the thread`)
      }
    }
    let rebuiltState = false
    if (!state) {
      state = await rebuild.state()
      rebuiltState = state.currentNode !== ''
      if (rebuiltState && stateText === undefined) {
        warnings.push(
          missingBranch
            ? `the cache branch ${this.store.branch} does not exist; rebuilt the state from the thread`
            : `${this.where(STATE_DOC)} does not exist; rebuilt it from the thread`
        )
      }
    }
    const controlText = snap.docs[CONTROL_DOC]
    let control: ControlRecord | undefined
    let rebuiltControl = false
    if (controlText !== undefined) {
      try {
        control = decodeControl(controlText, this.where(CONTROL_DOC))
      } catch (error) {
        warnings.push(`${describeError(error)}; rebuilt it from the thread`)
      }
    }
    if (!control && (controlText !== undefined || rebuiltState)) {
      control = await rebuild.control()
      rebuiltControl = control !== undefined
    }
    if (rebuiltState || rebuiltControl || (stateText !== undefined && warnings.length > 0)) {
      await this.writeBack(rebuiltState || stateText !== undefined ? state : undefined, control)
    }
    return { state, control, warnings }
  }

  private async writeBack(state: GraphState | undefined, control: ControlRecord | undefined): Promise<void> {
    const stateText = state ? encodeState(state) : undefined
    await this.store.update(
      this.item,
      (docs) => ({
        ...docs,
        ...(stateText === undefined ? {} : { [STATE_DOC]: stateText }),
        ...(control ? { [CONTROL_DOC]: `${JSON.stringify(control, null, 2)}\n` } : {})
      }),
      this.stamp
    )
    if (stateText !== undefined) this.expectedState = stateText
  }

  /**
   * The walk's state port: every save is a compare-and-swap against the text this run last saw.
   * `stage` replaces the working state without a write; the next save carries it (one commit, not two).
   */
  statePort(initial: GraphState): GraphStatePort & { stage(state: GraphState): void } {
    let current = initial
    return {
      stage: (state) => {
        current = structuredClone(state)
      },
      load: async () => structuredClone(current),
      save: async (state) => {
        const text = encodeState(state)
        const expected = this.expectedState
        await this.store.update(
          this.item,
          (docs) => {
            if (docs[STATE_DOC] !== expected) throw new StateConflictError(this.where(STATE_DOC))
            return { ...docs, [STATE_DOC]: text }
          },
          this.stamp
        )
        this.expectedState = text
        current = structuredClone(state)
      }
    }
  }

  /** Records a command; re-applied as-is if the branch moved (the record does not depend on what was there). */
  async setControl(record: ControlRecord): Promise<void> {
    const text = `${JSON.stringify(record, null, 2)}\n`
    await this.store.update(this.item, (docs) => ({ ...docs, [CONTROL_DOC]: text }), this.stamp)
  }
}
