// A minimal action for testing the runner harness: echoes what a runner hands an action back as outputs.
import { appendFileSync } from 'node:fs'
import * as core from '@actions/core'
import { context } from '@actions/github'

async function main(): Promise<void> {
  core.setOutput('state-branch', core.getInput('state-branch'))
  core.setOutput(
    'event',
    `${context.eventName} #${context.issue.number} in ${context.repo.owner}/${context.repo.repo}`
  )
  core.setOutput('run', `${context.runId}.${context.runAttempt} by ${context.actor} via ${context.apiUrl}`)
  core.setOutput('leak', process.env.THE_LOOP_LEAK_PROBE ?? 'none')
  core.setOutput('multi', 'line one\nline two')
  // The older one-line form, written by hand: the harness must parse both.
  appendFileSync(process.env.GITHUB_OUTPUT ?? '', 'plain=yes\n')
  await core.summary.addRaw('probe summary').write()
  if (core.getInput('fail') === 'true') core.setFailed('asked to fail')
}

void main()
