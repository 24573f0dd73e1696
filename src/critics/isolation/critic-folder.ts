// Each critic's own folder under /tmp: its files (the prompt, the adapter's policy and settings), a fresh home and
// a temp folder. The harness (the runner's user, no token) writes everything first and only then hands the whole
// folder to the critic's user (owned by it, 0700); at the end every file of that user is removed.
import { existsSync, promises as fs } from 'node:fs'
import { dirname, join } from 'node:path'
import type { CriticUser } from './os-user.js'
import type { Privilege } from './privilege.js'
import { TOOLS } from './tools.js'

export interface CriticFolder {
  root: string
  home: string
  tmp: string
  /** The adapter's files and the prompt file. */
  files: string
}

/**
 * The parent of one step's critic folders: in /tmp, which every user can reach (RUNNER_TEMP may sit in the
 * runner's home, which other users cannot enter), 0711 so no critic can list or rename its neighbours.
 */
export async function makeCriticsBase(): Promise<string> {
  const base = await fs.mkdtemp('/tmp/the-loop-critics-')
  await fs.chmod(base, 0o711)
  return base
}

export async function makeCriticFolder(base: string, index: number): Promise<CriticFolder> {
  const root = join(base, `critic-${index}`)
  const folder = { root, home: join(root, 'home'), tmp: join(root, 'tmp'), files: join(root, 'files') }
  for (const dir of [folder.root, folder.home, folder.tmp, folder.files]) await fs.mkdir(dir, { mode: 0o700 })
  return folder
}

/** Gives the folder and all in it to the critic's user; nothing in it is a link (the harness made every entry). */
export async function handOverFolder(folder: CriticFolder, user: CriticUser): Promise<void> {
  await chownTree(folder.root, user)
}

/** As root, in this process: lchown never follows a link, and every entry here was made by the harness. */
async function chownTree(path: string, user: CriticUser): Promise<void> {
  await fs.lchown(path, user.uid, user.gid)
  for (const entry of await fs.readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) await chownTree(child, user)
    else await fs.lchown(child, user.uid, user.gid)
  }
}

/** Where a critic's user can leave files outside its folder (world-writable on every Linux), and cron's spool. */
const SHARED_WRITABLE = ['/tmp', '/var/tmp', '/dev/shm', '/var/spool/cron/crontabs', '/var/spool/cron/atjobs']

/**
 * Removes the critic's folder and every file its user owns in the shared writable places (a filled /tmp, a
 * crontab or at job that a setgid crontab would have written, had no-new-privileges not stopped it).
 */
export async function removeUserFiles(
  privilege: Privilege,
  folder: CriticFolder,
  user: CriticUser
): Promise<void> {
  // The step's base folder is a start point too: the critic's own folder, handed over, is an entry it owns there.
  const places = [dirname(folder.root), ...SHARED_WRITABLE.filter((place) => existsSync(place))]
  // Depth 1 only: whatever the user made there is an entry it owns, removed whole. A walk of the whole of /tmp and
  // /var/tmp costs seconds on a busy machine; files it put inside another user's world-writable folder stay.
  const top = ['-xdev', '-mindepth', '1', '-maxdepth', '1', '-uid', String(user.uid)]
  await privilege.run([TOOLS.find, ...places, ...top, '-exec', TOOLS.rm, '-rf', '--', '{}', '+'])
  // A folder never handed over (its check failed) is still the harness's own.
  await fs
    .rm(folder.root, { recursive: true, force: true })
    .catch(() => privilege.run([TOOLS.rm, '-rf', '--', folder.root]))
}

/** The step's parent folder, once every critic's folder is gone: the harness's own, so no privilege unless left full. */
export async function removeCriticsBase(privilege: Privilege, base: string): Promise<void> {
  try {
    await fs.rmdir(base)
  } catch {
    await privilege.run([TOOLS.rm, '-rf', '--', base])
  }
}
