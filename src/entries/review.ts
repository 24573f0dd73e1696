// Composition root of the review bundle (dist/review/index.js): one review round on demand, run by
// review/action.yml as `prepare` and `publish` around the critics step, which holds no token.
import './fast-exit.js'
import * as core from '@actions/core'
import { prepareReviewAction, publishReviewAction, type ReviewActionResult } from '../app/round-action.js'
import { jobOfPlan } from '../loop/round/plan.js'
import { packResume, unpackResume, type PackedResume } from '../loop/run/handover.js'
import { reviewLoop } from '../loop/review-loop.js'
import { createGitHubPort } from '../github/octokit.js'
import { UserError } from '../base/shared/errors.js'
import { handOver, removeHandoff, takeOver } from './handoff-io.js'
import { failRun, maskMarkerSecret, publishResult, readRunnerContext } from './runner.js'

async function main(phase: string): Promise<ReviewActionResult | undefined> {
  maskMarkerSecret()
  const runner = readRunnerContext(process.env)
  // The review loop's graph and hooks, compiled once for the process before any request is made.
  reviewLoop()
  const token = core.getInput('github-token')
  if (token.trim() === '')
    throw new UserError('is empty; pass a token (the default is github.token)', 'input github-token')
  core.setSecret(token)
  const github = createGitHubPort({
    token,
    repo: runner.repo,
    ...runner.clientOptions,
    onWarning: (m) => core.warning(m)
  })
  const deps = {
    getInput: (name: string) => core.getInput(name),
    actor: runner.actor,
    triggeringActor: runner.triggeringActor,
    repo: runner.repo,
    github,
    identity: { login: core.getInput('bot-login') || 'github-actions[bot]' },
    stamp: runner.stamp,
    workspace: runner.workspace,
    serverUrl: runner.serverUrl,
    log: (line: string) => core.info(line)
  }
  if (phase === 'publish') {
    const { handoff, dir, ...results } = await takeOver<PackedResume>(
      'review',
      token,
      runner.clientOptions.throttle !== false
    )
    const resume = unpackResume(handoff.resume, handoff.job)
    const result = await publishReviewAction(deps, resume, results)
    await removeHandoff(dir)
    return result
  }
  if (phase !== 'prepare')
    throw new UserError(`unknown phase '${phase}' (prepare or publish)`, 'dist/review/index.js')
  const prepared = await prepareReviewAction(deps)
  if (prepared.kind === 'done') return prepared.result
  const job = jobOfPlan(prepared.resume.plan, runner.workspace)
  await handOver('review', job, packResume(prepared.resume), token)
  return undefined
}

try {
  const result = await main(process.argv[2] ?? '')
  if (result) {
    await publishResult(result)
  }
} catch (error) {
  await failRun('the-loop review', error)
}
