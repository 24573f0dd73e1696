// Ends every process a round's critics left behind, including those that left its process group (setsid).
// Two scans: by marker (each critic's environment carries a random marker, visible in /proc/<pid>/environ for
// as long as the process lives) and by membership (same user, started during the step, marked or hiding).
import { readdirSync, readFileSync } from 'node:fs'

/** The variable that marks every process of one critics step; its value is random per step. */
export const CRITIC_MARKER_VAR = 'THE_LOOP_CRITIC_SESSION'

/** Passes over /proc before giving up: a process forking while it is scanned is caught by the next pass. */
const MAX_PASSES = 25

/** How far up the PPid chain to walk; a real chain is a few dozen deep, a loop in a fake /proc must end. */
const MAX_ANCESTORS = 4096

type Environ = { kind: 'read'; text: string } | { kind: 'gone' } | { kind: 'unreadable' }

function readEnviron(procRoot: string, pid: string): Environ {
  try {
    return { kind: 'read', text: readFileSync(`${procRoot}/${pid}/environ`, 'latin1') }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // ENOENT / ESRCH: the process exited between the listing and the read. Anything else (EACCES for a
    // process that made itself non-dumpable, or another user's) is a process we cannot see into.
    return code === 'ENOENT' || code === 'ESRCH' ? { kind: 'gone' } : { kind: 'unreadable' }
  }
}

function carriesMarker(environ: string, marker: string): boolean {
  return environ.split('\0').includes(`${CRITIC_MARKER_VAR}=${marker}`)
}

function pidNames(procRoot: string): string[] {
  try {
    return readdirSync(procRoot).filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
}

/** Pids (other than this process) whose start-up environment carries the marker. */
/** @internal */
export function markedProcesses(marker: string, procRoot = '/proc'): number[] {
  const found: number[] = []
  for (const name of pidNames(procRoot)) {
    if (Number(name) === process.pid) continue
    const environ = readEnviron(procRoot, name)
    if (environ.kind === 'read' && carriesMarker(environ.text, marker)) found.push(Number(name))
  }
  return found
}

/** SIGKILLs what `scan` finds, pass after pass, until a pass finds nothing or the passes run out. */
function killUntilNone(scan: () => number[]): number {
  let killed = 0
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pids = scan()
    if (pids.length === 0) return killed
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL')
        killed++
      } catch {
        // exited meanwhile
      }
    }
  }
  return killed
}

/**
 * SIGKILLs every marked process until a whole pass finds none. Returns how many were killed. Only Linux has
 * /proc; elsewhere it returns 0 (the process-group kill after each critic still applies). It looks at the
 * marker only, not at start times, so it also works inside a long-lived process (a test's jest worker); it
 * misses a process whose environ it cannot read: killStepLeftovers closes that gap for a critics step.
 */
export function killMarkedProcesses(marker: string): number {
  if (process.platform !== 'linux' || marker === '') return 0
  return killUntilNone(() => markedProcesses(marker))
}

