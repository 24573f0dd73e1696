// examples/workflows/the-loop.yml on closing events: a close starts a runner only on an item that carries a
// `loop:` label or when a listed login closed it, so strangers' closes cost nothing. Evaluated by GitHub's
// expression evaluator against GitHub's example payloads.
import { describe, expect, test } from '@jest/globals'
import { jobRuns, type JobIfContext } from '../support/job-if.js'
import { load, reviewers, webhookEvent } from './workflow-support.js'

const condition = load('the-loop.yml').jobs['the-loop']!.if!
const listed = reviewers(['alice', 'bob'])

/** Where the item sits in each closing event's payload. */
const ITEM: Record<string, string> = { issues: 'issue', pull_request_target: 'pull_request' }
const closes = Object.keys(ITEM)

/**
 * `name` closed by `login`, the item's labels replaced by `labels` when given (GitHub's examples carry `bug`).
 * A label keeps the shape of the example's own label objects.
 */
function closed(name: string, login: string, labels?: string[]): Record<string, unknown> {
  const payload = webhookEvent(name, 'closed', login)
  const item = payload[ITEM[name]!] as { labels: Array<Record<string, unknown>> }
  if (labels) item.labels = labels.map((label) => ({ ...item.labels[0], name: label }))
  return payload
}

const runs = (name: string, event: Record<string, unknown>, vars: JobIfContext['vars'] = listed) => {
  const login = (event.sender as { login: string }).login
  return jobRuns(condition, {
    github: { event_name: name, event, actor: login, triggering_actor: login },
    vars
  })
}

describe('the job condition on closing events', () => {
  test('GitHub’s examples stand in as unlabelled items: they carry a label, but no loop: label', () => {
    for (const name of closes) {
      const labels = (closed(name, 'mallory')[ITEM[name]!] as { labels: Array<{ name: string }> }).labels
      expect(labels.map((l) => l.name)).toEqual(['bug'])
    }
  })

  test.each(closes)('%s: a stranger’s close of an unlabelled item starts nothing', (name) => {
    expect(runs(name, closed(name, 'mallory'))).toBe(false)
    expect(runs(name, closed(name, 'mallory', []))).toBe(false)
    expect(runs(name, closed(name, 'mallory'), {})).toBe(false)
    // Not a listed login: one that only contains one, or is contained in one.
    for (const login of ['bobby', 'ali', 'alice-bob']) expect(runs(name, closed(name, login))).toBe(false)
  })

  test.each(closes)('%s: the close of an item with a loop: label runs, whoever closed it', (name) => {
    for (const label of ['loop:needs-review', 'loop:complete', 'loop:cleanup']) {
      expect(runs(name, closed(name, 'mallory', ['bug', label]))).toBe(true)
      // The variable unset: a labelled item is still cleaned up, the action decides.
      expect(runs(name, closed(name, 'github-actions[bot]', [label]), {})).toBe(true)
    }
  })

  test.each(closes)('%s: only a label that starts with loop: counts', (name) => {
    for (const label of ['noloop:x', 'my loop:x', 'loop', 'Loop-needs-review', 'loop:y'])
      expect([label, runs(name, closed(name, 'mallory', [label]))]).toEqual([
        label,
        label.startsWith('loop:')
      ])
  })

  test.each(closes)('%s: a listed login’s close runs on an unlabelled item, whatever its case', (name) => {
    expect(runs(name, closed(name, 'bob'))).toBe(true)
    expect(runs(name, closed(name, 'Alice', []))).toBe(true)
    expect(runs(name, closed(name, 'bob'), {})).toBe(false)
  })

  test('a label counts only on a close: a stranger’s comment on a labelled item is still refused', () => {
    const comment = webhookEvent('issue_comment', 'created', 'mallory')
    const issue = comment.issue as { labels: Array<Record<string, unknown>> }
    issue.labels = [{ ...issue.labels[0], name: 'loop:needs-review' }]
    expect(runs('issue_comment', comment)).toBe(false)
    const review = webhookEvent('pull_request_review', 'submitted', 'mallory')
    const pull = review.pull_request as { labels: Array<Record<string, unknown>> }
    pull.labels = [{ name: 'loop:needs-review' }]
    expect(runs('pull_request_review', review)).toBe(false)
  })
})
