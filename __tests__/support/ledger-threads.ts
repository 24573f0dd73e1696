// Reading the ledger's thread field back, for the tests of how it is recorded.
import type { LedgerThreads } from '../../src/loop/threads/threads.js'

/** True when a person unresolved the thread after the action resolved it: it is not to be resolved again. */
export function isReopened(threads: LedgerThreads | undefined, root: number): boolean {
  return threads?.resolved.some((r) => r.root === root && r.state === 'reopened') ?? false
}
