// The main action's use case: one webhook event -> one control decision -> at most one walk of the review
// loop (with a critic round when the walk reaches `review`) -> outputs and a job summary.
import { decideControl, type ControlContext, type ControlDecision } from '../control/decide.js'
import type { ActionIdentity } from '../control/authorize.js'
import type { Trigger, ThreadRef } from '../event/trigger.js'
import { formatThread } from '../event/target.js'
import type { GitHubPort } from '../github/port.js'
import type { MainInputs } from '../inputs/main.js'
import type { WriteStamp } from '../state/store.js'
import { refusalText } from './review/flow-text.js'
import { ReviewFlow } from './review/flow.js'
import { openReviewContext } from './review/context.js'
import { readHostData } from './review/host-data.js'
import { renderMainSummary, type MainRunReport } from './main-summary.js'

export interface MainDeps {
  inputs: MainInputs
  trigger: Trigger
  github: GitHubPort
  identity: ActionIdentity
  stamp: WriteStamp
  workspace: string
  now?: () => Date
  log?: (line: string) => void
  /** Environment the critics inherit (scrubbed by the runner); defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv
  /** Rounds one run may chain when replies arrived while a round ran. */
  maxRoundsPerRun?: number
}

export interface MainOutputs {
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
}

const EMPTY_OUTPUTS: MainOutputs = { command: '', 'work-item': '', node: '', round: '', envelopes: '[]' }

/** The thread a trigger is about, when it has one (dispatches name it through their `pull-request` input). */
function threadOf(trigger: Trigger): ThreadRef | undefined {
  if (trigger.kind === 'comment' || trigger.kind === 'closed') return trigger.thread
  if (trigger.kind === 'dispatch') {
    const n = Number(trigger.inputs['pull-request'] ?? trigger.inputs['issue'] ?? '')
    if (Number.isSafeInteger(n) && n > 0) return { repo: trigger.repo, number: n, isPullRequest: true }
  }
  return undefined
}

/** Decisions that need nothing from the cache branch: answered without reading it (and without API calls). */
function isStateless(decision: ControlDecision): boolean {
  return (
    decision.kind === 'ignore' || (decision.kind === 'refuse' && decision.refusal !== 'nothing-to-resume')
  )
}

export function newRunReport(): MainRunReport {
  return { decision: '', reason: '', walks: [], rounds: [], warnings: [], node: '', graph: undefined }
}

export async function runMainAction(deps: MainDeps): Promise<MainResult> {
  const now = deps.now ?? (() => new Date())
  const report = newRunReport()
  const thread = threadOf(deps.trigger)
  const base = { 'work-item': thread ? formatThread(thread) : '' }
  const finish = (outputs: Partial<MainOutputs>): MainResult => {
    const all = { ...EMPTY_OUTPUTS, ...base, ...outputs }
    return { outputs: all, summary: renderMainSummary(report, all), report }
  }
  const { inputs } = deps
  if (inputs.authorizedUsers.size === 0) {
    report.warnings.push('input authorized-users is empty: nobody can command the-loop (fail closed)')
  }
  const control: ControlContext = {
    allowlist: inputs.authorizedUsers,
    identity: deps.identity,
    keywords: inputs.keywords
  }
  const first = decideControl(deps.trigger, control)
  report.decision = first.kind
  if (isStateless(first) || !thread) {
    if (first.kind === 'ignore') report.reason = first.reason
    else if (!thread) report.reason = 'the event names no issue or pull request'
    if (first.kind === 'refuse' && thread) {
      report.reason = first.reason
      await deps.github.createComment(thread.number, refusalText(first, inputs.keywords))
    }
    return finish({})
  }
  const { services, session } = await openReviewContext({
    github: deps.github,
    inputs,
    identity: deps.identity,
    stamp: deps.stamp,
    owner: thread.repo.owner,
    repo: thread.repo.repo,
    number: thread.number,
    now,
    log: deps.log ?? (() => undefined),
    ...(deps.trigger.kind === 'comment' && deps.trigger.source === 'issue_comment'
      ? { triggerCommentId: deps.trigger.comment.id }
      : {})
  })
  report.warnings.push(...session.warnings)
  // Pause and resume depend on the durable record: decide again now that it is read.
  const decision = decideControl(deps.trigger, {
    ...control,
    ...(session.docs.control ? { record: session.docs.control } : {})
  })
  report.decision = decision.kind
  services.thread.scopeFrom(readHostData(await session.state()).reviewFrom)
  const command = await new ReviewFlow(deps, session, services, report, now).handle(decision)
  const state = await session.state()
  report.node = state.currentNode
  report.graph = session.graph
  const brief = state.decisions['review-brief']?.['brief'] as MainRunReport['brief'] | undefined
  if (brief) report.brief = brief
  const envelopes = report.rounds.flatMap((r) => (r.kind === 'ran' ? r.envelopes : []))
  return finish({
    command,
    node: state.currentNode,
    round: String(readHostData(state).round),
    envelopes: JSON.stringify(envelopes)
  })
}
