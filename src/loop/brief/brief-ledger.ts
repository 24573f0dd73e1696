// Where the critics stand on the frozen brief's items, kept in the state round by round: for each critic, the
// latest status it reported per item id (Q1, A1, V1). A critic that says nothing of an item in a round keeps what
// it said before. The ledger's schema bounds it when it is read (brief-ledger-schema.ts).
import { isMarkerName } from '../../base/marker/markers.js'
import type { LedgerEntry, LedgerStatus } from '../../base/findings/finding.js'
import type { Static } from 'typebox'
import type { BriefSchema } from './brief-ledger-schema.js'

/** By critic name, by item id: the latest status that critic reported. */
export type BriefStandings = Static<typeof BriefSchema>

/** What one critic's answer said of the brief this round (its findings block's valid `ledger` entries). */
export interface CriticBriefReport {
  critic: string
  entries: readonly LedgerEntry[]
}

/** Bounds the state as the tally does: a harness config lists a handful of critics. */
const MAX_CRITICS = 30

/**
 * The standings after one round: each report's entries for ids of the brief recorded over the critic's earlier
 * ones. An id the brief does not have is not recorded (the round comment lists it as ignored).
 */
export function recordBriefReports(
  stored: BriefStandings | undefined,
  reports: readonly CriticBriefReport[],
  ids: readonly string[]
): BriefStandings | undefined {
  const known = new Set(ids)
  const out: BriefStandings = structuredClone(stored ?? {})
  for (const { critic, entries } of reports) {
    const valid = entries.filter((e) => known.has(e.id))
    if (valid.length === 0 || !isMarkerName(critic)) continue
    if (!(critic in out) && Object.keys(out).length >= MAX_CRITICS) continue
    const mine = (out[critic] ??= {})
    for (const e of valid) mine[e.id] = e.status
  }
  return Object.keys(out).length > 0 ? out : stored
}

/** Where one item stands across the critics: the best status any reported, and who reported it. */
export interface ItemStanding {
  id: string
  /** `open` when no critic reported on the item. */
  status: LedgerStatus
  /** The critics that reported `status`, in name order (none when no critic reported on the item). */
  by: string[]
}

/** Statuses from most to least settled: an item one critic answered is answered, whatever the others said. */
const PRECEDENCE: readonly LedgerStatus[] = ['answered', 'partly', 'cannot-check', 'open']

/** Each item of the brief, in the brief's order, as the critics' latest reports leave it. */
export function briefStanding(ids: readonly string[], standings: BriefStandings | undefined): ItemStanding[] {
  const critics = Object.keys(standings ?? {}).sort()
  return ids.map((id) => {
    const said = critics.flatMap((c) => {
      const status = standings?.[c]?.[id]
      return status ? [{ critic: c, status }] : []
    })
    const status = PRECEDENCE.find((p) => said.some((s) => s.status === p)) ?? 'open'
    return { id, status, by: said.filter((s) => s.status === status).map((s) => s.critic) }
  })
}

/** The items no critic has answered yet (partly, open, cannot-check, or never reported on). */
export function itemsStillOpen(standing: readonly ItemStanding[]): ItemStanding[] {
  return standing.filter((s) => s.status !== 'answered')
}
