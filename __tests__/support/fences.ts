// A line reader's view of fences, for tests that check rendered markdown leaves none open.
import { nextFenceState, type OpenFence } from '../../src/base/markdown/fences.js'

/** The fence state at the end of `text` when it starts outside any fence. */
export function fenceStateAfter(text: string): OpenFence | null {
  let state: OpenFence | null = null
  for (const line of text.split('\n')) state = nextFenceState(state, line)
  return state
}
