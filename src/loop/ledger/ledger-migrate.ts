// Every shape of `host.review` earlier versions wrote, brought to the current one before it is validated. Each
// step names the version that wrote it; fixtures of each live in __tests__/fixtures/ledger/. What an old shape
// held that the current one cannot carry is said in a note, never guessed: the thread is the authority.
import { postName } from '../posts/pending.js'
import { LEDGER_VERSION } from './ledger.js'
import type { MarkerKind } from '../../base/marker/markers.js'

/** What a migration gives the validator, and what it could not carry over. */
export interface Migrated {
  value: unknown
  notes: string[]
}

/** An entry of the thread, as far as the first shape's id watermarks need one. */
export interface ConversationEntryFacts {
  key: string
  kind: string
  id: number
  visibleAt: string
}

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields every version-1 shape shares, copied as they are (the schema judges them). */
const SHARED = ['round', 'roundDone', 'start', 'consumed', 'pending', 'claim', 'own', 'tally', 'heads']

/**
 * Owed posts before they stored their inputs (the owed-posts change to the closing summary) held rendered
 * bodies. A body from the state is never posted as it is, so they are dropped, each named.
 */
function migrateOwed(owed: unknown, notes: string[]): unknown {
  if (!Array.isArray(owed)) return []
  const bodies = owed.filter((p) => isRecord(p) && typeof p['text'] === 'string')
  if (bodies.length === 0) return owed
  const names = [...new Set(bodies.map((p) => postName(((p as Raw)['kind'] ?? '') as MarkerKind | '')))]
  notes.push(
    `the state owed ${bodies.length} post(s) an earlier version recorded as text (${names.join(', ')}); ` +
      'a text from the state branch is never posted as it is, so they were not sent: a gate asks its prompt ' +
      'again, and the review action (review/action.yml) posts a round again'
  )
  return owed.filter((p) => !bodies.includes(p))
}

/**
 * The first shape (written before item files, in `state.json`): comment-id watermarks instead of entry keys.
 * `consumedUpTo` becomes the issue comments up to it, `reviewFrom` the review's start, both read off the thread.
 */
function fromWatermarks(raw: Raw, thread: readonly ConversationEntryFacts[], out: Raw): void {
  const upTo = raw['consumedUpTo']
  if (typeof upTo === 'number')
    out['consumed'] = thread.filter((e) => e.kind === 'issue-comment' && e.id <= upTo).map((e) => e.key)
  const from = thread.find((e) => e.kind === 'issue-comment' && e.id === raw['reviewFrom'])
  if (from) out['start'] = { key: from.key, at: from.visibleAt }
}

/** `raw` in the current shape when it is one an earlier version wrote; anything else is left to the schema. */
export function migrateLedger(raw: unknown, thread: readonly ConversationEntryFacts[]): Migrated {
  if (!isRecord(raw) || 'version' in raw) return { value: raw, notes: [] }
  const notes: string[] = []
  const out: Raw = { version: LEDGER_VERSION, consumed: [], pending: [] }
  for (const field of SHARED) if (field in raw) out[field] = raw[field]
  out['round'] ??= 0
  out['roundDone'] ??= false
  if ('paid' in raw) {
    out['paid'] = raw['paid']
    out['paidFrom'] = raw['paidFrom'] ?? 0
  } else {
    // Before paid runs were counted (`budgetFrom`, the round at the last arming): each started round was paid
    // once, and the budget began at the arming, so an upgrade neither resets nor refunds it.
    out['paid'] = out['round']
    out['paidFrom'] = raw['budgetFrom'] ?? 0
  }
  if ('consumedUpTo' in raw || 'reviewFrom' in raw) fromWatermarks(raw, thread, out)
  out['owed'] = migrateOwed(raw['owed'], notes)
  return { value: out, notes }
}
