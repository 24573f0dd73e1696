// The argv that starts a program as a critic's user: setpriv drops to its uid and gid with no supplementary group
// and no-new-privileges (so a setuid sudo, su or crontab cannot raise it), prlimit bounds it. No value of the
// critic's environment is on the command line: it reaches the program through execve's environment, untouched
// by setpriv, prlimit and env (the step is root here: started so, or elevated once by steps/critics.sh).
import type { CriticUser } from './os-user.js'
import { TOOLS } from './tools.js'

const GIB = 1024 ** 3

/**
 * Resource limits of every process of a critic. RLIMIT_NPROC counts all processes and threads of the uid, so
 * it bounds a fork bomb for the user as a whole. V8 reserves about 10 GiB of address space per WebAssembly
 * memory (an 8 GiB RLIMIT_AS already fails `new WebAssembly.Memory`, measured with node 20), so the
 * address-space bound is generous and RLIMIT_DATA (memory actually writable) is the one that bites.
 */
const CRITIC_LIMITS = {
  processes: 512,
  fileBytes: 1 * GIB,
  dataBytes: 8 * GIB,
  addressSpaceBytes: 128 * GIB
} as const

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

/** The last hop: env enters the critic's working folder as the critic's user, which may be closed to others. */
function lastHop(cwd: string): string[] {
  return [TOOLS.env, `--chdir=${cwd}`, '--']
}

/**
 * Runs `argv` (its program named by absolute path: PATH is searched before the switch, by the harness) as the
 * critic's user with the critic's limits, in `cwd`.
 */
export function asCriticUser(user: CriticUser, argv: string[], cwd: string): string[] {
  return [...dropPrivileges(user), ...limits(), ...lastHop(cwd), ...argv]
}

/** Runs `argv` as the critic's user without limits (the boundary's own probes and kills). */
export function asCriticUserPlain(user: CriticUser, argv: string[]): string[] {
  return [...dropPrivileges(user), ...argv]
}
