// Event normalization: which webhook events become triggers, and which are ignored with a reason.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { normalizeEvent } from '../../../src/conversation/event/normalize.js'
import { formatItemRef, targetOf } from '../../../src/conversation/control/command-target.js'
import { CONTINUE_EVENT } from '../../../src/conversation/event/trigger.js'
import { githubExample } from '../../support/loopback/payloads.js'

const repository = { name: 'widgets', owner: { login: 'acme' } }
const user = { login: 'octocat', type: 'User' }
const comment = { id: 11, user, body: 'the-loop review', created_at: '2026-01-01T00:00:00Z', html_url: 'u' }

describe('normalizeEvent', () => {
  it('an issue comment created on an issue', () => {
    const t = normalizeEvent('issue_comment', {
      action: 'created',
      repository,
      issue: { number: 7 },
      comment
    })
    expect(t).toEqual({
      kind: 'comment',
      source: 'issue_comment',
      item: {
        repo: { owner: 'acme', repo: 'widgets' },
        number: 7,
        isPullRequest: false,
        facts: { title: '', body: '', labels: [] }
      },
      comment: {
        id: 11,
        author: 'octocat',
        authorType: 'User',
        body: 'the-loop review',
        createdAt: '2026-01-01T00:00:00Z',
        url: 'u'
      }
    })
  })

  it('an issue comment on a pull request knows it is a pull request', () => {
    const issue = { number: 22, pull_request: { url: 'x' } }
    const t = normalizeEvent('issue_comment', { action: 'created', repository, issue, comment })
    expect(t.kind === 'comment' && t.item.isPullRequest).toBe(true)
  })

  it.each(['edited', 'deleted'])('an issue comment %s never acts', (action) => {
    const t = normalizeEvent('issue_comment', { action, repository, issue: { number: 7 }, comment })
    expect(t).toEqual({ kind: 'ignored', reason: expect.stringContaining(action) })
  })

  it('a submitted review carries its body; a bot author is marked as a bot', () => {
    const review = {
      id: 5,
      user: { login: 'ci[bot]', type: 'Bot' },
      body: 'the-loop stop',
      submitted_at: 't'
    }
    const t = normalizeEvent('pull_request_review', {
      action: 'submitted',
      repository,
      pull_request: { number: 3 },
      review
    })
    expect(t).toMatchObject({
      kind: 'comment',
      source: 'pull_request_review',
      comment: { id: 5, authorType: 'Bot', createdAt: 't' }
    })
    expect(t.kind === 'comment' && t.item.isPullRequest).toBe(true)
  })

  it('a submitted review keeps its node id (its 👀 goes through GraphQL on it); nothing else reads one', () => {
    const review = { id: 5, user, body: 'more?', submitted_at: 't', node_id: 'PRR_kwDOAbc123' }
    const at = { action: 'submitted', repository, pull_request: { number: 3 } }
    const t = normalizeEvent('pull_request_review', { ...at, review })
    expect(t.kind === 'comment' && t.comment.nodeId).toBe('PRR_kwDOAbc123')
    for (const node_id of ['', 'x'.repeat(201), 'PRR_a b', 7]) {
      const odd = normalizeEvent('pull_request_review', { ...at, review: { ...review, node_id } })
      expect(odd.kind === 'comment' && 'nodeId' in odd.comment).toBe(false)
    }
    const line = normalizeEvent('pull_request_review_comment', {
      action: 'created',
      repository,
      pull_request: { number: 3 },
      comment: { ...comment, node_id: 'PRRC_x' }
    })
    expect(line.kind === 'comment' && 'nodeId' in line.comment).toBe(false)
  })

  it('a review comment created is a comment; a review dismissed is ignored', () => {
    const created = normalizeEvent('pull_request_review_comment', {
      action: 'created',
      repository,
      pull_request: { number: 3 },
      comment
    })
    expect(created.kind).toBe('comment')
    const dismissed = normalizeEvent('pull_request_review', {
      action: 'dismissed',
      repository,
      pull_request: { number: 3 },
      review: comment
    })
    expect(dismissed.kind).toBe('ignored')
  })

  it('closing an issue or a pull request is a closed trigger; opening is ignored', () => {
    const sender = { login: 'octocat' }
    expect(
      normalizeEvent('issues', {
        action: 'closed',
        repository,
        issue: { number: 7, body: 'the-loop start' },
        sender
      })
    ).toEqual({
      kind: 'closed',
      source: 'issues',
      item: {
        repo: { owner: 'acme', repo: 'widgets' },
        number: 7,
        isPullRequest: false,
        facts: { title: '', body: 'the-loop start', labels: [] }
      },
      actor: 'octocat',
      merged: false
    })
    const merged = normalizeEvent('pull_request', {
      action: 'closed',
      repository,
      pull_request: { number: 8, merged: true },
      sender
    })
    expect(merged).toMatchObject({ kind: 'closed', merged: true, item: { isPullRequest: true } })
    expect(
      normalizeEvent('issues', { action: 'opened', repository, issue: { number: 7, body: 'the-loop start' } })
        .kind
    ).toBe('ignored')
  })

  it('test_a_keyword_in_the_issue_body_is_not_a_command: an opened issue or PR never yields a comment', () => {
    const issue = { number: 7, title: 'the-loop review', body: 'the-loop review' }
    expect(normalizeEvent('issues', { action: 'opened', repository, issue }).kind).toBe('ignored')
    expect(normalizeEvent('pull_request', { action: 'edited', repository, pull_request: issue }).kind).toBe(
      'ignored'
    )
  })

  it('workflow_dispatch keeps scalar inputs as strings', () => {
    const t = normalizeEvent('workflow_dispatch', {
      repository,
      sender: { login: 'o' },
      inputs: { 'pull-request': '4', n: 2, x: { a: 1 } }
    })
    expect(t).toEqual({
      kind: 'dispatch',
      repo: { owner: 'acme', repo: 'widgets' },
      actor: 'o',
      inputs: { 'pull-request': '4', n: '2' }
    })
  })

  it.each([
    ['push', {}],
    ['issue_comment', null],
    ['issue_comment', { action: 'created', issue: { number: 7 }, comment }],
    ['issue_comment', { action: 'created', repository, issue: { number: '7' }, comment }],
    [
      'issue_comment',
      { action: 'created', repository, issue: { number: 7 }, comment: { ...comment, user: {} } }
    ],
    [
      'issue_comment',
      { action: 'created', repository, issue: { number: 7 }, comment: { ...comment, body: '  ' } }
    ]
  ])('%s with a malformed or unhandled payload is ignored with a reason', (name, payload) => {
    const t = normalizeEvent(name, payload)
    expect(t.kind).toBe('ignored')
    expect(t.kind === 'ignored' && t.reason.length > 0).toBe(true)
  })

  prop.prop([fc.string(), fc.anything()], { numRuns: 200 })(
    'never throws on any payload',
    (name, payload) => {
      expect(() => normalizeEvent(name, payload)).not.toThrow()
    }
  )
})

