// Which processes the scans pick, over a fake /proc: the stat parser (a comm may hold ')' and spaces), the
// uid, start-time, ancestor, zombie and environ rules of the membership scan, and the marker scan's blind spot.
// Only the scans run over the fake tree, never a kill, so its pids may be any number.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CRITIC_MARKER_VAR,
  killMarkedProcesses,
  killStepLeftovers,
  markedProcesses,
  startTicksOfStat,
  stepLeftovers
} from '../../../src/critics/harness/leftovers.js'

const MARKER = 'f00dfeedf00dfeedf00dfeedf00dfeed'
const UID = process.getuid?.() ?? 0
const OTHER = UID + 4242
const SELF = 9000001
const PARENT = 9000002
const STEP_START = 5000

interface FakeProcess {
  comm?: string
  state?: string
  ppid?: number
  /** Real, effective, saved, filesystem. */
  uids?: [number, number, number, number]
  start?: number
  /** The environment's entries; 'unreadable' makes environ a directory, 'gone' leaves it out. */
  env?: string[] | 'unreadable' | 'gone'
}

function stat(pid: number, p: FakeProcess): string {
  // Fields 5 to 21 are zeros: a parser that miscounts fields reads 0 as the start, before any step.
  const middle = Array.from({ length: 17 }, () => '0').join(' ')
  return `${pid} (${p.comm ?? 'sleep'}) ${p.state ?? 'S'} ${p.ppid ?? 1} ${middle} ${p.start ?? STEP_START + 10} 0 0\n`
}

const roots: string[] = []
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })))

function fakeProc(processes: Record<number, FakeProcess>): string {
  const root = mkdtempSync(join(tmpdir(), 'the-loop-fakeproc-'))
  roots.push(root)
  mkdirSync(join(root, 'self')) // non-numeric entries are not processes
  for (const [pid, p] of Object.entries(processes)) {
    const dir = join(root, pid)
    mkdirSync(dir)
    const [r, e, s, f] = p.uids ?? [UID, UID, UID, UID]
    writeFileSync(join(dir, 'stat'), stat(Number(pid), p))
    writeFileSync(
      join(dir, 'status'),
      `Name:\tx\nState:\tS\nPPid:\t${p.ppid ?? 1}\nUid:\t${r}\t${e}\t${s}\t${f}\n`
    )
    const env = p.env ?? [`${CRITIC_MARKER_VAR}=${MARKER}`]
    if (env === 'unreadable') mkdirSync(join(dir, 'environ'))
    else if (env !== 'gone') writeFileSync(join(dir, 'environ'), env.map((v) => `${v}\0`).join(''))
  }
  return root
}

/** The scanner and its parent: both marked and started after the step, as a leaked marker would leave them. */
const scanner: Record<number, FakeProcess> = {
  [SELF]: { ppid: PARENT, start: STEP_START },
  [PARENT]: { ppid: 0, start: STEP_START }
}

function scan(
  processes: Record<number, FakeProcess>,
  stepStartTicks: number | undefined = STEP_START
): number[] {
  const procRoot = fakeProc({ ...scanner, ...processes })
  return stepLeftovers(MARKER, { procRoot, selfPid: SELF, stepStartTicks }).sort((a, b) => a - b)
}

describe('startTicksOfStat', () => {
  it('counts fields from after the last parenthesis, whatever comm holds', () => {
    expect(startTicksOfStat(stat(7, { comm: 'x) R 1 1 1 (y', start: 123456 }))).toBe(123456)
    expect(startTicksOfStat(stat(7, { comm: 'a b) (c)', start: 77 }))).toBe(77)
    expect(startTicksOfStat(stat(7, { comm: ')', start: 9 }))).toBe(9)
  })

  it('gives nothing for a stat it cannot read', () => {
    expect(startTicksOfStat('')).toBeUndefined()
    expect(startTicksOfStat('12 (short) S 1 2 3')).toBeUndefined()
  })
})

describe('stepLeftovers', () => {
  it('takes a process whose real, effective or saved uid is ours, not one with only the filesystem uid', () => {
    expect(
      scan({
        10: { uids: [UID, OTHER, OTHER, OTHER] },
        11: { uids: [OTHER, UID, OTHER, OTHER] },
        12: { uids: [OTHER, OTHER, UID, OTHER] },
        13: { uids: [OTHER, OTHER, OTHER, UID] },
        14: { uids: [OTHER, OTHER, OTHER, OTHER] }
      })
    ).toEqual([10, 11, 12])
  })

  it('takes a process that started at or after the step, not before', () => {
    expect(
      scan({ 20: { start: STEP_START - 1 }, 21: { start: STEP_START }, 22: { start: STEP_START + 1 } })
    ).toEqual([21, 22])
  })

  it('takes the step start from the scanner itself by default', () => {
    const found = scan({ 20: { start: STEP_START - 1 }, 21: { start: STEP_START } }, undefined)
    expect(found).toEqual([21])
  })

  it('reads the start after a comm that holds ")" and spaces', () => {
    expect(scan({ 30: { comm: 'x) S 0 0 0 (y' }, 31: { comm: 'a) b' } })).toEqual([30, 31])
  })

  it('takes a marked or unreadable environ, not a readable one without the marker', () => {
    expect(
      scan({
        40: { env: ['PATH=/bin', `${CRITIC_MARKER_VAR}=${MARKER}`] },
        41: { env: 'unreadable' },
        42: { env: ['PATH=/bin'] },
        43: { env: [`${CRITIC_MARKER_VAR}=${MARKER}x`, `X${CRITIC_MARKER_VAR}=${MARKER}`] },
        44: { env: [] },
        45: { env: 'gone' }
      })
    ).toEqual([40, 41])
  })

  it('spares itself, its ancestors and zombies', () => {
    expect(scan({ 50: { state: 'Z' }, 51: { state: 'X' }, 52: { state: 'R' } })).toEqual([52])
    expect(scan({})).toEqual([])
  })

  it('finds nothing for an empty marker or a missing /proc', () => {
    const procRoot = fakeProc({ 60: {} })
    expect(stepLeftovers('', { procRoot, selfPid: SELF, stepStartTicks: 0 })).toEqual([])
    expect(stepLeftovers(MARKER, { procRoot: join(procRoot, 'absent'), stepStartTicks: 0 })).toEqual([])
    expect(killStepLeftovers('')).toBe(0)
  })
})

describe('markedProcesses', () => {
  it('finds marked environs and misses an unreadable one: the gap the membership scan closes', () => {
    const procRoot = fakeProc({ 70: {}, 71: { env: 'unreadable' }, 72: { env: ['PATH=/bin'] } })
    expect(markedProcesses(MARKER, procRoot)).toEqual([70])
    expect(
      stepLeftovers(MARKER, { procRoot, selfPid: SELF, stepStartTicks: 0 }).sort((a, b) => a - b)
    ).toEqual([70, 71])
  })

  it('kills nothing for an empty marker', () => {
    expect(killMarkedProcesses('')).toBe(0)
  })
})
