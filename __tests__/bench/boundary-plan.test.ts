// What bench/boundary.bench.ts measures on a machine, and why not the rest: without root nothing, as root
// without sudo (a container) the root row only, with the sudo rows printed as not measured and the reason,
// where the bench used to stop at `ENOENT ... /etc/sudoers.d/...`.
import { describe, expect, it } from '@jest/globals'
import {
  ROOT_ROW,
  SUDO_ROWS,
  notMeasured,
  planBoundary,
  type BoundaryHost
} from '../../bench/support/boundary-plan.js'

/** A machine with the given uid whose only files are `present`. */
function host(uid: number | undefined, present: string[]): BoundaryHost {
  return {
    uid,
    executable: (path) => present.includes(path) && path !== '/etc/sudoers.d',
    folder: (path) => path === '/etc/sudoers.d' && present.includes(path)
  }
}

const ALL = ['/usr/bin/sudo', '/usr/sbin/runuser', '/etc/sudoers.d']

describe('the boundary bench on this machine', () => {
  it('measures every row as root with sudo, runuser and /etc/sudoers.d', () => {
    expect(planBoundary(host(0, ALL))).toEqual({})
  })

  it('without root measures nothing: both groups say why', () => {
    for (const uid of [1000, undefined]) {
      const plan = planBoundary(host(uid, ALL))
      expect(plan.root).toMatch(/^needs root: it makes and removes an OS user per critic/)
      expect(plan.sudo).toBe(plan.root)
    }
  })

  it.each([
    [['/usr/sbin/runuser'], 'needs /usr/bin/sudo, absent here: sudo is not installed'],
    [['/usr/bin/sudo', '/usr/sbin/runuser'], 'needs /etc/sudoers.d, absent here'],
    [['/usr/bin/sudo', '/etc/sudoers.d'], 'needs /usr/sbin/runuser, absent here']
  ])('as root with only %j: the root row, and the sudo rows not measured', (present, why) => {
    const plan = planBoundary(host(0, present))
    expect(plan.root).toBeUndefined()
    expect(plan.sudo).toContain(why)
  })

  it('a row not measured keeps its name and says so, with the reason as its note', () => {
    expect(notMeasured(SUDO_ROWS, 'needs /usr/bin/sudo')).toEqual(
      SUDO_ROWS.map((what) => ({
        area: 'critic boundary',
        what,
        value: 'not measured',
        note: 'needs /usr/bin/sudo'
      }))
    )
    expect(notMeasured([ROOT_ROW], 'x')[0]!.what).toBe(
      'overhead per critic per round, as root through setpriv'
    )
  })
})
