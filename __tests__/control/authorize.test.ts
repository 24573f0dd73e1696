// Allowlist parsing, the bot rule, and the two independent own-comment tests.
import { describe, expect, it } from '@jest/globals'
import { admitComment, isAuthorized, isOwnComment, parseAllowlist } from '../../src/control/authorize.js'
import { markSelfAuthored, SELF_MARKER } from '../../src/marker/markers.js'
import { UserError } from '../../src/shared/errors.js'

describe('parseAllowlist', () => {
  it('splits on commas, spaces and newlines; ignores @ and case', () => {
    expect([...parseAllowlist('@Octocat, hubot\n  Mona-Lisa,,renovate[bot]')]).toEqual([
      'octocat',
      'hubot',
      'mona-lisa',
      'renovate[bot]'
    ])
  })

  it('an empty input is an empty list', () => {
    expect(parseAllowlist('  \n ').size).toBe(0)
  })

  it('a value that is not a login is an error naming the input', () => {
    expect(() => parseAllowlist('octocat, rm -rf;')).toThrow(UserError)
    expect(() => parseAllowlist('a/b')).toThrow(/input authorized-users: "a\/b" is not a GitHub login/)
  })
})

describe('isAuthorized', () => {
  const list = parseAllowlist('octocat renovate[bot]')
  it('admits a listed human whatever the case or @', () => {
    expect(isAuthorized({ login: 'OctoCat', type: 'User' }, list)).toBe(true)
    expect(isAuthorized({ login: '@octocat', type: 'User' }, list)).toBe(true)
  })
  it('refuses an unlisted or empty login, and everyone when the list is empty', () => {
    expect(isAuthorized({ login: 'mallory', type: 'User' }, list)).toBe(false)
    expect(isAuthorized({ login: '', type: 'User' }, list)).toBe(false)
    expect(isAuthorized({ login: 'octocat', type: 'User' }, new Set())).toBe(false)
  })
  it('a bot acts only when listed by its own name', () => {
    expect(isAuthorized({ login: 'renovate[bot]', type: 'Bot' }, list)).toBe(true)
    expect(isAuthorized({ login: 'dependabot[bot]', type: 'Bot' }, list)).toBe(false)
    expect(isAuthorized({ login: 'octocat', type: 'Bot' }, list)).toBe(false)
  })
})

describe('own comments', () => {
  const identity = { login: 'github-actions[bot]' }
  it('the marker alone makes a comment own, whoever wrote it', () => {
    expect(isOwnComment({ author: 'octocat', body: `the-loop review\n${SELF_MARKER}` }, identity)).toBe(true)
    expect(isOwnComment({ author: 'octocat', body: markSelfAuthored('hi') }, {})).toBe(true)
  })
  it('the identity alone makes a comment own, marker or not', () => {
    expect(isOwnComment({ author: 'GitHub-Actions[bot]', body: 'the-loop review' }, identity)).toBe(true)
  })
  it('neither → not own; an unknown identity matches nobody', () => {
    expect(isOwnComment({ author: 'octocat', body: 'the-loop review' }, identity)).toBe(false)
    expect(isOwnComment({ author: '', body: 'x' }, {})).toBe(false)
  })
})

describe('admitComment', () => {
  const list = parseAllowlist('octocat')
  const identity = { login: 'github-actions[bot]' }
  it('drops own comments before authorization, even from a listed user', () => {
    const body = markSelfAuthored('the-loop review')
    expect(admitComment({ author: 'octocat', authorType: 'User', body }, list, identity).kind).toBe('own')
  })
  it('says why an empty allowlist admits nobody', () => {
    const got = admitComment({ author: 'octocat', authorType: 'User', body: 'x' }, new Set(), identity)
    expect(got).toEqual({ kind: 'unauthorized', reason: expect.stringMatching(/authorized-users is empty/) })
  })
  it('abuse case 1: an unauthorized the-loop review is not admitted', () => {
    const got = admitComment(
      { author: 'mallory', authorType: 'User', body: 'the-loop review' },
      list,
      identity
    )
    expect(got).toEqual({
      kind: 'unauthorized',
      reason: expect.stringMatching(/@mallory is not in authorized-users/)
    })
  })
  it('admits a listed human', () => {
    expect(admitComment({ author: 'octocat', authorType: 'User', body: 'x' }, list, identity)).toEqual({
      kind: 'authorized'
    })
  })
})
