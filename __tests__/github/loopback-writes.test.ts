// The loopback's reviews, contents writes and repository_dispatch, spoken to with plain fetch: exact statuses
// and messages, and answer shapes checked against GitHub's REST description.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { hunkFor } from '../support/loopback/diff-hunk.js'
import { seedWorld } from '../support/loopback/seed.js'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import type { LoopbackGitHub } from '../support/loopback/server.js'
import { SHAPES } from './rest-shapes.js'

let gh: LoopbackGitHub
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${gh.url}/repos/acme/widgets${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) }
  })
const send = (method: string, path: string, body: unknown) =>
  api(path, { method, body: JSON.stringify(body) })
const b64 = (text: string) => Buffer.from(text).toString('base64')

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets', { files: { 'state/a.json': '1' } })
})
afterAll(() => gh.close())

const ajv = new Ajv2020({ allErrors: true })
function expectShape(name: keyof typeof SHAPES, value: unknown): void {
  const validate = ajv.getSchema(name) ?? (ajv.addSchema(SHAPES[name], name), ajv.getSchema(name)!)
  validate(value)
  expect(validate.errors ?? []).toEqual([])
}

describe('contents writes', () => {
  it("answers GitHub's statuses and messages, checking the branch first, then the blob sha", async () => {
    const path = '/contents/state%2Fa.json'
    const read = async () => ((await (await api(path)).json()) as { sha: string }).sha
    const sha = await read()
    const missing = await send('PUT', path, { message: 'm', content: b64('2'), sha, branch: 'nope' })
    expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([
      404,
      'Branch nope not found'
    ])
    const noSha = await send('PUT', path, { message: 'm', content: b64('2') })
    expect([noSha.status, await noSha.json()]).toEqual([
      422,
      expect.objectContaining({ message: 'Invalid request.\n\n"sha" wasn\'t supplied.' })
    ])
    const wrong = await send('PUT', path, { message: 'm', content: b64('2'), sha: 'f'.repeat(40) })
    expect([wrong.status, ((await wrong.json()) as { message: string }).message]).toEqual([
      409,
      `state/a.json does not match ${'f'.repeat(40)}`
    ])
    expectShape('basic-error', await (await send('PUT', path, { message: 'm', content: b64('2') })).json())
    const updated = await send('PUT', path, { message: 'update', content: b64('2'), sha })
    expect(updated.status).toBe(200)
    expectShape('file-commit', await updated.json())
    expect(gh.world.readFile('acme', 'widgets', 'main', 'state/a.json')).toBe('2')
    // A new file ignores any sha it is sent, as GitHub does.
    const created = await send('PUT', '/contents/state%2Fb.json', { message: 'new', content: b64('b'), sha })
    expect(created.status).toBe(201)
    const missingField = await send('PUT', '/contents/c.txt', { content: b64('c') })
    expect(missingField.status).toBe(422)
  })

  it('applies a write and then answers 502 under afterApplyRate; refuses unapplied under branchMovedOnce', async () => {
    const n = gh.world.createIssue('acme', 'widgets')
    gh.faults.set({ afterApplyRate: 1 })
    expect((await send('POST', `/issues/${n}/comments`, { body: 'kept' })).status).toBe(502)
    expect((await api(`/issues/${n}/comments`)).status).toBe(200)
    gh.faults.set({ branchMovedOnce: true })
    const path = '/contents/state%2Fa.json'
    const sha = ((await (await api(path)).json()) as { sha: string }).sha
    const head = gh.world.repo('acme', 'widgets')!.git.branches.get('main')
    const moved = await send('PUT', path, { message: 'm', content: b64('3'), sha })
    expect([moved.status, ((await moved.json()) as { message: string }).message]).toEqual([
      409,
      `refs/heads/main expected to be at ${head}`
    ])
    expect((await send('PUT', path, { message: 'm', content: b64('3'), sha })).status).toBe(200)
    gh.faults.set({})
    expect(
      gh.world
        .repo('acme', 'widgets')!
        .comments.filter((c) => c.issue === n)
        .map((c) => c.body)
    ).toEqual(['kept'])
  })
})

