// The main action's use case: one webhook event -> one control decision -> the item's review flow in three
// phases: prepare (read once, decide, one write with the claim), critics (no GitHub access), publish (post, one
// write). The action runs them as three steps (processes); __tests__/support/in-process.ts runs them in one, for tests
// and the benches. A run that loses a compare-and-swap reads again and decides again instead of failing.
import { markReviewBehind } from '../loop/mark-behind.js'
import { runLink } from '../loop/render/run-link.js'
import { decideControl, type ControlContext } from '../conversation/control/decide.js'
import { rerunRefusal, type RunActors } from '../conversation/control/actors.js'
import type { ActionIdentity } from '../conversation/control/authorize.js'
import type { Trigger, ItemRef } from '../conversation/event/trigger.js'
import { formatItemRef } from '../conversation/control/command-target.js'
import type { GitHubPort } from '../github/port.js'
import type { MainInputs } from '../conversation/inputs/main-inputs.js'
import { markerSigner } from '../base/marker/signature.js'
import { UserError } from '../base/shared/errors.js'
import { isRoundLikely, isStateless, needsIssueCommentsOnly, itemOf } from './main-event.js'
import type { WriteStamp } from '../engine/state/item-ref.js'
import type { CriticsResults } from '../critics/handoff/envelopes.js'
import type { ReviewSession } from '../loop/run/session.js'
import { publishResumed, resumeOf, type RoundResume } from '../loop/run/handover.js'
import { ledgerOf } from '../loop/ledger/ledger.js'
import { refusalText, runOnItem } from '../loop/run/prepare.js'
import { decideOnItem, reachLinkedReviews, type LinkedRoute } from './linked-route.js'
import { PendingPostsError, pendingFailure, pendingOf } from '../loop/posts/pending.js'
import { renderMainSummary } from './report/main-summary.js'
import { reportSpend, type MainRunReport } from '../loop/run-report.js'
import type { SpendLimits } from '../loop/spend/spend-budget.js'
import { REVIEW_NODES } from '../engine/graph/review-nodes.js'

export interface MainDeps {
  inputs: MainInputs
  trigger: Trigger
  github: GitHubPort
  identity: ActionIdentity
  stamp: WriteStamp
  /** GITHUB_ACTOR and GITHUB_TRIGGERING_ACTOR: a re-run by someone not authorized does nothing at all. */
  actors?: RunActors
  workspace: string
  now?: () => Date
  log?: (line: string) => void
  /** Environment the critics inherit when they run in this process (scrubbed per critic); defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv
  /** Waits between attempts after a lost compare-and-swap (tests make it instant). */
  sleep?: (ms: number) => Promise<void>
  /** GITHUB_SERVER_URL, for the links to reviewed commits and to the run. */
  serverUrl?: string
}

interface MainOutputs {
  command: string
  'work-item': string
  node: string
  round: string
  envelopes: string
}

export interface MainResult {
  outputs: MainOutputs
  summary: string
  report: MainRunReport
  /** Set when posts the conversation is owed stayed pending: the step fails so that a re-run completes them. */
  failure?: string
}

const EMPTY_OUTPUTS: MainOutputs = { command: '', 'work-item': '', node: '', round: '', envelopes: '[]' }

export function newRunReport(): MainRunReport {
  return {
    decision: '',
    reason: '',
    walks: [],
    rounds: [],
    warnings: [],
    notes: [],
    pending: [],
    retries: 0,
    node: '',
    graph: undefined
  }
}

/** What prepare ends with: the run's result, or a round for the critics and publish phases to finish. */
export type MainPrepared = { kind: 'done'; result: MainResult } | { kind: 'round'; resume: RoundResume }

function finishWith(report: MainRunReport, workItem: string, outputs: Partial<MainOutputs>): MainResult {
  const all = { ...EMPTY_OUTPUTS, 'work-item': workItem, ...outputs }
  const failure = pendingFailure(report.pending)
  return { outputs: all, summary: renderMainSummary(report, all), report, ...(failure ? { failure } : {}) }
}

/** The outputs and summary of a run that reached the item: where the loop stands, the brief, the envelopes. */
function finishOnSession(
  report: MainRunReport,
  session: ReviewSession,
  command: string,
  limits: SpendLimits
): MainResult {
  const state = session.state()
  reportSpend(report, state, limits)
  report.node = state.currentNode
  report.graph = session.graph
  const brief = state.decisions[REVIEW_NODES.brief]?.['brief'] as MainRunReport['brief'] | undefined
  if (brief) report.brief = brief
  const envelopes = report.rounds.flatMap((r) => (r.kind === 'ran' ? r.envelopes : []))
  const { owner, repo, number } = session.item
  return finishWith(report, `${owner}/${repo}#${number}`, {
    command,
    node: state.currentNode,
    round: String(ledgerOf(state).round),
    envelopes: JSON.stringify(envelopes)
  })
}

