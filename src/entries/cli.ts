// Composition root of the `the-loop` CLI (dist/cli/index.js).
import { registerGroup, runCli } from '../cli/main.js'
import { runGraphCommand } from '../cli/graph-command.js'
import { criticCommand } from '../cli/critic-command.js'
import { configCommand } from '../cli/config-command.js'

const io = {
  out: (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text: string) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`)
}
registerGroup('graph', async () => runGraphCommand)
registerGroup('critic', async () => criticCommand)
registerGroup('config', async () => configCommand)
process.exitCode = await runCli(process.argv.slice(2), io)
