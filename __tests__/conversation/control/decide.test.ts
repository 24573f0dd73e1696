// The control decision for one trigger, including the seeds' abuse cases 1, 2 and 4.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { COMMANDS } from '../../../src/base/keywords/commands.js'
import { parseAllowlist } from '../../../src/conversation/control/authorize.js'
import { decideControl, type ControlContext } from '../../../src/conversation/control/decide.js'
import { defaultKeywordConfig } from '../../../src/base/keywords/keywords.js'
import type { ControlRecord } from '../../../src/engine/state/control-record.js'
import { normalizeEvent } from '../../../src/conversation/event/normalize.js'
import { markSelfAuthored } from '../../../src/base/marker/markers.js'

const repository = { name: 'repo', owner: { login: 'octo' } }
function commentOn(
  body: string,
  opts: { login?: string; type?: string; pr?: boolean; action?: string } = {}
) {
  const issue = opts.pr ? { number: 22, pull_request: {} } : { number: 9 }
  return normalizeEvent('issue_comment', {
    action: opts.action ?? 'created',
    repository,
    issue,
    comment: { id: 5, body, user: { login: opts.login ?? 'owner', type: opts.type ?? 'User' }, html_url: 'u' }
  })
}
const ctx: ControlContext = {
  allowlist: parseAllowlist('owner'),
  identity: { login: 'github-actions[bot]' },
  keywords: defaultKeywordConfig()
}
const paused: ControlRecord = {
  ref: 'github:octo/repo#22',
  command: 'pause',
  source: 'comment',
  actor: 'owner',
  requestedAt: '2026-01-01T00:00:00Z',
  note: ''
}

describe('decideControl', () => {
  it('an authorized review on a PR arms that PR, even when it links issues', () => {
    const got = decideControl(commentOn('the-loop review', { pr: true }), { ...ctx, linkedIssues: [9] })
    expect(got).toMatchObject({
      kind: 'command',
      command: 'review',
      target: { number: 22, isPullRequest: true }
    })
  })

  it('abuse case 1: an unauthorized the-loop review arms nothing and posts nothing', () => {
    const got = decideControl(commentOn('the-loop review', { login: 'mallory', pr: true }), ctx)
    expect(got).toEqual({ kind: 'ignore', reason: expect.stringContaining('@mallory') })
  })

  it('abuse case 2: review plus another keyword is refused whole, with a reply', () => {
    const got = decideControl(commentOn('the-loop review\nthe-loop stop', { pr: true }), ctx)
    expect(got).toMatchObject({ kind: 'refuse', refusal: 'ambiguous', matched: ['stop', 'review'] })
  })

  it('abuse case 4: a self-marked keyword comment from a listed user does nothing', () => {
    const got = decideControl(commentOn(markSelfAuthored('the-loop review'), { pr: true }), ctx)
    expect(got).toEqual({ kind: 'ignore', reason: expect.stringContaining('own') })
  })

  it('a comment by the action identity does nothing even without the marker', () => {
    const got = decideControl(
      commentOn('the-loop review', { login: 'github-actions[bot]', type: 'Bot' }),
      ctx
    )
    expect(got.kind).toBe('ignore')
  })

  it('an empty allowlist: nothing acts, and the reason says why', () => {
    const got = decideControl(commentOn('the-loop review'), { ...ctx, allowlist: new Set() })
    expect(got).toEqual({ kind: 'ignore', reason: expect.stringContaining('authorized-users is empty') })
  })

  it('a bot comment is ignored unless the bot is listed', () => {
    expect(decideControl(commentOn('the-loop review', { login: 'ci[bot]', type: 'Bot' }), ctx).kind).toBe(
      'ignore'
    )
    const listed = { ...ctx, allowlist: parseAllowlist('owner ci[bot]') }
    expect(decideControl(commentOn('the-loop review', { login: 'ci[bot]', type: 'Bot' }), listed).kind).toBe(
      'command'
    )
  })

  it('an edited comment never acts', () => {
    expect(decideControl(commentOn('the-loop review', { action: 'edited' }), ctx).kind).toBe('ignore')
  })

  it.each(['start', 'contribute', 'do', 'execute'])('%s is refused as not supported here', (command) => {
    expect(decideControl(commentOn(`the-loop ${command}`), ctx)).toMatchObject({
      kind: 'refuse',
      refusal: 'unsupported'
    })
  })

  it('execute at an open phase-selection gate is accepted', () => {
    expect(decideControl(commentOn('the-loop execute'), { ...ctx, executeGateOpen: true }).kind).toBe(
      'command'
    )
  })

  it('pause/resume: while paused, plain replies are ignored; resume is accepted; resume unpaused is refused', () => {
    expect(decideControl(commentOn('and the retries?', { pr: true }), { ...ctx, record: paused }).kind).toBe(
      'ignore'
    )
    expect(decideControl(commentOn('the-loop resume', { pr: true }), { ...ctx, record: paused }).kind).toBe(
      'command'
    )
    expect(decideControl(commentOn('the-loop resume', { pr: true }), ctx)).toMatchObject({
      refusal: 'nothing-to-resume'
    })
  })

  it('a plain authorized comment is a reply for the waiting gate', () => {
    expect(decideControl(commentOn('lgtm', { pr: true }), ctx)).toMatchObject({
      kind: 'reply',
      target: { number: 22 }
    })
  })

  it('closing moves to cleanup without authorization', () => {
    const closed = normalizeEvent('pull_request', {
      action: 'closed',
      repository,
      pull_request: { number: 22 },
      sender: { login: 'x' }
    })
    expect(decideControl(closed, ctx)).toMatchObject({ kind: 'close', target: { number: 22 } })
  })

  it('workflow_dispatch needs an authorized actor', () => {
    const by = (login: string) =>
      normalizeEvent('workflow_dispatch', { repository, sender: { login }, inputs: {} })
    expect(decideControl(by('owner'), ctx).kind).toBe('dispatch')
    expect(decideControl(by('mallory'), ctx).kind).toBe('ignore')
  })
})

describe('decideControl properties', () => {
  const body = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom(...COMMANDS).map((c) => `please the-loop ${c} now`)
  )
  prop.prop([body, fc.constantFrom('mallory', 'owner-not', 'ci[bot]', '')], { numRuns: 200 })(
    'an unlisted author never commands, refuses or replies, whatever the body',
    (text, login) => {
      const trigger = commentOn(text, { login: login || 'x', pr: true })
      expect(['ignore']).toContain(decideControl(trigger, ctx).kind)
    }
  )
  prop.prop([body], { numRuns: 200 })('a self-marked body never acts, even from a listed user', (text) => {
    expect(decideControl(commentOn(markSelfAuthored(text), { pr: true }), ctx).kind).toBe('ignore')
  })
})
