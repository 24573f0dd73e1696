// One critic's seat behind the boundary: its folder, its OS user, the check of what that user can reach, and
// where it works (the workspace in place when its user can enter it, else a capped copy). Torn down in reverse.
import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import type { Critic } from '../harness/critic-model.js'
import { PROMPT_FILE_NAME } from '../harness/prompt-file.js'
import type { CriticBoundary } from '../harness/run.js'
import { boundaryProblems, foldersToClose, probeAccess, type BoundaryTargets } from './boundary-probe.js'
import { handOverFolder, makeCriticFolder, removeUserFiles, type CriticFolder } from './critic-folder.js'
import { createCriticUser, removeCriticUser, type CriticUser } from './os-user.js'
import type { Privilege } from './privilege.js'
import { asCriticUser } from './switch.js'
import { killUser } from './uid-kill.js'
import { copyWorkspace, CopyTooLarge } from './workspace-copy.js'

export interface Seat {
  critic: Critic
  folder: CriticFolder
  user: CriticUser
  /** What the check found the user can reach; empty when the boundary holds. */
  problems: string[]
  /** The writable folders among them, which a step before the action can close. */
  toClose: string[]
  /** Where the critic runs, and whether that is the workspace itself or a copy. */
  cwd: string
  cwdIs: 'in place' | 'a copy'
  /** Set when the critic cannot run here (its working folder too large to copy). */
  refusal?: string
  /** Processes of its user found at the end (a critic's leftovers), all killed. */
  leftovers: number
}

export interface SeatContext {
  privilege: Privilege
  base: string
  prefix: string
  targets: BoundaryTargets
  /** The uid of this process (the runner's user): a sticky folder's entry it owns cannot be replaced. */
  ownUid: number
}

/** Makes the critic's folder and its user (nothing of the critic runs yet). */
export async function openSeat(ctx: SeatContext, critic: Critic, index: number, cwd: string): Promise<Seat> {
  const folder = await makeCriticFolder(ctx.base, index)
  const user = await createCriticUser(ctx.privilege, ctx.prefix, index, folder.home)
  return { critic, folder, user, problems: [], toClose: [], cwd, cwdIs: 'in place', leftovers: 0 }
}

/** Checks the boundary as the seat's user; returns whether that user can enter and read its working folder. */
export async function checkSeat(ctx: SeatContext, seat: Seat): Promise<boolean> {
  const { targets } = ctx
  const paths = [...targets.write.keys(), ...targets.above.keys(), ...targets.read, seat.cwd]
  const access = await probeAccess(ctx.privilege, seat.user, [...new Set(paths)])
  seat.problems = boundaryProblems(targets, access, ctx.ownUid)
  seat.toClose = foldersToClose(targets, access, ctx.ownUid)
  return access.readable.has(seat.cwd) && access.executable.has(seat.cwd)
}

/** Settles where the critic works: its working folder in place when its user can enter it, else a capped copy. */
export async function placeSeat(seat: Seat, canEnter: boolean): Promise<void> {
  if (canEnter) return
  const from = seat.cwd
  seat.cwd = join(seat.folder.root, 'work')
  seat.cwdIs = 'a copy'
  try {
    await copyWorkspace(from, seat.cwd)
  } catch (error) {
    if (!(error instanceof CopyTooLarge)) throw error
    seat.refusal = error.message
  }
}

/** Writes the prompt file into the critic's folder (before it is handed over), when its args name one. */
export async function writeSeatPrompt(
  seat: Seat,
  prompt: string,
  needed: boolean,
  part?: number
): Promise<string> {
  if (!needed) return ''
  // Each part its own file, all written before the folder is first handed over (isolated-critics.ts runSeats).
  const name = part === undefined ? PROMPT_FILE_NAME : PROMPT_FILE_NAME.replace(/\.md$/, `-part-${part}.md`)
  const path = join(seat.folder.files, name)
  await fs.writeFile(path, prompt, { encoding: 'utf8', mode: 0o600, flag: 'wx' })
  return path
}

/** The hooks runCritic uses to run this seat's critic as its user. */
export function seatBoundary(ctx: SeatContext, seat: Seat, outputDir: string): CriticBoundary {
  const { privilege } = ctx
  return {
    filesDir: seat.folder.files,
    outputDir,
    env: { HOME: seat.folder.home, TMPDIR: seat.folder.tmp, USER: seat.user.name, LOGNAME: seat.user.name },
    handOver: () => handOverFolder(seat.folder, seat.user),
    wrap: (argv, cwd) => asCriticUser(seat.user, argv, cwd),
    endAll: () => void killUser(privilege, seat.user).catch(() => undefined)
  }
}

/** Ends every process of the seat's user, removes its files, then the user. Returns what went wrong, if anything. */
export async function leaveSeat(ctx: SeatContext, seat: Seat): Promise<string | undefined> {
  try {
    seat.leftovers = await killUser(ctx.privilege, seat.user)
  } catch (error) {
    return (error as Error).message
  }
  // Files first, then the user: once the user is gone its uid may be given to the next critic user, which must
  // not find this one's files.
  await removeUserFiles(ctx.privilege, seat.folder, seat.user)
  return removeCriticUser(ctx.privilege, seat.user)
}
