// POST /pulls/{n}/reviews on the loopback, spoken to with plain fetch: strict as GitHub is about the event, the
// commit and every comment's place on the diff; one bad comment refuses the whole review and creates nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import type { LoopbackGitHub } from '../support/loopback/server.js'
import { SHAPES } from './rest-shapes.js'

const HEAD = 'c'.repeat(40)
const EARLIER = 'b'.repeat(40)
const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,4 +1,5 @@',
  ' one',
  '-two',
  '+TWO',
  '+three',
  ' four',
  ' five',
  '@@ -30,3 +28,3 @@',
  ' thirty',
  '+new29',
  '-old31',
  ' end',
  ''
].join('\n')

let gh: LoopbackGitHub
let pull: number
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${gh.url}/repos/acme/widgets${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) }
  })
const post = (body: unknown) => api(`/pulls/${pull}/reviews`, { method: 'POST', body: JSON.stringify(body) })
const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const list = async (path: string) => (await (await api(path)).json()) as Array<Record<string, unknown>>

const ajv = new Ajv2020({ allErrors: true })
function expectShape(name: keyof typeof SHAPES, value: unknown): void {
  const validate = ajv.getSchema(name) ?? (ajv.addSchema(SHAPES[name], name), ajv.getSchema(name)!)
  validate(value)
  expect(validate.errors ?? []).toEqual([])
}

const comment = (more: Record<string, unknown>) => ({ path: 'src/a.ts', line: 2, body: 'why TWO?', ...more })
const LINE_REFUSED = { message: 'Unprocessable Entity', errors: ['Line could not be resolved'] }

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
})
afterAll(() => gh.close())
beforeEach(() => {
  pull = gh.world.createPull('acme', 'widgets', {
    diff: DIFF,
    headSha: HEAD,
    commits: [EARLIER],
    author: 'alice'
  })
  gh.resetRequests()
})

