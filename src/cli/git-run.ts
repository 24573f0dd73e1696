// git as `review --local` runs it: an argv (execFile, never a shell), its output or how it failed, and git's own
// words in a UserError when a read the command needs fails.
import { execFile } from 'node:child_process'
import { UserError } from '../base/shared/errors.js'

/** A diff the size of a large monorepo change still fits; the prompt cuts each block far below this. */
const MAX_OUTPUT = 256 * 1024 * 1024

export type GitResult = { ok: true; stdout: string } | { ok: false; code: number | string; stderr: string }

/** One git command in `cwd`: its output, or how it failed. Never throws for git's own failures. */
export function git(cwd: string, args: readonly string[]): Promise<GitResult> {
  return new Promise((done) => {
    execFile('git', args, { cwd, maxBuffer: MAX_OUTPUT, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!error) return done({ ok: true, stdout })
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown'
      done({ ok: false, code, stderr: String(stderr || error.message).trim() })
    })
  })
}

/** git's output, or a UserError saying what could not be read and git's own words. */
export async function gitOut(cwd: string, args: readonly string[], what: string): Promise<string> {
  const result = await git(cwd, args)
  if (result.ok) return result.stdout
  if (result.code === 'ENOENT') throw new UserError('git is not installed or not on PATH: install git', what)
  throw new UserError(`git ${args[0]} failed: ${result.stderr.split('\n')[0] ?? ''}`, what)
}