export type PublishDeps = Pick<
  MainDeps,
  'inputs' | 'github' | 'identity' | 'stamp' | 'now' | 'log' | 'serverUrl'
>

/** The publish phase of a round prepare planned: the critics' comments, the move on, the final write. */
export async function publishMainAction(
  deps: PublishDeps,
  resume: RoundResume,
  results: CriticsResults
): Promise<MainResult> {
  const { session, report } = await publishResumed(resume, results, {
    secrets: [deps.inputs.githubToken],
    github: deps.github,
    inputs: deps.inputs,
    identity: deps.identity,
    stamp: deps.stamp,
    now: deps.now ?? (() => new Date()),
    log: deps.log ?? (() => undefined),
    ...(deps.serverUrl ? { serverUrl: deps.serverUrl } : {})
  })
  return finishOnSession(report, session, resume.command, deps.inputs)
}

/** The prepare phase: the decision, its effect on the item, and the round's plan when one is owed. */
export async function prepareMainAction(deps: MainDeps): Promise<MainPrepared> {
  const now = deps.now ?? (() => new Date())
  const report = newRunReport()
  const item = itemOf(deps.trigger)
  const workItem = item ? formatItemRef(item) : ''
  const finish = (outputs: Partial<MainOutputs>): MainPrepared => ({
    kind: 'done',
    result: finishWith(report, workItem, outputs)
  })
  const { inputs } = deps
  if (inputs.authorizedUsers.size === 0) {
    report.warnings.push('input authorized-users is empty: nobody can command the-loop (fail closed)')
  }
  // Before anything is read: the event's own author decides below, but this attempt was started by someone
  // else, and answering them (even with a refusal) would let anyone with re-run rights make the bot talk.
  const rerun = deps.actors ? rerunRefusal(deps.actors, inputs.authorizedUsers) : undefined
  if (rerun) {
    report.decision = 'ignore'
    report.reason = rerun
    return finish({})
  }
  // A push marks a live review as behind with one check on the new head: the state read, the check, nothing else.
  if (deps.trigger.kind === 'pushed') {
    const url = runLink(deps.serverUrl, deps.github.repo, String(deps.stamp.runId))?.url
    await markReviewBehind(
      { github: deps.github, trigger: deps.trigger, inputs, ...(url ? { runUrl: url } : {}) },
      report
    )
    return finish({})
  }
  const control: ControlContext = {
    allowlist: inputs.authorizedUsers,
    identity: deps.identity,
    keywords: inputs.keywords
  }
  const first = decideControl(deps.trigger, control)
  report.decision = first.kind
  if (isStateless(first) || !item) {
    if (first.kind === 'ignore') report.reason = first.reason
    else if (!item) report.reason = 'the event names no issue or pull request'
    if (first.kind === 'refuse' && item) {
      report.reason = first.reason
      const body = refusalText(first, {
        keywords: inputs.keywords,
        ...(deps.serverUrl ? { serverUrl: deps.serverUrl } : {}),
        repo: deps.github.repo,
        run: String(deps.stamp.runId)
      })
      const signer = markerSigner(inputs.markerSecret, `${item.repo.owner}/${item.repo.repo}`, item.number)
      await deps.github.createComment(item.number, signer ? signer.sign(body) : body).catch((error) => {
        if (error instanceof UserError) throw error
        throw new PendingPostsError(pendingOf(['reply'], 'rerun'), error)
      })
    }
    return finish({})
  }
  const runItem = (on: ItemRef, route?: LinkedRoute) =>
    runOnItem({
      github: deps.github,
      inputs,
      identity: deps.identity,
      stamp: deps.stamp,
      item: on,
      trigger: deps.trigger,
      now,
      log: deps.log ?? (() => undefined),
      issueCommentsOnly: needsIssueCommentsOnly(deps.trigger, first),
      prefetchRound: isRoundLikely(first),
      ...(deps.serverUrl ? { serverUrl: deps.serverUrl } : {}),
      report,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(route ? { known: route.known } : {}),
      // Pause and resume depend on the durable record: decided again on each read, from that read alone.
      decide: (opened) => decideOnItem(deps.trigger, control, opened, route)
    })
  // A reply on a pull request that work-item reviews name reaches them too (linked-route.ts).
  const run = await reachLinkedReviews(await runItem(item), {
    trigger: deps.trigger,
    first,
    github: deps.github,
    inputs,
    report,
    runItem
  })
  const { prepared } = run
  const { session } = run.run
  if (!prepared) return finish({})
  if (prepared.plan) return { kind: 'round', resume: resumeOf(run, prepared.plan, report) }
  return { kind: 'done', result: finishOnSession(report, session, prepared.command, inputs) }
}
