// A private directory for one critic run's own files (an adapter's policy, its settings), removed afterwards.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Runs `use(dir)` with a fresh directory only this user can enter (mkdtemp makes it 0700), then removes it. */
export async function withPrivateDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'the-loop-run-'))
  try {
    return await use(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Writes each file (absolute path -> text) readable by this user only; `wx` refuses to follow a planted file. */
export async function writePrivateFiles(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await writeFile(path, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' })
  }
}
