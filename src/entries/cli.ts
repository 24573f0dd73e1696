// Composition root of the `the-loop` CLI (dist/cli/index.js).
import { registerGroup, runCli } from '../cli/main.js'

registerGroup('critic', async () => (await import('../cli/critic-command.js')).criticCommand)
registerGroup('config', async () => (await import('../cli/config-command.js')).configCommand)

const io = {
  out: (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text: string) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`)
}
process.exitCode = await runCli(process.argv.slice(2), io)
