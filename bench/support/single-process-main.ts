// Bench-only entry: the main action in one process (prepare, critics and publish by runMainAction), reading the
// runner's environment and inputs exactly as src/entries/main.ts does: the "before the step split" side.
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { normalizeEvent } from '../../src/conversation/event/normalize.js'
import { readMainInputs } from '../../src/conversation/inputs/main-inputs.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { describeError, UserError } from '../../src/base/shared/errors.js'
import { maskMarkerSecret, publishResult, readRunnerContext } from '../../src/entries/runner.js'
import { runMainAction } from '../../__tests__/support/in-process.js'

try {
  maskMarkerSecret()
  const runner = readRunnerContext(process.env)
  const inputs = readMainInputs((name) => core.getInput(name))
  core.setSecret(inputs.githubToken)
  const github = createGitHubPort({
    token: inputs.githubToken,
    repo: runner.repo,
    ...runner.clientOptions,
    onWarning: (m) => core.warning(m)
  })
  const payload: unknown = runner.eventPath ? JSON.parse(readFileSync(runner.eventPath, 'utf8')) : {}
  const result = await runMainAction({
    inputs,
    trigger: normalizeEvent(runner.eventName, payload),
    github,
    identity: { login: core.getInput('bot-login') || 'github-actions[bot]' },
    stamp: runner.stamp,
    workspace: runner.workspace,
    actors: { actor: runner.actor, triggeringActor: runner.triggeringActor },
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
