// Composition root of the review bundle (dist/review/index.js): one review round on demand.
import * as core from '@actions/core'
import { runReviewAction } from '../app/review-action.js'
import { createGitHubPort } from '../github/octokit.js'
import { describeError, UserError } from '../shared/errors.js'
import { maskMarkerSecret, publishResult, readRunnerContext } from './runner.js'

try {
  maskMarkerSecret()
  const runner = readRunnerContext(process.env)
  const token = core.getInput('github-token')
  if (token.trim() === '')
    throw new UserError('is empty; pass a token (the default is github.token)', 'input github-token')
  const github = createGitHubPort({
    token,
    repo: runner.repo,
    ...runner.clientOptions,
    onWarning: (m) => core.warning(m)
  })
  const result = await runReviewAction({
    getInput: (name) => core.getInput(name),
    actor: runner.actor,
    repo: runner.repo,
    github,
    identity: { login: core.getInput('bot-login') || 'github-actions[bot]' },
    stamp: runner.stamp,
    workspace: runner.workspace,
    log: (line) => core.info(line)
  })
  await publishResult({
    outputs: { ...result.outputs },
    summary: result.summary,
    ...(result.failure ? { failure: result.failure } : {})
  })
} catch (error) {
  const message = describeError(error)
  core.setFailed(error instanceof UserError ? message : `the-loop review failed: ${message}`)
  await core.summary
    .addRaw(`## the-loop review\n\n❌ ${message}\n`)
    .write()
    .catch(() => undefined)
}
