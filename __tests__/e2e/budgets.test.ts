// Exact request counts per event through the bundled main action, once the state branch exists: what one
// review event costs against GITHUB_TOKEN's 1,000 requests per hour. A regression changes a number here.
// A follow-up with one critic (17 requests, the head unchanged) and one after a new commit (18, the compare added)
// are counted, route by route, in incremental.test.ts, which runs the same events; they are not run again here.
import { describe, expect, it } from '@jest/globals'
import { pullPushed } from '../support/loopback/payloads.js'
import { OWNER, REPO, SAMPLE_DIFF, startReviewScene } from '../support/review-scene.js'
import { BRIEF, playOnce, REPLIES_CRITIC, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

/** The routes of the requests made since the last call, sorted, and how many. */
function spent(): { count: number; routes: string[] } {
  const routes = scene.gh.requests.map((r) => `${r.method} ${r.route}`).sort()
  scene.gh.resetRequests()
  return { count: routes.length, routes }
}

/** A scene whose state branch already exists (any repository after its first review): played once, copied. */
const sceneWithBranch = playOnce(
  (s) => (scene = s),
  { config: REPLIES_CRITIC },
  async (s) => {
    const other = s.gh.world.createPull('acme', 'widgets', { diff: '', author: 'bob' })
    await run(s.comment('alice', 'the-loop review', other))
  }
)

const READ_ITEM = ['GET issues.listComments', 'GET repos.getContent']
const READ_PULL_THREAD = ['GET pulls.listReviewComments', 'GET pulls.listReviews']
// The config, the diff, and the pull's JSON for its head commit (an issue comment's payload has none), together.
const ROUND_INPUTS = ['GET pulls.get', 'GET pulls.get', 'GET repos.getContent']
// A review's first round also reads .the-loop/pdlc-review-loop.yaml, a copy of the loop it warns of and ignores
// (requirement 1.6): nothing the action reads lists that folder. 404 here; later rounds do not look again.
const LOOP_COPY = 'GET repos.getContent'
// Every round reads the review rules files (reviews.rulesFiles, by default AGENTS.md, CLAUDE.md, REVIEW.md and
// .the-loop/review-rules.md) from the default branch, one contents read each and all at once, absent ones
// included (404 here): four reads beside the diff rather than one GraphQL query, which would wait on the 1 s
// write limiter in production (issue 29).
const RULES_FILES = Array(4).fill('GET repos.getContent') as string[]

describe('requests per event', () => {
  // One scene, three events in turn: each event's requests are counted on their own (spent() resets them).
  it('an ignored comment costs nothing; arming without a brief: 5 (state, issue comments, state write, reaction, template); a brief answering the template, with its round and one critic: 20', async () => {
    await sceneWithBranch()
    await run(scene.comment('mallory', 'the-loop review'))
    expect(spent().count).toBe(0)
    await run(scene.comment('alice', 'the-loop review'))
    expect(spent()).toEqual({
      count: 5,
      routes: [
        ...READ_ITEM,
        'POST issues.createComment',
        'POST reactions.createForIssueComment',
        'PUT repos.createOrUpdateFileContents'
      ].sort()
    })
    // 13 → 14 since the brief gets its 👀 (issue 23): a reply the gate takes is acknowledged like a command.
    // 14 → 15: the first round's look for a copy of the review loop (issue 24).
    // 15 → 17: the round's check run, created in progress and completed (issue 28).
    // 17 → 21: the four review rules files read from the default branch (issue 29).
    // 21 → 20: the follow-up request ends the round's comment, not a comment of its own (issue 54).
    await run(scene.comment('alice', BRIEF))
    expect(spent()).toEqual({
      count: 20,
      routes: [
        ...RULES_FILES,
        ...READ_ITEM,
        ...READ_PULL_THREAD,
        ...ROUND_INPUTS,
        LOOP_COPY,
        'POST issues.addLabels',
        'POST issues.createComment',
        'POST issues.createComment',
        'POST reactions.createForIssueComment',
        'PUT repos.createOrUpdateFileContents',
        'PUT repos.createOrUpdateFileContents',
        'POST checks.create',
        'PATCH checks.update'
      ].sort()
    })
  })

  it("a repository's first arming adds the three requests that create the state branch", async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    await run(scene.comment('alice', 'the-loop review'))
    const { count, routes } = spent()
    expect(count).toBe(8)
    expect(routes.filter((r) => r.includes(' git.'))).toEqual([
      'POST git.createCommit',
      'POST git.createRef',
      'POST git.createTree'
    ])
  })

  // 14 → 15: the first round's look for a copy of the review loop (issue 24).
  // 15 → 17: the round's check run, created and completed (issue 28).
  // 17 → 21: the four review rules files read from the default branch (issue 29).
  // 21 → 20: the follow-up request ends the round's comment, not a comment of its own (issue 54).
  it('arming with the brief in the arming comment, with its round and one critic: 20; then done: 9 (reads, one write, the closing summary, the label moved, the reaction)', async () => {
    await sceneWithBranch()
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(spent()).toEqual({
      count: 20,
      routes: [
        ...RULES_FILES,
        ...READ_ITEM,
        ...READ_PULL_THREAD,
        ...ROUND_INPUTS,
        LOOP_COPY,
        'POST issues.addLabels',
        'POST issues.createComment',
        'POST issues.createComment',
        'POST reactions.createForIssueComment',
        'PUT repos.createOrUpdateFileContents',
        'PUT repos.createOrUpdateFileContents',
        'POST checks.create',
        'PATCH checks.update'
      ].sort()
    })
    // 8 → 9: the "done" reply the gate takes gets its 👀 too (issue 23).
    await run(scene.comment('alice', 'lgtm'))
    expect(spent()).toEqual({
      count: 9,
      routes: [
        ...READ_ITEM,
        ...READ_PULL_THREAD,
        'POST issues.createComment',
        'POST reactions.createForIssueComment',
        'DELETE issues.removeLabel',
        'POST issues.addLabels',
        'PUT repos.createOrUpdateFileContents'
      ].sort()
    })
  })

  // The 👀 on a line comment goes through REST, on a review's body through GraphQL; their payloads carry the
  // pull's head, so no pull JSON is read for it.
  // 11 → 13: the round's check run (issue 28).
  // 13 → 17: the four review rules files read from the default branch (issue 29).
  // 17 → 16: the follow-up request ends the round's comment (issue 54).
  it('a follow-up as a line comment: 16, its 👀 included', async () => {
    await sceneWithBranch()
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    spent()
    await run(scene.lineComment('alice', { path: 'src/widget.js', line: 2, body: 'and the docs?' }), {
      event: 'pull_request_review_comment'
    })
    expect(spent()).toEqual({
      count: 16,
      routes: [
        ...RULES_FILES,
        ...READ_ITEM,
        ...READ_PULL_THREAD,
        'GET pulls.get',
        'GET repos.getContent',
        'POST issues.createComment',
        'POST reactions.createForPullRequestReviewComment',
        'PUT repos.createOrUpdateFileContents',
        'PUT repos.createOrUpdateFileContents',
        'POST checks.create',
        'PATCH checks.update'
      ].sort()
    })
  })

  // 11 → 13: the round's check run (issue 28).
  // 13 → 17: the four review rules files read from the default branch (issue 29).
  // 17 → 16: the follow-up request ends the round's comment (issue 54).
  it('a follow-up as a review: 16, its 👀 by GraphQL included', async () => {
    await sceneWithBranch()
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    spent()
    await run(scene.review('alice', 'and the docs?'), { event: 'pull_request_review' })
    expect(spent()).toEqual({
      count: 16,
      routes: [
        ...RULES_FILES,
        ...READ_ITEM,
        ...READ_PULL_THREAD,
        'GET pulls.get',
        'GET repos.getContent',
        'POST graphql.addReaction',
        'POST issues.createComment',
        'PUT repos.createOrUpdateFileContents',
        'PUT repos.createOrUpdateFileContents',
        'POST checks.create',
        'PATCH checks.update'
      ].sort()
    })
  })

  // Issue 50, case 6: under fail-on a push leaves the check in progress on the new head (neutral passed a required
  // check), and a round on a head no round of the review reviewed looks for it with one list request. The first
  // round: 21 → 22 (the list finds nothing there, then the create). The push: 2 → 2 (the same two routes, the
  // check no longer neutral). The round after it: 19 → 19, GET checks.listForRef taking POST checks.create's
  // place. Without fail-on, or on the head already reviewed, no round looks: the counts above are unchanged.
  // Issue 54: 22 → 21 and 19 → 18, the follow-up request ending the round's comment.
  it('under fail-on, the first round: 21 (a list before the create); a push: 2 (the state, the check left in progress); the round on its head: 18, a list in place of the create', async () => {
    await sceneWithBranch()
    const inputs = { 'fail-on': 'high' }
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(spent()).toEqual({
      count: 21,
      routes: [
        ...RULES_FILES,
        ...READ_ITEM,
        ...READ_PULL_THREAD,
        ...ROUND_INPUTS,
        LOOP_COPY,
        'POST issues.addLabels',
        'POST issues.createComment',
        'POST issues.createComment',
        'POST reactions.createForIssueComment',
        'PUT repos.createOrUpdateFileContents',
        'PUT repos.createOrUpdateFileContents',
        'GET checks.listForRef',
        'POST checks.create',
        'PATCH checks.update'
      ].sort()
    })
    const repo = scene.gh.world.repo(OWNER, REPO)!
    const before = repo.issues.get(scene.pull)!.pull!.headSha
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [], diff: SAMPLE_DIFF })
    const pushed = pullPushed(repo, repo.issues.get(scene.pull)!, 'bob', { before })
    await run(pushed, { event: 'pull_request_target', inputs })
    expect(spent()).toEqual({ count: 2, routes: ['GET repos.getContent', 'POST checks.create'] })
    await run(scene.comment('alice', 'and the docs?'), { inputs })
    expect(spent()).toEqual({
      count: 18,
      routes: [
        ...RULES_FILES,
        ...READ_ITEM,
        ...READ_PULL_THREAD,
        ...ROUND_INPUTS,
        'GET repos.compareCommitsWithBasehead',
        'POST issues.createComment',
        'POST reactions.createForIssueComment',
        'PUT repos.createOrUpdateFileContents',
        'PUT repos.createOrUpdateFileContents',
        'GET checks.listForRef',
        'PATCH checks.update'
      ].sort()
    })
  })

  it('a reply the brief gate only reads (no brief in it) gets no 👀', async () => {
    await sceneWithBranch()
    await run(scene.comment('alice', 'the-loop review'))
    spent()
    await run(scene.comment('alice', 'cc @bob, can you write the brief?'))
    const { routes } = spent()
    expect(routes.filter((r) => r.includes('reaction'))).toEqual([])
  })
})
