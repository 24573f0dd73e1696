// Posting a comment at most once: a post whose answer was lost (a 5xx or a reset after GitHub applied it) is
// looked for on the conversation before it is sent again, so a retry never turns into a duplicate.
import { statusOf } from './api-calls.js'

export interface PostOnceInput<T> {
  body: string
  /**
   * The highest comment id the caller already knows of on the conversation: GitHub's ids only grow, so a comment
   * above it with the same body is this post. Without it nothing is looked for and the post is sent again.
   */
  after: number | undefined
  /** One attempt, without the client's own retries. */
  send: () => Promise<T>
  list: () => Promise<T[]>
  tries: number
  wait: (attempt: number) => Promise<void>
}

/** Errors where GitHub may have applied the post before the answer failed: a 5xx, or no answer at all. */
function mayHaveLanded(error: unknown): boolean {
  const status = statusOf(error)
  return status === undefined || status >= 500
}

export async function postOnce<T extends { id: number; body: string }>(input: PostOnceInput<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await input.send()
    } catch (error) {
      if (!mayHaveLanded(error) || attempt > input.tries) throw error
      await input.wait(attempt)
      const after = input.after
      if (after === undefined) continue
      const landed = (await input.list()).find((c) => c.id > after && c.body === input.body)
      if (landed) return landed
    }
  }
}
