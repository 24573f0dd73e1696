// How the action reads its harness config: the pre-rename `.the-loop/config.yaml` when the default
// `.the-loop/harness-config.yaml` is absent, as the upstream loader and `the-loop config validate` do (one more
// read, only in that case), and a top-level key nobody reads said in the job log without stopping the round.
import { describe, expect, it } from '@jest/globals'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownPosts, REPLIES_CRITIC, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

/** A scene whose state branch exists and whose critics sit in the file under `path` only. */
async function sceneWithConfigAt(path: string): Promise<void> {
  scene = await startReviewScene({ config: REPLIES_CRITIC })
  scene.gh.world.putFiles('acme', 'widgets', {
    '.the-loop/harness-config.yaml': null,
    [path]: REPLIES_CRITIC
  })
  const other = scene.gh.world.createPull('acme', 'widgets', { diff: '', author: 'bob' })
  await run(scene.comment('alice', 'the-loop review', other))
  scene.gh.resetRequests()
}

const contentReads = () => scene.gh.requests.filter((r) => r.route === 'repos.getContent').length

describe('reading the harness config', () => {
  it('runs the round from .the-loop/config.yaml, reading it after the absent default (one read more)', async () => {
    await sceneWithConfigAt('.the-loop/config.yaml')
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    // The item file, the default config (absent), then the pre-rename one, the first round's look for a copy of
    // the review loop and the four rules files: 7 in budgets.test.ts, 8 here.
    expect(contentReads()).toBe(8)
    expect(ownPosts(scene).some((p) => p.body.includes('[test/default]'))).toBe(true)
  })

  it('reads no other name: a .yml file is no config, and the round says so', async () => {
    await sceneWithConfigAt('.the-loop/harness-config.yml')
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    // No config: no rules files are read either.
    expect(contentReads()).toBe(4)
    const said = ownPosts(scene)
      .map((p) => p.body)
      .join('\n')
    expect(said).toContain('no harness config on the default branch, so no critic is configured')
    expect(said).not.toContain('[test/default]')
  })

  it('says a top-level key nobody reads in the job log, and still runs the round', async () => {
    await sceneWithConfigAt('.the-loop/harness-config.yaml')
    scene.gh.world.putFiles('acme', 'widgets', {
      '.the-loop/harness-config.yaml': `${REPLIES_CRITIC}revews: {}\n`
    })
    const result = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(`${result.stdout}${result.stderr}`).toContain(
      "warning: .the-loop/harness-config.yaml on the default branch:7: unknown top-level key 'revews': neither this action (it reads reviews and workflow) nor the upstream the-loop CLI reads it; did you mean 'reviews'?"
    )
    expect(ownPosts(scene).some((p) => p.body.includes('[test/default]'))).toBe(true)
  })

  // Requirement 1.6: a shipped loop cannot be overridden. Nothing the action reads lists .the-loop/, so the
  // review's first round reads the copy's path (one request, beside the round's reads); later rounds do not.
  it("ignores the repository's own pdlc-review-loop.yaml with a warning in the log and the job summary", async () => {
    await sceneWithConfigAt('.the-loop/harness-config.yaml')
    scene.gh.world.putFiles('acme', 'widgets', {
      '.the-loop/pdlc-review-loop.yaml': 'name: pdlc-review-loop\nstart: review\nnodes: [{id: review}]\n'
    })
    const warning =
      ".the-loop/pdlc-review-loop.yaml on the default branch is ignored: pdlc-review-loop is a shipped loop and cannot be overridden, so this review walks the action's own (graphs/pdlc-review-loop.yaml)"
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(`${first.stdout}${first.stderr}`).toContain(`warning: ${warning}`)
    expect(first.summary).toContain(`- ⚠️ ${warning}`)
    expect([first.outputs.round, first.outputs.node]).toEqual(['1', 'follow-up'])
    expect(contentReads()).toBe(7)
    scene.gh.resetRequests()
    const next = await run(scene.comment('alice', 'and the docs?'))
    expect([next.outputs.round, next.summary.includes(warning), contentReads()]).toEqual(['2', false, 6])
  })

  it('warns of no copy when there is none', async () => {
    await sceneWithConfigAt('.the-loop/harness-config.yaml')
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect([
      first.outputs.round,
      `${first.stdout}${first.summary}`.includes('pdlc-review-loop.yaml')
    ]).toEqual(['1', false])
  })
})
