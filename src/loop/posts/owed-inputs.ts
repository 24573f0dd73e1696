// What a required post is made of: the inputs of the renderer that wrote it, never its body. The state branch
// is writable by anyone with contents: write, so what it records as owed is rendered again by the same
// renderers, which defuse mentions, markers and keywords in whatever the state holds.
import type { Static } from 'typebox'
import type { UnsentPost as Unsent } from '../../conversation/comments/owed-key.js'
import type { OwedField } from './owed-post-schema.js'

/**
 * What a required post is made of; one variant per renderer (src/loop/posts/owed-render.ts), told apart by
 * `what`, each described by its fragment (owed-*-schema.ts).
 */
export type OwedInputs = Static<typeof OwedField>[number]['inputs']

/** One critic's result as its round comment shows it (src/loop/render/round-comment.ts CriticResult). */
export type OwedCriticResult = Extract<OwedInputs, { what: 'critic-comment' }>['result']

/** A required post still in the outbox: what a state write records as owed before it is sent. */
export type UnsentPost = Unsent<OwedInputs>

/**
 * The longest strings an owed post may store (the owed post's fragments, owed-*-schema.ts, say the same): a post
 * beyond them is not recorded, and the run's failure still names it.
 */
export const OWED_LIMITS = {
  name: 64,
  harness: 100,
  model: 200,
  reason: 2000,
  output: 70_000,
  appendix: 70_000,
  why: 200,
  problem: 2000,
  ref: 320,
  heads: 50,
  critics: 100,
  run: 64
} as const
