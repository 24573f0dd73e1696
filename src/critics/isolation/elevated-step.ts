// The critics step elevated once by steps/critics.sh (`sudo -n -E`, critic-isolation: user on a runner whose user
// has passwordless sudo): who the step belongs to, the step's own PATH put back, sudo's variables taken out, and
// the files the later steps read given back to that user.
import { promises as fs } from 'node:fs'

/** The runner's user the step was started as, when sudo made it root. */
export interface StepOwner {
  uid: number
  gid: number
}

/** Variables sudo adds; none of them is the step's, and none may reach a critic. */
const SUDO_ADDED = ['SUDO_COMMAND', 'SUDO_USER', 'SUDO_UID', 'SUDO_GID', 'SUDO_HOME', 'MAIL']

/**
 * Reads (and removes) what the elevation left in `env`: SUDO_UID and SUDO_GID name the step's owner, and
 * THE_LOOP_STEP_PATH holds the PATH sudo's secure_path replaced. Undefined when the step was not elevated.
 */
export function takeStepOwner(env: NodeJS.ProcessEnv): StepOwner | undefined {
  const stepPath = env.THE_LOOP_STEP_PATH
  const uid = Number(env.SUDO_UID)
  const gid = Number(env.SUDO_GID)
  if (stepPath === undefined || process.getuid?.() !== 0 || !Number.isInteger(uid) || !Number.isInteger(gid))
    return undefined
  env.PATH = stepPath
  delete env.THE_LOOP_STEP_PATH
  for (const name of SUDO_ADDED) delete env[name]
  return { uid, gid }
}

/** Gives files this root process wrote back to the step's owner (publish, running as that user, reads them). */
export async function giveBack(owner: StepOwner | undefined, paths: string[]): Promise<void> {
  if (!owner) return
  for (const path of paths) await fs.lchown(path, owner.uid, owner.gid).catch(() => undefined)
}
