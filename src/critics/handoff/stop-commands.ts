// Turns the runner's workflow-command parsing off for the critics step while critics run, and back on after.
// The runner reads every stdout and stderr line of a step as a possible command (::add-mask::, ::error::…);
// a critic of the same user can write to its parent's stdout through /proc/<ppid>/fd/1, so without this it
// could issue commands in the step's name. `::stop-commands::<token>` stops all parsing until `::<token>::`.
import { randomBytes } from 'node:crypto'

/**
 * Writes the stop line and returns its token. The token lives only in this process's memory, never in an
 * environment variable or a file: whoever knows it can switch parsing back on, and a critic can read every
 * environment and file its user can. It is random per call, so no earlier step's token is of use. Hex of 16
 * random bytes is never one the runner refuses (an empty token, a command name such as `add-mask`, or
 * `pause-logging`); the runner masks it in the log.
 */
export function stopWorkflowCommands(write: (line: string) => void): string {
  const token = randomBytes(16).toString('hex')
  write(`::stop-commands::${token}\n`)
  return token
}

/**
 * Writes the resume line for `token`. Call it only after every critic process is gone, or one could issue
 * commands again. It starts with a newline: a critic killed mid-line leaves an unterminated line behind, and
 * the runner would read `<that text>::<token>::` as one line that is no resume command.
 */
export function resumeWorkflowCommands(token: string, write: (line: string) => void): void {
  write(`\n::${token}::\n`)
}
