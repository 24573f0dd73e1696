// The base a local review compares HEAD with, named by full ref. git's rev-parse takes a short name such as
// `main` or `origin/HEAD` for whichever ref its rules find first, and `refs/tags/<name>` comes before
// `refs/heads/<name>` and `refs/remotes/<name>`: a fetched fork carrying the tags `main` and `origin/HEAD` would
// choose the base. So the defaults are full refs looked up exactly, and a short `--base` is refused when it names
// more than one ref. And whether the branch's own commits change the harness config, whose critics --run runs.
import { CONFIG_PATH, configCandidates } from '../critics/harness/config-model.js'
import { UserError } from '../base/shared/errors.js'
import { git, gitOut } from './git-run.js'

/** The bases tried, in order, when `--base` is not given: full refs, never a tag of the same short name. */
export const DEFAULT_BASES = ['refs/remotes/origin/HEAD', 'refs/heads/main', 'refs/heads/master'] as const

export interface Base {
  /** The full ref (with any `~n`/`^` the user added), or the commit expression given when it names no ref. */
  base: string
  sha: string
}

/** The commit `rev` names, or undefined. `rev` is checked first: git would take `-x` for an option. */
export async function commitOf(cwd: string, rev: string): Promise<string | undefined> {
  if (rev.startsWith('-') || rev.trim() === '') return undefined
  const result = await git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])
  return result.ok ? result.stdout.trim() : undefined
}

/** Every ref of the repository (`git for-each-ref`), full name to the object it points at. */
async function listRefs(top: string): Promise<Map<string, string>> {
  const out = await gitOut(top, ['for-each-ref', '--format=%(refname)%00%(objectname)'], top)
  const refs = new Map<string, string>()
  for (const line of out.split('\n')) {
    const [name, object] = line.split('\0')
    if (name && object) refs.set(name, object)
  }
  return refs
}

/** The full refs a short name may mean, in the order git's rev-parse tries them (its ref_rev_parse_rules). */
function fullNamesOf(name: string): string[] {
  const rules = ['', 'refs/', 'refs/tags/', 'refs/heads/', 'refs/remotes/']
  return [...rules.map((r) => `${r}${name}`), `refs/remotes/${name}/HEAD`]
}

/**
 * The refs `--base` names: a full ref (`refs/...`) is that ref alone, or none; a short name, each ref git could
 * take it for. The name is what comes before a `~`, `^`, `:` or `@{` the user added to it.
 */
function refsNamed(named: string, refs: Map<string, string>): { name: string; full: string[] } {
  const cut = named.search(/[~^:]|@\{/)
  const name = cut < 0 ? named : named.slice(0, cut)
  // HEAD is the checkout's own: git's first rule takes it before any ref, and no for-each-ref lists it, so a
  // tag named HEAD (a fork may carry one) must not be taken for it. HEAD~1 is what a fresh clone is told to use.
  if (name === '' || name === 'HEAD') return { name, full: [] }
  // A full object name is that object, as git takes it (with a warning) before a ref of the same name.
  if (/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(name)) return { name, full: [] }
  if (name.startsWith('refs/')) return { name, full: refs.has(name) ? [name] : [] }
  return { name, full: [...new Set(fullNamesOf(name))].filter((n) => refs.has(n)) }
}

/** Whether a commit's object name starts with `prefix` (git lists each object of that prefix). */
async function abbreviates(top: string, prefix: string): Promise<boolean> {
  const result = await git(top, ['rev-parse', `--disambiguate=${prefix}`])
  if (!result.ok) return false
  const objects = result.stdout.split('\n').filter((line) => line !== '')
  for (const object of objects) if (await commitOf(top, object)) return true
  return false
}

function noCommit(named: string, top: string): UserError {
  return new UserError(
    `no commit '${named}' in ${top}: give --base a branch, tag or commit that exists (git branch -a lists them)`,
    '--base'
  )
}

/** The base `--base` names, by the one full ref it names; refused when it could mean several. */
async function namedBase(top: string, named: string): Promise<Base> {
  if (named.startsWith('-') || named.trim() === '') throw noCommit(named, top)
  const refs = await listRefs(top)
  const { name, full } = refsNamed(named, refs)
  // A short hex name may abbreviate a commit as well as name a fetched ref: git would take the ref.
  if (full.length > 0 && /^[0-9a-f]{4,39}$/.test(name) && (await abbreviates(top, name)))
    full.push(`the commit ${name}…`)
  if (full.length > 1)
    throw new UserError(
      `'${name}' is ambiguous: it names ${full.join(' and ')}; give --base the full ref you mean (say --base ${full.find((f) => f.startsWith('refs/heads/')) ?? full[0]})`,
      '--base'
    )
  // A full ref named exactly is what git's first rule finds, so the suffix applies to it and to nothing else.
  if (full.length === 1) {
    const base = `${full[0]!}${named.slice(name.length)}`
    const sha = await commitOf(top, base === full[0] ? refs.get(full[0])! : base)
    if (sha) return { base, sha }
    throw noCommit(named, top)
  }
  // No ref of that name (nor of a name starting `refs/`, which git would look for among the tags too).
  if (name.startsWith('refs/')) throw noCommit(named, top)
  const sha = await commitOf(top, named)
  if (sha) return { base: named, sha }
  throw noCommit(named, top)
}

/** The base named, else the first of DEFAULT_BASES that exists as that very ref, with its commit. */
export async function findBase(top: string, named: string | undefined): Promise<Base> {
  if (named !== undefined) return namedBase(top, named)
  const refs = await listRefs(top)
  for (const base of DEFAULT_BASES) {
    const object = refs.get(base)
    const sha = object && (await commitOf(top, object))
    if (sha) return { base, sha }
  }
  throw new UserError(
    `no base to compare HEAD with: none of ${DEFAULT_BASES.join(', ')} exists in ${top}; name one with --base REF`,
    '--base'
  )
}

/**
 * The harness config files (the default name and the pre-rename one) the branch's commits change: those whose
 * entry differs between the merge base and HEAD. Their critics are the branch's, not the base's.
 */
export async function configChanges(top: string, mergeBase: string, head: string): Promise<string[]> {
  const entry = (sha: string, path: string) => gitOut(top, ['ls-tree', '--full-tree', sha, '--', path], top)
  const changed = await Promise.all(
    configCandidates(CONFIG_PATH).map(async (path) =>
      (await entry(mergeBase, path)) === (await entry(head, path)) ? [] : [path]
    )
  )
  return changed.flat()
}
