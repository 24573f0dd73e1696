// The loopback's reactions, spoken to with plain fetch, answered as GitHub answers: 201 for a new reaction,
// 200 when the same user already gave it, 404 for an unknown comment, 422 for a content GitHub does not know,
// in the shapes of GitHub's REST description; and GraphQL's addReaction on a review's node id.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { ADD_REACTION_MUTATION } from '../../src/github/octokit-reactions.js'
import { reviewNodeId } from '../support/loopback/reviews.js'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import type { LoopbackGitHub } from '../support/loopback/server.js'
import { SHAPES } from './rest-shapes.js'

let gh: LoopbackGitHub
let pull: number
const react = async (path: string, content: unknown) => {
  const res = await fetch(`${gh.url}/repos/acme/widgets${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content })
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}
/** The mutation exactly as the adapter sends it. */
const graphql = async (subjectId: string, content: string) => {
  const query = ADD_REACTION_MUTATION
  const res = await fetch(`${gh.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { subjectId, content } })
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

const ajv = new Ajv2020({ allErrors: true })
function expectShape(name: keyof typeof SHAPES, value: unknown): void {
  const validate = ajv.getSchema(name) ?? (ajv.addSchema(SHAPES[name], name), ajv.getSchema(name)!)
  validate(value)
  expect(validate.errors ?? []).toEqual([])
}

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
  pull = gh.world.createPull('acme', 'widgets', {
    diff: 'diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n'
  })
})
afterAll(() => gh.close())

const repo = () => gh.world.repo('acme', 'widgets')!
const contents = (list: Array<{ content: string; user: string }>) => list.map((r) => [r.content, r.user])

describe.each([
  [
    'an issue comment',
    '/issues/comments',
    () => gh.world.addComment('acme', 'widgets', pull, 'a comment', 'alice')
  ],
  [
    'a line comment',
    '/pulls/comments',
    () =>
      gh.world.addReviewComment('acme', 'widgets', pull, {
        author: 'alice',
        path: 'x.ts',
        line: 1,
        body: 'b?'
      })
  ]
])('a reaction to %s', (_, route, make) => {
  it('is 201 when new and 200 when the same user gave it already, one reaction kept', async () => {
    const comment = make()
    const first = await react(`${route}/${comment.id}/reactions`, 'eyes')
    expect(first.status).toBe(201)
    expectShape('reaction', first.json)
    expect(first.json).toMatchObject({ content: 'eyes', user: { login: 'github-actions[bot]' } })
    const again = await react(`${route}/${comment.id}/reactions`, 'eyes')
    expect([again.status, again.json.id]).toEqual([200, first.json.id])
    expectShape('reaction', again.json)
    // Another content, or another user, is a reaction of its own.
    expect((await react(`${route}/${comment.id}/reactions`, 'rocket')).status).toBe(201)
    gh.world.actor = { login: 'alice', type: 'User' }
    expect((await react(`${route}/${comment.id}/reactions`, 'eyes')).status).toBe(201)
    gh.world.actor = { login: 'github-actions[bot]', type: 'Bot' }
    expect(contents(comment.reactions)).toEqual([
      ['eyes', 'github-actions[bot]'],
      ['rocket', 'github-actions[bot]'],
      ['eyes', 'alice']
    ])
  })

  it('is 404 for a comment that does not exist and 422 for a content GitHub does not know', async () => {
    const comment = make()
    const missing = await react(`${route}/1/reactions`, 'eyes')
    expect(missing.status).toBe(404)
    expectShape('basic-error', missing.json)
    for (const bad of ['eye', 'EYES', '', 7, undefined]) {
      const refused = await react(`${route}/${comment.id}/reactions`, bad)
      expect(refused.status).toBe(422)
      expectShape('validation-error', refused.json)
    }
    expect(comment.reactions).toEqual([])
  })
})

describe('a reaction to a line comment of a draft review', () => {
  it("is 404 to anyone but the draft's author, as the comment is hidden from them", async () => {
    gh.world.addReview('acme', 'widgets', pull, {
      author: 'alice',
      state: 'PENDING',
      comments: [{ path: 'x.ts', line: 1, body: 'draft' }]
    })
    const draft = repo().reviewComments.at(-1)!
    expect((await react(`/pulls/comments/${draft.id}/reactions`, 'eyes')).status).toBe(404)
  })
})

describe("GraphQL's addReaction on a review", () => {
  it('reacts once per user and content, answering with the reaction', async () => {
    const review = gh.world.addReview('acme', 'widgets', pull, { author: 'alice', body: 'please look' })
    for (let i = 0; i < 2; i++) {
      const answer = await graphql(reviewNodeId(review.id), 'EYES')
      expect(answer).toEqual({
        status: 200,
        json: { data: { addReaction: { reaction: { content: 'EYES' } } } }
      })
    }
    expect(contents(review.reactions)).toEqual([['eyes', 'github-actions[bot]']])
    expect(gh.requests.at(-1)!.route).toBe('graphql.addReaction')
  })

  it("answers an unknown node, or another user's draft, NOT_FOUND; an unknown content fails the document", async () => {
    const draft = gh.world.addReview('acme', 'widgets', pull, {
      author: 'alice',
      state: 'PENDING',
      body: 'd'
    })
    for (const id of ['PRR_nope', reviewNodeId(draft.id)]) {
      const answer = await graphql(id, 'EYES')
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({
        data: { addReaction: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['addReaction'],
            message: `Could not resolve to a node with the global id of '${id}'`
          }
        ]
      })
    }
    const review = gh.world.addReview('acme', 'widgets', pull, { author: 'alice', body: 'again' })
    const bad = await graphql(reviewNodeId(review.id), 'eyes')
    expect(bad.json).toEqual({
      errors: [{ message: 'Variable $content of type ReactionContent! was provided invalid value' }]
    })
    expect(review.reactions).toEqual([])
  })
})
