// Which rows of bench/boundary.bench.ts this machine can measure, and why not the others. The rows make and
// remove OS users, so they need root; the sudo rows also need sudo itself and /etc/sudoers.d, which a container
// or a developer's machine may lack. A row that cannot be measured is printed as "not measured" with the reason,
// and the bench goes on to its next file instead of stopping at an ENOENT.
import { accessSync, constants, statSync } from 'node:fs'
import type { BenchRow } from '../table.js'

export const AREA = 'critic boundary'
/** The row measured as root, through setpriv. */
export const ROOT_ROW = 'overhead per critic per round, as root through setpriv'
/** The rows measured as a non-root user elevated by passwordless sudo (a user made for the bench). */
export const SUDO_ROWS = [
  'overhead per critic per round, a non-root runner, the step elevated once by sudo',
  'elevating the critics step (once per step, not per critic)'
] as const

/** What the plan reads of the machine. */
export interface BoundaryHost {
  uid: number | undefined
  executable: (path: string) => boolean
  folder: (path: string) => boolean
}

/** Why each group of rows cannot be measured here; a group left out is measured. */
export interface BoundaryPlan {
  root?: string
  sudo?: string
}

const NOT_ROOT =
  'needs root: it makes and removes an OS user per critic (run the bench as root to measure it)'

export function planBoundary(host: BoundaryHost): BoundaryPlan {
  if (host.uid !== 0) return { root: NOT_ROOT, sudo: NOT_ROOT }
  const missing = [
    ['/usr/bin/sudo', host.executable('/usr/bin/sudo'), 'sudo is not installed'],
    ['/usr/sbin/runuser', host.executable('/usr/sbin/runuser'), 'runuser (util-linux) is not installed'],
    [
      '/etc/sudoers.d',
      host.folder('/etc/sudoers.d'),
      'the sudoers rule for the bench user has no folder to go in'
    ]
  ].find(([, present]) => !present)
  if (!missing) return {}
  return { sudo: `needs ${String(missing[0])}, absent here: ${String(missing[2])}` }
}

/** The machine this process runs on, as the plan reads it. */
export function thisHost(): BoundaryHost {
  return {
    uid: process.getuid?.(),
    executable: (path) => {
      try {
        accessSync(path, constants.X_OK)
        return true
      } catch {
        return false
      }
    },
    folder: (path) => {
      try {
        return statSync(path).isDirectory()
      } catch {
        return false
      }
    }
  }
}

/** The rows `what` as not measured, each saying why. */
export function notMeasured(what: readonly string[], why: string): BenchRow[] {
  return what.map((w) => ({ area: AREA, what: w, value: 'not measured', note: why }))
}
