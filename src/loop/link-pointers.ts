// When this run freezes a brief naming pull requests of the work item's repository (arming, or a restatement),
// each one newly named gets a pointer to this work item in its item file: after the state write, best effort,
// once. An event on that pull request then finds this review in the one read of its own file.
import type { ReviewSession } from './session.js'
import type { MainRunReport } from './run-report.js'
import { reviewLinksOf } from './linked-reviews.js'

/** The pull requests the state's review links already: pointed when that brief was frozen. */
export function pointedAlready(session: ReviewSession): Set<number> {
  return new Set(reviewLinksOf(session.state(), session.item)?.followed ?? [])
}

/** Queues a pointer write for each pull request the working brief follows that `pointed` does not hold yet. */
export function queueLinkPointers(session: ReviewSession, report: MainRunReport, pointed: Set<number>): void {
  const links = reviewLinksOf(session.state(), session.item)
  if (!links) return
  const fresh = links.followed.filter((n) => !pointed.has(n))
  if (fresh.length === 0) return
  for (const n of fresh) {
    pointed.add(n)
    session.services.deferred.push({
      what: `point pull request #${n} to this review`,
      run: async () => {
        await session.pointLinkedPull(n)
      }
    })
  }
  const list = fresh.map((n) => `#${n}`).join(', ')
  report.notes.push(`replies on ${list} reach this review: each pull request's item file points to it`)
  for (const ref of links.elsewhere)
    report.notes.push(`${ref} is not followed, unread: it is outside this repository`)
  if (links.beyond.length > 0)
    report.notes.push(
      `${links.beyond.map((n) => `#${n}`).join(', ')}: past the first ${links.followed.length} pull requests, replies there do not reach this review`
    )
}
