// Every git config a checkout may leave under the workspace: `.git/config` at the top and in any sub-folder
// (actions/checkout with `path:`), the configs of submodules (`.git/modules/**/config`), and the config of a
// `.git` file's gitdir (worktrees, submodules checked out in place). Bounded, and no symbolic link is followed.
import { lstatSync, readdirSync, readFileSync, type Dirent } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'

/** How deep below the workspace a checkout is looked for, and how many folders are read at most. */
const GIT_SEARCH_LIMITS = { depth: 6, folders: 5000 } as const

function listing(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
}

function isPlainFile(path: string): boolean {
  try {
    return lstatSync(path).isFile()
  } catch {
    return false
  }
}

/** The gitdir a `.git` file names (`gitdir: <path>`, relative to the file's folder), if it names one. */
function gitdirOf(dotGitFile: string): string | undefined {
  try {
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGitFile, 'utf8').slice(0, 4096))
    if (!m) return undefined
    return isAbsolute(m[1]!) ? m[1]! : resolve(dirname(dotGitFile), m[1]!)
  } catch {
    return undefined
  }
}

/** A worktree's gitdir keeps its config in the main gitdir that its `commondir` file names. */
function commonDirOf(gitDir: string): string | undefined {
  try {
    const named = readFileSync(join(gitDir, 'commondir'), 'utf8').trim()
    return named ? resolve(gitDir, named) : undefined
  } catch {
    return undefined
  }
}

/** `config` of a git folder and of every submodule below its `modules/`, however nested (bounded). */
function configsOfGitFolder(gitDir: string, out: Set<string>, budget: { folders: number }): void {
  const common = commonDirOf(gitDir)
  const queue = common ? [gitDir, common] : [gitDir]
  while (queue.length > 0 && budget.folders-- > 0) {
    const dir = queue.shift()!
    if (isPlainFile(join(dir, 'config'))) out.add(join(dir, 'config'))
    for (const entry of listing(join(dir, 'modules'))) {
      if (entry.isDirectory()) queue.push(join(dir, 'modules', entry.name))
    }
  }
}

/** The git config files under `workspace`, the top one first; empty when there is no checkout. */
export function gitConfigFiles(workspace: string): string[] {
  const out = new Set<string>()
  const budget = { folders: GIT_SEARCH_LIMITS.folders }
  const queue: Array<{ dir: string; depth: number }> = [{ dir: workspace, depth: 0 }]
  while (queue.length > 0 && budget.folders-- > 0) {
    const { dir, depth } = queue.shift()!
    for (const entry of listing(dir)) {
      const path = join(dir, entry.name)
      // Dirent types come from lstat: a symbolic link is neither a folder nor a file here, so never followed.
      if (entry.name === '.git' && entry.isDirectory()) configsOfGitFolder(path, out, budget)
      else if (entry.name === '.git' && entry.isFile()) {
        const gitDir = gitdirOf(path)
        if (gitDir) configsOfGitFolder(gitDir, out, budget)
      } else if (entry.isDirectory() && depth < GIT_SEARCH_LIMITS.depth) {
        queue.push({ dir: path, depth: depth + 1 })
      }
    }
  }
  return [...out]
}
