// Posts a run owed the conversation but could not send: named in the job summary and failing the step. Each
// is completed in one of three ways: its gate asks it again (template, follow-up prompt), the next run on the
// item posts it first because the state records it as owed (owed.ts), or a re-run of the workflow posts it.
import type { MarkerKind } from '../../base/marker/markers.js'
import { describeError } from '../../base/shared/errors.js'

export type PendingHow = 'reasked' | 'owed' | 'rerun'

export interface PendingPost {
  what: string
  how: PendingHow
}

const NAMES: Record<MarkerKind | '', string> = {
  'brief-request': 'the brief template',
  'brief-confirmation': 'the brief confirmation',
  round: 'the round comments',
  'critic-run': "a critic's result",
  'follow-up-request': 'the follow-up prompt',
  reply: 'a reply',
  budget: 'the round budget note',
  finding: 'a finding on the diff',
  summary: 'the closing summary',
  'findings-review': "a critic's findings on another pull request",
  'not-a-brief': 'the answer to a comment that is not a brief',
  'thread-answer': "the critics' answers in a line-comment thread",
  'thread-resolved': 'the "no longer found" reply in a finding\'s thread',
  'thread-decision': "the confirmation of a decision in a finding's thread",
  '': 'a reply'
}

/** What a post of marker kind `kind` is called in summaries and errors. */
export function postName(kind: MarkerKind | ''): string {
  return NAMES[kind]
}

export function pendingOf(kinds: Array<MarkerKind | ''>, how: PendingHow): PendingPost[] {
  return [...new Set(kinds)].map((k) => ({ what: NAMES[k], how }))
}

const COMPLETION: Record<PendingHow, string> = {
  reasked: 'pending, asked again next run',
  owed: "pending, recorded in the item's state: the next run on this item (or a re-run) posts it first",
  rerun: 'pending, posted by a re-run of this workflow'
}

function remedy(pending: PendingPost[]): string {
  return pending.every((p) => p.how === 'owed')
    ? 'the next run on this item posts it first (or re-run the workflow)'
    : 're-run the workflow to post it'
}

/** A required post failed: the run stops, and its step fails with what is still owed. */
export class PendingPostsError extends Error {
  constructor(
    readonly pending: PendingPost[],
    reason: unknown
  ) {
    super(
      `could not post ${pending.map((p) => p.what).join(', ')} (${describeError(reason)}); ${remedy(pending)}`
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
  return `could not post ${names}; ${remedy(pending)}`
}

/** Summary lines: each post still pending, and how it will be completed. */
export function pendingLines(pending: PendingPost[]): string[] {
  return pending.map((p) => `- ⏳ ${p.what}: ${COMPLETION[p.how]}`)
}
