// GitHub's secondary rate limit (403 or 429 with `retry-after`) refuses a request without processing it, so it
// is always safe to send again after the wait. The throttling plugin does that when it is on; this does it when
// throttling is off (tests, the demo), so that no mode gives up on the first such answer.

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
