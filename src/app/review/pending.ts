// Posts a run owed the conversation but could not send: named in the job summary and failing the step, so a
// re-run (or, for the re-asked ones, the next event at their gate) completes them.
import type { MarkerKind } from '../../render/markers.js'
import { describeError } from '../../shared/errors.js'

export interface PendingPost {
  what: string
  /** Its gate asks it again whenever it waits (template, follow-up prompt); anything else needs a re-run. */
  reasked: boolean
}

const NAMES: Record<MarkerKind | '', string> = {
  'brief-request': 'the brief template',
  'brief-confirmation': 'the brief confirmation',
  round: 'the round comments',
  'critic-run': "a critic's result",
  'follow-up-request': 'the follow-up prompt',
  reply: 'a reply',
  budget: 'the round budget note',
  '': 'a reply'
}

export function pendingOf(kinds: Array<MarkerKind | ''>, reasked: boolean): PendingPost[] {
  return [...new Set(kinds)].map((k) => ({ what: NAMES[k], reasked }))
}

/** A required post failed: the run stops, and its step fails with what is still owed. */
export class PendingPostsError extends Error {
  constructor(
    readonly pending: PendingPost[],
    reason: unknown
  ) {
    super(
      `could not post ${pending.map((p) => p.what).join(', ')} (${describeError(reason)}); ` +
        're-run the workflow to post it'
    )
    this.name = 'PendingPostsError'
  }
}

/** The step's failure when posts stayed pending; undefined when everything owed was posted. */
export function pendingFailure(pending: PendingPost[]): string | undefined {
  if (pending.length === 0) return undefined
  const names = pending.map((p) => p.what).join(', ')
  // Still failing when only re-asked posts are pending: the red step is how a reader learns a prompt is
  // missing, and the next run that reaches its gate (a re-run or the next comment) asks it again.
  return `could not post ${names}; re-run the workflow to post it`
}

/** Summary lines: each post still pending, and how it will be completed. */
export function pendingLines(pending: PendingPost[]): string[] {
  return pending.map(
    (p) =>
      `- ⏳ ${p.what}: ${p.reasked ? 'pending, asked again next run' : 'pending, posted by a re-run of this workflow'}`
  )
}
