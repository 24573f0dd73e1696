// A scratch prompt file that lives for one round, so `{promptFile}` always resolves and argv stays short.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const PROMPT_FILE_NAME = 'critic-prompt.md'

/** Writes `prompt` to a fresh private temp dir, runs `use(path)`, and removes the dir afterwards. */
export async function withPromptFile<T>(prompt: string, use: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'the-loop-critic-'))
  try {
    const path = join(dir, PROMPT_FILE_NAME)
    await writeFile(path, prompt, { encoding: 'utf8', mode: 0o600 })
    return await use(path)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
