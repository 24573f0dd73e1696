// A required post that could not be sent: which posts of the run's outbox stayed unsent, and why.
import type { MarkerKind } from '../../base/marker/markers.js'

/** Raised by the outbox when a post the conversation requires fails; the ones queued after it are dropped. */
export class PostsNotSentError extends Error {
  constructor(
    /** Marker kinds of the failed post and of those dropped after it ('' for a post without a marker). */
    readonly kinds: Array<MarkerKind | ''>,
    readonly reason: unknown
  ) {
    super(`could not post ${kinds.join(', ')}: ${reason instanceof Error ? reason.message : String(reason)}`)
    this.name = 'PostsNotSentError'
  }
}