/** The fields of /proc/<pid>/stat from field 3 (state) on; [19] is field 22. */
function fieldsAfterComm(stat: string): string[] | undefined {
  // Field 2 (comm) is in parentheses and may itself hold spaces and ')': count from after the LAST ')'.
  const close = stat.lastIndexOf(')')
  return close < 0
    ? undefined
    : stat
        .slice(close + 1)
        .trim()
        .split(/\s+/)
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
/** @internal */
export function startTicksOfStat(stat: string): number | undefined {
  const ticks = Number(fieldsAfterComm(stat)?.[19])
  return Number.isSafeInteger(ticks) && ticks >= 0 ? ticks : undefined
}

/** When a process started, or undefined once it is gone or dead (a zombie runs no code, awaits reaping). */
function liveStartTicks(procRoot: string, pid: string): number | undefined {
  let stat: string
  try {
    stat = readFileSync(`${procRoot}/${pid}/stat`, 'latin1')
  } catch {
    return undefined // gone
  }
  const state = fieldsAfterComm(stat)?.[0]
  // Counting a zombie whose parent does not reap it would make every pass find it until the passes run out.
  return state === 'Z' || state === 'X' ? undefined : startTicksOfStat(stat)
}

interface Status {
  /** Real, effective and saved uid. */
  uids: number[]
  ppid: number
}

function statusOf(procRoot: string, pid: string): Status | undefined {
  let text: string
  try {
    text = readFileSync(`${procRoot}/${pid}/status`, 'latin1')
  } catch {
    return undefined // gone
  }
  const uid = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(text)
  const ppid = /^PPid:\s+(\d+)/m.exec(text)
  if (!uid || !ppid) return undefined
  return { uids: [Number(uid[1]), Number(uid[2]), Number(uid[3])], ppid: Number(ppid[1]) }
}

/** This process and every process above it: killing the step's own bash or node would end the step. */
function selfAndAncestors(procRoot: string, selfPid: number): Set<number> {
  const chain = new Set<number>([selfPid])
  let pid = selfPid
  for (let depth = 0; depth < MAX_ANCESTORS; depth++) {
    const parent = statusOf(procRoot, String(pid))?.ppid
    if (parent === undefined || parent <= 0 || chain.has(parent)) break
    chain.add(parent)
    pid = parent
  }
  return chain
}

export interface StepLeftoverOptions {
  /** Where /proc is mounted; a test may point this at a fake tree. */
  procRoot?: string
  /** The step's start in clock ticks since boot; by default this process's own start. */
  stepStartTicks?: number
  /** The process doing the scan; by default this one. */
  selfPid?: number
}

/**
 * Pids that belong to this critics step: a real, effective or saved uid equal to ours, started at or after
 * the step began, neither this process nor one of its ancestors, and an environ that carries the marker or
 * cannot be read. A process can make its environ unreadable even to its own user (prctl(PR_SET_DUMPABLE, 0)):
 * the marker scan never sees such a process, so here being unreadable counts as being marked.
 *
 * A readable environ without the marker is spared on purpose: other programs of the same user started
 * during the step (parallel test workers, the runner's own helpers) are not the critics' and must live.
 * The cost is an open gap: a critic that re-executes itself with an emptied environment (exec makes it
 * dumpable again, so its environ is readable and unmarked) escapes this scan.
 * @internal
 */
export function stepLeftovers(marker: string, opts: StepLeftoverOptions = {}): number[] {
  const procRoot = opts.procRoot ?? '/proc'
  const selfPid = opts.selfPid ?? process.pid
  const uid = process.getuid?.()
  if (uid === undefined || marker === '') return []
  // The critics step is one node process exec'd from the step's bash: its own start is the step's start.
  // If even that cannot be read, every process since boot is a candidate (still only marked or hidden ones).
  const stepStart = opts.stepStartTicks ?? liveStartTicks(procRoot, String(selfPid)) ?? 0
  const spared = selfAndAncestors(procRoot, selfPid)
  const found: number[] = []
  for (const name of pidNames(procRoot)) {
    const pid = Number(name)
    if (spared.has(pid)) continue
    const status = statusOf(procRoot, name)
    if (!status?.uids.includes(uid)) continue
    const started = liveStartTicks(procRoot, name)
    if (started === undefined || started < stepStart) continue
    const environ = readEnviron(procRoot, name)
    if (environ.kind === 'unreadable' || (environ.kind === 'read' && carriesMarker(environ.text, marker))) {
      found.push(pid)
    }
  }
  return found
}

/**
 * SIGKILLs every process of this critics step (see stepLeftovers) until a whole pass finds none. Returns how
 * many were killed. Linux only (it reads /proc); elsewhere it returns 0. Meant for the critics step's own
 * process, not for a long-lived one: "started after the step" is measured from the caller's own start.
 */
export function killStepLeftovers(marker: string, opts: StepLeftoverOptions = {}): number {
  if (process.platform !== 'linux' || marker === '') return 0
  return killUntilNone(() => stepLeftovers(marker, opts))
}
