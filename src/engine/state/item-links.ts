// A pull request's pointers to the work-item reviews whose brief names it. The work item's run writes one when
// it freezes such a brief (link-pointer.ts), so an event on the pull request finds those reviews in the one
// read of its own item file it makes anyway. The cache branch is writable by others: a pointer only ever leads
// a run to read the review it names, which decides for itself whether it still names this pull request.

/** One work item whose review reads this pull request's conversation. */
export interface LinkedReview {
  number: number
  /** The work item is itself a pull request (its conversation has reviews and line comments). */
  pullRequest: boolean
}

/** Pointers kept per pull request; past it the oldest give way (a review reads its linked PRs itself anyway). */
/** @internal */
export const MAX_LINKED_REVIEWS = 20

/** The pointers a file holds: anything malformed is dropped, duplicates collapse, at most the newest 20. */
export function readLinkedReviews(value: unknown): LinkedReview[] {
  if (!Array.isArray(value)) return []
  const links: LinkedReview[] = []
  for (const v of value) {
    if (typeof v !== 'object' || v === null) continue
    const { number, pullRequest } = v as Record<string, unknown>
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) continue
    if (typeof pullRequest !== 'boolean' || links.some((l) => l.number === number)) continue
    links.push({ number, pullRequest })
  }
  return links.slice(-MAX_LINKED_REVIEWS)
}

/** `links` with `link` added last, or undefined when it is already there (nothing to write). */
export function withLinkedReview(
  links: readonly LinkedReview[],
  link: LinkedReview
): LinkedReview[] | undefined {
  if (links.some((l) => l.number === link.number)) return undefined
  return [...links, link].slice(-MAX_LINKED_REVIEWS)
}
