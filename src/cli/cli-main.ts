// The `the-loop` CLI: dispatches the first word to its command group; exit 2 on usage errors.
import { USAGE, type CliHandler, type CliIo } from './command-table.js'

const groups: Record<string, () => Promise<CliHandler>> = {}

/** Registers a command group; called from the entry point so no import has side effects. */
export function registerGroup(name: string, load: () => Promise<CliHandler>): void {
  groups[name] = load
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [word, ...rest] = argv
  if (word === undefined || word === '--help' || word === '-h' || word === 'help') {
    io.out(USAGE)
    return word === undefined ? 2 : 0
  }
  if (word === '--version') {
    // Imported here: no other command loads the embedded package.json.
    io.out((await import('./version.js')).CLI_VERSION)
    return 0
  }
  const load = groups[word]
  if (!load) {
    io.err(`the-loop: unknown command '${word}'\n${USAGE}`)
    return 2
  }
  const handler = await load()
  return handler(rest, io)
}
