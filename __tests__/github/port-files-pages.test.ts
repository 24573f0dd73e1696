// The files list of a large pull request through the Octokit adapter over the loopback GitHub: per_page=100, one
// request per page (ceil(files / 100), at most 30), pages 2..N PAGES_AT_ONCE at a time once page 1's Link names the
// last page, the files in GitHub's order; with throttling on, the global group still lets several run at once.
// And the loopback's Link header itself, relation by relation, as GitHub writes it.
import { afterEach, describe, expect, it } from '@jest/globals'
import { startLoopbackGitHub, type LoopbackGitHub } from '../support/loopback/server.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { PAGES_AT_ONCE } from '../../src/github/pages.js'

const LATENCY_MS = 300

let gh: LoopbackGitHub | undefined
afterEach(async () => {
  await gh?.close()
  gh = undefined
})

function files(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    // Not in sorted order: the result must keep GitHub's order, not sort it.
    filename: `src/${(i * 7919) % count}/f${i}.ts`,
    status: 'modified',
    additions: 1,
    deletions: 1,
    patch: `@@ -1 +1 @@\n-a${i}\n+b${i}`
  }))
}

async function pullOf(count: number, throttle = false) {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
  const list = files(count)
  const number = gh.world.createPull('acme', 'widgets', { files: list })
  const port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle,
    retryBaseMs: 1
  })
  gh.resetRequests()
  return { port, number, list, gh }
}

const pageOf = (path: string) => Number(new URL(path, 'http://x').searchParams.get('page'))

describe('listPullFiles of a large pull request', () => {
  it.each([
    [1, 1],
    [100, 1],
    [101, 2],
    [2950, 30],
    [3000, 30]
  ])('%i files: %i request(s) of per_page=100, one per page', async (count, requests) => {
    const { port, number, list, gh } = await pullOf(count)
    const got = await port.listPullFiles(number)
    expect(got.map((f) => f.path)).toEqual(list.map((f) => f.filename))
    const asked = gh.requests.filter((r) => r.route === 'pulls.listFiles')
    expect(asked).toHaveLength(requests)
    expect(gh.requests).toHaveLength(requests)
    expect(asked.every((r) => new URL(r.path, 'http://x').searchParams.get('per_page') === '100')).toBe(true)
    expect(asked.map((r) => pageOf(r.path)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: requests }, (_, i) => i + 1)
    )
  })

  it('3,050 files: the 3,000 GitHub lists, in 30 requests', async () => {
    const { port, number, list, gh } = await pullOf(3050)
    const got = await port.listPullFiles(number)
    expect(got.map((f) => f.path)).toEqual(list.slice(0, 3000).map((f) => f.filename))
    expect(gh.count('pulls.listFiles')).toBe(30)
  })

  it('pages 2..30 go PAGES_AT_ONCE at a time after page 1: the pool full, never more in flight', async () => {
    const { port, number, list, gh } = await pullOf(3000)
    gh.faults.set({ latencyMs: LATENCY_MS })
    const got = await port.listPullFiles(number)
    expect(got.map((f) => f.path)).toEqual(list.map((f) => f.filename))
    const asked = gh.requests.filter((r) => r.route === 'pulls.listFiles')
    expect(asked).toHaveLength(30)
    expect(pageOf(asked[0]!.path)).toBe(1)
    const rest = asked.slice(1).map((r) => r.at)
    // Each answer waits LATENCY_MS: a page asked after another's answer arrives at least that much later.
    const start = Math.min(...rest)
    expect(start - asked[0]!.at).toBeGreaterThanOrEqual(LATENCY_MS - 5)
    // The first wave is the whole pool, asked together.
    expect(rest.filter((t) => t < start + LATENCY_MS - 5)).toHaveLength(PAGES_AT_ONCE)
    // A worker asks its next page only after its last answer: within less than one latency, one per worker.
    const together = rest.map((t) => rest.filter((u) => u >= t && u < t + LATENCY_MS - 5).length)
    expect(Math.max(...together)).toBeLessThanOrEqual(PAGES_AT_ONCE)
  })

  it('with throttling on, the global group runs pages side by side, at most 10 at once', async () => {
    const { port, number, list, gh } = await pullOf(3000, true)
    gh.faults.set({ latencyMs: LATENCY_MS })
    const got = await port.listPullFiles(number)
    expect(got.map((f) => f.path)).toEqual(list.map((f) => f.filename))
    const at = gh.requests.filter((r) => r.route === 'pulls.listFiles').map((r) => r.at)
    expect(at).toHaveLength(30)
    // A request can only start once another has been answered, LATENCY_MS after it arrived: the requests
    // arriving within one such window were in flight together.
    const together = at.map((t) => at.filter((u) => u >= t && u < t + LATENCY_MS).length)
    expect(Math.max(...together)).toBeGreaterThan(1)
    expect(Math.max(...together)).toBeLessThanOrEqual(10)
  })
})

describe("the loopback's Link header", () => {
  it('names next and last on page 1, prev next last first in the middle, prev and first on the last page', async () => {
    const { number, gh } = await pullOf(3000)
    const at = `${gh.url}/repos/acme/widgets/pulls/${number}/files`
    const linkOf = async (page: number) => {
      const res = await fetch(`${at}?per_page=100&page=${page}`)
      return { link: res.headers.get('link'), items: ((await res.json()) as unknown[]).length }
    }
    const url = (page: number) => `<${at}?per_page=100&page=${page}>`
    expect(await linkOf(1)).toEqual({
      link: `${url(2)}; rel="next", ${url(30)}; rel="last"`,
      items: 100
    })
    expect(await linkOf(15)).toEqual({
      link: `${url(14)}; rel="prev", ${url(16)}; rel="next", ${url(30)}; rel="last", ${url(1)}; rel="first"`,
      items: 100
    })
    expect(await linkOf(30)).toEqual({ link: `${url(29)}; rel="prev", ${url(1)}; rel="first"`, items: 100 })
    expect((await linkOf(31)).items).toBe(0)
  })

  it('sends no Link when every file fits one page', async () => {
    const { number, gh } = await pullOf(100)
    const res = await fetch(`${gh.url}/repos/acme/widgets/pulls/${number}/files?per_page=100`)
    expect(res.headers.get('link')).toBeNull()
  })
})
