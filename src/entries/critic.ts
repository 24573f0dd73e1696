// Composition root of the critic bundle (dist/critic/index.js): the runner's inputs and variables in,
// outputs, job summary and exit status out. All logic lives in src/app/critic-action.ts.
import * as core from '@actions/core'
import { runCriticAction } from '../app/critic-action.js'
import { readFrozenBrief } from '../app/critic-brief.js'
import { createGitHubPort } from '../github/octokit.js'
import { describeError, UserError } from '../shared/errors.js'

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

async function main(): Promise<void> {
  const token = core.getInput('github-token')
  if (!token) {
    throw new UserError(
      'is empty: the action reads its config and the pull request with it',
      "input 'github-token'"
    )
  }
  core.setSecret(token)
  const github = createGitHubPort({
    token,
    repo: repositoryFromEnv(),
    baseUrl: process.env.GITHUB_API_URL,
    onWarning: (message) => core.warning(message)
  })
  const result = await runCriticAction({
    getInput: (name) => core.getInput(name),
    actor: process.env.GITHUB_ACTOR ?? '',
    github,
    summary: { write: async (markdown) => void (await core.summary.addRaw(markdown, true).write()) },
    workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
    log: (line) => core.info(line),
    loadBrief: (pullNumber, stateBranch) => readFrozenBrief(github, stateBranch, pullNumber),
    runUrl: runUrlFromEnv(),
    secrets: [token]
  })
  core.setOutput('envelope', result.outputs.envelope)
  core.setOutput('ok', result.outputs.ok)
  if (result.failure) core.setFailed(result.failure)
}

try {
  await main()
} catch (error) {
  // Faults outside the use case (no token, GitHub unreachable) still leave a line in the job summary.
  const message = `the-loop critic: ${describeError(error)}`
  await core.summary
    .addRaw(`## the-loop critic\n\n${message}\n`, true)
    .write()
    .catch(() => undefined)
  core.setFailed(message)
}
