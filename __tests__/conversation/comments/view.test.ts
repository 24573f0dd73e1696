// One run's conversation: scoped to the current review, own posts queued until the state write, then sent in order.
import { describe, expect, it } from '@jest/globals'
import { fromIssueComment } from '../../../src/conversation/comments/read-conversation.js'
import { Conversation } from '../../../src/conversation/comments/view.js'
import { GitHubApiError, type IssueComment } from '../../../src/github/port.js'
import { PostsNotSentError } from '../../../src/conversation/comments/post-error.js'
import { renderMarker } from '../../../src/base/marker/markers.js'
import type { OwedInputs } from '../../../src/loop/posts/owed-inputs.js'

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString()
const entry = (id: number, s: number) =>
  fromIssueComment({
    id,
    author: 'alice',
    authorType: 'User',
    body: `c${id}`,
    createdAt: at(s),
    updatedAt: at(s)
  })

/** A required post: its text carries its marker, and it is queued with the inputs the state would record. */
const inputs: OwedInputs = { what: 'nothing-to-resume' }
const req = { inputs }
const marked = (text: string, round?: number) =>
  `${text}\n${renderMarker(round === undefined ? { kind: 'reply' } : { kind: 'round', round })}`

function fakeGithub(failBodies: string[] = []) {
  const posted: string[] = []
  let next = 100
  return {
    posted,
    createComment: async (_n: number, body: string): Promise<IssueComment> => {
      if (failBodies.includes(body))
        throw new GitHubApiError('issues.createComment', 403, 'secondary rate limit')
      posted.push(body)
      next++
      return { id: next, author: 'bot', authorType: 'Bot', body, createdAt: at(50), updatedAt: at(50) }
    },
    updateComment: async (id: number, body: string): Promise<IssueComment> => ({
      id,
      author: 'bot',
      authorType: 'Bot',
      body,
      createdAt: at(50),
      updatedAt: at(51)
    })
  }
}

describe('Conversation', () => {
  it('a scope starts at the arming entry; when that was deleted, at its time', () => {
    const c = new Conversation(fakeGithub(), 1, [entry(1, 1), entry(2, 2), entry(3, 3)], () => new Date())
    c.scopeTo({ key: 'issue-comment:2', at: at(2) })
    expect(c.entries().map((e) => e.id)).toEqual([2, 3])
    c.scopeTo({ key: 'issue-comment:99', at: at(3) })
    expect(c.entries().map((e) => e.id)).toEqual([3])
    c.scopeTo(undefined)
    expect(c.entries()).toHaveLength(3)
  })

  it('queued posts show at once and are sent in order by flush, nothing before', async () => {
    const gh = fakeGithub()
    const c = new Conversation(gh, 1, [entry(1, 1)], () => new Date(), 'bot')
    const stand = c.post('first', { reasked: true })
    c.post('second', { reasked: true })
    expect(stand.id).toBeLessThan(0)
    expect(stand.author).toBe('bot')
    expect(c.entries().map((e) => e.body)).toEqual(['c1', 'first', 'second'])
    expect(gh.posted).toEqual([])
    const sent = await c.flush()
    expect(gh.posted).toEqual(['first', 'second'])
    expect(sent.map((e) => e.id)).toEqual([101, 102])
    expect(c.entries().every((e) => e.id > 0)).toBe(true)
  })

  it('a re-asked post that fails is skipped and reported; a required one throws and drops the rest', async () => {
    const gh = fakeGithub(['template', marked('confirmation')])
    const c = new Conversation(gh, 1, [], () => new Date())
    c.post('template', { reasked: true })
    c.post(marked('after'), req)
    const skipped: unknown[] = []
    await c.flush((e) => skipped.push(e))
    expect(skipped).toHaveLength(1)
    expect(gh.posted).toEqual([marked('after')])
    c.post(marked('confirmation'), req)
    c.post(marked('never'), req)
    const failed = await c.flush().then(
      () => undefined,
      (e: unknown) => e
    )
    expect(failed).toBeInstanceOf(PostsNotSentError)
    expect((failed as PostsNotSentError).message).toMatch(/secondary rate limit/)
    expect((failed as PostsNotSentError).kinds).toEqual(['reply', 'reply'])
    expect(gh.posted).toEqual([marked('after')])
    expect(c.entries().map((e) => e.body)).toEqual([marked('after')])
  })

  it('discardQueued drops the stand-ins of a run that lost a race', () => {
    const c = new Conversation(fakeGithub(), 1, [entry(1, 1)], () => new Date())
    c.post('template', { reasked: true })
    c.discardQueued()
    expect(c.entries().map((e) => e.id)).toEqual([1])
  })

  it('the event comment acts with the text it was created with', () => {
    const c = new Conversation(fakeGithub(), 1, [entry(1, 1)], () => new Date())
    c.replaceBody('issue-comment:1', 'as created')
    expect(c.find('issue-comment:1')!.body).toBe('as created')
  })
})

describe('Conversation: owed posts', () => {
  it('queues owed posts first, edits in place, and shows the thread as read until they are sent', async () => {
    const gh = fakeGithub()
    const edits: number[] = []
    const github = {
      ...gh,
      updateComment: async (id: number, body: string) => (edits.push(id), gh.updateComment(id, body))
    }
    const c = new Conversation(github, 1, [entry(1, 1), entry(2, 2)], () => new Date())
    const round: OwedInputs = { what: 'all-failed', round: 3, failed: 2 }
    c.post(marked('new reply'), req)
    c.post(marked('owed one', 2), { first: true, inputs: round })
    c.post(marked('owed two', 3), { first: true, editOf: 2, inputs: round })
    c.post('a prompt', { reasked: true })
    // What the state records: each required post's inputs and marker key, in order; never its body.
    expect(c.requiredUnsent()).toEqual([
      { inputs: round, kind: 'round', round: 2, part: 1 },
      { inputs: round, kind: 'round', round: 3, part: 1 },
      { inputs, kind: 'reply', part: 1 }
    ])
    expect(c.readEntries().map((e) => e.body)).toEqual(['c1', 'c2'])
    expect(c.entries().find((e) => e.id === 2)?.body).toBe(marked('owed two', 3))
    await c.flush()
    expect(gh.posted).toEqual([marked('owed one', 2), marked('new reply'), 'a prompt'])
    expect(edits).toEqual([2])
    expect(c.requiredUnsent()).toEqual([])
  })

  it('a discarded edit puts the comment back as it was read', () => {
    const c = new Conversation(fakeGithub(), 1, [entry(1, 1)], () => new Date())
    c.post(marked('edited'), { editOf: 1, inputs })
    c.discardQueued()
    expect(c.entries().map((e) => e.body)).toEqual(['c1'])
  })

  it('a required post must carry its inputs, and a marker its fulfilment is found by', () => {
    const c = new Conversation(fakeGithub(), 1, [], () => new Date())
    // @ts-expect-error: a required post cannot be queued without the inputs the state records
    c.post(marked('no inputs'), {})
    expect(() => c.post('no marker', req)).toThrow(/without a marker/)
  })
})