describe('repository_dispatch', () => {
  it('answers 204 and records the event; 422 for a bad event_type or client_payload', async () => {
    expect((await send('POST', '/dispatches', { event_type: 'go', client_payload: { a: 1 } })).status).toBe(
      204
    )
    expect((await send('POST', '/dispatches', { event_type: 'bare' })).status).toBe(204)
    for (const bad of [
      {},
      { event_type: '' },
      { event_type: 'x'.repeat(101) },
      { event_type: 'go', client_payload: [1] },
      {
        event_type: 'go',
        client_payload: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]))
      }
    ]) {
      expect((await send('POST', '/dispatches', bad)).status).toBe(422)
    }
    expect(gh.world.dispatches.map((d) => [d.eventType, d.clientPayload])).toEqual([
      ['go', { a: 1 }],
      ['bare', {}]
    ])
  })
})

describe('reviews and review comments', () => {
  it('lists them with GitHub-shaped JSON: null body, no submitted_at while pending, no in_reply_to_id at the top', async () => {
    seedWorld(gh.world, {
      repos: [
        {
          owner: 'acme',
          name: 'widgets',
          pulls: [
            {
              diff: 'diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n',
              reviews: [{ author: 'alice', comments: [{ path: 'x.ts', line: 1, body: 'b?' }] }]
            }
          ]
        }
      ]
    })
    const pull = gh.world.repo('acme', 'widgets')!.nextNumber - 1
    const [top] = gh.world.repo('acme', 'widgets')!.reviewComments
    gh.world.addReviewComment('acme', 'widgets', pull, { author: 'bob', inReplyToId: top!.id, body: 'yes' })
    gh.world.addReview('acme', 'widgets', pull, { author: gh.world.actor, state: 'PENDING', body: 'draft' })
    const reviews = (await (await api(`/pulls/${pull}/reviews`)).json()) as Array<Record<string, unknown>>
    reviews.forEach((r) => expectShape('pull-request-review', r))
    expect(reviews.map((r) => [r.body, r.state, 'submitted_at' in r])).toEqual([
      [null, 'COMMENTED', true],
      [null, 'COMMENTED', true],
      ['draft', 'PENDING', false]
    ])
    const comments = (await (await api(`/pulls/${pull}/comments`)).json()) as Array<Record<string, unknown>>
    comments.forEach((c) => expectShape('pull-request-review-comment', c))
    expect(comments.map((c) => [c.body, c.in_reply_to_id, c.diff_hunk])).toEqual([
      ['b?', undefined, '@@ -1 +1 @@\n-a\n+b'],
      ['yes', top!.id, '@@ -1 +1 @@\n-a\n+b']
    ])
    expect((await api(`/pulls/999/reviews`)).status).toBe(404)
  })
})

describe('diff hunks', () => {
  const diff = [
    'diff --git a/a.ts b/a.ts',
    '--- a/a.ts',
    '+++ b/a.ts',
    '@@ -1,2 +1,2 @@',
    '-x',
    '+y',
    ' z',
    '@@ -10,3 +10,2 @@ function f() {',
    ' k',
    '',
    '-gone',
    'diff --git a/b.ts b/b.ts',
    '@@ -1 +1 @@',
    '-q',
    '+r',
    ''
  ].join('\n')

  it('cuts the hunk holding the line after that line, on either side, else answers a synthetic header', () => {
    expect(hunkFor(diff, 'a.ts', 2, 'RIGHT')).toBe('@@ -1,2 +1,2 @@\n-x\n+y\n z')
    expect(hunkFor(diff, 'a.ts', 11, 'RIGHT')).toBe('@@ -10,3 +10,2 @@ function f() {\n k\n')
    expect(hunkFor(diff, 'a.ts', 12, 'LEFT')).toBe('@@ -10,3 +10,2 @@ function f() {\n k\n\n-gone')
    expect(hunkFor(diff, 'b.ts', 1, 'LEFT')).toBe('@@ -1 +1 @@\n-q')
    expect(hunkFor(diff, 'a.ts', 40, 'RIGHT')).toBe('@@ -40,1 +40,1 @@')
    expect(hunkFor('', 'c.ts', 3, 'RIGHT')).toBe('@@ -3,1 +3,1 @@')
  })
})
