// Composition root of the `the-loop` CLI (dist/cli/index.js).
import { registerGroup, runCli } from '../cli/main.js'
import { runGraphCommand } from '../cli/graph-command.js'

const io = {
  out: (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text: string) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`)
}
registerGroup('graph', async () => runGraphCommand)
process.exitCode = await runCli(process.argv.slice(2), io)
