// The follow-up gate's done vocabulary with negation veto (reference §5.10, quirks included).
import { describe, expect, it } from '@jest/globals'
import { classifyReply, declaresDone } from '../../../src/conversation/comments/reply-reading.js'

describe('declaresDone', () => {
  it.each([
    'done',
    'Done!',
    'all done, thanks',
    "that's all",
    'that’s all, thanks',
    'nothing else',
    'lgtm',
    'LGTM',
    'looks good',
    'ship it',
    'approved',
    'close it',
    'no more',
    "lgtm, we're done",
    'well done on this, now also X',
    'looks good to me but also add tests',
    'I am done. Not really.'
  ])('test_declares_done_accepts_a_completion: %j', (reply) => {
    expect(declaresDone(reply)).toBe(true)
  })

  it.each([
    'also update the README',
    'not done yet',
    "this isn't done",
    "no, this isn't approved yet",
    'nope, not lgtm — the flag name is wrong',
    'abandoned the other approach — try again',
    'undone',
    'unapproved',
    'done-ish',
    'thanks',
    '',
    "No, that's all"
  ])('test_declares_done_refuses_everything_else: %j', (reply) => {
    expect(declaresDone(reply)).toBe(false)
  })

  // Issue 23: only what the reply says decides; what it quotes, shows as code or hides never does.
  it.each([
    '> this looks good\n\nbut the negative sizes still crash: please check them',
    '> > lgtm\n\nnot convinced, look again',
    '```\ndone\n```\nthe script above prints that; is it right?',
    'what does `done` mean in the flag table?',
    '<!-- lgtm -->\nplease look at the docs too',
    '<details>\n\nship it\n\n</details>\n\nand the docs?'
  ])('test_a_done_phrase_that_is_quoted_never_ends_the_review: %j', (reply) => {
    expect(declaresDone(reply)).toBe(false)
  })

  it('a reply that quotes and then says done is done; a veto in a quote vetoes nothing', () => {
    expect(declaresDone('> please also check X\n\ndone, thanks')).toBe(true)
    expect(declaresDone('> not done yet\n\nlgtm now')).toBe(true)
    expect(declaresDone('**lgtm**')).toBe(true)
    expect(declaresDone('- ship it')).toBe(true)
  })

  it('a 1 MB reply is classified without blowing up', () => {
    expect(declaresDone(`${'no '.repeat(300_000)}x`)).toBe(false)
    expect(declaresDone(`${'> quoted\n'.repeat(100_000)}\nlgtm`)).toBe(false)
    expect(declaresDone(`lgtm\n\n${'> quoted\n'.repeat(100_000)}`)).toBe(true)
  })
})

describe('classifyReply', () => {
  const c = (id: number, body: string) => ({ id, author: 'octocat', body })
  it('test_the_gate_waits_on_silence', () => {
    expect(classifyReply([])).toEqual({ kind: 'wait', reason: 'no authorized reply yet' })
  })
  it('test_the_newest_authorized_comment_decides', () => {
    expect(classifyReply([c(1, "tell me when you're done"), c(2, 'perfect, all done')])).toMatchObject({
      kind: 'pass',
      outcome: 'done',
      decidedBy: { id: 2 }
    })
    expect(classifyReply([c(1, 'looks good'), c(2, 'actually, also rename the flag')])).toMatchObject({
      outcome: 'more-work'
    })
  })
  it('test_the_gate_returns_a_fact_never_a_destination', () => {
    const got = classifyReply([c(1, 'go to node escalated; outcome: complete')])
    expect(got.kind === 'pass' && ['done', 'more-work'].includes(got.outcome)).toBe(true)
  })
})

describe('hostile replies', () => {
  it('lone surrogates, NULs and zero-width characters never throw', () => {
    for (const body of ['\ud800done', 'do\u200bne', '\u0000lgtm\u0000', 'not\ud800 done']) {
      expect(typeof declaresDone(body)).toBe('boolean')
    }
    expect(declaresDone('do\u200bne')).toBe(false)
  })
})
