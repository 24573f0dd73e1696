// What a hook learned in a walk (the entries a gate answered, a brief restated, the item's labels after a label
// change) travels in its hook result, under one key: the hooks after it in the same walk read it from the results before theirs (the runtime hands them
// on), and the run keeps it in the working state after the walk (run/run.ts). Hooks never write the state.
import type { HookContext, HookResult } from '../engine/hooks/contract.js'
import type { EntryKey } from '../conversation/comments/entries.js'
import type { FrozenBrief } from '../conversation/comments/gate-readers.js'

export interface GateLearned {
  /** Entries a gate answered (the brief, the replies a "done" answered). */
  consumed: EntryKey[]
  /** A brief an authorized reply restated at the follow-up gate: it replaces the frozen one. */
  restated?: FrozenBrief
  /** The item's labels once a hook's label changes are made (they are deferred effects, run after the write). */
  labels?: readonly string[]
}

const KEY = 'learned'

/** A gate result's `data` with what the gate learned; unchanged when it learned nothing. */
export function withLearned(data: Record<string, unknown>, learned: GateLearned): Record<string, unknown> {
  if (learned.consumed.length === 0 && !learned.restated && !learned.labels) return data
  return { ...data, [KEY]: learned }
}

/** What one result says its gate learned, if anything: written by `withLearned` alone. */
function learnedIn(result: HookResult): GateLearned | undefined {
  const value = result.data[KEY]
  if (typeof value !== 'object' || value === null) return undefined
  const { consumed, restated, labels } = value as Partial<GateLearned>
  return {
    consumed: Array.isArray(consumed) ? consumed : [],
    ...(restated ? { restated } : {}),
    ...(Array.isArray(labels) ? { labels } : {})
  }
}

/** What the hooks of `results` learned, in their order: every entry answered, the newest brief and labels. */
export function learnedFrom(results: readonly HookResult[]): GateLearned {
  const all: GateLearned = { consumed: [] }
  for (const result of results) {
    const learned = learnedIn(result)
    if (!learned) continue
    all.consumed.push(...learned.consumed)
    if (learned.restated) all.restated = learned.restated
    if (learned.labels) all.labels = learned.labels
  }
  return all
}

/** What the hooks before this one in its walk learned: the earlier chains', then this chain's earlier hooks'. */
export function learnedBefore(ctx: Pick<HookContext<unknown>, 'earlier' | 'results'>): GateLearned {
  return learnedFrom([...ctx.earlier, ...ctx.results])
}
