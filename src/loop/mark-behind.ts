// A push to a pull request under review: the new head gets a check "not reviewed since <sha>", so that GitHub
// shows the review as behind where it shows every check. Under `fail-on` the check is left in progress, for the
// next round on that head to complete by id (loop/check/review-check.ts): a neutral one would pass a required
// check, and fail-on would block only until the author's next push. Without it, neutral. Exactly two requests
// (the item's state, the check); no comment is read, no critic runs, nothing is written to the state. An item
// with no live review costs the one read. A fork's `pull_request` event holds a read-only token: no request
// at all, said in the summary.
import { REVIEW_LOOP_NODE_IDS } from '../engine/graph/shipped.generated.js'
import { isReviewUnderWay } from '../engine/graph/review-nodes.js'
import { PermissionError } from '../github/permissions.js'
import type { GitHubPort } from '../github/port.js'
import type { Trigger } from '../conversation/event/trigger.js'
import type { FailOn } from '../conversation/inputs/fail-on.js'
import { ledgerOf } from './ledger/ledger.js'
import { readItemState } from './ledger/ledger-read.js'
import { lastReviewedHead } from './context/reviewed-heads.js'
import { renderCheckBehind } from './check/check-output.js'
import { CHECK_NAME, NO_CHECKS_PERMISSION } from './check/review-check.js'
import { ItemFileStore } from '../engine/state/item-file.js'
import { formatItemRef } from '../conversation/control/command-target.js'
import type { MainRunReport } from './run-report.js'

export interface BehindInput {
  github: GitHubPort
  trigger: Extract<Trigger, { kind: 'pushed' }>
  inputs: { stateBranch: string; markerSecret: string; failOn: FailOn }
  runUrl?: string
}

/** Why nothing is marked, or the head last reviewed and the round that reviewed it. */
async function reviewedHead(input: BehindInput): Promise<{ why: string } | { sha: string; round: number }> {
  const { item: on } = input.trigger
  const item = { owner: on.repo.owner, repo: on.repo.repo, number: on.number }
  const store = new ItemFileStore(input.github, {
    branch: input.inputs.stateBranch,
    secret: input.inputs.markerSecret
  })
  const read = await store.read(item)
  if (!read.doc) return { why: read.problem ?? 'no review on this pull request' }
  const checked = readItemState(read.doc.state, REVIEW_LOOP_NODE_IDS, [])
  if ('problem' in checked) return { why: `its state cannot be used: ${checked.problem}` }
  const { state } = checked
  if (!isReviewUnderWay(state)) return { why: 'no live review on this pull request' }
  const ref = `github:${item.owner}/${item.repo}#${item.number}`
  return (
    lastReviewedHead(ledgerOf(state).heads, ref) ?? { why: 'no round of the review has reviewed a head yet' }
  )
}

export async function markReviewBehind(input: BehindInput, report: MainRunReport): Promise<void> {
  const { trigger } = input
  report.decision = 'push'
  if (trigger.readOnly) {
    report.reason =
      "a pull_request event from a fork holds a read-only token, so no check marks the review as behind; the example workflow hears pushes as pull_request_target, which runs with the base repository's token"
    return
  }
  const reviewed = await reviewedHead(input)
  if ('why' in reviewed) {
    report.reason = `a push to ${formatItemRef(trigger.item)}: ${reviewed.why}; nothing to mark`
    return
  }
  if (reviewed.sha === trigger.head) {
    report.reason = `the new head ${trigger.head.slice(0, 7)} is the one round ${reviewed.round} reviewed`
    return
  }
  const { failOn } = input.inputs
  try {
    await input.github.createCheckRun({
      name: CHECK_NAME,
      headSha: trigger.head,
      ...(input.runUrl ? { detailsUrl: input.runUrl } : {}),
      // No conclusion: created in progress, it holds the gate until a round on this head completes it.
      ...(failOn === 'none' ? { conclusion: 'neutral' as const } : {}),
      output: renderCheckBehind(reviewed.sha, trigger.head, reviewed.round, failOn)
    })
    const marked = `${trigger.head.slice(0, 7)} as not reviewed since ${reviewed.sha.slice(0, 7)} (round ${reviewed.round})`
    report.reason =
      failOn === 'none'
        ? `marked ${marked}`
        : `marked ${marked}, its check in progress until a round reviews it (input fail-on is ${failOn})`
  } catch (error) {
    if (!(error instanceof PermissionError)) throw error
    report.warnings.push(NO_CHECKS_PERMISSION)
    report.reason = 'a push to the pull request: no check posted (no checks: write)'
  }
}
