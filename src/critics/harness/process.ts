// Spawns one argv (never a shell), feeds or closes stdin, captures capped output, kills the process group on timeout.
import { spawn, type SpawnOptions } from 'node:child_process'
import { accessSync, closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs'
import { delimiter, isAbsolute, join } from 'node:path'

export const OUTPUT_CAP_BYTES = 4 * 1024 * 1024
const KILL_GRACE_MS = 2000
/** Node timers overflow past this (about 24.8 days) and would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface SpawnRequest {
  argv: string[]
  cwd: string
  env: Record<string, string>
  timeoutMs: number
  graceMs?: number
  capBytes?: number
  /**
   * Written to the child's stdin, which is then closed. Without it the child's stdin is /dev/null
   * ('ignore'): a CLI that waits for piped input sees end-of-file at once instead of hanging.
   */
  stdin?: string
  /**
   * A file, created here (it must not exist), that takes the child's stdout instead of a pipe; it is read back,
   * capped, once the child has exited. For a CLI that exits before a pipe has drained (gemini 0.61 cuts a
   * multi-megabyte answer at ~250 KB on a pipe, whole in a file: `__tests__/real-clis/gemini.test.ts`).
   */
  stdoutFile?: string
  /**
   * Ends every process of the child's user when it times out or exits: a critic running as an OS user of its own
   * (the harness may not signal its processes, and a descendant may have left the group).
   */
  endAll?: () => void
}

export interface SpawnOutcome {
  /** Exit code, or null when killed by a signal / never started. */
  code: number | null
  signal: string | null
  stdout: string
  stderr: string
  timedOut: boolean
  /** Bytes dropped past the cap, per stream. */
  droppedBytes: { stdout: number; stderr: number }
  /** Set when the process could not be started at all. */
  spawnError?: string
}

/** Keeps the first `cap` bytes of a stream and counts the rest, so a flood cannot exhaust memory. */
class CappedBuffer {
  private chunks: Buffer[] = []
  private kept = 0
  dropped = 0
  constructor(private readonly cap: number) {}
  push(chunk: Buffer): void {
    const room = this.cap - this.kept
    if (room <= 0) {
      this.dropped += chunk.length
      return
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk
    this.chunks.push(part)
    this.kept += part.length
    this.dropped += chunk.length - part.length
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8')
  }
}

/** The first `cap` bytes of an open file and how many more it holds; the descriptor is closed. */
function readCapped(fd: number, cap: number): { text: string; dropped: number } {
  try {
    const size = fstatSync(fd).size
    const buffer = Buffer.alloc(Math.min(size, cap))
    let read = 0
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read)
      if (n === 0) break
      read += n
    }
    return { text: buffer.subarray(0, read).toString('utf8'), dropped: Math.max(0, size - read) }
  } finally {
    closeSync(fd)
  }
}

/** The output file's text, or a note in its place when it cannot be read (never a throw in the runner). */
function readFileOutput(fd: number, cap: number): { text: string; dropped: number } {
  try {
    return readCapped(fd, cap)
  } catch (error) {
    return { text: `[the-loop: could not read the output file: ${(error as Error).message}]`, dropped: 0 }
  }
}

/** Finds an executable the way a shell would (PATH search, or a path as given); no shell involved. */
export function findExecutable(
  binary: string,
  env: Record<string, string | undefined>,
  cwd: string
): string | undefined {
  const isRunnable = (path: string): boolean => {
    try {
      if (!statSync(path).isFile()) return false
      accessSync(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK)
      return true
    } catch {
      return false
    }
  }
  if (binary === '') return undefined
  if (binary.includes('/') || binary.includes('\\')) {
    const path = isAbsolute(binary) ? binary : join(cwd, binary)
    return isRunnable(path) ? path : undefined
  }
  const dirs = (env.PATH ?? env.Path ?? '').split(delimiter).filter(Boolean)
  const exts = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').concat(['']) : ['']
  for (const dir of dirs) {
    for (const ext of exts) {
      const path = join(dir, binary + ext)
      if (isRunnable(path)) return path
    }
  }
  return undefined
}

/** Sends a signal to the child's whole process group (it leads one: spawned detached). */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, signal)
  } catch {
    // already gone
  }
}

