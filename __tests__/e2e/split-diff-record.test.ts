// A split round through the bundled main action, for what its plan is held to and what it leaves in the state:
// a plan that would outlast the job (input job-timeout-minutes) is refused before any critic runs, said on the
// thread with its numbers and knobs, at an exact request count, nothing paid or claimed; a round that runs
// records each critic's coverage in the item's state, in the final write it already makes.
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownPosts, readStateDoc, useBundledMain, type Scene } from './harness.js'

let scene: Scene
let pull: number
const run = useBundledMain(() => scene)

/** Critic `parts` has a small budget (its diff in parts), critic `whole` the default (the shared prompt). */
const config = (maxParts: number) => `reviews:
  critics:
    - name: parts
      harness: test
      command: node
      args: ['__tests__/support/critics/parts.mjs', '{promptFile}']
      maxPromptChars: 7000
      maxParts: ${maxParts}
      timeoutSeconds: 600
    - name: whole
      harness: test
      command: node
      args: ['__tests__/support/critics/parts.mjs', '{promptFile}']
      timeoutSeconds: 60
`

/** A new file of 40 lines, its sentinel on the first. */
function addedFile(path: string, tag: string): string {
  const lines = [`+// SENTINEL_${tag}`]
  for (let i = 2; i <= 40; i++) lines.push(`+export const value${i} = ${i} // filler text for size`)
  return `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,40 @@\n${lines.join('\n')}\n`
}
const FILES = ['src/a/one.ts', 'src/a/two.ts', 'src/b/three.ts', 'src/b/four.ts', 'lib/five.ts', 'lib/six.ts']
const DIFF = FILES.map((p, i) => addedFile(p, `F${i}`)).join('')

/** A scene whose state branch exists already (an earlier review armed), the pull under review carrying DIFF. */
async function sceneWith(maxParts: number): Promise<void> {
  scene = await startReviewScene({ config: config(maxParts) })
  const other = scene.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' })
  await run(scene.comment('alice', 'the-loop review', other))
  pull = scene.gh.world.createPull(OWNER, REPO, { diff: DIFF, author: 'bob' })
  scene.gh.resetRequests()
}

function spent(): string[] {
  const routes = scene.gh.requests.map((r) => `${r.method} ${r.route}`).sort()
  scene.gh.resetRequests()
  return routes
}

const review = () => scene.comment('alice', `the-loop review\n${BRIEF}`, pull)
const stateOf = () => JSON.parse(readStateDoc(scene, pull)!) as { host: { review: Record<string, unknown> } }
const sawLines = () =>
  ownPosts(scene, 'round', pull)
    .map((p) => p.body)
    .join('\n')
    .match(/PART \S+ SAW:/g) ?? []

describe('a plan longer than the job', () => {
  it('is refused before any critic runs, naming the numbers and the knobs; a job long enough runs it', async () => {
    await sceneWith(20)
    const event = review()
    const r = await run(event, { inputs: { 'max-parallel': '1', 'job-timeout-minutes': '20' } })
    expect(ownPosts(scene, undefined, pull).map((p) => parseMarkers(p.body)[0]?.kind)).toEqual([
      'brief-confirmation',
      'reply'
    ])
    const replies = ownPosts(scene, 'reply', pull).map((p) => p.body)
    expect(replies).toHaveLength(1)
    const m =
      /\*\*Round 1 did not run:\*\* its plan would outlast the job: (\d+) critic runs \('parts' (\d+), 'whole' 1\), at most max-parallel 1 at once, take (\d+) waves × 600 s \(the longest timeoutSeconds\) \+ 300 s margin = (\d+) s, over job-timeout-minutes 20 \(1200 s\)\. No critic ran\. Raise max-parallel; lower the critics’ maxParts or timeoutSeconds, or raise their maxPromptChars \(fewer parts\); or raise job-timeout-minutes together with the job’s timeout-minutes\./.exec(
        replies[0]!
      )
    expect(m).not.toBeNull()
    const [runs, parts, waves, seconds] = m!.slice(1).map(Number)
    expect(parts).toBeGreaterThanOrEqual(2)
    expect([runs, waves, seconds]).toEqual([parts! + 1, parts! + 1, (parts! + 1) * 600 + 300])
    // No critic ran, nothing was paid or claimed.
    expect(sawLines()).toEqual([])
    expect(ownPosts(scene, 'round', pull)).toEqual([])
    const host = stateOf().host.review
    expect([host['paid'], host['claim'], host['coverage']]).toEqual([0, undefined, undefined])
    // The main action says it as it says any round that did not run (a config problem): in the reply and the
    // job summary, the step green (review/action.yml fails its step for a round that did not run).
    expect(r.exitCode).toBe(0)
    expect(r.summary).toContain('its plan would outlast the job')
    // 17: the item and thread reads, the round's inputs, the four rules files and the look for a loop copy (as for
    // any first round), then the label, the brief's confirmation, the reply, the 👀 and one state write: no claim
    // write. (13 → 17 with the rules files, issue 29.)
    expect(spent()).toEqual(
      [
        ...Array(4).fill('GET repos.getContent'),
        'GET issues.listComments',
        'GET repos.getContent',
        'GET pulls.listReviewComments',
        'GET pulls.listReviews',
        'GET pulls.get',
        'GET pulls.get',
        'GET repos.getContent',
        'GET repos.getContent',
        'POST issues.addLabels',
        'POST issues.createComment',
        'POST issues.createComment',
        'POST reactions.createForIssueComment',
        'PUT repos.createOrUpdateFileContents'
      ].sort()
    )
    // The same event again in a job allowed long enough: the round runs, every part of it.
    const again = await run(event, { inputs: { 'max-parallel': '1', 'job-timeout-minutes': '200' } })
    expect(again.exitCode).toBe(0)
    expect(sawLines()).toHaveLength(parts! + 1)
  })
})

describe('coverage in the state', () => {
  it('records per critic and round: not whole for the critic maxParts cut, whole on the shared prompt', async () => {
    await sceneWith(2)
    const r = await run(review())
    expect(r.exitCode).toBe(0)
    expect(sawLines().length).toBe(3)
    const coverage = stateOf().host.review['coverage'] as Array<{
      round: number
      critics: Record<string, { whole: boolean; files: { seen: number; total: number }; hunks: object }>
    }>
    expect(coverage.map((c) => [c.round, Object.keys(c.critics)])).toEqual([[1, ['parts', 'whole']]])
    const { parts, whole } = coverage[0]!.critics
    expect(whole).toEqual({ whole: true, files: { seen: 6, total: 6 }, hunks: { seen: 6, total: 6 } })
    expect(parts!.whole).toBe(false)
    expect(parts!.files.total).toBe(6)
    expect(parts!.files.seen).toBeLessThan(6)
    expect(parts!.hunks).toEqual({ seen: parts!.files.seen, total: 6 })
    // Its counts are those its round comment states.
    const said = ownPosts(scene, 'round', pull)
      .map((p) => p.body)
      .join('\n')
    expect(said).toContain(
      `Coverage: 2 parts; ${parts!.files.seen} of 6 files and ${parts!.files.seen} of 6 hunks seen.`
    )
    // Recorded in the round's two state writes (the claim, the result): none more.
    expect(spent().filter((route) => route === 'PUT repos.createOrUpdateFileContents')).toHaveLength(2)
  })
})
