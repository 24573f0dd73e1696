// Which work item a command acts on: `review` binds to the thread it was typed on; others may follow links.
import type { Command } from '../../base/keywords/commands.js'
import type { ItemRef, Trigger } from '../event/trigger.js'

/**
 * `review` typed on a pull request reviews that pull request itself, even when it links issues; on an
 * issue it reviews that issue. Every other command typed on a pull request acts on the first linked
 * work item (as the reference does), falling back to the pull request when none is linked.
 * `linkedIssues` are issue numbers in the same repository, in the order the caller resolved them.
 */
export function targetOf(
  trigger: Trigger,
  command: Command,
  linkedIssues: readonly number[] = []
): ItemRef | undefined {
  if (trigger.kind !== 'comment' && trigger.kind !== 'closed') return undefined
  const ref = trigger.item
  if (command === 'review' || !ref.isPullRequest) return ref
  const linked = linkedIssues.find((n) => Number.isSafeInteger(n) && n > 0 && n !== ref.number)
  return linked === undefined ? ref : { repo: ref.repo, number: linked, isPullRequest: false }
}

/** `owner/repo#n`, the spelling of the `work-item` output. */
export function formatItemRef(item: ItemRef): string {
  return `${item.repo.owner}/${item.repo.repo}#${item.number}`
}
