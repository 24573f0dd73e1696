// The argv that starts a program as a critic's user: setpriv drops to its uid and gid with no supplementary group
// and no-new-privileges (so a setuid sudo, su or crontab cannot raise it), prlimit bounds it. No value of the
// critic's environment is on the command line: it reaches the program through execve's environment (as root)
// or `sudo -E`; only PATH, USER and LOGNAME, which sudo replaces and which are no secrets, are set again by env.
import type { Privilege } from './privilege.js'
import type { CriticUser } from './os-user.js'
import { TOOLS } from './tools.js'

const GIB = 1024 ** 3

/**
 * Resource limits of every process of a critic. RLIMIT_NPROC counts all processes and threads of the uid, so
 * it bounds a fork bomb for the user as a whole. V8 reserves about 10 GiB of address space per WebAssembly
 * memory (an 8 GiB RLIMIT_AS already fails `new WebAssembly.Memory`, measured with node 20), so the
 * address-space bound is generous and RLIMIT_DATA (memory actually writable) is the one that bites.
 */
export const CRITIC_LIMITS = {
  processes: 512,
  fileBytes: 1 * GIB,
  dataBytes: 8 * GIB,
  addressSpaceBytes: 128 * GIB
} as const

/** Variables sudo adds to the environment it passes on; they are not the critic's and are removed again. */
const SUDO_ADDED = ['SUDO_COMMAND', 'SUDO_USER', 'SUDO_UID', 'SUDO_GID', 'MAIL']

function dropPrivileges(user: CriticUser): string[] {
  return [
    TOOLS.setpriv,
    `--reuid=${user.uid}`,
    `--regid=${user.gid}`,
    '--clear-groups',
    '--no-new-privs',
    '--'
  ]
}

function limits(): string[] {
  const l = CRITIC_LIMITS
  return [
    TOOLS.prlimit,
    `--nproc=${l.processes}`,
    `--fsize=${l.fileBytes}`,
    `--data=${l.dataBytes}`,
    `--as=${l.addressSpaceBytes}`,
    '--core=0',
    '--'
  ]
}

/**
 * The last hop: env enters the critic's working folder as the critic's user (under sudo the harness may not
 * enter a folder it handed over). Under sudo, env_reset and secure_path replace PATH (and USER, LOGNAME), so
 * they are set again here, and sudo's own variables are removed.
 */
function lastHop(privilege: Privilege, env: Record<string, string>, cwd: string): string[] {
  if (privilege.kind === 'root') return [TOOLS.env, `--chdir=${cwd}`, '--']
  const unset = SUDO_ADDED.filter((name) => env[name] === undefined).flatMap((name) => ['-u', name])
  const again = ['PATH', 'USER', 'LOGNAME'].filter((name) => env[name] !== undefined)
  return [TOOLS.env, `--chdir=${cwd}`, ...unset, '--', ...again.map((name) => `${name}=${env[name]}`)]
}

/**
 * Runs `argv` (its program named by absolute path: PATH is searched before the switch, by the harness) as the
 * critic's user with the critic's limits, in `cwd`. `env` is the environment the spawn will pass.
 */
export function asCriticUser(
  privilege: Privilege,
  user: CriticUser,
  argv: string[],
  env: Record<string, string>,
  cwd: string
): string[] {
  const chain = [...dropPrivileges(user), ...limits(), ...lastHop(privilege, env, cwd), ...argv]
  // `-E` keeps the environment the harness built (sudo's SETENV, implied by a rule for ALL commands).
  return privilege.kind === 'root' ? chain : [TOOLS.sudo, '-n', '-E', '--', ...chain]
}

/** Runs `argv` as the critic's user without limits or environment (the boundary's own probes and kills). */
export function asCriticUserPlain(privilege: Privilege, user: CriticUser, argv: string[]): string[] {
  return privilege.asRoot([...dropPrivileges(user), ...argv])
}
