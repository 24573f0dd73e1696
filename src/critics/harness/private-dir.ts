// A private directory for one critic run's own files (an adapter's policy, its settings), removed afterwards.
// `fs.promises` is read where it is used, not imported from node:fs/promises: node loads that API (and the
// readline code it pulls in) on first use, and a `the-loop critic run` without adapter files has none.
import { promises as fs, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join } from 'node:path'

/** Runs `use(dir)` with a fresh directory only this user can enter (mkdtemp makes it 0700), then removes it. */
export async function withPrivateDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(join(tmpdir(), 'the-loop-run-'))
  try {
    return await use(dir)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/**
 * Writes each file (absolute path -> text) readable by this user only; `wx` refuses to follow a planted file.
 * A file in a sub-folder (gemini's `.gemini/settings.json`) gets its folders made first, 0700.
 */
export async function writePrivateFiles(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await fs.mkdir(dirname(path), { recursive: true, mode: 0o700 })
    await fs.writeFile(path, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' })
  }
}

/** The most of a user's settings file an adapter reads: such files are a few KiB. */
const USER_FILE_CAP_BYTES = 1024 * 1024

/**
 * Reads a file of the critic's user's own configuration: `path` under `$homeVariable` when the environment
 * sets it to an absolute path, else under HOME. Undefined when there is no such file, it cannot be read, or
 * it is larger than the cap: an adapter then writes its own settings alone.
 */
export function userFileReader(env: Record<string, string>) {
  return (path: string, homeVariable?: string): string | undefined => {
    const own = homeVariable ? env[homeVariable] : undefined
    const home = own && isAbsolute(own) ? own : env.HOME
    if (!home || !isAbsolute(home)) return undefined
    try {
      const bytes = readFileSync(join(home, path))
      return bytes.length > USER_FILE_CAP_BYTES ? undefined : bytes.toString('utf8')
    } catch {
      return undefined
    }
  }
}
