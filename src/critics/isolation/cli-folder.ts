// The folder the critics step installs missing critic CLIs into, and the checks that make it safe to run from: the
// folder belongs to the runner's user (mode 0755), no folder above it lets another user rename or replace what is
// below (group- or world-writable without the sticky bit, or owned by someone else), and nothing inside it is
// writable by anyone but its owner. A critic's user then reads and runs the CLI and cannot change it, in this run
// or, where the folder persists (a self-hosted runner), in a later one.
import { constants, promises as fs } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { UserError } from '../../base/shared/errors.js'

/** The variable naming another folder (a job `env:` setting): an absolute path. */
const CLI_FOLDER_VAR = 'THE_LOOP_CLI_FOLDER'

/**
 * Where the CLIs go by default. As root (critic-isolation: user), a folder under /var/lib: /var/lib is root's and
 * 0755 on every Linux, while /usr/local, /opt and the tool cache are world-writable on GitHub-hosted images and
 * RUNNER_TEMP may sit in a home other users cannot enter. Else (critic-isolation: none, where critics run as the
 * job's user anyway) RUNNER_TEMP, emptied after the job.
 */
export function cliRoot(env: NodeJS.ProcessEnv, asRoot: boolean): string {
  const named = env[CLI_FOLDER_VAR]
  if (named) {
    if (!isAbsolute(named))
      throw new UserError(`must be an absolute path, not '${named}'`, `the variable ${CLI_FOLDER_VAR}`)
    return resolve(named)
  }
  return asRoot ? '/var/lib/the-loop/critic-clis' : join(env.RUNNER_TEMP || tmpdir(), 'the-loop-critic-clis')
}

export interface FolderOwner {
  uid: number
  gid: number
}

const octal = (mode: number): string => (mode & 0o7777).toString(8).padStart(4, '0')

/** Creates what is missing of `root` (the folders above it root's or ours, 0755) and hands `root` to `owner`. */
export async function makeCliRoot(root: string, owner: FolderOwner): Promise<void> {
  const missing: string[] = []
  for (let dir = root; ; dir = dirname(dir)) {
    const there = await fs.lstat(dir).catch(() => undefined)
    if (there) break
    missing.unshift(dir)
    if (dirname(dir) === dir) break
  }
  for (const dir of missing) {
    await fs.mkdir(dir, { mode: 0o755 })
    await fs.chmod(dir, 0o755) // the umask may have taken bits away
  }
  const stat = await fs.lstat(root)
  if (!stat.isDirectory() || stat.isSymbolicLink())
    throw new UserError('is not a folder; remove it or name another folder', cliFolderWhere(root))
  if (missing.includes(root) && stat.uid !== owner.uid) await fs.chown(root, owner.uid, owner.gid)
}

const cliFolderWhere = (root: string): string => `the critic CLIs folder ${root}`

/**
 * Why `root` cannot hold CLIs that critics run, or undefined when it can. `ownerUid` is the runner's user;
 * `othersEnter`: the critics run as other users, who must be able to enter every folder down to it.
 */
export async function cliRootProblem(
  root: string,
  ownerUid: number,
  othersEnter: boolean
): Promise<string | undefined> {
  const fix = `name a folder of the runner's user with ${CLI_FOLDER_VAR}`
  let real: string
  try {
    real = await fs.realpath(root)
  } catch (error) {
    return `${root} cannot be read (${(error as Error).message}); ${fix}`
  }
  const stat = await fs.lstat(real)
  if (stat.uid !== ownerUid)
    return `${real} belongs to uid ${stat.uid}, not the runner's user (uid ${ownerUid}): another user may have put a CLI there; remove it, or ${fix}`
  if ((stat.mode & 0o022) !== 0)
    return `${real} is mode ${octal(stat.mode)}: others could change the CLIs in it; run chmod 755 on it, or ${fix}`
  for (const path of [real, ...foldersAbove(real)]) {
    const { mode, uid } = await fs.lstat(path)
    if (path !== real) {
      if (uid !== 0 && uid !== ownerUid)
        return `${path}, a folder above ${real}, belongs to uid ${uid}: that user could replace the CLIs; ${fix}`
      if ((mode & 0o022) !== 0 && (mode & 0o1000) === 0)
        return `${path}, a folder above ${real}, is mode ${octal(mode)} (writable by others, not sticky): they could rename what is below it and put other CLIs in its place; ${fix}`
    }
    if (othersEnter && (mode & 0o001) === 0)
      return `${path} is mode ${octal(mode)}: the critics' users cannot enter it to run the CLIs; ${fix} that every user can enter`
  }
  return undefined
}

/** Every folder above `path`, up to the root. */
function foldersAbove(path: string): string[] {
  const folders: string[] = []
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    folders.push(dir)
    if (dirname(dir) === dir) return folders
  }
}

/** Clears the group and other write bits of every entry in `dir` (npm obeys the umask, which may be 002). */
export async function sealTree(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isSymbolicLink()) continue
    const { mode } = await fs.lstat(path)
    if ((mode & 0o022) !== 0) await fs.chmod(path, mode & 0o7755)
    if (entry.isDirectory()) await sealTree(path)
  }
}

/**
 * Why an installed folder must not be run from, or undefined: every entry is its owner's and not writable by
 * anyone else, and every link points inside the folder (npm's `.bin` links are relative ones to the packages).
 */
export async function treeProblem(top: string, ownerUid: number, dir = top): Promise<string | undefined> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    const stat = await fs.lstat(path)
    if (stat.uid !== ownerUid) return `${path} belongs to uid ${stat.uid}, not uid ${ownerUid}`
    if (stat.isSymbolicLink()) {
      const target = resolve(dirname(path), await fs.readlink(path))
      const inside = relative(top, target)
      if (inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside))
        return `${path} links outside the folder`
      continue
    }
    if ((stat.mode & 0o022) !== 0) return `${path} is mode ${octal(stat.mode)}: writable by others`
    if (stat.isDirectory()) {
      const problem = await treeProblem(top, ownerUid, path)
      if (problem) return problem
    }
  }
  return undefined
}

/** Whether `path` is a file its owner may run (npm marks a package's bin targets executable). */
export async function isProgram(path: string): Promise<boolean> {
  try {
    const stat = await fs.stat(path)
    await fs.access(path, constants.R_OK)
    return stat.isFile() && (stat.mode & 0o111) !== 0
  } catch {
    return false
  }
}
