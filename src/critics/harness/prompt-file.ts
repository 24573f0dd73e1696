// A scratch prompt file that lives for one round, so `{promptFile}` always resolves and argv stays short.
// `fs.promises` is read where it is used, not imported from node:fs/promises: node loads that API (and the
// readline code it pulls in) on first use, and a `the-loop critic run` that needs no prompt file has none.
import { promises as fs } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const PROMPT_FILE_NAME = 'critic-prompt.md'

/** Whether any of these critics names `{promptFile}` in its args (built-in adapters read stdin instead). */
export function needsPromptFile(critics: Array<{ args: string[] }>): boolean {
  return critics.some((c) => c.args.some((a) => a.includes('{promptFile}')))
}

/**
 * Writes `prompt` to a fresh private temp dir, runs `use(path)`, and removes the dir afterwards. When no
 * critic reads the file (`needed` false) none is made and `use` gets "": a temp dir costs milliseconds.
 */
export async function withPromptFile<T>(
  prompt: string,
  use: (path: string) => Promise<T>,
  needed = true
): Promise<T> {
  if (!needed) return use('')
  const dir = await fs.mkdtemp(join(tmpdir(), 'the-loop-critic-'))
  try {
    const path = join(dir, PROMPT_FILE_NAME)
    await fs.writeFile(path, prompt, { encoding: 'utf8', mode: 0o600 })
    return await use(path)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
