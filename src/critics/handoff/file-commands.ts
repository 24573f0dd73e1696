// Leaves the runner's file-command files of the critics step holding only what the action wrote (nothing):
// the runner applies GITHUB_ENV and GITHUB_PATH to every later step, so a critic that appended
// `BASH_ENV=…`, `LD_PRELOAD=…` or a PATH entry would otherwise run code in the publish step, which holds the token.
import { writeFresh } from './files.js'

/** The variables naming this step's file-command files (the action writes to none of them in this step). */
export const FILE_COMMAND_VARS = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
]

/** Replaces each file with an empty one (a symlink a critic put in its place is removed, not followed). */
export async function clearFileCommands(env: NodeJS.ProcessEnv): Promise<string[]> {
  const cleared: string[] = []
  for (const name of FILE_COMMAND_VARS) {
    const path = env[name]
    if (!path) continue
    await writeFresh(path, '')
    cleared.push(name)
  }
  return cleared
}
