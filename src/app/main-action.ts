// The main action's use case: one webhook event -> one control decision -> the item's review flow in three
// phases: prepare (read once, decide, one write with the claim), critics (no GitHub access), publish (post, one
// write). A run that loses a compare-and-swap reads again and decides again instead of failing.
import { decideControl, type ControlContext, type ControlDecision } from '../control/decide.js'
import type { ActionIdentity } from '../control/authorize.js'
import type { Trigger, ThreadRef } from '../event/trigger.js'
import { formatThread } from '../event/target.js'
import type { GitHubPort } from '../github/port.js'
import type { MainInputs } from '../inputs/main.js'
import { markerSigner } from '../render/marker-sig.js'
import { parseBrief } from '../review/brief.js'
import { declaresDone } from '../review/reply.js'
import type { WriteStamp } from '../state/item-ref.js'
import { refusalText } from './review/flow-text.js'
import { readHostData } from './review/host-data.js'
import { runOnItem } from './review/run-item.js'
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
  /** Waits between attempts after a lost compare-and-swap (tests make it instant). */
  sleep?: (ms: number) => Promise<void>
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
  if (trigger.kind === 'comment' || trigger.kind === 'closed' || trigger.kind === 'continue')
    return trigger.thread
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

/** Arming without a brief needs only the issue comments: an earlier template is one of them. */
function needsIssueCommentsOnly(trigger: Trigger, decision: ControlDecision): boolean {
  return (
    trigger.kind === 'comment' &&
    trigger.source === 'issue_comment' &&
    decision.kind === 'command' &&
    decision.command === 'review' &&
    parseBrief(decision.comment.body) === null
  )
}

/**
 * A reply that does not end the review, or an arming that carries its brief, will most likely run a round:
 * its config and diff are then read together with the state (a reply at a waiting gate wastes two reads).
 */
function isRoundLikely(decision: ControlDecision): boolean {
  if (decision.kind === 'reply') return !declaresDone(decision.comment.body)
  return (
    decision.kind === 'command' && decision.command === 'review' && parseBrief(decision.comment.body) !== null
  )
}

export function newRunReport(): MainRunReport {
  return {
    decision: '',
    reason: '',
    walks: [],
    rounds: [],
    warnings: [],
    notes: [],
    retries: 0,
    node: '',
    graph: undefined
  }
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
      const body = refusalText(first, inputs.keywords)
      const signer = markerSigner(
        inputs.markerSecret,
        `${thread.repo.owner}/${thread.repo.repo}`,
        thread.number
      )
      await deps.github.createComment(thread.number, signer ? signer.seal(body) : body)
    }
    return finish({})
  }
  const { session, prepared } = await runOnItem({
    github: deps.github,
    inputs,
    identity: deps.identity,
    stamp: deps.stamp,
    thread,
    trigger: deps.trigger,
    now,
    log: deps.log ?? (() => undefined),
    issueCommentsOnly: needsIssueCommentsOnly(deps.trigger, first),
    prefetchRound: isRoundLikely(first),
    report,
    workspace: deps.workspace,
    ...(deps.baseEnv ? { baseEnv: deps.baseEnv } : {}),
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    prepare: async (flow, opened) => {
      if (opened.eventGone) {
        report.decision = 'ignore'
        report.reason = 'the comment was deleted before this run, so it does not act'
        return undefined
      }
      // Pause and resume depend on the durable record: decide again now that it is read.
      const decision = decideControl(deps.trigger, {
        ...control,
        ...(opened.session.control ? { record: opened.session.control } : {})
      })
      report.decision = decision.kind
      if (deps.trigger.kind === 'closed') flow.closer = deps.trigger.actor
      return flow.prepare(decision)
    }
  })
  if (!prepared) return finish({})
  const state = session.state()
  report.node = state.currentNode
  report.graph = session.graph
  const brief = state.decisions['review-brief']?.['brief'] as MainRunReport['brief'] | undefined
  if (brief) report.brief = brief
  const envelopes = report.rounds.flatMap((r) => (r.kind === 'ran' ? r.envelopes : []))
  return finish({
    command: prepared.command,
    node: state.currentNode,
    round: String(readHostData(state).round),
    envelopes: JSON.stringify(envelopes)
  })
}
