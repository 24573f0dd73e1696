// A review round whose critic leaks the token and a model key: comment, summary, outputs and state hold `***`.
import { afterEach, describe, expect, it } from '@jest/globals'
import { normalizeEvent } from '../../src/conversation/event/normalize.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { readMainInputs } from '../../src/conversation/inputs/main-inputs.js'
import { nodeCriticYaml } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { runMainAction } from '../support/in-process.js'

const TOKEN = 'ghs_RoundTokenValue0123456789abcdefABCD'
const MODEL_KEY = 'sk-ant-api03-RoundModel+Key/0123456789'
const FORMS = [TOKEN, MODEL_KEY].flatMap((s) => [s, Buffer.from(s).toString('base64'), encodeURIComponent(s)])

let scene: Awaited<ReturnType<typeof startReviewScene>> | undefined
afterEach(async () => {
  await scene?.gh.close()
})

describe('redaction in a review round', () => {
  it('a leaking critic: comment, summary, outputs and stored state show *** only', async () => {
    // The token reaches the critic as an argument: it stands for one read from another process.
    const config = `reviews:\n  critics:\n${nodeCriticYaml('leaky', 'leak.mjs', ['{promptFile}', TOKEN])}`
    const s = (scene = await startReviewScene({ config }))
    const run = (body: string) =>
      runMainAction({
        inputs: readMainInputs((n) => ({ 'github-token': TOKEN, 'authorized-users': 'alice' })[n] ?? ''),
        trigger: normalizeEvent('issue_comment', s.comment('alice', body)),
        github: createGitHubPort({
          token: TOKEN,
          repo: { owner: OWNER, repo: REPO },
          baseUrl: s.gh.url,
          throttle: false,
          retryBaseMs: 5
        }),
        identity: { login: 'github-actions[bot]' },
        stamp: { runId: `run-${body.length}`, attempt: 1 },
        workspace: process.cwd(),
        // As on a runner: the token as the action's input, the model key for the critics.
        baseEnv: { PATH: process.env.PATH, 'INPUT_GITHUB-TOKEN': TOKEN, ANTHROPIC_API_KEY: MODEL_KEY }
      })
    const blobs = s.gh.world.repo(OWNER, REPO)!.git.blobs
    // The config above names the token on purpose; every blob written after it must not. (The state holds no
    // critic text today: this keeps it so.)
    const seeded = new Set(blobs.keys())
    await run('the-loop review')
    const r = await run('Questions:\n- is it safe?')
    expect(r.outputs.round).toBe('1')

    const stored = [...blobs].filter(([sha]) => !seeded.has(sha)).map(([, b]) => b.toString('utf8'))
    expect(stored.length).toBeGreaterThan(0)
    const posted = s.thread().map((c) => c.body)
    for (const text of [r.summary, r.outputs.envelopes, ...posted, ...stored]) {
      for (const form of FORMS) expect(text).not.toContain(form)
    }
    const round = posted.find((b) => b.includes('raw: ***'))
    expect(round).toContain('url: https://example.test/?t=***')
    expect(r.summary).toContain('redacted 8 secret values from critic leaky')
  })
})
