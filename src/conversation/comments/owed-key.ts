// The key a required post is found by on the conversation (the kind, round, critic and part its marker names),
// and a post still in the outbox with the inputs it was rendered from: what the conversation's outbox hands to
// the state write, whatever those inputs are made of.
import { findMarkers, type MarkerKind, type MarkerMeta } from '../../base/marker/markers.js'

/** The marker a required post carries, what its fulfilment is recognised by: kind, round, critic, part. */
export interface OwedKey {
  kind: MarkerKind
  round?: number
  critic?: string
  /** 1 for a post in one part. */
  part: number
}

/**
 * A required post still in the outbox: what a state write records as owed before it is sent. Its inputs are the
 * loop's (loop/posts/owed-inputs.ts): the conversation keeps them as they are given.
 */
export interface UnsentPost<I> extends OwedKey {
  inputs: I
}

/** The key of a marker: a marker without a part is part 1. */
export function keyOfMarker(meta: MarkerMeta): OwedKey {
  return {
    kind: meta.kind,
    ...(meta.round !== undefined ? { round: meta.round } : {}),
    ...(meta.critic !== undefined ? { critic: meta.critic } : {}),
    part: meta.part?.index ?? 1
  }
}

/** The key of a rendered body: its last marker's, the one every renderer writes after what it quotes. */
export function owedKeyOf(body: string): OwedKey | undefined {
  const last = findMarkers(body).at(-1)
  return last ? keyOfMarker(last.meta) : undefined
}

export function sameOwedKey(a: OwedKey, b: OwedKey): boolean {
  return a.kind === b.kind && a.round === b.round && a.critic === b.critic && a.part === b.part
}
