// Ends every process of a critic's user: kill(-1, SIGKILL) sent as that user (it reaches every process the user
// owns, whatever its process group, session or dumpable flag), repeated until /proc shows none whose real,
// effective or saved uid is the user's. A scan by uid finds what a scan of environ cannot (PR_SET_DUMPABLE=0).
import { readdirSync, readFileSync } from 'node:fs'
import type { CriticUser } from './os-user.js'
import type { Privilege } from './privilege.js'
import { asCriticUserPlain } from './switch.js'
import { TOOLS } from './tools.js'

/** Passes before giving up; each sends one kill to every process of the uid, so a fork races it only briefly. */
const MAX_PASSES = 50

/** Live processes (zombies hold nothing and are left to their parent) whose real, effective or saved uid is `uid`. */
function processesOfUid(uid: number, procRoot = '/proc'): number[] {
  let names: string[]
  try {
    names = readdirSync(procRoot)
  } catch {
    return []
  }
  const found: number[] = []
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    let status: string
    try {
      status = readFileSync(`${procRoot}/${name}/status`, 'latin1')
    } catch {
      continue // exited meanwhile
    }
    if (/^State:\s+[ZX]/m.test(status)) continue
    const ids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status)
    if (ids && ids.slice(1, 4).some((id) => Number(id) === uid)) found.push(Number(name))
  }
  return found
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Kills until none is left; returns how many processes the first pass found, or throws when some survive. */
export async function killUser(privilege: Privilege, user: CriticUser): Promise<number> {
  // A scan of /proc reads every process's status: each pass scans once.
  let left = processesOfUid(user.uid)
  const first = left.length
  for (let pass = 0; pass < MAX_PASSES && left.length > 0; pass++) {
    // A constant command line (no text of anyone's in it): bash's builtin is the one kill that sends to -1.
    await privilege.run(asCriticUserPlain(user, [TOOLS.bash, '--noprofile', '--norc', '-c', 'kill -KILL -1']))
    left = processesOfUid(user.uid)
    // A killed process is gone once the kernel has torn it down; the next scan usually finds none.
    if (left.length > 0) await sleep(5 * (pass + 1))
  }
  if (left.length === 0) return first
  throw new Error(
    `processes of critic user ${user.name} survived ${MAX_PASSES} kill passes: ${left.join(', ')}`
  )
}
