// The review action's use case (review/action.yml): one round on demand for a pull request, against its
// frozen brief, by an authorized dispatcher, with the main action's posting rules and its round budget. Like the main action it
// runs in three steps (prepare, critics, publish); __tests__/support/in-process.ts runs them in one, for tests.
import { dispatchRefusal } from '../conversation/control/actors.js'
import type { ActionIdentity } from '../conversation/control/authorize.js'
import type { GitHubPort, RepoRef } from '../github/port.js'
import { readMainInputs } from '../conversation/inputs/main-inputs.js'
import type { WriteStamp } from '../engine/state/item-ref.js'
import { UserError } from '../base/shared/errors.js'
import { newRunReport } from './main-action.js'
import { renderMainSummary } from './report/main-summary.js'
import { runOnItem } from '../loop/run/prepare.js'
import { ledgerOf } from '../loop/ledger/ledger.js'
import type { CriticsResults } from '../critics/handoff/envelopes.js'
import { publishResumed, resumeOf, type RoundResume } from '../loop/run/handover.js'
import { reportSpend, type MainRunReport } from '../loop/run-report.js'
import type { SpendLimits } from '../loop/spend/spend-budget.js'
import type { ReviewSession } from '../loop/run/session.js'
import { pendingFailure } from '../loop/posts/pending.js'

export interface ReviewActionDeps {
  getInput: (name: string) => string
  actor: string
  /** GITHUB_TRIGGERING_ACTOR: on a re-run by someone else, they must be authorized too. */
  triggeringActor?: string
  repo: RepoRef
  github: GitHubPort
  identity: ActionIdentity
  stamp: WriteStamp
  workspace: string
  now?: () => Date
  log?: (line: string) => void
  baseEnv?: NodeJS.ProcessEnv
  /** GITHUB_SERVER_URL, for the links to reviewed commits and to the run. */
  serverUrl?: string
}

export interface ReviewActionResult {
  outputs: { node: string; round: string; envelopes: string }
  summary: string
  /** Set when the step must fail; the summary says the same. */
  failure?: string
}

function readPullNumber(text: string): number {
  const n = Number(text.trim())
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n <= 0) {
    throw new UserError(`"${text}" is not a pull request number`, 'input pull-request')
  }
  return n
}

export type ReviewPrepared =
  { kind: 'done'; result: ReviewActionResult } | { kind: 'round'; resume: RoundResume }

function refusal(report: MainRunReport, why: string): ReviewActionResult {
  const empty = { node: '', round: '', envelopes: '[]' }
  report.decision = 'refused'
  report.reason = why
  return {
    outputs: empty,
    failure: why,
    summary: renderMainSummary(report, { ...empty, command: '', 'work-item': '' })
  }
}

/** The outputs, summary and status once the run is over: a round that did not run fails the step. */
function finishOnSession(
  report: MainRunReport,
  session: ReviewSession,
  limits: SpendLimits
): ReviewActionResult {
  const state = session.state()
  reportSpend(report, state, limits)
  report.node = state.currentNode
  report.graph = session.graph
  const envelopes = report.rounds.flatMap((r) => (r.kind === 'ran' ? r.envelopes : []))
  const outputs = {
    node: state.currentNode,
    round: String(ledgerOf(state).round),
    envelopes: JSON.stringify(envelopes)
  }
  const { owner, repo, number } = session.item
  const skipped = report.rounds.find((r) => r.kind === 'skipped')
  const summary = renderMainSummary(report, {
    ...outputs,
    command: '',
    'work-item': `${owner}/${repo}#${number}`
  })
  if (skipped && skipped.kind === 'skipped')
    return { outputs, summary, failure: `no round ran: ${skipped.reason}` }
  const failure = pendingFailure(report.pending)
  return failure ? { outputs, summary, failure } : { outputs, summary }
}

export async function publishReviewAction(
  deps: Pick<ReviewActionDeps, 'getInput' | 'github' | 'identity' | 'stamp' | 'now' | 'log' | 'serverUrl'>,
  resume: RoundResume,
  results: CriticsResults
): Promise<ReviewActionResult> {
  const inputs = readMainInputs(deps.getInput)
  const { session, report } = await publishResumed(resume, results, {
    secrets: [inputs.githubToken],
    github: deps.github,
    inputs,
    identity: deps.identity,
    stamp: deps.stamp,
    now: deps.now ?? (() => new Date()),
    log: deps.log ?? (() => undefined),
    ...(deps.serverUrl ? { serverUrl: deps.serverUrl } : {})
  })
  return finishOnSession(report, session, inputs)
}

export async function prepareReviewAction(deps: ReviewActionDeps): Promise<ReviewPrepared> {
  const report = newRunReport()
  const fail = (why: string): ReviewPrepared => ({ kind: 'done', result: refusal(report, why) })
  const inputs = readMainInputs(deps.getInput)
  const number = readPullNumber(deps.getInput('pull-request'))
  if (inputs.authorizedUsers.size === 0)
    return fail('input authorized-users is empty, so nobody may run a round (fail closed); nothing ran')
  const refused = dispatchRefusal(
    { actor: deps.actor, ...(deps.triggeringActor ? { triggeringActor: deps.triggeringActor } : {}) },
    inputs.authorizedUsers
  )
  if (refused) return fail(refused)
  const now = deps.now ?? (() => new Date())
  report.decision = 'dispatch'
  report.reason = `review round on demand by @${deps.actor}`
  const item = { repo: deps.repo, number, isPullRequest: true }
  const trigger = {
    kind: 'dispatch' as const,
    repo: deps.repo,
    actor: deps.actor,
    inputs: { 'pull-request': String(number) }
  }
  try {
    const run = await runOnItem({
      github: deps.github,
      inputs,
      identity: deps.identity,
      stamp: deps.stamp,
      item: item,
      trigger,
      now,
      log: deps.log ?? (() => undefined),
      ...(deps.serverUrl ? { serverUrl: deps.serverUrl } : {}),
      report,
      decide: () => ({ kind: 'on-demand' })
    })
    const plan = run.prepared?.plan
    if (plan) return { kind: 'round', resume: resumeOf(run, plan, report) }
    return { kind: 'done', result: finishOnSession(report, run.run.session, inputs) }
  } catch (error) {
    if (error instanceof UserError) return fail(error.message)
    throw error
  }
}
