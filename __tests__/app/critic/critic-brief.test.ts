// Reading a PR's frozen brief from the cache branch: every way it can be missing becomes a reason to
// run without one, never a failure, and the branch is only read.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFrozenBrief, toFrozenBrief } from '../../../src/app/critic/critic-brief.js'
import { createGitHubPort } from '../../../src/github/octokit.js'
import type { GitHubPort } from '../../../src/github/port.js'
import { formatTimestamp, freshState } from '../../../src/engine/state/document.js'
import { encodeItemDoc } from '../../../src/engine/state/item-file.js'
import { startLoopbackGitHub, type LoopbackGitHub } from '../../support/loopback/server.js'

const BRANCH = 'the-loop/state'
const brief = {
  questions: ['q1'],
  angles: [],
  validations: ['npm test'],
  by: '@alice',
  at: 't',
  commentId: 3
}
let gh: LoopbackGitHub
let port: GitHubPort

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
  port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle: false,
    retryBaseMs: 1,
    retries: 0
  })
})
afterAll(async () => gh.close())

function stateWith(decision?: Record<string, unknown>): string {
  const state = freshState('acme/widgets#1')
  if (decision) state.decisions['review-brief'] = { at: formatTimestamp(new Date(0)), ...decision }
  return encodeItemDoc({ state, control: undefined })
}
const put = (n: number, text: string) =>
  gh.world.putFiles('acme', 'widgets', { [`items/acme/widgets/${n}/item.json`]: text }, BRANCH)

describe('readFrozenBrief', () => {
  it('no branch yet', async () => {
    expect(await readFrozenBrief(port, BRANCH, 1)).toEqual({
      missing: `no ${BRANCH}:items/acme/widgets/1/item.json (or no branch ${BRANCH})`
    })
  })
  it('finds the frozen brief, and only reads', async () => {
    put(2, stateWith({ brief }))
    gh.resetRequests()
    expect(await readFrozenBrief(port, BRANCH, 2)).toEqual({ brief: { ...brief, pullRequests: [] } })
    expect(gh.requests.every((r) => r.method === 'GET')).toBe(true)
  })
  it('each missing or unreadable case says which and where', async () => {
    put(3, stateWith())
    put(4, stateWith({ brief: 'free text' }))
    put(5, '{ not json')
    expect(await readFrozenBrief(port, BRANCH, 9)).toEqual({
      missing: `no ${BRANCH}:items/acme/widgets/9/item.json (or no branch ${BRANCH})`
    })
    expect(await readFrozenBrief(port, BRANCH, 3)).toEqual({
      missing: `${BRANCH}:items/acme/widgets/3/item.json has no frozen review brief yet`
    })
    expect(await readFrozenBrief(port, BRANCH, 4)).toMatchObject({
      missing: expect.stringMatching(/not in the expected shape/)
    })
    expect(await readFrozenBrief(port, BRANCH, 5)).toMatchObject({
      missing: expect.stringMatching(/^the-loop\/state:items\/acme\/widgets\/5\/item\.json: not JSON/)
    })
  })
  it('an unreachable API is a reason, not a throw', async () => {
    const down = createGitHubPort({
      token: 't',
      repo: { owner: 'acme', repo: 'widgets' },
      baseUrl: 'http://127.0.0.1:9',
      throttle: false,
      retries: 0
    })
    expect(await readFrozenBrief(down, BRANCH, 1)).toMatchObject({
      missing: expect.stringMatching(/^could not read the state branch/)
    })
  })
})

describe('toFrozenBrief', () => {
  it('keeps only the frozen shape', () => {
    expect(toFrozenBrief({ questions: [], angles: [], validations: [] })?.by).toBe('an authorized reviewer')
    expect(toFrozenBrief({ questions: [1], angles: [], validations: [] })).toBeUndefined()
    expect(toFrozenBrief(null)).toBeUndefined()
  })
})
