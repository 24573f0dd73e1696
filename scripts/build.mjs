// Bundles each entry in src/entries/ into dist/<entry>/: the actions with ncc (one index.js each), the CLI
// with esbuild (scripts/build-cli.mjs says why).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { buildCli } from './build-cli.mjs'

const entries = ['main', 'critics-step', 'critic-action', 'review', 'cli']
const only = process.argv.slice(2)
for (const entry of only.length > 0 ? only : entries) {
  const out = `dist/${entry}`
  if (entry === 'cli') {
    await buildCli(out)
    continue
  }
  // Emptying the folder first keeps a file that the sources no longer produce from lingering in dist/.
  rmSync(out, { recursive: true, force: true })
  execFileSync(
    'npx',
    ['ncc', 'build', `src/entries/${entry}.ts`, '-o', out, '--license', 'licenses.txt', '-q'],
    {
      stdio: 'inherit'
    }
  )
}
