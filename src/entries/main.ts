// Composition root of the main bundle (dist/main/index.js): runner environment -> ports -> runMainAction.
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { runMainAction } from '../app/main-action.js'
import { normalizeEvent } from '../event/normalize.js'
import { readMainInputs } from '../inputs/main.js'
import { createGitHubPort } from '../github/octokit.js'
import { describeError, UserError } from '../shared/errors.js'
import { maskMarkerSecret, publishResult, readRunnerContext } from './runner.js'

try {
  maskMarkerSecret()
  const runner = readRunnerContext(process.env)
  const inputs = readMainInputs((name) => core.getInput(name))
  const payload: unknown = runner.eventPath ? JSON.parse(readFileSync(runner.eventPath, 'utf8')) : {}
  const trigger = normalizeEvent(runner.eventName, payload)
  const github = createGitHubPort({
    token: inputs.githubToken,
    repo: runner.repo,
    ...runner.clientOptions,
    onWarning: (m) => core.warning(m)
  })
  const result = await runMainAction({
    inputs,
    trigger,
    github,
    identity: { login: core.getInput('bot-login') || 'github-actions[bot]' },
    stamp: runner.stamp,
    workspace: runner.workspace,
    log: (line) => core.info(line)
  })
  await publishResult({ outputs: { ...result.outputs }, summary: result.summary })
  core.info(`the-loop: ${result.report.decision}${result.report.reason ? ` — ${result.report.reason}` : ''}`)
} catch (error) {
  const message = describeError(error)
  core.setFailed(error instanceof UserError ? message : `the-loop failed: ${message}`)
  await core.summary
    .addRaw(`## the-loop\n\n❌ ${message}\n`)
    .write()
    .catch(() => undefined)
}
