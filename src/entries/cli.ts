// Composition root of the `the-loop` CLI (dist/cli/index.js): each command group is imported only when it
// runs (ncc emits each as a chunk file next to index.js), so `critic run` never loads the graph or ajv code.
import { registerGroup, runCli } from '../cli/main.js'

const io = {
  out: (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text: string) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`)
}
registerGroup('graph', async () => (await import('../cli/graph-command.js')).runGraphCommand)
registerGroup('critic', async () => (await import('../cli/critic-command.js')).criticCommand)
registerGroup('config', async () => (await import('../cli/config-command.js')).configCommand)
process.exitCode = await runCli(process.argv.slice(2), io)