/** Critic process groups still running; ended if the runner itself exits first (they lead their own group). */
const liveGroups = new Set<number>()
let exitHookInstalled = false

function trackGroup(pid: number | undefined): void {
  if (pid === undefined) return
  liveGroups.add(pid)
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const group of liveGroups) signalGroup(group, 'SIGKILL')
  })
}

function notStarted(spawnError: string): SpawnOutcome {
  const dropped = { stdout: 0, stderr: 0 }
  return {
    code: null,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    droppedBytes: dropped,
    spawnError
  }
}

/** Runs argv to completion or timeout. Never throws for a failing child; the outcome says what happened. */
export function spawnCaptured(request: SpawnRequest): Promise<SpawnOutcome> {
  const [file, ...args] = request.argv
  const cap = request.capBytes ?? OUTPUT_CAP_BYTES
  const out = new CappedBuffer(cap)
  const err = new CappedBuffer(cap)
  // `wx+` (read and write, exclusive): a file planted at that path is refused, never followed. The child gets its own copy of the
  // descriptor; this one is kept to read the output back.
  let stdoutFd: number | undefined
  try {
    stdoutFd = request.stdoutFile === undefined ? undefined : openSync(request.stdoutFile, 'wx+', 0o600)
  } catch (error) {
    return Promise.resolve(notStarted(`cannot create its output file: ${(error as Error).message}`))
  }
  return new Promise((resolve) => {
    let timedOut = false
    let settled = false
    const options: SpawnOptions = {
      cwd: request.cwd,
      env: request.env,
      shell: false,
      detached: process.platform !== 'win32',
      windowsHide: true
    }
    const stdout = stdoutFd ?? 'pipe'
    const child =
      request.stdin === undefined
        ? spawn(file ?? '', args, { ...options, stdio: ['ignore', stdout, 'pipe'] })
        : spawn(file ?? '', args, { ...options, stdio: ['pipe', stdout, 'pipe'] })
    const pid = child.pid
    trackGroup(pid)
    child.stdout?.on('data', (c: Buffer) => out.push(c))
    child.stderr?.on('data', (c: Buffer) => err.push(c))
    if (child.stdin) {
      // A child may exit without reading all of its input: the write then fails with EPIPE (or the
      // stream is already destroyed). That is the child's outcome to report by its exit, never an
      // unhandled 'error' that would end the runner and every other critic of the round.
      child.stdin.on('error', () => undefined)
      child.stdin.end(request.stdin)
    }
    let killTimer: NodeJS.Timeout | undefined
    const timer = setTimeout(
      () => {
        timedOut = true
        signalGroup(pid, 'SIGTERM')
        killTimer = setTimeout(() => {
          signalGroup(pid, 'SIGKILL')
          request.endAll?.()
        }, request.graceMs ?? KILL_GRACE_MS)
      },
      Math.min(request.timeoutMs, MAX_TIMER_MS)
    )
    const finish = (code: number | null, signal: string | null, spawnError?: string): void => {
      if (settled) return
      settled = true
      if (pid !== undefined) liveGroups.delete(pid)
      clearTimeout(timer)
      if (killTimer) clearTimeout(killTimer)
      const fromFile = stdoutFd === undefined ? undefined : readFileOutput(stdoutFd, cap)
      resolve({
        code,
        signal,
        stdout: fromFile?.text ?? out.text(),
        stderr: err.text(),
        timedOut,
        droppedBytes: { stdout: fromFile?.dropped ?? out.dropped, stderr: err.dropped },
        spawnError
      })
    }
    child.on('error', (e) => finish(null, null, e.message))
    child.on('exit', (code, signal) => {
      // A round leaves nothing behind: descendants that still hold the pipes open are ended,
      // otherwise 'close' would wait for a grandchild that never exits.
      signalGroup(pid, 'SIGKILL')
      request.endAll?.()
      child.on('close', () => finish(code, signal))
      // A descendant that left the group (setsid) may still hold a pipe: stop waiting for it.
      setTimeout(() => {
        child.stdin?.destroy()
        child.stdout?.destroy()
        child.stderr?.destroy()
        finish(code, signal)
      }, request.graceMs ?? KILL_GRACE_MS).unref()
    })
  })
}
