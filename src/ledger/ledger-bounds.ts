// The bounds an item file must keep to be read at all. The state branch is writable by anyone with contents:
// write: a round count past what markers carry, a budget spent backwards or a node the review loop does not
// have is not bookkeeping this action wrote, so the file is set aside and the review rebuilt from the thread.
import type { GraphState } from '../state/document.js'

/** The largest round (and paid run count) a state may hold: markers carry at most six digits. */
export const MAX_ROUND = 999_999

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

/** A count out of bounds, when `value` is a number at all (other shapes are the readers' to default). */
function countProblem(name: string, value: unknown): string | undefined {
  if (typeof value !== 'number') return undefined
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_ROUND)
    return `${name} ${value} is not a whole number from 0 to ${MAX_ROUND}`
  return undefined
}

/** Why `state` cannot be the review's bookkeeping, or undefined when it keeps every bound. */
export function ledgerProblem(state: GraphState, nodes: readonly string[]): string | undefined {
  const known = (node: string) => node === '' || nodes.includes(node)
  if (!known(state.currentNode))
    return `the state's node ${JSON.stringify(state.currentNode.slice(0, 80))} is not a node of the review loop`
  const stray = [...Object.keys(state.nodes), ...Object.keys(state.decisions)].find((n) => !known(n))
  if (stray !== undefined)
    return `the state records node ${JSON.stringify(stray.slice(0, 80))}, which the review loop does not have`
  const review = state.host['review']
  const paid = field(review, 'paid')
  const paidFrom = field(review, 'paidFrom')
  const problem =
    countProblem('round', field(review, 'round')) ??
    countProblem('paid', paid) ??
    countProblem('paidFrom', paidFrom) ??
    countProblem("the claim's round", field(field(review, 'claim'), 'round'))
  if (problem) return problem
  // paid may pass max-rounds legitimately (a re-arming, a lowered input); it never falls below its start.
  if (typeof paid === 'number' && typeof paidFrom === 'number' && paidFrom > paid)
    return `paidFrom ${paidFrom} is past paid ${paid}`
  return undefined
}
