// The claim's limits in their order over the loopback GitHub: the round budget and a money budget already spent
// refuse before the round's reads, then the job's time and the money with the round's estimate; when two
// limits would refuse, the first in that order is the one said.
import { afterEach, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { normalizeEvent } from '../../src/conversation/event/normalize.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { readMainInputs } from '../../src/conversation/inputs/main-inputs.js'
import { parseMarkers, SELF_MARKER } from '../../src/base/marker/markers.js'
import { criticReadableDir, nodeCriticYaml } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { runMainAction } from '../support/in-process.js'

type Scene = Awaited<ReturnType<typeof startReviewScene>>
let scene: Scene
let runs = 0
const BRIEF = 'Questions:\n- is it safe?'
const dir = criticReadableDir('the-loop-limits-')
const usage = join(dir, 'alpha.json')
/** A critic that reports what `usage` says, with `extra` config lines. */
const config = (extra = '') =>
  `reviews:\n  critics:\n${nodeCriticYaml('alpha', 'priced.mjs', [usage, '{promptFile}'], { harness: 'test', outputFormat: 'json' })}${extra}`

afterEach(async () => {
  await scene.gh.close()
})

async function comment(author: string, body: string, inputs: Record<string, string>) {
  const all: Record<string, string> = { 'github-token': 't', 'authorized-users': 'alice', ...inputs }
  return runMainAction({
    inputs: readMainInputs((n) => all[n] ?? ''),
    trigger: normalizeEvent('issue_comment', scene.comment(author, body)),
    github: createGitHubPort({
      token: 't',
      repo: { owner: OWNER, repo: REPO },
      baseUrl: scene.gh.url,
      throttle: false,
      retryBaseMs: 5
    }),
    identity: { login: 'github-actions[bot]' },
    stamp: { runId: `main-${++runs}`, attempt: 1 },
    workspace: process.cwd()
  })
}

const own = (kind: string) =>
  scene
    .thread()
    .filter((c) => c.body.includes(SELF_MARKER) && parseMarkers(c.body).some((m) => m.kind === kind))

describe('the claim asks its limits in one order', () => {
  it('a money budget already spent refuses before the round reads its rules files, even when the job is too short', async () => {
    scene = await startReviewScene({ config: config() })
    writeFileSync(usage, '{}')
    const r = await comment('alice', `the-loop review\n${BRIEF}`, {
      'max-cost-usd': '0',
      'job-timeout-minutes': '1'
    })
    expect(r.summary).toMatch(/Not run: money budget reached: \$0\.0000 spent since the review was armed/)
    expect(scene.gh.requests.filter((q) => q.path.includes('AGENTS.md'))).toEqual([])
    expect(own('budget')[0]!.body).toContain('input max-cost-usd is 0, so no critic round runs')
  })

  it('with the plan, the job limit is said before the money estimate', async () => {
    scene = await startReviewScene({ config: config('      costEstimateUsd: 2\n') })
    writeFileSync(usage, '{}')
    const r = await comment('alice', `the-loop review\n${BRIEF}`, {
      'max-cost-usd': '1',
      'job-timeout-minutes': '1'
    })
    expect(r.summary).toMatch(/Not run: its plan would outlast the job: 1 critic runs/)
    expect(r.summary).not.toMatch(/money budget reached/)
    expect(own('budget')).toHaveLength(0)
    // Without the job limit, the same round is refused by its estimate.
    const dear = await comment('alice', 'and now?', { 'max-cost-usd': '1' })
    expect(dear.summary).toMatch(/Not run: money budget reached: .* this round estimated at \$2\.0000/)
  })

  it('the round budget is said before a money budget also spent', async () => {
    scene = await startReviewScene({ config: config() })
    writeFileSync(usage, JSON.stringify({ cost: 0.1 }))
    const inputs = { 'max-rounds': '1', 'max-cost-usd': '0.05' }
    await comment('alice', `the-loop review\n${BRIEF}`, inputs)
    const r = await comment('alice', 'one more look please', inputs)
    expect(r.summary).toMatch(/Not run: round budget reached: 1 paid critic run since/)
    expect(own('budget')[0]!.body).toContain('**Round budget reached:**')
  })
})
