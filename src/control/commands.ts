// The closed vocabulary of control commands and the named sets the dispatcher reasons with.

/** The nine commands in canonical order: the parser iterates them in this order. */
export const COMMANDS = [
  'start',
  'stop',
  'pause',
  'resume',
  'execute',
  'contribute',
  'cleanup',
  'do',
  'review'
] as const

export type Command = (typeof COMMANDS)[number]

/** Commands that mean "start requested" in the durable control record. */
export const ARMING: ReadonlySet<Command> = new Set(['start', 'resume', 'contribute', 'do', 'review'])
/** Commands that may create a session where none exists (`resume` only wakes a paused one). */
export const SPAWN_COMMANDS: ReadonlySet<Command> = new Set(['start', 'contribute', 'do', 'review'])
/** Commands handed on to the graph's phase-selection gate after being recorded. */
export const GRAPH_COMMANDS: ReadonlySet<Command> = new Set(['execute'])
export const TEARDOWN_COMMANDS: ReadonlySet<Command> = new Set(['cleanup'])

/** The loop a spawn command selects; commands absent here select the default loop. */
export const LOOP_FOR_COMMAND: Readonly<Partial<Record<Command, string>>> = {
  contribute: 'pdlc-contribution-loop',
  do: 'pdlc-adhoc-loop',
  review: 'pdlc-review-loop'
}

export function isCommand(value: unknown): value is Command {
  return typeof value === 'string' && (COMMANDS as readonly string[]).includes(value)
}

/** The default keyword of each command: `the-loop <command>`. */
export function defaultKeyword(command: Command): string {
  return `the-loop ${command}`
}