describe('POST /pulls/{n}/reviews', () => {
  it('creates a COMMENT review with its line comments, listed with GitHub-shaped JSON', async () => {
    const res = await post({
      commit_id: HEAD,
      body: 'Round 1 by claude',
      event: 'COMMENT',
      comments: [
        comment({ side: 'RIGHT' }),
        comment({ line: 2, side: 'LEFT', body: 'two was fine' }),
        comment({ start_line: 2, line: 4, body: 'this block' })
      ]
    })
    expect(res.status).toBe(200)
    const review = await json(res)
    expectShape('pull-request-review', review)
    expect([review.state, review.body, review.commit_id, 'submitted_at' in review]).toEqual([
      'COMMENTED',
      'Round 1 by claude',
      HEAD,
      true
    ])
    const reviews = await list(`/pulls/${pull}/reviews`)
    expect(reviews.map((r) => r.id)).toEqual([review.id])
    const comments = await list(`/pulls/${pull}/comments`)
    comments.forEach((c) => expectShape('pull-request-review-comment', c))
    expect(
      comments.map((c) => [c.pull_request_review_id, c.line, c.side, c.start_line, c.start_side, c.diff_hunk])
    ).toEqual([
      [review.id, 2, 'RIGHT', null, null, '@@ -1,4 +1,5 @@\n one\n-two\n+TWO'],
      [review.id, 2, 'LEFT', null, null, '@@ -1,4 +1,5 @@\n one\n-two'],
      [review.id, 4, 'RIGHT', 2, 'RIGHT', '@@ -1,4 +1,5 @@\n one\n-two\n+TWO\n+three\n four']
    ])
    const own = await list(`/pulls/${pull}/reviews/${review.id}/comments`)
    own.forEach((c) => expectShape('review-comment', c))
    expect(own.map((c) => c.id)).toEqual(comments.map((c) => c.id))
    expect([gh.count('pulls.createReview'), gh.count('pulls.listCommentsForReview')]).toEqual([1, 1])
  })

  it('accepts an earlier commit of the pull request, and defaults commit_id to the head', async () => {
    const earlier = await json(await post({ commit_id: EARLIER, body: 'x', event: 'COMMENT' }))
    const head = await json(await post({ body: 'y', event: 'COMMENT' }))
    expect([earlier.commit_id, head.commit_id]).toEqual([EARLIER, HEAD])
  })

  it.each([
    ['a line outside any hunk', comment({ line: 10 })],
    ['a deleted line on RIGHT', comment({ line: 31 })],
    ['an added line on LEFT', comment({ line: 29, side: 'LEFT' })],
    ['a path not in the pull request', comment({ path: 'src/b.ts', line: 1 })],
    ['a range across two hunks', comment({ start_line: 4, line: 29 })],
    ['a range that ends before it starts', comment({ start_line: 4, line: 2 })],
    ['line 0', comment({ line: 0 })]
  ])('refuses a review with %s (422, no comment named), creating nothing', async (_what, bad) => {
    const res = await post({ body: 'r', event: 'COMMENT', comments: [comment({}), bad] })
    expect(res.status).toBe(422)
    const error = await json(res)
    expectShape('validation-error-simple', error)
    expect(error).toMatchObject(LINE_REFUSED)
    expect(await list(`/pulls/${pull}/reviews`)).toEqual([])
    expect(await list(`/pulls/${pull}/comments`)).toEqual([])
  })

  it('uses no id for a refused review: the next review gets the id it would have had', async () => {
    const first = (await json(await post({ body: 'a', event: 'COMMENT' }))).id as number
    expect((await post({ body: 'b', event: 'COMMENT', comments: [comment({ line: 10 })] })).status).toBe(422)
    const second = (await json(await post({ body: 'c', event: 'COMMENT', comments: [comment({})] })))
      .id as number
    expect(second).toBe(first + 1)
    expect(gh.count('pulls.createReview')).toBe(3)
  })

  it('keeps a review without event PENDING: shown to its author only, its comments unlisted', async () => {
    const draft = await json(await post({ body: 'draft', comments: [comment({})] }))
    expect(draft.state).toBe('PENDING')
    expect('submitted_at' in draft).toBe(false)
    expect((await list(`/pulls/${pull}/reviews`)).map((r) => r.state)).toEqual(['PENDING'])
    expect(await list(`/pulls/${pull}/comments`)).toEqual([])
    // GitHub keeps one pending review per user and pull request.
    expect(await json(await post({ body: 'another draft' }))).toMatchObject({
      errors: ['User can only have one pending review per pull request']
    })
    const actor = gh.world.actor
    gh.world.actor = { login: 'bob', type: 'User' }
    expect(await list(`/pulls/${pull}/reviews`)).toEqual([])
    gh.world.actor = actor
  })

  it('DELETE /pulls/{n}/reviews/{id} deletes a draft with its comments; 404 for another user, 422 once submitted', async () => {
    const draft = await json(await post({ comments: [comment({})] }))
    const del = (id: unknown) => api(`/pulls/${pull}/reviews/${String(id)}`, { method: 'DELETE' })
    const actor = gh.world.actor
    gh.world.actor = { login: 'bob', type: 'User' }
    expect((await del(draft.id)).status).toBe(404)
    gh.world.actor = actor
    const deleted = await del(draft.id)
    expect(deleted.status).toBe(200)
    expectShape('pull-request-review', await json(deleted))
    expect(gh.world.repo('acme', 'widgets')!.reviewComments.filter((c) => c.pull === pull)).toEqual([])
    expect((await del(draft.id)).status).toBe(404)
    const submitted = await json(await post({ event: 'COMMENT', body: 'seen' }))
    const refused = await del(submitted.id)
    expect(refused.status).toBe(422)
    expect(await json(refused)).toMatchObject({
      message: 'Unprocessable Entity',
      errors: ['Can not delete a non-pending pull request review']
    })
  })

  it('refuses a bad event, a commit not of the pull request, an Actions approval and an empty COMMENT', async () => {
    const bad = await post({ body: 'x', event: 'LGTM' })
    expect([bad.status, (await json(bad)).message]).toEqual([
      422,
      `Invalid request.\n\nFor 'properties/event', "LGTM" is not one of APPROVE, REQUEST_CHANGES, COMMENT.`
    ])
    expect(await json(await post({ commit_id: 'd'.repeat(40), body: 'x', event: 'COMMENT' }))).toMatchObject({
      errors: ['commit_id is not part of the pull request']
    })
    expect(await json(await post({ body: 'ok', event: 'APPROVE' }))).toMatchObject({
      errors: ['GitHub Actions is not permitted to approve pull requests.']
    })
    expect(await json(await post({ event: 'COMMENT' }))).toMatchObject({ errors: ["Body can't be blank"] })
    // With line comments, a COMMENT review needs no body (GitHub then lists it with body null).
    const bare = await json(await post({ event: 'COMMENT', comments: [comment({})] }))
    expect([bare.state, bare.body]).toEqual(['COMMENTED', null])
    expect((await list(`/pulls/${pull}/reviews`)).length).toBe(1)
  })

  it("approves and requests changes as GitHub does for other users, refusing a verdict on one's own pull", async () => {
    const actor = gh.world.actor
    gh.world.actor = { login: 'bob', type: 'User' }
    expect((await json(await post({ event: 'APPROVE' }))).state).toBe('APPROVED')
    expect((await json(await post({ event: 'REQUEST_CHANGES', body: 'no' }))).state).toBe('CHANGES_REQUESTED')
    gh.world.actor = { login: 'alice', type: 'User' }
    expect(await json(await post({ event: 'APPROVE' }))).toMatchObject({
      errors: ['Can not approve your own pull request']
    })
    gh.world.actor = actor
  })

  it('checks places against the patches of a pull given only as a files list', async () => {
    const big = gh.world.createPull('acme', 'widgets', {
      files: [
        { filename: 'x.ts', status: 'modified', additions: 1, deletions: 0, patch: '@@ -1 +1,2 @@\n a\n+b' },
        { filename: 'blob.bin', status: 'modified', additions: 0, deletions: 0 }
      ]
    })
    const send = (c: unknown) =>
      api(`/pulls/${big}/reviews`, {
        method: 'POST',
        body: JSON.stringify({ event: 'COMMENT', comments: [c] })
      })
    expect((await send({ path: 'x.ts', line: 2, body: 'b?' })).status).toBe(200)
    expect((await send({ path: 'blob.bin', line: 1, body: '?' })).status).toBe(422)
    expect((await list(`/pulls/${big}/comments`))[0]?.diff_hunk).toBe('@@ -1 +1,2 @@\n a\n+b')
  })

  it('answers 404 for the comments of a review on another pull or of nobody', async () => {
    const review = await json(await post({ body: 'x', event: 'COMMENT' }))
    const other = gh.world.createPull('acme', 'widgets', { diff: DIFF })
    expect((await api(`/pulls/${other}/reviews/${review.id}/comments`)).status).toBe(404)
    expect((await api(`/pulls/${pull}/reviews/1/comments`)).status).toBe(404)
  })
})
