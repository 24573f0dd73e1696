// The review action's use case (review/action.yml): one round on demand for a pull request, against its
// frozen brief, by an authorized dispatcher, with the main action's posting rules and its round budget.
import { dispatchRefusal } from '../control/actors.js'
import type { ActionIdentity } from '../control/authorize.js'
import type { GitHubPort, RepoRef } from '../github/port.js'
import { readMainInputs } from '../inputs/main.js'
import type { WriteStamp } from '../state/item-ref.js'
import { UserError } from '../shared/errors.js'
import { newRunReport } from './main-action.js'
import { renderMainSummary } from './main-summary.js'
import { runOnItem } from './review/run-item.js'
import { readHostData } from './review/host-data.js'

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

export async function runReviewAction(deps: ReviewActionDeps): Promise<ReviewActionResult> {
  const report = newRunReport()
  const empty = { node: '', round: '', envelopes: '[]' }
  const fail = (why: string): ReviewActionResult => {
    report.decision = 'refused'
    report.reason = why
    return {
      outputs: empty,
      failure: why,
      summary: renderMainSummary(report, { ...empty, command: '', 'work-item': '' })
    }
  }
  const inputs = readMainInputs(deps.getInput)
  const number = readPullNumber(deps.getInput('pull-request'))
  if (inputs.authorizedUsers.size === 0)
    return fail('input authorized-users is empty, so nobody may run a round (fail closed); nothing ran')
  const refusal = dispatchRefusal(
    { actor: deps.actor, ...(deps.triggeringActor ? { triggeringActor: deps.triggeringActor } : {}) },
    inputs.authorizedUsers
  )
  if (refusal) return fail(refusal)
  const now = deps.now ?? (() => new Date())
  report.decision = 'dispatch'
  report.reason = `review round on demand by @${deps.actor}`
  const thread = { repo: deps.repo, number, isPullRequest: true }
  const trigger = {
    kind: 'dispatch' as const,
    repo: deps.repo,
    actor: deps.actor,
    inputs: { 'pull-request': String(number) }
  }
  let session
  try {
    ;({ session } = await runOnItem({
      github: deps.github,
      inputs,
      identity: deps.identity,
      stamp: deps.stamp,
      thread,
      trigger,
      now,
      log: deps.log ?? (() => undefined),
      report,
      workspace: deps.workspace,
      ...(deps.baseEnv ? { baseEnv: deps.baseEnv } : {}),
      prepare: (flow) => flow.prepareOnDemand()
    }))
  } catch (error) {
    if (error instanceof UserError) return fail(error.message)
    throw error
  }
  const state = session.state()
  report.node = state.currentNode
  report.graph = session.graph
  const envelopes = report.rounds.flatMap((r) => (r.kind === 'ran' ? r.envelopes : []))
  const outputs = {
    node: state.currentNode,
    round: String(readHostData(state).round),
    envelopes: JSON.stringify(envelopes)
  }
  const skipped = report.rounds.find((r) => r.kind === 'skipped')
  const summary = renderMainSummary(report, {
    ...outputs,
    command: '',
    'work-item': `${deps.repo.owner}/${deps.repo.repo}#${number}`
  })
  return skipped && skipped.kind === 'skipped'
    ? { outputs, summary, failure: `no round ran: ${skipped.reason}` }
    : { outputs, summary }
}
