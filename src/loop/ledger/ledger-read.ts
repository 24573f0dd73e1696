// Reading the ledger of an item file: migrated from the shape an earlier version wrote, validated by its JSON
// Schema (ledger-schema.ts, compiled ahead of time), then the bounds a schema cannot say. The state branch is
// writable by anyone with contents: write: a value this action could not have written is refused whole, and
// the caller rebuilds the review from the conversation. One rule, for every field.
import type { GraphState } from '../../engine/state/document.js'
import { validateLedger } from './ledger-validator.generated.js'
import { ledgerAsRead, ledgerProblem, withLedger, type Ledger } from './ledger.js'
import { migrateLedger, type ConversationEntryFacts } from './ledger-migrate.js'

/** The largest round (and paid run count) a state may hold: markers carry at most six digits. */
/** @internal */
export const MAX_ROUND = 999_999

export type LedgerRead = { state: GraphState; notes: string[] } | { problem: string }

/** A JSON pointer into host.review as a reader writes it: `host.review.heads[0].pulls["github:o/r#1"]`. */
function pathOf(pointer: string): string {
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/')
  return tokens
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, t) => {
      if (/^\d+$/.test(t)) return `${path}[${t}]`
      return /^[A-Za-z_$][\w$]*$/.test(t) ? `${path}.${t}` : `${path}[${JSON.stringify(t)}]`
    }, 'host.review')
}

/** The first thing the schema refused, in words that name the field. */
function schemaProblem(): string {
  // A key refused by propertyNames comes as its inner error first, then the one that names the key.
  const errors = validateLedger.errors ?? []
  const error = errors.find((e) => e.keyword === 'propertyNames') ?? errors[0]
  if (!error) return 'its review ledger does not match its schema'
  const where = error.instancePath === '' ? 'its review ledger' : pathOf(error.instancePath)
  const params = error.params as Record<string, unknown>
  if (typeof params['additionalProperty'] === 'string')
    return `${where === 'its review ledger' ? 'host.review' : where} has the field ${JSON.stringify(params['additionalProperty'])}, which this version does not write`
  if (error.keyword === 'propertyNames')
    return `${where} has a key that does not have the form this action writes`
  if (error.keyword === 'not') return `${where} is a field a later version writes`
  if (error.keyword === 'pattern') return `${where} does not have the form this action writes`
  // Words, not `<=`: the reason is shown in the job summary, which escapes HTML.
  if (error.keyword === 'maximum' || error.keyword === 'maxItems' || error.keyword === 'maxProperties')
    return `${where} must be at most ${String(params['limit'])}${error.keyword === 'maximum' ? '' : ' long'}`
  if (error.keyword === 'minimum') return `${where} must be at least ${String(params['limit'])}`
  const allowed = 'allowedValue' in params ? ` ${JSON.stringify(params['allowedValue'])}` : ''
  return `${where} ${error.message ?? 'is not valid'}${allowed}`
}

function nodeProblem(state: GraphState, nodes: readonly string[]): string | undefined {
  const known = (node: string) => node === '' || nodes.includes(node)
  if (!known(state.currentNode))
    return `the state's node ${JSON.stringify(state.currentNode.slice(0, 80))} is not a node of the review loop`
  const stray = [...Object.keys(state.nodes), ...Object.keys(state.decisions)].find((n) => !known(n))
  if (stray !== undefined)
    return `the state records node ${JSON.stringify(stray.slice(0, 80))}, which the review loop does not have`
  return undefined
}

/**
 * The state with its ledger read: migrated, checked and written back in the current shape (a claim that
 * stands too long is clamped to the longest one a plan can write), or why it cannot be the review's.
 */
export function readItemState(
  state: GraphState,
  nodes: readonly string[],
  conversation: readonly ConversationEntryFacts[]
): LedgerRead {
  const problem = nodeProblem(state, nodes)
  if (problem) return { problem }
  const raw = state.host['review']
  // No ledger yet (a review before its first write of one): ledgerOf reads it as the empty one.
  if (raw === undefined) return { state, notes: [] }
  const { value, notes } = migrateLedger(raw, conversation)
  if (!validateLedger(value)) return { problem: schemaProblem() }
  const { version: _version, ...ledger } = value as Ledger & { version: number }
  void _version
  const problemOfParts = ledgerProblem(ledger)
  if (problemOfParts !== undefined) return { problem: problemOfParts }
  return { state: withLedger(state, ledgerAsRead(ledger)), notes }
}
