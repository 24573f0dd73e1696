// Workflow commands as the GitHub runner reads them from each line of a step's output, after actions/runner's
// ActionCommandManager.cs and ActionCommand.cs: `::name k=v,...::message` (and the older `##[name k=v;...]message`)
// naming a command the runner knows; `::stop-commands::TOKEN` stops all of that, job-wide and across steps,
// until a line `::TOKEN::`; `::add-mask::VALUE` makes the runner mask VALUE in every later log line.

export interface WorkflowCommand {
  /** Lower-cased: the runner matches command names case-insensitively. */
  name: string
  properties: Record<string, string>
  message: string
}

const STOP_COMMANDS = 'stop-commands'

/** The commands the runner registers (its IActionCommandExtension list, without the plugin-internal one). */
const RUNNER_COMMANDS = [
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo'
]

/** Undoes the runner's escapes, in its order (ActionCommand's mappings; `%25` last so `%253A` stays `%3A`). */
function unescape(text: string, mappings: Array<[string, string]>): string {
  return mappings.reduce((result, [escaped, plain]) => result.replaceAll(escaped, plain), text)
}
const DATA_ESCAPES: Array<[string, string]> = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%25', '%']
]
const PROPERTY_ESCAPES: Array<[string, string]> = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%3A', ':'],
  ['%2C', ','],
  ['%25', '%']
]
const LEGACY_ESCAPES: Array<[string, string]> = [
  ['%3B', ';'],
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%5D', ']'],
  ['%25', '%']
]

/** `k=v` pairs; a pair without a key or a value is dropped, as the runner's split with RemoveEmptyEntries does. */
function properties(text: string, separator: string, escapes: Array<[string, string]>) {
  const result: Record<string, string> = {}
  for (const pair of text.split(separator)) {
    const equals = pair.indexOf('=')
    if (equals > 0 && equals < pair.length - 1)
      result[pair.slice(0, equals)] = unescape(pair.slice(equals + 1), escapes)
  }
  return result
}

/** A line as ActionCommand.TryParseV2 (`::…::`), else TryParse (`##[…]`), reads it; undefined: not a command. */
function parseLine(line: string, isRegistered: (name: string) => boolean): WorkflowCommand | undefined {
  const trimmed = line.trimStart()
  if (trimmed.startsWith('::')) {
    const end = trimmed.indexOf('::', 2)
    if (end >= 0) {
      const info = trimmed.slice(2, end)
      const space = info.indexOf(' ')
      const name = space < 0 ? info : info.slice(0, space)
      if (isRegistered(name))
        return {
          name: name.toLowerCase(),
          properties: space > 0 ? properties(info.slice(space + 1).trim(), ',', PROPERTY_ESCAPES) : {},
          message: unescape(trimmed.slice(end + 2), DATA_ESCAPES)
        }
    }
  }
  const prefix = line.indexOf('##[')
  const close = prefix < 0 ? -1 : line.indexOf(']', prefix)
  if (close < 0) return undefined
  const info = line.slice(prefix + 3, close)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!isRegistered(name)) return undefined
  return {
    name: name.toLowerCase(),
    properties: space > 0 ? properties(info.slice(space + 1), ';', LEGACY_ESCAPES) : {},
    message: unescape(line.slice(close + 1), LEGACY_ESCAPES)
  }
}

/**
 * The runner's command state for one job: one reader reads every step's lines in order, so a stop begun in one
 * step holds in the next. `read` gives the command the runner acts on for a line, or undefined for a line it
 * only logs (plain output, a line while stopped, and the stop and resume lines themselves).
 */
export class WorkflowCommandReader {
  /** Every value the runner would mask in later log lines (`add-mask`, and stop tokens over 6 characters). */
  readonly masks: string[] = []
  private stopToken: string | undefined

  private isRegistered = (name: string) => {
    const lower = name.toLowerCase()
    return (
      lower === STOP_COMMANDS ||
      RUNNER_COMMANDS.includes(lower) ||
      (this.stopToken !== undefined && lower === this.stopToken.toLowerCase())
    )
  }

  read(line: string): WorkflowCommand | undefined {
    if (!line) return undefined
    const command = parseLine(line, this.isRegistered)
    if (!command) return undefined
    if (this.stopToken !== undefined) {
      if (command.name === this.stopToken.toLowerCase()) this.stopToken = undefined
      return undefined
    }
    if (command.name === STOP_COMMANDS) {
      this.stop(command.message)
      return undefined
    }
    if (command.name === 'add-mask') this.addMask(command.message)
    return command
  }

  /** ValidateStopToken: the runner fails on a token that is empty, a command's name or `pause-logging`. */
  private stop(token: string) {
    if (!token || this.isRegistered(token) || token.toLowerCase() === 'pause-logging')
      throw new Error(`the runner refuses ::stop-commands:: with the token '${token}'`)
    this.stopToken = token
    if (token.length > 6) this.masks.push(token)
  }

  /** AddMaskCommandExtension: a blank value masks nothing; a value and each of its non-blank lines are masked. */
  private addMask(value: string) {
    if (!value.trim()) return
    this.masks.push(value)
    for (const line of value.split(/[\r\n]+/)) {
      if (line.trim() && line.trim() !== value) this.masks.push(line.trim())
    }
  }
}
