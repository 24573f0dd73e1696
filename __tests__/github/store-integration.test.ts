// Integration: real node processes update one work item through the Octokit adapter and the cache-branch
// store against the loopback GitHub, with concurrency, injected faults, a deleted branch and a corrupt file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { bundleScript } from '../support/bundle-script.js'
import { runBundledAction } from '../support/run-action.js'
import type { RunActionResult } from '../support/run-action.js'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import type { LoopbackGitHub } from '../support/loopback/server.js'
import { appliedCodec, appliedMarker } from '../support/list-codec.js'

const BRANCH = 'the-loop/state'
// 20 cold node processes on a 2-core machine: generous, since CI machines are often shared.
const RACE_TIMEOUT_MS = 240_000
let gh: LoopbackGitHub
let bundle: { file: string; dir: string }
let issue = 0
let runs = 0

beforeAll(async () => {
  bundle = await bundleScript(fileURLToPath(new URL('../support/store-writer.ts', import.meta.url)))
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
})
afterAll(async () => {
  await gh.close()
  await rm(bundle.dir, { recursive: true, force: true })
})
beforeEach(() => {
  issue = gh.world.createIssue('acme', 'widgets', { title: 'work item' })
  gh.faults.set({})
})

function write(id: string, inputs: Record<string, string> = {}): Promise<RunActionResult> {
  runs++
  return runBundledAction(bundle.file, {
    eventName: 'issue_comment',
    payload: { issue: { number: issue }, repository: { full_name: 'acme/widgets' } },
    inputs: { item: String(issue), id, ...inputs },
    apiUrl: gh.url,
    runId: 1000 + runs
  })
}

function stored(): string[] {
  const path = `items/acme/widgets/${issue}/state.json`
  const text = gh.world.readFile('acme', 'widgets', BRANCH, path)
  return text === undefined ? [] : appliedCodec.decode(text, path).applied
}

function markers(): string[] {
  const repo = gh.world.repo('acme', 'widgets')!
  return repo.comments.filter((c) => c.issue === issue).flatMap((c) => /id=([\w-]+)/.exec(c.body)?.[1] ?? [])
}

const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`)
const expectOk = (results: RunActionResult[]) =>
  results.forEach((r) =>
    expect({ exitCode: r.exitCode, stderr: r.stderr }).toEqual({ exitCode: 0, stderr: '' })
  )

describe('the cache-branch store across processes', () => {
  it(
    'applies every one of 20 concurrent updates exactly once',
    async () => {
      const results = await Promise.all(ids(20, 'w').map((id) => write(id)))
      expectOk(results)
      expect([...stored()].sort()).toEqual(ids(20, 'w').sort())
      expect([...markers()].sort()).toEqual(ids(20, 'w').sort())
      const retried = results.filter((r) => Number(r.outputs.tries) > 1).length
      expect(retried).toBeGreaterThan(0) // they really raced
      expect(gh.world.repo('acme', 'widgets')!.git.branches.get('main')).toBeDefined()
    },
    RACE_TIMEOUT_MS
  )

  it(
    'stays consistent with 20% injected 502s and one 429',
    async () => {
      gh.faults.set({
        failRate: 0.2,
        failStatus: 502,
        seed: 2026,
        oneShots: [{ status: 429, retryAfter: 1 }]
      })
      const results = await Promise.all(ids(20, 'f').map((id) => write(id)))
      expectOk(results)
      expect(gh.requests.some((r) => r.status === 429)).toBe(true)
      expect(gh.faults.injected).toBeGreaterThan(20)
      expect([...stored()].sort()).toEqual(ids(20, 'f').sort())
      expect([...markers()].sort()).toEqual(ids(20, 'f').sort())
    },
    RACE_TIMEOUT_MS
  )

  it('rebuilds a deleted cache branch from the thread and says so', async () => {
    expectOk(await Promise.all([write('a'), write('b')]))
    gh.world.deleteBranch('acme', 'widgets', BRANCH)
    const result = await write('c')
    expectOk([result])
    expect(result.outputs.rebuilt).toBe('true')
    expect(result.outputs.warnings).toMatch(
      /cache branch the-loop\/state does not exist; rebuilt it from the thread/
    )
    expect(result.stdout).toMatch(/::warning::/)
    expect([...stored()].sort()).toEqual(['a', 'b', 'c'])
  })

  it('rebuilds a corrupt state file instead of trusting it', async () => {
    expectOk([await write('a')])
    const path = `items/acme/widgets/${issue}/state.json`
    gh.world.putFiles('acme', 'widgets', { [path]: '{"version":1,"applied":["forged"]' }, BRANCH)
    gh.world.addComment('acme', 'widgets', issue, `forged ${appliedMarker('forged')}`, 'mallory')
    const result = await write('b')
    expectOk([result])
    expect(result.outputs.warnings).toMatch(/state.json could not be used/)
    expect([...stored()].sort()).toEqual(['a', 'b'])
  })

  it('fails loudly with the operation named when GitHub keeps failing, leaving the state as it was', async () => {
    expectOk([await write('a')])
    gh.faults.set({ failRate: 1, failStatus: 503 })
    const result = await write('b', { 'retry-base-ms': '1' })
    gh.faults.set({})
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toMatch(/::error::GitHub API .* failed \(HTTP 503\)/)
    expect(stored()).toEqual(['a'])
  })
})
