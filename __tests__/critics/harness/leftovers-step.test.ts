// The membership kill against real processes: a critic that hides its environ (prctl(PR_SET_DUMPABLE, 0)),
// one that left its session, a bystander of the same user, one that started before the step. The scans run
// in a child process as an unprivileged user: root may read any environ, so only there is the attack real.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CRITIC_MARKER_VAR, startTicksOfStat } from '../../../src/critics/harness/leftovers.js'
import { bundleTo } from '../../support/bundle-script.js'

const linux = process.platform === 'linux'
const PATH = '/usr/bin:/bin'
/** Who the critics run as: this user, or nobody when the tests run as root. */
const asCritic: SpawnOptions = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}

let dir = ''
let driver = ''
let python = ''
const spawned: number[] = []

beforeAll(async () => {
  if (!linux) return
  dir = mkdtempSync(join(tmpdir(), 'the-loop-leftovers-'))
  chmodSync(dir, 0o755) // the unprivileged driver must read its bundle
  const source = fileURLToPath(new URL('../../../src/critics/harness/leftovers.ts', import.meta.url))
  const entry = join(dir, 'driver.ts')
  writeFileSync(
    entry,
    `import { killStepLeftovers, markedProcesses } from ${JSON.stringify(source)}\n` +
      `const [mode, marker, start] = process.argv.slice(2)\n` +
      `const result = mode === 'marked' ? { found: markedProcesses(marker!) }\n` +
      `  : { killed: killStepLeftovers(marker!, { stepStartTicks: Number(start) }) }\n` +
      `process.stdout.write(JSON.stringify(result))\n`
  )
  driver = join(dir, 'driver.mjs')
  await bundleTo(entry, driver)
  // One the critic user can run and that can call prctl: pyenv's shim under /root is not readable by nobody.
  python =
    ['/usr/bin/python3', 'python3'].find(
      (p) =>
        spawnSync(p, ['-c', 'import ctypes; print(ctypes.CDLL(None).prctl(4, 0, 0, 0, 0))'], {
          ...asCritic,
          env: { PATH },
          encoding: 'utf8'
        }).stdout?.trim() === '0'
    ) ?? ''
})

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

afterEach(() => {
  for (const pid of spawned.splice(0)) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL')
      } catch {
        // already gone, or not a group leader
      }
    }
  }
})

function env(marker: string | undefined): NodeJS.ProcessEnv {
  return marker === undefined ? { PATH } : { PATH, [CRITIC_MARKER_VAR]: marker }
}

/** Clock ticks since boot now, on the clock /proc/<pid>/stat counts starts with. */
function ticksNow(): number {
  const hz = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100
  return Math.floor(Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * hz)
}

function startTicks(pid: number): number {
  return startTicksOfStat(readFileSync(`/proc/${pid}/stat`, 'latin1'))!
}

/** Alive and running: a killed process that nobody reaped yet (a zombie, state Z) has stopped running. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX]/s.test(readFileSync(`/proc/${pid}/stat`, 'latin1'))
  } catch {
    return false
  }
}

async function diesSoon(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && isRunning(pid); i++) await new Promise((r) => setTimeout(r, 20))
  return !isRunning(pid)
}

/** Starts a process and resolves with the pid it prints on stdout (its own, or a grandchild's). */
function startPrinting(command: string, args: string[], marker: string | undefined): Promise<number> {
  const child = spawn(command, args, {
    ...asCritic,
    detached: true,
    env: env(marker),
    stdio: ['ignore', 'pipe', 'inherit']
  })
  spawned.push(child.pid!)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = /^(\d+)\n/.exec(out)
      if (line) {
        spawned.push(Number(line[1]))
        resolve(Number(line[1]))
      }
    })
    child.on('error', reject)
    child.on('exit', () => setTimeout(() => reject(new Error(`${command} printed no pid: ${out}`)), 50))
  })
}

/**
 * A sleeper that makes itself non-dumpable, so even its own user cannot read its environ, and renames its
 * comm to one with ')' and spaces, as a critic may to confuse a /proc/<pid>/stat parser.
 */
function startHidden(marker: string | undefined): Promise<number> {
  const code =
    'import ctypes,os,time; libc = ctypes.CDLL(None); libc.prctl(4, 0, 0, 0, 0); ' +
    'libc.prctl(15, b"x) R 1 1 1 (y", 0, 0, 0); print(os.getpid(), flush=True); time.sleep(60)'
  return startPrinting(python, ['-c', code], marker)
}

function startSleeper(marker: string | undefined): number {
  const child = spawn('sleep', ['60'], { ...asCritic, detached: true, env: env(marker), stdio: 'ignore' })
  spawned.push(child.pid!)
  return child.pid!
}

/** A sleeper in a session of its own whose parent has exited: out of reach of any process-group kill. */
function startEscaped(marker: string): Promise<number> {
  return startPrinting('sh', ['-c', '( setsid sleep 60 </dev/null >/dev/null 2>&1 & echo $! )'], marker)
}

