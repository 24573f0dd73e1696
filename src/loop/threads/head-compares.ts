// What changed on the own pull request since a head an earlier round reviewed, for the threads found on that head:
// the prompt's own compare when it is that one (no second request), else one compare per head, read once for the
// round. A compare that failed or is not `ahead` (a force-push: diverged, behind, gone) gives nothing, and a thread
// on that head is then judged by nothing: neither resolved nor said to hold a problem.
import type { ReviewServices } from '../context/services.js'
import type { PlanWithThreads } from './threads-plan.js'

/** The files a compare lists: all that carrying a thread's lines to the new head needs. */
export type ComparedFiles = ReadonlyArray<{ path: string; status: string; patch?: string }>

/** The round's reader of compares from an earlier head to the own pull request's head (`own`). */
export function headCompares(
  s: ReviewServices,
  plan: PlanWithThreads,
  own: { ref: string; head: string }
): (head: string) => Promise<ComparedFiles | undefined> {
  const compares = new Map<string, Promise<ComparedFiles | undefined>>()
  for (const c of plan.compared ?? [])
    if (c.ref === own.ref && c.to === own.head) compares.set(c.from, Promise.resolve(c.files))
  return (head) => {
    if (!compares.has(head))
      compares.set(
        head,
        s.github
          .compareCommits(head, own.head)
          .then((c) => (c?.status === 'ahead' ? c.files : undefined))
          .catch(() => undefined)
      )
    return compares.get(head)!
  }
}
