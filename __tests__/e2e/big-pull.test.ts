// Pull requests past GitHub's diff limits through the bundled main action: the diff's 406 is asked once
// (never retried), the files list gives the diff, and the critics are told what they do not see.
import { describe, expect, it } from '@jest/globals'
import { manyChangedFiles, startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, REPLIES_CRITIC, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

function bigPull(files: number, binary: string[] = []): number {
  const list: Array<{ filename: string; status: string; additions: number; deletions: number }> =
    manyChangedFiles(files)
  for (const path of binary) list.push({ filename: path, status: 'added', additions: 0, deletions: 0 })
  return scene.gh.world.createPull('acme', 'widgets', { diff: 'x', files: list, author: 'bob' })
}

describe('pull requests past the diff limits', () => {
  it('301 files: one 406, the files list in pages, a round that says the diff was rebuilt', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    const n = bigPull(300, ['assets/logo.png'])
    scene.gh.resetRequests()
    const r = await run(scene.comment('alice', `the-loop review\n${BRIEF}`, n))
    expect(r.exitCode).toBe(0)
    expect(r.outputs.node).toBe('follow-up')
    expect(scene.gh.requests.filter((q) => q.status === 406).map((q) => q.route)).toEqual(['pulls.get'])
    expect(scene.gh.count('pulls.listFiles')).toBe(4)
    const round = ownComments(scene, 'round', n)[0]!.body
    expect(round).toMatch(/NOTE .*put together from the files list/)
    expect(round).toMatch(/NOTE 1 file\(s\) come without a patch .*`assets\/logo\.png`/)
  })

  it('a single file of 25,000 lines is past the line limit and reviewed from its patch', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    const lines = Array.from({ length: 25_000 }, (_, i) => `+line ${i}`).join('\n')
    const n = scene.gh.world.createPull('acme', 'widgets', {
      diff: `diff --git a/big.txt b/big.txt\n@@ -0,0 +1,25000 @@\n${lines}\n`,
      files: [
        {
          filename: 'big.txt',
          status: 'added',
          additions: 25_000,
          deletions: 0,
          patch: `@@ -0,0 +1,25000 @@\n${lines}`
        }
      ],
      author: 'bob'
    })
    const r = await run(scene.comment('alice', `the-loop review\n${BRIEF}`, n))
    expect(r.outputs.node).toBe('follow-up')
    expect(ownComments(scene, 'round', n)[0]!.body).toMatch(/NOTE .*put together from the files list/)
  })
})
