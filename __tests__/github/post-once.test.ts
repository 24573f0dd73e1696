// A comment post whose answer is lost after GitHub applied it is found on the thread, never posted twice.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startLoopbackGitHub, type LoopbackGitHub } from '../support/loopback/server.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import type { GitHubPort } from '../../src/github/port.js'

let gh: LoopbackGitHub
let port: GitHubPort
let issue: number

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets', { files: { 'README.md': 'hi\n' } })
  issue = gh.world.createIssue('acme', 'widgets', { title: 'Add X', author: 'alice' })
  port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle: false,
    retryBaseMs: 1
  })
})
afterAll(() => gh.close())

const bodies = () =>
  gh.world
    .repo('acme', 'widgets')!
    .comments.filter((c) => c.issue === issue)
    .map((c) => c.body)

describe('createComment after a lost answer', () => {
  it('finds the post that landed instead of sending it again', async () => {
    gh.faults.set({ afterApplyRate: 1 })
    const posted = await port.createComment(issue, 'landed once', { after: 0 })
    gh.faults.set({})
    expect(posted.body).toBe('landed once')
    expect(posted.id).toBeGreaterThan(0)
    expect(bodies().filter((b) => b === 'landed once')).toHaveLength(1)
  })

  it('sends again when the post was refused before it applied', async () => {
    gh.faults.set({ outage: { route: 'issues.createComment', times: 2 } })
    await port.createComment(issue, 'second try', { after: 0 })
    gh.faults.set({})
    expect(bodies().filter((b) => b === 'second try')).toHaveLength(1)
    expect(gh.count('issues.createComment')).toBeGreaterThanOrEqual(3)
  })

  it('an identical comment the caller already knew is not taken for this post', async () => {
    const earlier = await port.createComment(issue, 'said twice')
    gh.faults.set({ afterApplyRate: 1 })
    const again = await port.createComment(issue, 'said twice', { after: earlier.id })
    gh.faults.set({})
    expect(again.id).toBeGreaterThan(earlier.id)
    expect(bodies().filter((b) => b === 'said twice')).toHaveLength(2)
  })

  it('gives up after the retries with the error', async () => {
    gh.faults.set({ outage: { route: 'issues.createComment', times: 10 } })
    await expect(port.createComment(issue, 'never')).rejects.toThrow(
      /issues\.createComment failed \(HTTP 502\)/
    )
    gh.faults.set({})
  })
})
