// Bundles each entry in src/entries/ into dist/<entry>/index.js with ncc (one bundle per action + the CLI).
import { execFileSync } from 'node:child_process'
import { rmSync, readFileSync, writeFileSync, chmodSync } from 'node:fs'

const entries = ['main', 'critics', 'critic', 'review', 'cli']
const only = process.argv.slice(2)
for (const entry of only.length > 0 ? only : entries) {
  const out = `dist/${entry}`
  // ncc writes each dynamic import() as its own chunk (dist/cli/<id>.index.js, the id derived from the
  // module's path, so a rebuild of the same sources gives the same files); emptying the folder first
  // keeps a chunk that the sources no longer produce from lingering in dist/.
  rmSync(out, { recursive: true, force: true })
  execFileSync(
    'npx',
    ['ncc', 'build', `src/entries/${entry}.ts`, '-o', out, '--license', 'licenses.txt', '-q'],
    {
      stdio: 'inherit'
    }
  )
  if (entry === 'cli') {
    // The CLI is installed as a `bin`: index.js needs a shebang and the execute bit (chunks are imported).
    const file = `${out}/index.js`
    const code = readFileSync(file, 'utf8')
    if (!code.startsWith('#!')) writeFileSync(file, `#!/usr/bin/env node\n${code}`)
    chmodSync(file, 0o755)
  }
}
