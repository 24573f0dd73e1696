// The Octokit adapter's check runs (`checks: write`): the review's verdict on the head it reviewed. Split from
// octokit.ts; no Octokit type leaves it. A create is sent once (retries: 0): one whose answer a 5xx lost may
// exist, and a second would stay in progress beside it, which is worse than no check; the caller reports it.
import type { getOctokit } from '@actions/github'
import { need } from './api-calls.js'
import { GitHubApiError, type GitHubPort } from './port.js'
import { isCommitSha } from '../base/shared/commit-sha.js'

type Octokit = ReturnType<typeof getOctokit>

export function checkRuns(
  octokit: Octokit,
  owner: string,
  repo: string
): Pick<GitHubPort, 'createCheckRun' | 'completeCheckRun' | 'listCheckRunsInProgress'> {
  const rest = octokit.rest
  return {
    async createCheckRun(check) {
      const state =
        check.conclusion === undefined ? { status: 'in_progress' as const } : { conclusion: check.conclusion }
      const res = await need('checks.create', () =>
        rest.checks.create({
          owner,
          repo,
          name: check.name,
          head_sha: check.headSha,
          ...(check.detailsUrl === undefined ? {} : { details_url: check.detailsUrl }),
          ...state,
          output: check.output,
          request: { retries: 0 }
        })
      )
      return res.data.id
    },

    async completeCheckRun(checkRunId, conclusion, output, detailsUrl) {
      // Safe to send again: the same conclusion and output a second time change nothing.
      const link = detailsUrl === undefined ? {} : { details_url: detailsUrl }
      await need('checks.update', () =>
        rest.checks.update({ owner, repo, check_run_id: checkRunId, conclusion, output, ...link })
      )
    },

    async listCheckRunsInProgress(sha, name) {
      if (!isCommitSha(sha))
        throw new GitHubApiError('checks.listForRef', undefined, 'the ref must be a commit sha')
      const res = await need('checks.listForRef', () =>
        rest.checks.listForRef({
          owner,
          repo,
          ref: sha,
          check_name: name,
          status: 'in_progress',
          per_page: 100
        })
      )
      return res.data.check_runs.map((r) => ({
        id: r.id,
        headSha: r.head_sha,
        status: r.status as 'queued' | 'in_progress' | 'completed'
      }))
    }
  }
}