/** Runs the driver through sh; returns its JSON result and whether sh lived to print after it. */
function runDriver(args: string[], env: NodeJS.ProcessEnv): { result: unknown; ancestorSurvived: boolean } {
  const run = spawnSync(
    'sh',
    ['-c', '"$0" "$@" && echo " ancestor survived"', process.execPath, driver, ...args],
    {
      ...asCritic,
      env,
      encoding: 'utf8'
    }
  )
  if (run.status !== 0)
    throw new Error(`driver failed (${run.signal ?? run.status}): ${run.stdout}${run.stderr}`)
  const json = /^\{.*?\}/.exec(run.stdout)?.[0] ?? '{}'
  return { result: JSON.parse(json), ancestorSurvived: run.stdout.endsWith(' ancestor survived\n') }
}

/** The old scan, run as the critic user: the marked pids it sees. */
function markerScan(marker: string): number[] {
  return (runDriver(['marked', marker], { PATH }).result as { found: number[] }).found
}

/**
 * killStepLeftovers run as the critic user from a marked sh, as the step's bash would be if a critic's
 * environment leaked into it: sh's closing echo proves the scan spared its caller and the caller's parent.
 */
function stepKill(marker: string, stepStart: number): { killed: number; ancestorSurvived: boolean } {
  const { result, ancestorSurvived } = runDriver(['step', marker, String(stepStart)], env(marker))
  return { killed: (result as { killed: number }).killed, ancestorSurvived }
}

const describeLinux = linux ? describe : describe.skip

describeLinux('killStepLeftovers', () => {
  it('has a python that can make a process non-dumpable as the critic user', () => {
    expect(python).not.toBe('')
  })

  it('kills a marked process that hid its environ, which the marker scan cannot see', async () => {
    const marker = randomBytes(16).toString('hex')
    const stepStart = ticksNow()
    const hidden = await startHidden(marker)
    const plain = startSleeper(marker)
    // The control: the marker scan finds the plain one, so it works, and misses the hidden one.
    const seen = markerScan(marker)
    expect(seen).toContain(plain)
    expect(seen).not.toContain(hidden)
    const { killed, ancestorSurvived } = stepKill(marker, stepStart)
    expect(killed).toBeGreaterThanOrEqual(2)
    expect(await diesSoon(hidden)).toBe(true)
    expect(await diesSoon(plain)).toBe(true)
    expect(ancestorSurvived).toBe(true)
  })

  it('kills a marked process that left its session and lost its parent', async () => {
    const marker = randomBytes(16).toString('hex')
    const stepStart = ticksNow()
    const escaped = await startEscaped(marker)
    // Fields 4 (parent) and 6 (session), once setsid has run and the subshell that forked it has exited.
    const fields = () => {
      const stat = readFileSync(`/proc/${escaped}/stat`, 'latin1')
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    }
    const sh = spawned[spawned.length - 2]
    for (let i = 0; i < 100 && Number(fields()[3]) !== escaped; i++)
      await new Promise((r) => setTimeout(r, 20))
    expect(Number(fields()[3])).toBe(escaped)
    expect(Number(fields()[1])).not.toBe(sh)
    expect(stepKill(marker, stepStart).killed).toBeGreaterThanOrEqual(1)
    expect(await diesSoon(escaped)).toBe(true)
  })

  it('stops at a killed process that nobody reaps instead of counting the zombie every pass', async () => {
    const marker = randomBytes(16).toString('hex')
    const stepStart = ticksNow()
    // The parent, unmarked and readable, so spared, never waits: its killed child stays a zombie.
    const script = `env ${CRITIC_MARKER_VAR}=${marker} sleep 60 & echo $!; exec sleep 61`
    const child = await startPrinting('sh', ['-c', script], undefined)
    const { killed } = stepKill(marker, stepStart)
    expect(await diesSoon(child)).toBe(true)
    expect(readFileSync(`/proc/${child}/stat`, 'latin1')).toMatch(/\) Z /)
    expect(killed).toBeGreaterThanOrEqual(1)
    expect(killed).toBeLessThan(5) // one per pass until the passes (25) ran out, before zombies were skipped
  })

  it('spares a process of the same user whose readable environ has no marker', async () => {
    const marker = randomBytes(16).toString('hex')
    const stepStart = ticksNow()
    const bystander = startSleeper(undefined)
    const hidden = await startHidden(marker)
    expect(stepKill(marker, stepStart).killed).toBeGreaterThanOrEqual(1)
    expect(await diesSoon(hidden)).toBe(true)
    expect(isRunning(bystander)).toBe(true)
  })

  it('spares a process that started before the step, even with an unreadable environ', async () => {
    const marker = randomBytes(16).toString('hex')
    const early = await startHidden(undefined)
    const stepStart = startTicks(early) + 1
    // Two ticks on, so what starts now starts after stepStart whatever the clock rate.
    while (ticksNow() < stepStart + 1) await new Promise((r) => setTimeout(r, 5))
    const late = await startHidden(undefined)
    expect(startTicks(late)).toBeGreaterThanOrEqual(stepStart)
    expect(stepKill(marker, stepStart).killed).toBeGreaterThanOrEqual(1)
    expect(await diesSoon(late)).toBe(true)
    expect(isRunning(early)).toBe(true)
  })
})
