// The one retry policy of the GitHub port, by cause:
// - 5xx and primary rate limits: the retry plugin sends again with backoff (3 retries; 1 s base in production).
//   Comment posts are the exception: a 5xx may come after GitHub applied the post, so post-once.ts reads the
//   thread for it before sending it again.
// - Secondary rate limits (403/429 with `retry-after`): GitHub did not process the request, so it is sent again
//   after the wait — by the throttling plugin when it is on, by `retryAfterHook` below when it is off.
// - 406 (a diff too large for the diff media type): never resent; the caller reads the files list instead.
// - 409 (a contents write refused): never resent blindly; the store tells "stale" (read again, decide again)
//   from "branch moved" (send the same write again) by GitHub's message.
// - 422 (validation, a ref not fast-forward, a file created first): never resent; the caller decides. A review
//   GitHub refuses (a comment off its diff, or a draft of ours in the way) is the one 422 answered with more
//   requests: drafts that look for the refused comments, within a budget (app/review/review-refusals.ts).
// - Reviews and drafts are sent once by the plugin (retries: 0): a review lost to a 5xx is looked for before it
//   is sent again (post-once.ts); a draft lost that way blocks the next review with a 422 that names it, and is
//   deleted then. Deleting a draft already gone (404) is no error.
// - 400, 401, 403 without `retry-after`, 404, 410, 451: the same request gets the same answer.

/**
 * Statuses the retry plugin must not resend. Setting the option replaces the plugin's own defaults (400, 401,
 * 403, 404, 410, 422, 451), hence the whole list, with 406 and 409 added for the causes above.
 */
export const DO_NOT_RETRY: readonly number[] = [400, 401, 403, 404, 406, 409, 410, 422, 451]

/** Retries of a 5xx or a rate-limited request before the call fails (each waits longer). */
export const RETRIES = 3

function retryAfterSeconds(error: unknown): number | undefined {
  const e = error as { status?: number; response?: { headers?: Record<string, string | undefined> } }
  if (e.status !== 403 && e.status !== 429) return undefined
  const after = Number(e.response?.headers?.['retry-after'])
  return Number.isFinite(after) && after >= 0 ? after : undefined
}

/** A request hook: waits `retry-after` × `baseMs` and sends again, at most `tries` times per request. */
export function retryAfterHook(opts: { baseMs: number; tries: number; warn: (message: string) => void }) {
  return async <O, R>(request: (options: O) => R | Promise<R>, options: O): Promise<R> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await request(options)
      } catch (error) {
        const after = retryAfterSeconds(error)
        if (after === undefined || attempt > opts.tries) throw error
        const o = options as { method?: string; url?: string }
        opts.warn(`GitHub secondary rate limit on ${o.method} ${o.url}; retrying after ${after}s`)
        await new Promise((resolve) => setTimeout(resolve, after * opts.baseMs))
      }
    }
  }
}
