// What publish checks before it runs node with the token: the sha256 of the node binary and of the action's files
// that node loads, as prepare saw them. A critic runs as the runner's user, who owns the action's folder on a
// GitHub-hosted runner, so it can rewrite `dist/*/index.js`; the hashes travel as a step output, which the
// runner holds and no critic can change, and `/usr/bin/sha256sum --check` compares them in publish's run line.
import { createHash } from 'node:crypto'
import { closeSync, openSync, readSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The files publish's node loads: the binary, the entry's bundle and the package.json beside it (its module type). */
export function filesPublishRuns(nodeBinary: string, bundle: string): string[] {
  return [nodeBinary, bundle, join(dirname(bundle), 'package.json')]
}

/** Bytes read at a time: the ~99 MB node binary read whole would have doubled prepare's peak memory. */
const CHUNK = 1 << 20

/** The sha256 of a file, read a chunk at a time so memory stays flat whatever its size. */
function sha256OfFile(file: string): string {
  const hash = createHash('sha256')
  const buffer = Buffer.allocUnsafe(CHUNK)
  const fd = openSync(file, 'r')
  try {
    for (let n = readSync(fd, buffer, 0, CHUNK, null); n > 0; n = readSync(fd, buffer, 0, CHUNK, null))
      hash.update(buffer.subarray(0, n))
  } finally {
    closeSync(fd)
  }
  return hash.digest('hex')
}

/** `sha256sum` check lines (`<hex>  <path>`), one per file. A path with a newline cannot be checked: refused. */
export function integrityLines(files: string[]): string {
  return files
    .map((file) => {
      if (/[\n\r\\]/.test(file)) throw new Error(`cannot record the hash of ${JSON.stringify(file)}`)
      return `${sha256OfFile(file)}  ${file}`
    })
    .join('\n')
}
