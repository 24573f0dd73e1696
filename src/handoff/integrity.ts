// What publish checks before it runs node with the token: the sha256 of the node binary and of the action's files
// that node loads, as prepare saw them. A critic runs as the runner's user, who owns the action's folder on a
// GitHub-hosted runner, so it can rewrite `dist/*/index.js`; the hashes travel as a step output, which the
// runner holds and no critic can change, and `/usr/bin/sha256sum --check` compares them in publish's run line.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The files publish's node loads: the binary, the entry's bundle and the package.json beside it (its module type). */
export function filesPublishRuns(nodeBinary: string, bundle: string): string[] {
  return [nodeBinary, bundle, join(dirname(bundle), 'package.json')]
}

/** `sha256sum` check lines (`<hex>  <path>`), one per file. A path with a newline cannot be checked: refused. */
export function integrityLines(files: string[]): string {
  return files
    .map((file) => {
      if (/[\n\r\\]/.test(file)) throw new Error(`cannot record the hash of ${JSON.stringify(file)}`)
      return `${createHash('sha256').update(readFileSync(file)).digest('hex')}  ${file}`
    })
    .join('\n')
}
