// A private directory for one critic run's own files (an adapter's policy, its settings), removed afterwards.
// `fs.promises` is read where it is used, not imported from node:fs/promises: node loads that API (and the
// readline code it pulls in) on first use, and a `the-loop critic run` without adapter files has none.
import { promises as fs } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Runs `use(dir)` with a fresh directory only this user can enter (mkdtemp makes it 0700), then removes it. */
export async function withPrivateDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(join(tmpdir(), 'the-loop-run-'))
  try {
    return await use(dir)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** Writes each file (absolute path -> text) readable by this user only; `wx` refuses to follow a planted file. */
export async function writePrivateFiles(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await fs.writeFile(path, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' })
  }
}
