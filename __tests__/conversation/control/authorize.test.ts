// Allowlist parsing, the bot rule, and the two independent own-comment tests.
import { describe, expect, it } from '@jest/globals'
import {
  admitComment,
  isAuthorized,
  isOwnComment,
  parseAllowlist
} from '../../../src/conversation/control/authorize.js'
import { markSelfAuthored, SELF_MARKER } from '../../../src/base/marker/markers.js'
import { UserError } from '../../../src/base/shared/errors.js'

describe('parseAllowlist', () => {
  it('splits on spaces and newlines; ignores case', () => {
    expect([...parseAllowlist('Octocat hubot\n  Mona-Lisa\trenovate[bot]')]).toEqual([
      'octocat',
      'hubot',
      'mona-lisa',
      'renovate[bot]'
    ])
  })

  it('reads a JSON array of login strings, the form the example workflows hand over', () => {
    expect([...parseAllowlist(' ["Alice", "bob"] ')]).toEqual(['alice', 'bob'])
    expect(parseAllowlist('[]').size).toBe(0)
  })

  it('an empty input is an empty list', () => {
    expect(parseAllowlist('  \n ').size).toBe(0)
  })

  it('refuses whatever is not exactly a login, naming the input, where it once split or trimmed', () => {
    const refused = (text: string) => {
      try {
        parseAllowlist(text)
      } catch (e) {
        return e instanceof UserError ? e.message : `not a UserError: ${String(e)}`
      }
      return 'accepted'
    }
    expect(
      [
        'alice,bob',
        '@alice',
        'org/team',
        'octocat rm -rf;',
        '["alice bob"]',
        '["alice", 3]',
        '["@alice"]',
        '[alice]',
        '[{"a":1}]',
        '["alice,bob"]'
      ].map(refused)
    ).toEqual([
      'input authorized-users: "alice,bob" is not a GitHub login: separate logins with spaces, not commas',
      'input authorized-users: "@alice" is not a GitHub login: write logins without @',
      'input authorized-users: "org/team" is not a GitHub login',
      'input authorized-users: "-rf;" is not a GitHub login',
      'input authorized-users: "alice bob" is not a GitHub login',
      'input authorized-users: element 2 (3) is not a login string',
      'input authorized-users: "@alice" is not a GitHub login: write logins without @',
      'input authorized-users: starts with [ but is not a JSON array of logins',
      'input authorized-users: element 1 ({"a":1}) is not a login string',
      'input authorized-users: "alice,bob" is not a GitHub login: separate logins with spaces, not commas'
    ])
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
