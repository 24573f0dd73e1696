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

export function isCommand(value: unknown): value is Command {
  return typeof value === 'string' && (COMMANDS as readonly string[]).includes(value)
}

/** The default keyword of each command: `the-loop <command>`. */
export function defaultKeyword(command: Command): string {
  return `the-loop ${command}`
}