describe('targetOf', () => {
  const onPull = normalizeEvent('issue_comment', {
    action: 'created',
    repository,
    issue: { number: 22, pull_request: {} },
    comment
  })
  const onIssue = normalizeEvent('issue_comment', {
    action: 'created',
    repository,
    issue: { number: 9 },
    comment
  })

  it('test_the_review_keyword_targets_the_pull_request_itself', () => {
    expect(targetOf(onPull, 'review', [9])).toMatchObject({
      repo: { owner: 'acme', repo: 'widgets' },
      number: 22,
      isPullRequest: true
    })
  })
  it('test_the_start_keyword_still_targets_the_linked_work_item', () => {
    expect(targetOf(onPull, 'start', [9])).toEqual({
      repo: { owner: 'acme', repo: 'widgets' },
      number: 9,
      isPullRequest: false
    })
    expect(targetOf(onPull, 'start', [])?.number).toBe(22)
  })
  it('review typed on an issue binds to that issue', () => {
    expect(targetOf(onIssue, 'review')?.number).toBe(9)
    expect(formatItemRef(targetOf(onIssue, 'review')!)).toBe('acme/widgets#9')
  })
  it('a dispatch or an ignored event has no target', () => {
    expect(targetOf({ kind: 'ignored', reason: 'x' }, 'review')).toBeUndefined()
  })
})

