// The change a local review reviews, read from a checkout with git: the branch's diff from its base, its
// commits and where it would be pushed. git runs with an argv (execFile, never a shell), and a ref the user
// names reaches it only after a check that it cannot be taken for an option, the base by its full ref
// (local-base.ts); later calls name full shas.
import { shortSha } from '../base/shared/commit-sha.js'
import { UserError } from '../base/shared/errors.js'
import { git, gitOut } from './git-run.js'
import { commitOf, configChanges, findBase, type Base } from './local-base.js'

interface LocalCommit {
  sha: string
  /** The whole message: the subject, a blank line, the body. */
  message: string
}

export interface LocalChange {
  /** The checkout's top folder (git rev-parse --show-toplevel). */
  top: string
  /** The base's full ref (`--base` resolved, or the default found; local-base.ts) and the commit it names. */
  base: string
  baseSha: string
  head: string
  /** `git diff <base>...HEAD`: from the merge base to HEAD, as GitHub shows a pull request's change. */
  diff: string
  /** The commits of `<base>..HEAD`, oldest first. */
  commits: LocalCommit[]
  /** The branch checked out, or undefined when HEAD is detached. */
  branch?: string
  /** The harness config files the branch's commits change against the base (local-base.ts: configChanges). */
  changedConfig: string[]
  /** The `origin` remote's GitHub owner and repository, when it names one. */
  origin?: { owner: string; repo: string }
}

/** The largest rules file the action reads (the contents API serves no larger one as JSON). */
const MAX_RULES_FILE_BYTES = 1024 * 1024

/**
 * A file of the base commit as the default branch would hold it, for the repository's review rules: its text,
 * undefined when the commit has no such file, or an error when it is over 1 MB or git fails. `path` is a
 * repository path the config check allowed (no leading dash, no `..`), passed to git as one argument.
 */
export async function readBaseFile(
  top: string,
  sha: string,
  path: string
): Promise<{ text?: string; error?: string }> {
  const size = await git(top, ['cat-file', '-s', `${sha}:${path}`])
  if (!size.ok) return {}
  if (Number(size.stdout.trim()) > MAX_RULES_FILE_BYTES)
    return { error: 'it is over 1 MB, the largest file the action reads' }
  const blob = await git(top, ['cat-file', 'blob', `${sha}:${path}`])
  return blob.ok
    ? { text: blob.stdout }
    : { error: `git cat-file failed: ${blob.stderr.split('\n')[0] ?? ''}` }
}

async function findTop(cwd: string): Promise<string> {
  const result = await git(cwd, ['rev-parse', '--show-toplevel'])
  if (result.ok) return result.stdout.trim()
  if (result.code === 'ENOENT') throw new UserError('git is not installed or not on PATH: install git', cwd)
  const said = result.stderr.split('\n')[0]?.replace(/^fatal: /, '') ?? ''
  throw new UserError(
    `not inside a git repository (git: ${said}): run the-loop review --local in a checkout, or name one with --cwd DIR`,
    cwd
  )
}

/**
 * Why there is nothing to review when HEAD is the base (a fresh clone: HEAD at origin/HEAD), with the git
 * commands that make something to review: a commit on a branch of its own, or HEAD's last commit as the change.
 */
async function atBase(top: string, base: Base): Promise<UserError> {
  const last = (await commitOf(top, 'HEAD~1')) ? `, or review HEAD's last commit with --base HEAD~1` : ''
  return new UserError(
    `nothing to review: HEAD is at ${base.base} (${shortSha(base.sha)}), so no commit of yours is past it: commit your change on a branch of its own (git switch -c my-change, then git commit) and run this again${last}`
  )
}

/** What is there to review from `base` to `head`: refused when HEAD adds nothing to it. */
async function checkAhead(top: string, base: Base, head: string): Promise<string> {
  if (base.sha === head) throw await atBase(top, base)
  const mergeBase = await git(top, ['merge-base', base.sha, head])
  if (!mergeBase.ok)
    throw new UserError(
      `HEAD and ${base.base} share no history: give --base a commit HEAD descends from`,
      '--base'
    )
  const ahead = await gitOut(top, ['rev-list', '--count', `${base.sha}..${head}`], top)
  if (Number(ahead.trim()) === 0)
    throw new UserError(
      `nothing to review: HEAD (${shortSha(head)}) has no commits past ${base.base}, it is behind it`
    )
  return mergeBase.stdout.trim()
}

/**
 * The diff as GitHub shows it whatever the user's git config says: no colour, no external or text-converting
 * diff driver, `a/` and `b/` prefixes, git's quoting of paths, renames found, three lines of context.
 */
const DIFF_ARGS = [
  '-c',
  'core.quotePath=true',
  'diff',
  '--no-color',
  '--no-ext-diff',
  '--no-textconv',
  '--no-relative',
  '--src-prefix=a/',
  '--dst-prefix=b/',
  '--find-renames',
  '--unified=3'
]

/** The commits `git log -z` lists: each `<sha>\n<message>`, NUL between them. */
function parseCommits(text: string): LocalCommit[] {
  return text
    .split('\0')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const end = part.indexOf('\n')
      return { sha: part.slice(0, end), message: part.slice(end + 1).trim() }
    })
}

/** `owner/repo` of a GitHub remote URL (https, ssh or scp form); nothing else of the URL is kept. */
/** @internal */
export function githubRepoOf(url: string): { owner: string; repo: string } | undefined {
  const match = /github\.com[:/]+([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(url.trim())
  if (!match || /^\.+$/.test(match[1]!) || /^\.+$/.test(match[2]!)) return undefined
  return { owner: match[1]!, repo: match[2]! }
}

async function originOf(top: string): Promise<LocalChange['origin']> {
  const result = await git(top, ['remote', 'get-url', 'origin'])
  return result.ok ? githubRepoOf(result.stdout) : undefined
}

/** Reads the change under `cwd`: HEAD against `base` (the named one, or the first default that exists). */
export async function readLocalChange(cwd: string, named: string | undefined): Promise<LocalChange> {
  const top = await findTop(cwd)
  const head = await commitOf(top, 'HEAD')
  if (!head) throw new UserError('HEAD has no commit yet: commit the change to review first', top)
  const base = await findBase(top, named)
  const mergeBase = await checkAhead(top, base, head)
  const [diff, log, branch, origin, changedConfig] = await Promise.all([
    gitOut(top, [...DIFF_ARGS, `${base.sha}...${head}`], top),
    gitOut(top, ['log', '-z', '--reverse', '--format=%H%n%B', `${base.sha}..${head}`], top),
    git(top, ['symbolic-ref', '--quiet', '--short', 'HEAD']),
    originOf(top),
    configChanges(top, mergeBase, head)
  ])
  if (diff.trim() === '')
    throw new UserError(`nothing to review: the commits past ${base.base} change no file`)
  return {
    top,
    base: base.base,
    baseSha: base.sha,
    head,
    diff,
    commits: parseCommits(log),
    changedConfig,
    ...(branch.ok && branch.stdout.trim() ? { branch: branch.stdout.trim() } : {}),
    ...(origin ? { origin } : {})
  }
}
