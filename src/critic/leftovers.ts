// Ends every process a round's critics left behind, including those that left its process group (setsid):
// each critic's environment carries a random marker, and /proc/<pid>/environ shows it for as long as the
// process lives (it is the environment the process was started with; a child inherits it).
import { readdirSync, readFileSync } from 'node:fs'

/** The variable that marks every process of one critics step; its value is random per step. */
export const CRITIC_MARKER_VAR = 'THE_LOOP_CRITIC_SESSION'

/** Passes over /proc before giving up: a process forking while it is scanned is caught by the next pass. */
const MAX_PASSES = 25

function environOf(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1')
  } catch {
    return undefined // gone, or another user's process
  }
}

/** Pids (other than this process) whose start-up environment carries the marker. */
export function markedProcesses(marker: string, procRoot = '/proc'): number[] {
  const needle = `${CRITIC_MARKER_VAR}=${marker}`
  let names: string[]
  try {
    names = readdirSync(procRoot)
  } catch {
    return []
  }
  const found: number[] = []
  for (const name of names) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue
    const environ = environOf(name)
    if (environ?.split('\0').includes(needle)) found.push(Number(name))
  }
  return found
}

/**
 * SIGKILLs every marked process until a whole pass finds none. Returns how many were killed. Only Linux has
 * /proc; elsewhere it returns 0 (the process-group kill after each critic still applies).
 */
export function killMarkedProcesses(marker: string): number {
  if (process.platform !== 'linux' || marker === '') return 0
  let killed = 0
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pids = markedProcesses(marker)
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
