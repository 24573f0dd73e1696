// Findings on the lines they are about, through the bundled main action: one COMMENT review per critic and
// round on the head the round reviewed, the rest listed in its text, repeats not posted again, a refused
// review folded into the round text, and a request count that does not grow with the findings.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { criticReadableDir } from '../support/critic-fixtures.js'
import {
  ARMED_ROUND_REQUESTS,
  ARMED_ROUND_REVIEW_REQUESTS,
  REFUSED_COMMENT_EXTRA_REQUESTS,
  WORK_ITEM_ROUND_REQUESTS
} from '../support/request-counts.js'
import { OWNER, REPO, SAMPLE_DIFF, startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, roundPost, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const findingsFile = join(criticReadableDir('the-loop-findings-'), 'findings.json')

const CONFIG = `reviews:
  critics:
    - name: finder
      harness: test
      command: node
      args: ['__tests__/support/critics/findings.mjs', '${findingsFile}', '{promptFile}']
`

type Finding = {
  path: string
  line: number
  severity: string
  title: string
  body: string
  side?: string
  pullRequest?: string
}
const setFindings = (findings: Finding[]) => writeFileSync(findingsFile, JSON.stringify(findings))

// SAMPLE_DIFF (support/review-scene.ts): new lines 1–8 of src/widget.js are on the diff, 3 is `console.log`.
const LOG: Finding = {
  path: 'src/widget.js',
  line: 3,
  severity: 'medium',
  title: 'Debug log',
  body: 'Drop it.'
}
const ELSEWHERE: Finding = { path: 'src/other.js', line: 1, severity: 'low', title: 'Elsewhere', body: 'b' }

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const reviews = () => repo().reviews.filter((r) => r.pull === scene.pull)
const lineComments = () => repo().reviewComments.filter((c) => c.pull === scene.pull)

describe('inline findings', () => {
  it('one COMMENT review holds the finding on its line and links to the round comment; the other is listed', async () => {
    scene = await startReviewScene({ config: CONFIG })
    setFindings([LOG, ELSEWHERE])
    const result = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(result.exitCode).toBe(0)
    expect(reviews()).toHaveLength(1)
    const [review] = reviews()
    const head = repo().issues.get(scene.pull)!.pull!.headSha
    expect([review!.state, review!.commitId]).toEqual(['COMMENTED', head])
    // The review's body is one line with the round's marker (no critic): the round's text is in its one comment.
    expect(parseMarkers(review!.body)).toEqual([{ kind: 'round', node: 'review', round: 1 }])
    const [comment] = ownComments(scene, 'round')
    expect(review!.body).toContain(
      `1 line comment, one per problem; every critic's text is in [the round comment](`
    )
    expect(review!.body).toContain(`#issuecomment-${comment!.id})`)
    const text = roundPost(scene, 1, 'finder')!.body
    expect(text).toContain('1 finding posted on the diff')
    // src/other.js is no file of the diff: listed as inert text, never a link.
    expect(text).toContain('· src/other.js:1 · Elsewhere')
    expect(text).not.toContain('src/other.js#L1')
    expect(lineComments().map((c) => [c.path, c.line, c.side, c.reviewId])).toEqual([
      ['src/widget.js', 3, 'RIGHT', review!.id]
    ])
    expect(parseMarkers(lineComments()[0]!.body)[0]).toMatchObject({ kind: 'finding', critic: 'finder' })
    expect(result.summary).toMatch(/Findings of `finder`: 2 findings: 1 on the diff, 1 listed/)

    // The next round finds the same finding again: listed as repeated, never posted twice.
    setFindings([LOG, { ...LOG, line: 5, title: 'Magic number', body: 'Name the 3.' }])
    expect((await run(scene.comment('alice', 'check the negative sizes'))).exitCode).toBe(0)
    expect(lineComments().map((c) => c.line)).toEqual([3, 5])
    expect(reviews()).toHaveLength(2)
    expect(roundPost(scene, 2, 'finder')!.body).toContain('repeated from round 1')

    // The closing summary counts the debug log once, though both rounds found it (issue 24): 2 medium, 1 low.
    expect((await run(scene.comment('alice', 'lgtm, ship it'))).outputs.node).toBe('complete')
    const [summary] = ownComments(scene, 'summary')
    expect(summary!.body).toMatch(/\| `finder` \| 2 \| 0 \| 0 \| 2 \| 1 \| 0 \|/)
  })

  it("a reply on a finding's thread reaches the next round with the finding, its place and its hunk", async () => {
    scene = await startReviewScene({ config: CONFIG })
    setFindings([LOG])
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    const finding = lineComments()[0]!
    setFindings([])
    const reply = scene.lineComment('alice', { body: 'the log is on purpose', inReplyToId: finding.id })
    const result = await run(reply, { event: 'pull_request_review_comment' })
    expect(result.outputs.round).toBe('2')
    const round2 = roundPost(scene, 2, 'finder')!
    expect(round2.body).toMatch(/ABOUT finder, round 1, `src\/widget\.js`:3/)
    expect(round2!.body).toContain('WITH HUNK')

    // "done" ends the review: one comment sums it up, said once even when the event's run is re-run.
    const done = scene.comment('alice', 'lgtm, ship it')
    expect((await run(done, { runId: 90 })).outputs.node).toBe('complete')
    expect((await run(done, { runId: 90, attempt: 2 })).exitCode).toBe(0)
    const summaries = ownComments(scene, 'summary')
    expect(summaries).toHaveLength(1)
    expect(summaries[0]!.body).toContain('**Review finished** (done) after 2 rounds')
    // finder: 2 rounds, the one medium finding of round 1; one reply on its thread.
    expect(summaries[0]!.body).toMatch(/\| `finder` \| 2 \| 0 \| 0 \| 1 \| 0 \| 0 \|/)
    expect(summaries[0]!.body).toContain('Replies on the threads of inline findings: 1.')
  })

  it('a review GitHub refuses (422) becomes the round comment, every finding listed in it', async () => {
    scene = await startReviewScene({
      config: CONFIG,
      faults: { faults: { outage: { route: 'pulls.createReview', times: 1, status: 422 } } }
    })
    setFindings([LOG])
    const result = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(result.exitCode).toBe(0)
    expect([reviews(), lineComments()]).toEqual([[], []])
    const [round] = ownComments(scene, 'round')
    expect(round!.body).toContain('GitHub refused the review (HTTP 422)')
    expect(round!.body).toContain('Debug log')
  })

  it('GitHub refusing one comment of the review: the others go on the diff, that one is listed', async () => {
    scene = await startReviewScene({ config: CONFIG })
    // GitHub's view of the diff disagrees with the diff it served on line 5 (see LoopPull.unplaceable).
    repo().issues.get(scene.pull)!.pull!.unplaceable = [{ path: 'src/widget.js', line: 5 }]
    setFindings([LOG, { ...LOG, line: 5, title: 'Magic number' }, { ...LOG, line: 7, title: 'Name it' }])
    scene.gh.resetRequests()
    const result = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(result.exitCode).toBe(0)
    expect(reviews()).toHaveLength(1)
    expect(reviews()[0]!.state).toBe('COMMENTED')
    expect(lineComments().map((c) => c.line)).toEqual([3, 7])
    const text = roundPost(scene, 1, 'finder')!.body
    expect(text).toContain('GitHub refused this place on the diff (HTTP 422)')
    expect(text).toContain('Magic number')
    expect(result.summary).toContain('1 refused by GitHub on the diff (HTTP 422)')
    // No draft is left behind, and the search is bounded: 25 for the round (its look for a copy of the review
    // loop, since issue 28 its check run, since issue 29 its four rules files included, since issue 54 its comment
    // and its review apart), then 9 (1 + 2 + 1 + 2 + 2 + 1): the refused review, an empty draft (created, deleted),
    // [3, 5] refused, [3] created and deleted, [7] created and deleted, the round comment's edit listing line 5.
    expect(repo().reviews.filter((r) => r.state === 'PENDING')).toEqual([])
    expect(scene.gh.requests).toHaveLength(ARMED_ROUND_REVIEW_REQUESTS + REFUSED_COMMENT_EXTRA_REQUESTS)
  })

  it('a work-item review puts each finding on the pull request it names, once, and lists the rest', async () => {
    scene = await startReviewScene({ config: CONFIG })
    const second = scene.gh.world.createPull(OWNER, REPO, { diff: SAMPLE_DIFF, author: 'bob' })
    const issue = scene.gh.world.createIssue(OWNER, REPO, { title: 'Widgets must scale', author: 'alice' })
    const scope = `Pull requests:\n- #${scene.pull}\n- #${second}`
    const named = { ...LOG, pullRequest: `#${second}` }
    const unnamed = { ...LOG, line: 5, title: 'Magic number' }
    const elsewhere = { ...LOG, pullRequest: 'octo/other#3' }
    setFindings([named, unnamed, elsewhere])
    scene.gh.resetRequests()
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}\n${scope}`, issue))).exitCode).toBe(0)
    const on = (n: number) => repo().reviewComments.filter((c) => c.pull === n)
    expect(on(second).map((c) => [c.path, c.line])).toEqual([['src/widget.js', 3]])
    expect(on(scene.pull)).toEqual([])
    const [review] = repo().reviews.filter((r) => r.pull === second)
    expect(review!.commitId).toBe(repo().issues.get(second)!.pull!.headSha)
    expect(parseMarkers(review!.body)[0]).toMatchObject({
      kind: 'findings-review',
      round: 1,
      critic: 'finder'
    })
    expect(review!.body).toContain(`of the review on ${OWNER}/${REPO}#${issue}: 1 finding`)
    // The work item's round comment says where the finding went and lists the two that could go nowhere.
    const [round1] = ownComments(scene, 'round', issue)
    expect(round1!.body).toContain(`1 finding posted on the diff of ${OWNER}/${REPO}#${second}`)
    expect(round1!.body).toContain('it names no pull request, and this round covers several')
    expect(round1!.body).toContain(
      'its pull request is not one whose diff this round read in this repository'
    )
    // Beyond a work item's round: one read of that pull request's review comments, one review posted.
    const routes = scene.gh.requests.map((q) => q.route)
    expect(routes.filter((r) => r === 'pulls.listReviewComments')).toHaveLength(1)
    expect(routes.filter((r) => r === 'pulls.createReview')).toHaveLength(1)
    // The same round with no findings costs 22 (two pulls' diffs and heads, the state branch's creation, the
    // first round's look for a copy of the review loop, the four rules files). 24 → 26 since the brief's freeze
    // points each linked pull request's item file to the work item (issue 29): one write each.
    expect(routes).toHaveLength(WORK_ITEM_ROUND_REQUESTS)

    // Round 2 finds the same: already on that pull request's diff, so listed as repeated, never posted twice.
    expect((await run(scene.comment('alice', 'and again?', issue))).outputs.round).toBe('2')
    expect(on(second)).toHaveLength(1)
    expect(repo().reviews.filter((r) => r.pull === second)).toHaveLength(1)
    expect(ownComments(scene, 'round', issue)[1]!.body).toContain(
      `${OWNER}/${REPO}#${second}; repeated from round 1`
    )
  })

  it('costs the same requests for 1, 10 and 100 findings on the diff, and one review more than none', async () => {
    const counts: number[] = []
    for (const n of [0, 1, 10, 100]) {
      // Each count gets a fresh repository; the harness closes only the last scene, so close the one before.
      await scene?.gh.close()
      scene = await startReviewScene({ config: CONFIG })
      setFindings(Array.from({ length: n }, (_, i) => ({ ...LOG, line: 1 + (i % 8), title: `Finding ${i}` })))
      scene.gh.resetRequests()
      expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
      counts.push(scene.gh.requests.length)
      // Past 50 findings in one answer the rest are left out, and the review says how many.
      expect(lineComments()).toHaveLength(Math.min(n, 50))
    }
    // Arming with the brief and its round (20, budgets.test.ts) plus the state branch's creation (3): the round's
    // comment, and with findings on the diff its one review whatever their count; nothing is read back.
    expect(counts).toEqual([
      ARMED_ROUND_REQUESTS,
      ARMED_ROUND_REVIEW_REQUESTS,
      ARMED_ROUND_REVIEW_REQUESTS,
      ARMED_ROUND_REVIEW_REQUESTS
    ])
  })
})
