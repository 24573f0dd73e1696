// Builds one action entry with ncc (the project's real bundler) into a fresh temp folder, so integration
// tests run the same kind of dist/<entry>/index.js a runner runs without touching the committed dist/.
import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** ncc on a 2-core machine takes tens of seconds: give beforeAll a matching timeout. */
export const BUILD_TIMEOUT_MS = 240_000

export async function buildEntry(
  entry: 'main' | 'critic' | 'review'
): Promise<{ file: string; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), `the-loop-${entry}-bundle-`))
  await run(join('node_modules', '.bin', 'ncc'), ['build', `src/entries/${entry}.ts`, '-o', dir, '-q'], {
    timeout: BUILD_TIMEOUT_MS
  })
  return { file: join(dir, 'index.js'), dir }
}
