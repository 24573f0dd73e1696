// Incremental rounds through the bundled main action: each round records the head it reviewed and names it
// in its comments; a round after new commits shows only what changed since (one compare request), a round on
// the same head makes none, and a force-push or a failed compare is said in the prompt while the full diff
// is still reviewed.
import { describe, expect, it } from '@jest/globals'
import { OWNER, REPO, SAMPLE_DIFF, startReviewScene } from '../support/review-scene.js'
import type { LoopFile } from '../support/loopback/world.js'
import { BRIEF, ownComments, playOnce, readStateDoc, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

/** One critic that reports the head, the `Changes since` section and the full diff of its prompt. */
const SINCE_CRITIC = `reviews:
  critics:
    - name: since
      harness: test
      command: node
      args: ['__tests__/support/critics/since.mjs', '{promptFile}']
`

/** The commit pushed after round 1: it adds one guard, and only it is new since round 1. */
const FIX: LoopFile = {
  filename: 'src/widget.js',
  status: 'modified',
  additions: 1,
  deletions: 0,
  patch:
    "@@ -1,3 +1,4 @@\n export function widget(size) {\n+  if (size < 0) throw new RangeError('NEGATIVE-GUARD')\n   // TODO: handle negative sizes"
}
const DIFF_AFTER_FIX = SAMPLE_DIFF.replace(
  ' export function widget(size) {\n',
  " export function widget(size) {\n+  if (size < 0) throw new RangeError('NEGATIVE-GUARD')\n"
)
/** A rewrite of the whole change, force-pushed on the base. */
const REWRITE: LoopFile = {
  filename: 'src/widget.js',
  status: 'modified',
  additions: 1,
  deletions: 1,
  patch:
    '@@ -1,3 +1,3 @@\n export function widget(size) {\n-  return size * 2\n+  return Math.max(0, size) * 3 // REWRITTEN'
}
const DIFF_REWRITTEN = `diff --git a/src/widget.js b/src/widget.js
--- a/src/widget.js
+++ b/src/widget.js
${REWRITE.patch}
`

const pullNow = () => scene.gh.world.repo(OWNER, REPO)!.issues.get(scene.pull)!.pull!

/** The part of a round comment between two markers the test critic writes. */
function part(body: string, name: string): string {
  const start = body.indexOf(`${name}-START`)
  const end = body.indexOf(`${name}-END`)
  return start < 0 || end < 0 ? '' : body.slice(start, end)
}

function roundBody(round: number): string {
  return ownComments(scene, 'round')[round - 1]?.body ?? ''
}

function spent(): { count: number; routes: string[] } {
  const routes = scene.gh.requests.map((r) => `${r.method} ${r.route}`).sort()
  scene.gh.resetRequests()
  return { count: routes.length, routes }
}

/** Round 1 on the pull request as created, the state branch made first by an arming on another pull request. */
const roundOnce = playOnce(
  (s) => (scene = s),
  { config: SINCE_CRITIC },
  async (s) => {
    const other = s.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' })
    await run(s.comment('alice', 'the-loop review', other))
    expect((await run(s.comment('alice', `the-loop review\n${BRIEF}`))).outputs.round).toBe('1')
  }
)

/** A test's own copy of round 1's world (a new server: no requests counted yet); returns the head round 1 reviewed. */
async function roundOne(): Promise<string> {
  await roundOnce()
  return pullNow().headSha
}

const link = (sha: string) => `[\`${sha.slice(0, 7)}\`](https://github.com/${OWNER}/${REPO}/commit/${sha})`

/** The exact requests of a follow-up round with one critic (the reply's 👀 among them), `extra` routes added. */
function followUp(extra: string[]): string[] {
  return [
    'GET issues.listComments',
    'GET pulls.get',
    'GET pulls.get',
    'GET pulls.listReviewComments',
    'GET pulls.listReviews',
    'GET repos.getContent',
    'GET repos.getContent',
    // Since issue 29 the round reads the four review rules files from the default branch (14 → 18, 15 → 19).
    ...Array<string>(4).fill('GET repos.getContent'),
    // Since issue 28 the round puts its check run on the reviewed head (12 → 14, 13 → 15).
    'POST checks.create',
    'PATCH checks.update',
    // Since issue 54 the follow-up request ends the round's comment: one comment (18 → 17, 19 → 18).
    'POST issues.createComment',
    // Since issue 23 the reply that starts the round is acknowledged: one more write (11 → 12, 12 → 13).
    'POST reactions.createForIssueComment',
    'PUT repos.createOrUpdateFileContents',
    'PUT repos.createOrUpdateFileContents',
    ...extra
  ].sort()
}

describe('incremental rounds', () => {
  it('after a new commit: only the new change under "Changes since round 1", one compare (three-dot, from the head reviewed in round 1 to the new one), 18 requests', async () => {
    const first = await roundOne()
    const head = scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      message: 'guard negative sizes',
      change: [FIX],
      diff: DIFF_AFTER_FIX
    })
    expect((await run(scene.comment('alice', 'and the negative sizes?'))).outputs.round).toBe('2')
    const paths = scene.gh.requests
      .filter((r) => r.route === 'repos.compareCommitsWithBasehead')
      .map((r) => r.path)
    expect(paths).toEqual([`/repos/${OWNER}/${REPO}/compare/${first}...${head}`])
    expect(spent()).toEqual({ count: 18, routes: followUp(['GET repos.compareCommitsWithBasehead']) })
    const body = roundBody(2)
    expect(body.split('\n')[0]).toContain(`· head ${link(head)}`)
    const since = part(body, 'SINCE')
    expect(since).toContain('### Changes since round 1')
    expect(since).toContain(
      `(\`${first.slice(0, 7)}\`) to this head (\`${head.slice(0, 7)}\`): 1 new commit(s)`
    )
    expect(since).toContain(`${head.slice(0, 7)} guard negative sizes`)
    expect(since).toContain("+  if (size < 0) throw new RangeError('NEGATIVE-GUARD')")
    // Only what is new: the lines round 1 already reviewed are in the full diff, not in this part.
    expect(since).not.toContain("console.log('widget', size)")
    expect(part(body, 'FULL')).toContain("console.log('widget', size)")
    expect(part(body, 'FULL')).toContain('NEGATIVE-GUARD')
    const state = JSON.parse(readStateDoc(scene)!) as { host: { review: { heads: unknown } } }
    expect(state.host.review.heads).toEqual([
      { round: 1, pulls: { [`github:${OWNER}/${REPO}#1`]: first } },
      { round: 2, pulls: { [`github:${OWNER}/${REPO}#1`]: head } }
    ])
  })

  it('round 1 names its head, linked, and records it, with nothing to compare with; on an unchanged head round 2 makes no compare request, 17 requests, and its prompt says nothing was pushed', async () => {
    const first = await roundOne()
    const body = roundBody(1)
    expect(body.split('\n')[0]).toContain(`· head ${link(first)}`)
    expect(body).toContain(`HEAD ${first}`)
    expect(body).toContain('NO SINCE')
    const state = JSON.parse(readStateDoc(scene)!) as { host: { review: { heads: unknown } } }
    expect(state.host.review.heads).toEqual([{ round: 1, pulls: { [`github:${OWNER}/${REPO}#1`]: first } }])
    expect((await run(scene.comment('alice', 'and the docs?'))).outputs.round).toBe('2')
    expect(spent()).toEqual({ count: 17, routes: followUp([]) })
    const since = part(roundBody(2), 'SINCE')
    expect(since).toContain(`No new commits since round 1: the head is still \`${first.slice(0, 7)}\``)
    expect(roundBody(2).split('\n')[0]).toContain(`· head ${link(first)}`)
  })

  it('a review event carries the head: no pull JSON read, only the diff (and the compare after a push)', async () => {
    await roundOne()
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [FIX], diff: DIFF_AFTER_FIX })
    const r = await run(scene.review('alice', 'what about zero?'), { event: 'pull_request_review' })
    expect(r.outputs.round).toBe('2')
    const { routes } = spent()
    expect(routes.filter((x) => x === 'GET pulls.get')).toHaveLength(1)
    expect(routes.filter((x) => x === 'GET repos.compareCommitsWithBasehead')).toHaveLength(1)
    expect(part(roundBody(2), 'SINCE')).toContain('NEGATIVE-GUARD')
    expect(roundBody(2).split('\n')[0]).toContain(`· head ${link(pullNow().headSha)}`)
  })

  it('after a force-push: the prompt says the history was rewritten, and the full new diff is reviewed', async () => {
    const first = await roundOne()
    const head = scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      message: 'rewrite',
      change: [REWRITE],
      diff: DIFF_REWRITTEN,
      force: true
    })
    const r = await run(scene.comment('alice', 'rebased, please look again'))
    expect(r.exitCode).toBe(0)
    expect(r.outputs.round).toBe('2')
    const since = part(roundBody(2), 'SINCE')
    expect(since).toContain(
      `The history was rewritten since round 1: the head reviewed then (\`${first.slice(0, 7)}\`) is not an ancestor of this head (\`${head.slice(0, 7)}\`)`
    )
    expect(since).not.toContain('REWRITTEN')
    expect(part(roundBody(2), 'FULL')).toContain('REWRITTEN')
    expect(roundBody(2).split('\n')[0]).toContain(`· head ${link(head)}`)
  })

  it('when GitHub no longer has the old head (404): a rewritten history too, no crash', async () => {
    const first = await roundOne()
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      change: [REWRITE],
      diff: DIFF_REWRITTEN,
      force: true
    })
    scene.gh.world.repo(OWNER, REPO)!.pullCommits.delete(first)
    const r = await run(scene.comment('alice', 'look again'))
    expect([r.exitCode, r.outputs.round]).toEqual([0, '2'])
    expect(
      scene.gh.requests.some((q) => q.route === 'repos.compareCommitsWithBasehead' && q.status === 404)
    ).toBe(true)
    expect(part(roundBody(2), 'SINCE')).toContain(
      '(GitHub no longer has that commit or finds no common ancestor)'
    )
  })

  it('a work-item review of two pull requests names each head, and compares only the one that moved', async () => {
    scene = await startReviewScene({ config: SINCE_CRITIC })
    const second = scene.gh.world.createPull(OWNER, REPO, { diff: SAMPLE_DIFF, author: 'bob' })
    const issue = scene.gh.world.createIssue(OWNER, REPO, { title: 'Widgets must scale', author: 'alice' })
    const scope = `Pull requests:\n- #${scene.pull}\n- #${second}`
    await run(scene.comment('alice', `the-loop review\n${BRIEF}\n${scope}`, issue))
    const repo = scene.gh.world.repo(OWNER, REPO)!
    const headOf = (n: number) => repo.issues.get(n)!.pull!.headSha
    const [a, b] = [headOf(scene.pull), headOf(second)]
    const first = ownComments(scene, 'round', issue)[0]!.body.split('\n')[0]
    expect(first).toContain(
      `· heads ${OWNER}/${REPO}#${scene.pull} ${link(a)}, ${OWNER}/${REPO}#${second} ${link(b)}`
    )
    const moved = scene.gh.world.pushToPull(OWNER, REPO, second, { change: [FIX], diff: DIFF_AFTER_FIX })
    scene.gh.resetRequests()
    expect((await run(scene.comment('alice', 'and now?', issue))).outputs.round).toBe('2')
    const compares = scene.gh.requests.filter((q) => q.route === 'repos.compareCommitsWithBasehead')
    expect(compares.map((q) => q.path)).toEqual([`/repos/${OWNER}/${REPO}/compare/${b}...${moved}`])
    const body = ownComments(scene, 'round', issue)[1]!.body
    expect(body.split('\n')[0]).toContain(`${OWNER}/${REPO}#${second} ${link(moved)}`)
    expect(body).toContain(`No new commits since round 1: the head is still \`${a.slice(0, 7)}\``)
  })

  it('a compare that keeps failing: the round still runs, the prompt says the changes could not be computed', async () => {
    await roundOne()
    const head = scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [FIX], diff: DIFF_AFTER_FIX })
    scene.gh.faults.set({ outage: { route: 'repos.compareCommitsWithBasehead', times: 50 } })
    const r = await run(scene.comment('alice', 'and now?'))
    expect([r.exitCode, r.outputs.round]).toEqual([0, '2'])
    const body = roundBody(2)
    expect(part(body, 'SINCE')).toContain(
      'Could not compute the changes since round 1 (GitHub answered HTTP 502)'
    )
    expect(part(body, 'FULL')).toContain('NEGATIVE-GUARD')
    expect(body.split('\n')[0]).toContain(`· head ${link(head)}`)
  })
})
