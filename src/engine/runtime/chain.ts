// Runs one hook chain in order: the first result that is neither pass nor skip decides.
import {
  blocked,
  isHookStatus,
  outcomeOf,
  type HookContext,
  type HookMessage,
  type HookResult
} from '../hooks/contract.js'
import type { HookRegistry } from '../hooks/registry.js'
import type { HookSpec } from '../graph/graph.js'
import { describeError } from '../../base/shared/errors.js'

export type ChainStatus = 'pass' | 'block' | 'wait'

export interface ChainVerdict {
  status: ChainStatus
  /** What edges route on: the blocking hook's outcome, else the last explicit `data.outcome`, else `pass`. */
  outcome: string
  results: HookResult[]
  blocking: HookResult | null
  /** "`hook` did not pass:" plus one line per message; '' when the chain passed. */
  rendered: string
  /** Degradation notes from best-effort hooks that passed with `data.error`. */
  warnings: string[]
}

export type ChainContext<S> = Omit<HookContext<S>, 'params' | 'results'>

function isMessage(value: unknown): value is HookMessage {
  return typeof value === 'object' && value !== null && typeof (value as HookMessage).text === 'string'
}

/** A hook that throws or returns something malformed counts as a block, never as a pass. */
async function runOne<S>(
  spec: HookSpec,
  ctx: HookContext<S>,
  registry: HookRegistry<S>
): Promise<HookResult> {
  if (!registry.has(spec.hook)) {
    return blocked(spec.hook, [`the \`${spec.hook}\` hook is not registered in this host`], false)
  }
  try {
    const result = await registry.get(spec.hook).run(ctx)
    if (typeof result !== 'object' || result === null || !isHookStatus(result.status)) {
      return blocked(spec.hook, [`the \`${spec.hook}\` hook returned an invalid result`], false)
    }
    return {
      status: result.status,
      hook: spec.hook,
      messages: Array.isArray(result.messages) ? result.messages.filter(isMessage) : [],
      data: typeof result.data === 'object' && result.data !== null ? result.data : {},
      retriable: result.retriable === true
    }
  } catch (error) {
    return blocked(spec.hook, [`the \`${spec.hook}\` hook failed to run: ${describeError(error)}`], false)
  }
}

function renderBlocking(result: HookResult): string {
  return [`\`${result.hook}\` did not pass:`, ...result.messages.map((m) => `- ${m.text}`)].join('\n')
}

function explicitOutcome(results: HookResult[]): string {
  for (let i = results.length - 1; i >= 0; i--) {
    const outcome = results[i]!.data['outcome']
    if (typeof outcome === 'string' && outcome !== '') return outcome
  }
  return 'pass'
}

export async function runChain<S>(
  specs: HookSpec[],
  ctx: ChainContext<S>,
  registry: HookRegistry<S>
): Promise<ChainVerdict> {
  const results: HookResult[] = []
  let blocking: HookResult | null = null
  for (const spec of specs) {
    const result = await runOne(spec, { ...ctx, params: spec.with, results: [...results] }, registry)
    results.push(result)
    if (result.status === 'block' || result.status === 'wait') {
      blocking = result
      break
    }
  }
  const warnings = results
    .filter((r) => r.status === 'pass' && r.data['error'] !== undefined && r.data['error'] !== null)
    .map((r) => `the \`${r.hook}\` hook degraded: ${String(r.data['error'])}`)
  return {
    status: blocking ? (blocking.status as ChainStatus) : 'pass',
    outcome: blocking ? outcomeOf(blocking) : explicitOutcome(results),
    results,
    blocking,
    rendered: blocking ? renderBlocking(blocking) : '',
    warnings
  }
}
