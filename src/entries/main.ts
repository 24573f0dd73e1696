// Composition root of the main bundle (dist/main/index.js), run twice by action.yml: `prepare` (the event, the
// decision, the round's sealed plan) and `publish` (the critics' results posted, the final state write). The
// critics run between them in a step of their own (dist/critics-step/index.js) while no process holds the token.
import './fast-exit.js'
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { prepareMainAction, publishMainAction, type MainResult } from '../app/main-action.js'
import { jobOfPlan } from '../loop/round/plan.js'
import { packResume, unpackResume, type PackedResume } from '../loop/run/handover.js'
import { reviewLoop } from '../loop/review-loop.js'
import { normalizeEvent } from '../conversation/event/normalize.js'
import { readMainInputs } from '../conversation/inputs/main-inputs.js'
import { createGitHubPort } from '../github/octokit.js'
import { UserError } from '../base/shared/errors.js'
import { handOver, removeHandoff, takeOver } from './handoff-io.js'
import { failRun, maskMarkerSecret, publishResult, readRunnerContext } from './runner.js'

async function main(phase: string): Promise<MainResult | undefined> {
  maskMarkerSecret()
  const runner = readRunnerContext(process.env)
  const { fixedClock } = runner
  // The review loop's graph and hooks, compiled once for the process before any request is made.
  reviewLoop()
  const inputs = readMainInputs((name) => core.getInput(name))
  core.setSecret(inputs.githubToken)
  const github = createGitHubPort({
    token: inputs.githubToken,
    repo: runner.repo,
    ...runner.clientOptions,
    onWarning: (m) => core.warning(m)
  })
  const deps = {
    inputs,
    github,
    identity: { login: core.getInput('bot-login') || 'github-actions[bot]' },
    stamp: runner.stamp,
    serverUrl: runner.serverUrl,
    log: (line: string) => core.info(line),
    ...(fixedClock ? { now: () => new Date(fixedClock.getTime()) } : {})
  }
  if (phase === 'publish') {
    const { handoff, dir, ...results } = await takeOver<PackedResume>(
      'main',
      inputs.githubToken,
      runner.clientOptions.throttle !== false
    )
    const resume = unpackResume(handoff.resume, handoff.job)
    const result = await publishMainAction(deps, resume, results)
    await removeHandoff(dir)
    return result
  }
  if (phase !== 'prepare')
    throw new UserError(`unknown phase '${phase}' (prepare or publish)`, 'dist/main/index.js')
  const payload: unknown = runner.eventPath ? JSON.parse(readFileSync(runner.eventPath, 'utf8')) : {}
  const trigger = normalizeEvent(runner.eventName, payload)
  const prepared = await prepareMainAction({
    ...deps,
    trigger,
    workspace: runner.workspace,
    actors: { actor: runner.actor, triggeringActor: runner.triggeringActor }
  })
  if (prepared.kind === 'done') return prepared.result
  // On a fixed clock the critics' durations are read on it too (0 s): the same bytes on every run.
  const job = {
    ...jobOfPlan(prepared.resume.plan, runner.workspace),
    ...(fixedClock ? { stoppedClock: true } : {})
  }
  await handOver('main', job, packResume(prepared.resume), inputs.githubToken)
  return undefined
}

try {
  const result = await main(process.argv[2] ?? '')
  if (result) {
    await publishResult(result)
    core.info(
      `the-loop: ${result.report.decision}${result.report.reason ? ` — ${result.report.reason}` : ''}`
    )
  }
} catch (error) {
  await failRun('the-loop', error)
}
