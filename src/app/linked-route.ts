// A reply on a pull request that work-item reviews name (their briefs' `Pull requests:`) reaches those reviews.
// The run on the pull request reads its own item file anyway, and that file points to them
// (engine/state/item-links.ts): the first is run here, on the work item, with the pull request's conversation
// this run has read; the others are started by a repository_dispatch each, once one read of their item file
// shows them under way and still naming the pull request. Each review reads the linked conversations itself
// and answers a reply once, by its own ledger; a pointer left by an earlier brief leads only to a read that
// finds it stale.
import { decideControl, type ControlContext, type ControlDecision } from '../conversation/control/decide.js'
import { isStartRequested } from '../engine/state/control-record.js'
import { CONTINUE_EVENT, type ItemRef, type Trigger } from '../conversation/event/trigger.js'
import type { GitHubPort } from '../github/port.js'
import type { MainInputs } from '../conversation/inputs/main-inputs.js'
import { reviewLinksOf } from '../loop/linked/linked-reviews.js'
import type { OpenedItem } from '../loop/run/read.js'
import type { ItemDecision, ItemRunResult } from '../loop/run/prepare.js'
import type { MainRunReport } from '../loop/run-report.js'
import { describeError } from '../base/shared/errors.js'
import { ItemFileStore } from '../engine/state/item-file.js'
import type { LinkedReview } from '../engine/state/item-links.js'
import type { ConversationEntry } from '../conversation/comments/entries.js'

/** A run on a work item for a reply on one of its linked pull requests. */
export interface LinkedRoute {
  /** The pull request the event is on. */
  from: number
  /** That pull request's conversation as this run read it: the work item's run does not read it again. */
  known: ReadonlyMap<number, readonly ConversationEntry[]>
}

/** What the run does with the item as read; on a route, only a review that still names the pull request acts. */
export function decideOnItem(
  trigger: Trigger,
  control: ControlContext,
  opened: OpenedItem,
  route?: LinkedRoute
): ItemDecision {
  // On a route first: a review that no longer reads the pull request does not see the comment at all.
  if (route && !(opened.linked ?? []).includes(route.from))
    return {
      kind: 'nothing',
      decision: 'ignore',
      reason: `the review on #${opened.session.item.number} no longer names pull request #${route.from} (its pointer is from an earlier brief)`
    }
  if (opened.eventGone)
    return {
      kind: 'nothing',
      decision: 'ignore',
      reason: 'the comment was deleted before this run, so it does not act'
    }
  const record = opened.session.control
  return { kind: 'control', decision: decideControl(trigger, { ...control, ...(record ? { record } : {}) }) }
}

export interface LinkedReach {
  trigger: Trigger
  first: ControlDecision
  github: GitHubPort
  inputs: Pick<MainInputs, 'stateBranch' | 'markerSecret'>
  report: MainRunReport
  runItem: (item: ItemRef, route: LinkedRoute) => Promise<ItemRunResult>
}

/**
 * Whether the review `link` points to is under way and still names pull request `from`: one read of its item
 * file, so that a pointer from a review long ended costs a read, never a workflow run.
 */
async function stillHears(reach: LinkedReach, link: LinkedReview, from: number): Promise<boolean> {
  const { repo } = reach.github
  const store = new ItemFileStore(reach.github, {
    branch: reach.inputs.stateBranch,
    secret: reach.inputs.markerSecret
  })
  const item = { owner: repo.owner, repo: repo.repo, number: link.number }
  const read = await store.read(item)
  return read.doc !== undefined && (reviewLinksOf(read.doc.state, item)?.followed ?? []).includes(from)
}

/** The run that carries the event on: the pull request's own, or the first linked review's. */
export async function reachLinkedReviews(onItem: ItemRunResult, reach: LinkedReach): Promise<ItemRunResult> {
  const { trigger, report } = reach
  const links = onItem.run.session.linkedReviews
  if (trigger.kind !== 'comment' || reach.first.kind !== 'reply' || links.length === 0) return onItem
  if (onItem.opened.eventGone) return onItem
  const from = trigger.item.number
  // An armed review of the pull request's own has taken the reply in this run: each linked one is started apart.
  const here = isStartRequested(onItem.run.session.control) ? undefined : links[0]
  let result = onItem
  if (here) {
    report.notes.push(
      `the reply on pull request #${from} goes to the review on #${here.number}, whose brief names it`
    )
    const own = onItem.opened.ownEntries
    result = await reach.runItem(
      { repo: trigger.item.repo, number: here.number, isPullRequest: here.pullRequest },
      { from, known: new Map(own ? [[from, own]] : []) }
    )
  }
  for (const link of links) {
    if (link === here) continue
    try {
      if (!(await stillHears(reach, link, from))) {
        report.notes.push(
          `the review on #${link.number} has ended or no longer names pull request #${from}: no run started for it`
        )
        continue
      }
      await reach.github.dispatchRepositoryEvent(CONTINUE_EVENT, {
        number: link.number,
        pullRequest: link.pullRequest
      })
      report.notes.push(
        `a ${CONTINUE_EVENT} repository_dispatch starts the run that takes the reply to the review on #${link.number}`
      )
    } catch (error) {
      // The review reads this pull request's conversation at its next event, and takes the reply then.
      report.warnings.push(
        `could not start the run for the review on #${link.number}; its next event takes the reply: ${describeError(error)}`
      )
    }
  }
  return result
}