describe("GitHub's published webhook examples", () => {
  it('issue comment, review and line comment examples become comment triggers of their own kind and id', () => {
    const comment = normalizeEvent('issue_comment', githubExample('issue_comment', 'created'))
    const example = githubExample('pull_request_review', 'submitted') as { review: Record<string, unknown> }
    // GitHub's example review has a null body (line comments only): such a review never acts.
    expect(normalizeEvent('pull_request_review', example).kind).toBe('ignored')
    const review = normalizeEvent('pull_request_review', {
      ...example,
      review: { ...example.review, body: 'lgtm' }
    })
    const line = normalizeEvent(
      'pull_request_review_comment',
      githubExample('pull_request_review_comment', 'created')
    )
    expect([comment, review, line].map((t) => (t.kind === 'comment' ? [t.source, t.comment.id] : t))).toEqual(
      [
        ['issue_comment', 492700400],
        ['pull_request_review', 237895671],
        ['pull_request_review_comment', 284312630]
      ]
    )
    expect(comment.kind === 'comment' && comment.item.facts?.title).toBe('Spelling error in the README file')
  })

  it('the pull request events carry the head commit; an issue comment does not; a malformed sha is dropped', () => {
    const example = githubExample('pull_request_review_comment', 'created') as {
      pull_request: { head: { sha: string } }
    }
    const factsOf = (t: ReturnType<typeof normalizeEvent>) =>
      t.kind === 'comment' ? t.item.facts : undefined
    const line = normalizeEvent('pull_request_review_comment', example)
    expect(factsOf(line)?.headSha).toMatch(/^[0-9a-f]{40}$/)
    expect(factsOf(line)?.headSha).toBe(example.pull_request.head.sha)
    const issue = normalizeEvent('issue_comment', githubExample('issue_comment', 'created'))
    expect(factsOf(issue)).not.toHaveProperty('headSha')
    for (const sha of ['main', `${'a'.repeat(40)}/x`, 'A'.repeat(40), 42]) {
      const odd = { ...example, pull_request: { ...example.pull_request, head: { sha } } }
      expect(factsOf(normalizeEvent('pull_request_review_comment', odd))).not.toHaveProperty('headSha')
    }
  })

  it('edits and deletions in the examples never act; a repository_dispatch of another type is not ours', () => {
    expect(normalizeEvent('issue_comment', githubExample('issue_comment', 'edited')).kind).toBe('ignored')
    expect(normalizeEvent('issue_comment', githubExample('issue_comment', 'deleted')).kind).toBe('ignored')
    expect(normalizeEvent('repository_dispatch', githubExample('repository_dispatch')).kind).toBe('ignored')
  })

  it('our own continue event names the item from its client payload only', () => {
    const payload = {
      ...githubExample('repository_dispatch'),
      action: CONTINUE_EVENT,
      client_payload: { number: 7 }
    }
    expect(normalizeEvent('repository_dispatch', payload)).toMatchObject({
      kind: 'continue',
      item: { number: 7, isPullRequest: false, repo: { owner: 'octo-org', repo: 'octo-repo' } }
    })
    const bad = { ...payload, client_payload: { number: '7; rm -rf' } }
    expect(normalizeEvent('repository_dispatch', bad).kind).toBe('ignored')
  })
})
