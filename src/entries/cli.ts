// Composition root of the `the-loop` CLI (dist/cli/index.js): each command group is imported only when it
// runs (the build gives each its own file next to index.js), so `critic run` loads no graph or ajv code.
import { registerGroup, runCli } from '../cli/cli-main.js'

const io = {
  out: (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text: string) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`)
}
registerGroup('graph', async () => (await import('../cli/graph-command.js')).runGraphCommand)
registerGroup('critic', async () => (await import('../cli/critic-command.js')).criticCommand)
registerGroup('config', async () => (await import('../cli/config-command.js')).configCommand)
registerGroup('review', async () => (await import('../cli/review-command.js')).reviewCommand)
// No top-level await: the bundle is CommonJS (scripts/build-cli.mjs). A rejection still ends the process
// with the error printed and exit code 1, as an unhandled rejection does.
void runCli(process.argv.slice(2), io).then((code) => {
  process.exitCode = code
  // Every command has finished by now (a critic's process included), so exit at once instead of after node
  // has torn down its heap, which costs a short-lived CLI ~10 ms (bench/cli.bench.ts). Output still queued
  // (a pipe written asynchronously, as on macOS) leaves the exit to node, which writes it out first.
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit(code)
})
