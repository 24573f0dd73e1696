// The critic boundary's cost per critic per round (user made, folder handed over, boundary checked, critic
// switched to its user, its processes killed, user and files removed): as root through setpriv, and as an
// unprivileged user through passwordless sudo (a user made for the bench with a sudoers rule, removed after).
// Rows this machine cannot measure (no root, no sudo) are printed as not measured, with why (boundary-plan.ts).
import { spawnSync } from 'node:child_process'
import { chmodSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import type { BenchRow } from './table.js'
import { median, timeRuns } from './table.js'
import { bundleScript } from '../__tests__/support/bundle-script.js'
import { AREA, ROOT_ROW, SUDO_ROWS, notMeasured, planBoundary, thisHost } from './support/boundary-plan.js'

interface Measured {
  kind: string
  boundedMs: number
  bareMs: number
  runs: number
}

function run(argv: string[]): Measured {
  const r = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', cwd: process.cwd() })
  if (r.status !== 0) throw new Error(`boundary bench failed: ${r.stderr}`)
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Measured
}

function row(m: Measured, what: string): BenchRow {
  return {
    area: AREA,
    what,
    value: `${(m.boundedMs - m.bareMs).toFixed(0)} ms`,
    note: `target <= 150 ms; ${m.boundedMs.toFixed(0)} ms with the boundary, ${m.bareMs.toFixed(0)} ms without (/usr/bin/true, median of ${m.runs})`
  }
}

export async function rows(): Promise<BenchRow[]> {
  const plan = planBoundary(thisHost())
  if (plan.root) return notMeasured([ROOT_ROW, ...SUDO_ROWS], plan.root)
  const { file, dir } = await bundleScript('bench/support/boundary-round.ts')
  try {
    chmodSync(dir, 0o755)
    const out = [row(run([process.execPath, file]), ROOT_ROW)]
    if (plan.sudo) return [...out, ...notMeasured(SUDO_ROWS, plan.sudo)]
    return [...out, ...(await throughSudo(file))]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The rows of a non-root runner whose step sudo elevates: a user made for them, with a sudoers rule. */
async function throughSudo(file: string): Promise<BenchRow[]> {
  const user = `tlbench${randomBytes(3).toString('hex')}`
  const sudoers = `/etc/sudoers.d/${user}`
  try {
    spawnSync('/usr/sbin/useradd', ['--system', '--shell', '/usr/sbin/nologin', user])
    writeFileSync(sudoers, `${user} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 })
    // As steps/critics.sh runs it on a runner whose user has passwordless sudo: elevated once for the step.
    const elevated = ['/usr/sbin/runuser', '-u', user, '--', '/usr/bin/sudo', '-n', '-E', '--']
    const overhead = row(run([...elevated, process.execPath, file]), SUDO_ROWS[0])
    const sudoTrue = await timeRuns(10, () =>
      spawnSync('/usr/sbin/runuser', ['-u', user, '--', '/usr/bin/sudo', '-n', '/usr/bin/true'])
    )
    return [
      overhead,
      {
        area: AREA,
        what: SUDO_ROWS[1],
        value: `${(2 * median(sudoTrue)).toFixed(0)} ms`,
        note: 'critics.sh runs `sudo -n true`, then execs node through `sudo -n -E`: twice one sudo start (runuser included)'
      }
    ]
  } finally {
    rmSync(sudoers, { force: true })
    spawnSync('/usr/sbin/userdel', [user])
  }
}
