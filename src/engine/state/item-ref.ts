// Where a work item's state lives on the cache branch: the item's folder, the branch name check, and the stamp
// every commit carries. Anything that could escape the folder or the branch namespace is refused.
import { UserError } from '../../base/shared/errors.js'

export const DEFAULT_STATE_BRANCH = 'the-loop/state'

/** A work item: an issue or pull request of one repository. */
export interface ItemRef {
  owner: string
  repo: string
  number: number
}

/**
 * A work item's spec id, as the upstream names it (`issue-22`), for a pull request too (GitHub numbers both
 * alike). `{workItem}` in a critic's args: the review rounds and the critic action fill it the same way.
 */
export function workItemId(number: number): string {
  return `issue-${number}`
}

/** Identifies the writing run; it goes into every commit so two writers never produce the same commit. */
export interface WriteStamp {
  runId: string
  attempt: string | number
}

const SEGMENT = /^[A-Za-z0-9_.-]+$/

/** The item's folder on the branch; refuses anything that could escape it. */
export function itemFolder(item: ItemRef): string {
  for (const part of [item.owner, item.repo]) {
    if (!SEGMENT.test(part) || part === '.' || part === '..') {
      throw new UserError(`not a valid owner or repository name: ${JSON.stringify(part)}`, 'state store')
    }
  }
  if (!Number.isSafeInteger(item.number) || item.number <= 0) {
    throw new UserError(`not a valid issue or pull request number: ${item.number}`, 'state store')
  }
  return `items/${item.owner}/${item.repo}/${item.number}`
}

/** A plain git branch name: the cache branch comes from the `state-branch` input and must not be a path trick. */
export function checkBranchName(name: string): string {
  const ok =
    /^[A-Za-z0-9._/-]+$/.test(name) &&
    !name.includes('..') &&
    !name.includes('//') &&
    !/^[-/.]|[/.]$|\.lock$|\/\./.test(name)
  if (!ok) throw new UserError(`not a usable branch name: ${JSON.stringify(name)}`, 'input state-branch')
  return name
}
