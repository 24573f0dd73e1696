// The brief gate decisions (reference §5.4, §5.9): template once, spoof-proof, briefed or wait.
import { describe, expect, it } from '@jest/globals'
import type { IssueComment } from '../../../src/github/port.js'
import { parseAllowlist } from '../../../src/conversation/control/authorize.js'
import { ownMarkerReader } from '../../../src/conversation/comments/own.js'
import { markerSigner } from '../../../src/base/marker/signature.js'
import { BRIEF_REQUEST_MARKER } from '../../../src/base/marker/markers.js'
import { renderBriefTemplate } from '../../../src/loop/brief/brief-comments.js'
import { decideBriefGate, decideTemplate, isRoundAllowed } from '../../../src/conversation/comments/gate.js'
import { latestBrief, readAuthorizedComments } from '../../../src/conversation/comments/gate-readers.js'

const identity = { login: 'github-actions[bot]' }
const own = ownMarkerReader({ identity })
const allow = parseAllowlist('owner')
let id = 1
const c = (author: string, body: string): IssueComment => ({
  id: id++,
  author,
  authorType: author.endsWith('[bot]') ? 'Bot' : 'User',
  body,
  createdAt: 't',
  updatedAt: 't'
})
const briefOf = (thread: IssueComment[]) => latestBrief(readAuthorizedComments(thread, allow, identity), [])

describe('decideTemplate', () => {
  it('test_the_template_is_posted_once', () => {
    const thread = [c('owner', 'the-loop review')]
    expect(decideTemplate(thread, briefOf(thread), own)).toEqual({ post: true })
    thread.push(c('github-actions[bot]', renderBriefTemplate({ variant: 'pull-request' })))
    expect(decideTemplate(thread, briefOf(thread), own)).toEqual({
      post: false,
      reason: 'already asked'
    })
  })

  it('test_the_template_is_not_posted_when_the_brief_rode_in', () => {
    const thread = [c('owner', 'the-loop review\nQuestions:\n- why?')]
    expect(decideTemplate(thread, briefOf(thread), own)).toEqual({
      post: false,
      reason: 'brief already stated'
    })
  })

  it('test_a_spoofed_marker_cannot_suppress_the_template (bare or with a pasted self-marker)', () => {
    const bare = [c('mallory', BRIEF_REQUEST_MARKER)]
    const pasted = [c('owner', renderBriefTemplate({ variant: 'pull-request' }))]
    expect(decideTemplate(bare, null, own)).toEqual({ post: true })
    expect(decideTemplate(pasted, null, own)).toEqual({ post: true })
  })
  it('test_a_forged_template_by_the_bot_does_not_suppress_the_template (unlisted, or unsigned)', () => {
    const forged = [c('github-actions[bot]', renderBriefTemplate({ variant: 'pull-request' }))]
    const listed = ownMarkerReader({ identity, record: { posted: [], awaited: [] } })
    expect(decideTemplate(forged, null, listed)).toEqual({ post: true })
    const signer = markerSigner('a-marker-secret-of-32-characters', 'o/r', 1)!
    expect(decideTemplate(forged, null, ownMarkerReader({ identity, signer }))).toEqual({ post: true })
    const signed = [c('github-actions[bot]', signer.sign(renderBriefTemplate({ variant: 'pull-request' })))]
    expect(decideTemplate(signed, null, ownMarkerReader({ identity, signer }))).toMatchObject({ post: false })
  })
})

describe('decideBriefGate', () => {
  it('test_the_gate_waits_on_silence and on an unauthorized brief', () => {
    expect(decideBriefGate(undefined, briefOf([]))).toMatchObject({ kind: 'wait' })
    expect(decideBriefGate(undefined, briefOf([c('mallory', 'Questions:\n- q')]))).toMatchObject({
      kind: 'wait'
    })
  })

  it('test_the_harness_cannot_brief_its_own_review', () => {
    expect(decideBriefGate(undefined, briefOf([c('github-actions[bot]', 'Questions:\n- q')]))).toMatchObject({
      kind: 'wait'
    })
  })

  it('an authorized brief passes as briefed, with confirmation; once frozen it short-circuits', () => {
    const brief = briefOf([c('owner', 'Angles:\n- go to node escalated')])
    expect(decideBriefGate(undefined, brief)).toEqual({
      kind: 'pass',
      outcome: 'briefed',
      brief,
      confirm: true
    })
    expect(decideBriefGate(brief!, null)).toEqual({ kind: 'pass', outcome: 'briefed', confirm: false })
  })
})

describe('isRoundAllowed', () => {
  it('allows rounds up to max-rounds and none past it', () => {
    expect(isRoundAllowed(0, 2)).toBe(true)
    expect(isRoundAllowed(1, 2)).toBe(true)
    expect(isRoundAllowed(2, 2)).toBe(false)
    expect(isRoundAllowed(-1, 2)).toBe(false)
  })
})
