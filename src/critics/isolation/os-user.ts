// One OS user per critic and job: a system user with a random name, its own group and no other, no login shell,
// no home made by useradd (the harness builds it), not in sudoers. Created and removed through the privilege.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Privilege } from './privilege.js'
import { TOOLS, toolFailure, type ToolResult } from './tools.js'

export interface CriticUser {
  name: string
  uid: number
  gid: number
}

/** The default start of every critic user's name; tests pass a prefix of their own run. */
export const DEFAULT_USER_PREFIX = 'the-loop-'

/** useradd and userdel take a lock on /etc/passwd; parallel jobs (or test workers) wait and try again. */
const LOCK_RETRIES = 20
const LOCK_WAIT_MS = 50
/** useradd's exit codes (shadow-utils): 9 the name is taken, 4 the uid was taken meanwhile. */
const NAME_IN_USE = 9
const UID_IN_USE = 4

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function isLockContention(result: ToolResult): boolean {
  return /lock|try again/i.test(result.stderr)
}

/** `name:x:uid:gid:…` of /etc/passwd (the user database useradd wrote), or undefined. */
/** @internal */
export function passwdEntry(name: string, passwd = '/etc/passwd'): CriticUser | undefined {
  for (const line of readFileSync(passwd, 'utf8').split('\n')) {
    const [entry, , uid, gid] = line.split(':')
    if (entry === name && uid !== undefined && gid !== undefined)
      return { name, uid: Number(uid), gid: Number(gid) }
  }
  return undefined
}

function groupExists(name: string): boolean {
  return readFileSync('/etc/group', 'utf8')
    .split('\n')
    .some((line) => line.split(':')[0] === name)
}

/** A fresh random name under the prefix: `<prefix><8 hex>-<index>`, well within useradd's 32 characters. */
function criticUserName(prefix: string, index: number): string {
  return `${prefix}${randomBytes(4).toString('hex')}-${index}`
}

/** Runs a user-database tool, waiting out another process's lock on /etc/passwd. */
async function withLockRetries(privilege: Privilege, argv: string[]): Promise<ToolResult> {
  let result = await privilege.run(argv)
  for (let attempt = 1; attempt < LOCK_RETRIES && result.code !== 0; attempt++) {
    if (!isLockContention(result) && result.code !== UID_IN_USE) return result
    await sleep(LOCK_WAIT_MS * attempt)
    result = await privilege.run(argv)
  }
  return result
}

/** Removes what a failed useradd may have left (the group without the user, or both). */
async function undoHalfCreated(privilege: Privilege, name: string): Promise<void> {
  if (passwdEntry(name)) await withLockRetries(privilege, [TOOLS.userdel, name])
  if (groupExists(name)) await withLockRetries(privilege, [TOOLS.groupdel, name])
}

/**
 * Creates the critic's user, its home set to `home` (made by the harness, not by useradd). A name already taken
 * (by anyone) is replaced by another random one; a failure removes whatever was half made and throws.
 */
export async function createCriticUser(
  privilege: Privilege,
  prefix: string,
  index: number,
  home: string
): Promise<CriticUser> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const name = criticUserName(prefix, index)
    const argv = [
      TOOLS.useradd,
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      home,
      '--shell',
      '/usr/sbin/nologin',
      '--comment',
      'the-loop critic (removed at the end of its step)',
      name
    ]
    const result = await withLockRetries(privilege, argv)
    if (result.code === NAME_IN_USE) continue
    const user = result.code === 0 ? passwdEntry(name) : undefined
    if (user) return user
    await undoHalfCreated(privilege, name)
    throw new Error(`could not create the critic's OS user ${name}: ${toolFailure(argv, result)}`)
  }
  throw new Error(`could not find a free name for a critic's OS user under '${prefix}'`)
}

/** Deletes the user and its group; the caller has ended its processes first (userdel refuses otherwise). */
export async function removeCriticUser(privilege: Privilege, user: CriticUser): Promise<string | undefined> {
  const argv = [TOOLS.userdel, user.name]
  const result = await withLockRetries(privilege, argv)
  if (groupExists(user.name)) await withLockRetries(privilege, [TOOLS.groupdel, user.name])
  if (result.code === 0 || !passwdEntry(user.name)) return undefined
  return toolFailure(argv, result)
}
