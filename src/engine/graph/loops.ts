// The shipped loop names and the one fail-closed decision that turns a recorded name into a loop.

/** @internal */
export const DEFAULT_LOOP = 'pdlc-work-item-loop'
const INNER_LOOP = 'pdlc-pr-loop'
export const CLEANUP_NODE = 'cleanup'

export const SHIPPED_LOOPS: readonly string[] = [
  'pdlc-work-item-loop',
  'pdlc-pr-loop',
  'pdlc-contribution-loop',
  'pdlc-adhoc-loop',
  'pdlc-review-loop'
]

/** Every shipped loop except the inner one, which is addressed by PR number, never by name. */
/** @internal */
export const OUTER_PATH_LOOPS: readonly string[] = SHIPPED_LOOPS.filter((l) => l !== INNER_LOOP)

export function isShippedLoop(name: string): boolean {
  return SHIPPED_LOOPS.includes(name)
}

/**
 * Returns `name` only when it is a non-default outer-path loop; `''` (use the default loop) for
 * anything else, including invented names and paths. The only reader that turns a recorded
 * string into a loop choice.
 * @internal
 */
export function resolveOuterLoop(name: string): string {
  if (name === DEFAULT_LOOP) return ''
  return OUTER_PATH_LOOPS.includes(name) ? name : ''
}

export interface LoopChoice {
  loop: string
  warning?: string
}

/** The loop a recorded name selects, falling back to the default loop (with a warning) when refused. */
export function chooseOuterLoop(recorded: string): LoopChoice {
  const resolved = resolveOuterLoop(recorded)
  if (resolved !== '') return { loop: resolved }
  if (recorded === '' || recorded === DEFAULT_LOOP) return { loop: DEFAULT_LOOP }
  return {
    loop: DEFAULT_LOOP,
    warning: `recorded loop '${recorded}' is not an outer-path loop (${OUTER_PATH_LOOPS.join(', ')}); using ${DEFAULT_LOOP}`
  }
}
