// Reads and writes the state document: refuses what it cannot fully understand, writes deterministically.
import { UserError } from '../../base/shared/errors.js'
// src/engine/state/document.schema.json, compiled ahead of time by scripts/gen-graphs.mjs.
import { validateState } from '../graph/validators.generated.js'
import {
  freshState,
  normalizeTimestamp,
  STATE_VERSION,
  type GraphState,
  type NodeRecord
} from './document.js'

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkVersion(doc: Json, where: string): void {
  const version = doc['version']
  if (version === undefined) throw new UserError('state document has no version; refusing to read it', where)
  if (version === STATE_VERSION) return
  if (typeof version === 'number' && version > STATE_VERSION) {
    throw new UserError(
      `state document version ${version} is newer than this host reads (${STATE_VERSION})`,
      where
    )
  }
  throw new UserError(
    `state document version ${JSON.stringify(version)} is unknown (this host reads ${STATE_VERSION})`,
    where
  )
}

function mapValues<T>(value: unknown, fn: (entry: Json) => T): Record<string, T> {
  const out: Record<string, T> = {}
  if (!isObject(value)) return out
  for (const [key, entry] of Object.entries(value)) out[key] = fn(isObject(entry) ? entry : {})
  return out
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const time = (v: unknown): string => normalizeTimestamp(str(v))

function toNodeRecord(raw: Json): NodeRecord {
  return {
    attempts: typeof raw['attempts'] === 'number' ? raw['attempts'] : 0,
    outcome: str(raw['outcome']),
    enteredAt: time(raw['enteredAt']),
    exitedAt: time(raw['exitedAt']),
    lastBlock: str(raw['lastBlock']),
    forced: raw['forced'] === true
  }
}

function toState(doc: Json): GraphState {
  const state = freshState(str(doc['workItem']))
  state.currentNode = str(doc['currentNode'])
  state.nodes = mapValues(doc['nodes'], toNodeRecord)
  state.decisions = mapValues(doc['decisions'], (d) => ({ ...d, at: time(d['at']) }))
  state.forced = (Array.isArray(doc['forced']) ? (doc['forced'] as Json[]) : []).map((f) => ({
    from: str(f['from']),
    to: str(f['to']),
    reason: str(f['reason']),
    actor: str(f['actor']),
    at: time(f['at']),
    warnings: Array.isArray(f['warnings']) ? (f['warnings'] as string[]) : []
  }))
  const parked = doc['parked']
  if (isObject(parked))
    state.parked = { node: str(parked['node']), reason: str(parked['reason']), since: time(parked['since']) }
  const session = doc['session']
  if (isObject(session))
    state.session = {
      id: str(session['id']),
      runner: str(session['runner']),
      alive: session['alive'] === true
    }
  state.completions = mapValues(doc['completions'], (c) => ({ at: time(c['at']), by: str(c['by']) }))
  state.skips = mapValues(doc['skips'], (s) => ({
    via: str(s['via']),
    token: str(s['token']),
    by: str(s['by']),
    reason: str(s['reason']),
    at: time(s['at'])
  }))
  state.optIns = mapValues(doc['optIns'], (o) => ({
    via: str(o['via']),
    by: str(o['by']),
    at: time(o['at'])
  }))
  state.surface = str(doc['surface'])
  state.loop = str(doc['loop'])
  state.host = isObject(doc['host']) ? doc['host'] : {}
  return state
}

/**
 * Decodes a state document. Corrupt JSON, a non-object, a missing/unknown/newer version or a
 * field of the wrong type is a UserError naming `where`; nothing is half-read. Unknown keys are
 * dropped, missing fields take their defaults, timestamps come back in the `Z` form.
 */
export function decodeState(text: string, where: string): GraphState {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (error) {
    throw new UserError(`corrupt state JSON: ${(error as Error).message}`, where)
  }
  if (!isObject(doc)) throw new UserError('state document is not a JSON object', where)
  checkVersion(doc, where)
  if (!validateState(doc)) {
    const faults = (validateState.errors ?? []).map(
      (e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`
    )
    throw new UserError(`invalid state document:\n- ${[...new Set(faults)].join('\n- ')}`, where)
  }
  return toState(doc)
}

/** Encodes a state deterministically: fixed key order, 2-space indent, trailing newline. */
export function encodeState(state: GraphState): string {
  const ordered = {
    version: state.version,
    workItem: state.workItem,
    currentNode: state.currentNode,
    nodes: mapValues(state.nodes, (n) => toNodeRecord(n)),
    decisions: state.decisions,
    forced: state.forced.map((f) => ({
      from: f.from,
      to: f.to,
      reason: f.reason,
      actor: f.actor,
      at: f.at,
      warnings: f.warnings
    })),
    parked: state.parked && {
      node: state.parked.node,
      reason: state.parked.reason,
      since: state.parked.since
    },
    session: state.session && {
      id: state.session.id,
      runner: state.session.runner,
      alive: state.session.alive
    },
    completions: mapValues(state.completions, (c) => ({ at: c['at'], by: c['by'] })),
    skips: mapValues(state.skips, (s) => ({
      via: s['via'],
      token: s['token'],
      by: s['by'],
      reason: s['reason'],
      at: s['at']
    })),
    optIns: mapValues(state.optIns, (o) => ({ via: o['via'], by: o['by'], at: o['at'] })),
    surface: state.surface,
    loop: state.loop,
    host: state.host
  }
  return `${JSON.stringify(ordered, null, 2)}\n`
}
