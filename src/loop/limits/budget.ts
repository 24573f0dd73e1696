// The round budget of a review: every claim that runs critics is a paid run and counts against max-rounds,
// whatever made it (a new round, a follow-up, review/action.yml re-running a round, a take-over of a dead run).
import { isRoundAllowed } from '../../conversation/comments/gate.js'
import type { Limit } from '../feature/limit.js'

/** What the round budget reads of the ledger: the paid runs, and where the budget began. */
type Budget = { paid: number; paidFrom: number }

/** The round budget's refusal: max-rounds and its value, and the line the log says. */
export interface RoundsRefusal {
  limit: 'max-rounds'
  max: number
  reason: string
}

/** Paid runs since the review was last armed. */
function spentSinceArming(host: Budget): number {
  return host.paid - host.paidFrom
}

/**
 * Why no critic may run now, or undefined while the budget lasts.
 * @internal
 */
export function budgetRefusal(host: Budget, maxRounds: number): string | undefined {
  const spent = spentSinceArming(host)
  if (isRoundAllowed(spent, maxRounds)) return undefined
  const runs =
    spent >= 0 ? `${spent} paid critic run${spent === 1 ? '' : 's'}` : 'an unreadable count of runs'
  return (
    `round budget reached: ${runs} since the review was armed, max-rounds ${maxRounds} ` +
    '(follow-ups and re-runs of a round count); re-arm the review for a fresh budget'
  )
}

/** The round budget as a claim-time limit: the ledger alone decides it, before anything is read for the round. */
export function roundBudget(maxRounds: number): Limit<RoundsRefusal, Budget, unknown> {
  return {
    name: 'rounds',
    gates: ['ledger'],
    check(ledger) {
      const reason = budgetRefusal(ledger, maxRounds)
      return reason === undefined ? undefined : { limit: 'max-rounds', max: maxRounds, reason }
    }
  }
}

/** The bookkeeping of a claim that will run critics: one more paid run. */
export function withPaidRun<T extends Budget>(host: T): T {
  return { ...host, paid: host.paid + 1 }
}

/**
 * Arming a live review grants a fresh budget: runs paid so far no longer count, nor does the money spent so far
 * (max-cost-usd, max-tokens); the tally still shows it in the closing summary.
 */
export function withFreshBudget<T extends Budget & { spend?: unknown }>(host: T): T {
  const { spend: _spent, ...rest } = host
  void _spent
  return { ...rest, paidFrom: host.paid } as T
}
