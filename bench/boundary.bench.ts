// The critic boundary's cost per critic per round (user made, folder handed over, boundary checked, critic
// switched to its user, its processes killed, user and files removed): as root through setpriv, and as an
// unprivileged user through passwordless sudo (a user made for the bench with a sudoers rule, removed after).
import { spawnSync } from 'node:child_process'
import { chmodSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import type { BenchRow } from './table.js'
import { median, timeRuns } from './table.js'
import { bundleScript } from '../__tests__/support/bundle-script.js'

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

function row(m: Measured, through: string): BenchRow {
  return {
    area: 'critic boundary',
    what: `overhead per critic per round, ${through}`,
    value: `${(m.boundedMs - m.bareMs).toFixed(0)} ms`,
    note: `target <= 150 ms; ${m.boundedMs.toFixed(0)} ms with the boundary, ${m.bareMs.toFixed(0)} ms without (/usr/bin/true, median of ${m.runs})`
  }
}

export async function rows(): Promise<BenchRow[]> {
  if (process.getuid?.() !== 0) return []
  const { file, dir } = await bundleScript('bench/support/boundary-round.ts')
  chmodSync(dir, 0o755)
  const out = [row(run([process.execPath, file]), 'as root through setpriv')]
  const user = `tlbench${randomBytes(3).toString('hex')}`
  const sudoers = `/etc/sudoers.d/${user}`
  try {
    spawnSync('/usr/sbin/useradd', ['--system', '--shell', '/usr/sbin/nologin', user])
    writeFileSync(sudoers, `${user} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 })
    // As steps/critics.sh runs it on a runner whose user has passwordless sudo: elevated once for the step.
    const elevated = ['/usr/sbin/runuser', '-u', user, '--', '/usr/bin/sudo', '-n', '-E', '--']
    out.push(
      row(run([...elevated, process.execPath, file]), 'a non-root runner, the step elevated once by sudo')
    )
    const sudoTrue = await timeRuns(10, () =>
      spawnSync('/usr/sbin/runuser', ['-u', user, '--', '/usr/bin/sudo', '-n', '/usr/bin/true'])
    )
    out.push({
      area: 'critic boundary',
      what: 'elevating the critics step (once per step, not per critic)',
      value: `${(2 * median(sudoTrue)).toFixed(0)} ms`,
      note: 'critics.sh runs `sudo -n true`, then execs node through `sudo -n -E`: twice one sudo start (runuser included)'
    })
  } finally {
    rmSync(sudoers, { force: true })
    spawnSync('/usr/sbin/userdel', [user])
    rmSync(dir, { recursive: true, force: true })
  }
  return out
}
