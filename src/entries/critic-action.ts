// Composition root of the critic bundle (dist/critic-action/index.js), run by critic/action.yml as `prepare` (the
// config, the prompt, the sealed plan) and `publish` (the post, outputs, summary) around the critics step,
// which holds no token. All logic lives in src/app/critic-action.ts.
import './fast-exit.js'
import * as core from '@actions/core'
import {
  prepareCriticAction,
  criticResultOf,
  publishCriticAction,
  type CriticActionResult,
  type CriticResume
} from '../app/critic-action.js'
import { readFrozenBrief } from '../app/critic/critic-brief.js'
import { createGitHubPort } from '../github/octokit.js'
import { describeError, UserError } from '../base/shared/errors.js'
import { handOver, removeHandoff, takeOver } from './handoff-io.js'
import { maskMarkerSecret } from './runner.js'

function repositoryFromEnv(): { owner: string; repo: string } {
  const full = process.env.GITHUB_REPOSITORY ?? ''
  const [owner, repo, extra] = full.split('/')
  if (!owner || !repo || extra !== undefined)
    throw new Error(`GITHUB_REPOSITORY must be "owner/repo", got "${full}"`)
  return { owner, repo }
}

function runUrlFromEnv(): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = process.env
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : undefined
}

async function main(phase: string): Promise<CriticActionResult | undefined> {
  maskMarkerSecret()
  const token = core.getInput('github-token')
  if (!token) {
    throw new UserError(
      'is empty: the action reads its config and the pull request with it',
      "input 'github-token'"
    )
  }
  core.setSecret(token)
  const repo = repositoryFromEnv()
  const github = createGitHubPort({
    token,
    repo,
    baseUrl: process.env.GITHUB_API_URL,
    onWarning: (message) => core.warning(message)
  })
  const deps = {
    getInput: (name: string) => core.getInput(name),
    actor: process.env.GITHUB_ACTOR ?? '',
    triggeringActor: process.env.GITHUB_TRIGGERING_ACTOR ?? '',
    github,
    summary: { write: async (markdown: string) => void (await core.summary.addRaw(markdown, true).write()) },
    workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
    log: (line: string) => core.info(line),
    loadBrief: (pullNumber: number, stateBranch: string, secret: string) =>
      readFrozenBrief(github, stateBranch, pullNumber, secret),
    runUrl: runUrlFromEnv(),
    repository: `${repo.owner}/${repo.repo}`,
    secrets: [token],
    outputDir: process.env.RUNNER_TEMP || undefined
  }
  if (phase === 'publish') {
    const { handoff, envelopes, redacted, dir } = await takeOver<CriticResume>('critic', token)
    const one = criticResultOf(handoff.job, envelopes, redacted)
    const result = await publishCriticAction(deps, handoff.resume, one.envelope, one.redacted)
    await removeHandoff(dir)
    return result
  }
  if (phase !== 'prepare')
    throw new UserError(`unknown phase '${phase}' (prepare or publish)`, 'dist/critic-action/index.js')
  const prepared = await prepareCriticAction(deps)
  if (prepared.kind === 'done') return prepared.result
  await handOver('critic', prepared.job, prepared.resume, token)
  return undefined
}

try {
  const result = await main(process.argv[2] ?? '')
  if (result) {
    core.setOutput('envelope', result.outputs.envelope)
    core.setOutput('ok', result.outputs.ok)
    core.setOutput('envelope-file', result.outputs['envelope-file'])
    if (result.failure) core.setFailed(result.failure)
  }
} catch (error) {
  // Faults outside the use case (no token, GitHub unreachable) still leave a line in the job summary.
  const message = `the-loop critic: ${describeError(error)}`
  await core.summary
    .addRaw(`## the-loop critic\n\n${message}\n`, true)
    .write()
    .catch(() => undefined)
  core.setFailed(message)
}
