// The graph state document (version 1): types, a fresh state, and a strict, deterministic codec.

export const STATE_VERSION = 1

export interface NodeRecord {
  attempts: number
  outcome: string
  enteredAt: string
  exitedAt: string
  lastBlock: string
  forced: boolean
}

interface Parked {
  node: string
  reason: string
  since: string
}

interface SessionBinding {
  id: string
  runner: string
  alive: boolean
}

interface ForcedRecord {
  from: string
  to: string
  reason: string
  actor: string
  at: string
  warnings: string[]
}

export interface GraphState {
  version: 1
  workItem: string
  currentNode: string
  nodes: Record<string, NodeRecord>
  decisions: Record<string, Record<string, unknown>>
  forced: ForcedRecord[]
  parked: Parked | null
  session: SessionBinding | null
  completions: Record<string, { at: string; by: string }>
  skips: Record<string, { via: string; token: string; by: string; reason: string; at: string }>
  optIns: Record<string, { via: string; by: string; at: string }>
  surface: string
  loop: string
  /** Action-specific data (review rounds, posted comment ids), kept verbatim by the codec. */
  host: Record<string, unknown>
}

export function freshState(workItem = ''): GraphState {
  return {
    version: 1,
    workItem,
    currentNode: '',
    nodes: {},
    decisions: {},
    forced: [],
    parked: null,
    session: null,
    completions: {},
    skips: {},
    optIns: {},
    surface: '',
    loop: '',
    host: {}
  }
}

/** ISO-8601 UTC with no fraction, the one form this project writes. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Reads either upstream form (`+00:00` offset or `Z`) and returns the `Z` form; '' stays ''. */
export function normalizeTimestamp(value: string): string {
  if (value === '') return ''
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : formatTimestamp(new Date(time))
}
