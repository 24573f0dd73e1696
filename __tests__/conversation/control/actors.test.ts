// Who may start a run: the actor, and on a re-run by someone else the re-runner as well.
import { describe, expect, it } from '@jest/globals'
import {
  dispatchRefusal,
  isActorAuthorized,
  rerunBy,
  rerunRefusal
} from '../../../src/conversation/control/actors.js'
import { parseAllowlist } from '../../../src/conversation/control/authorize.js'

const allow = parseAllowlist('alice bob renovate[bot]')

describe('rerunBy', () => {
  it('names the re-runner only when set and someone else', () => {
    expect(rerunBy({ actor: 'alice' })).toBeUndefined()
    expect(rerunBy({ actor: 'alice', triggeringActor: '' })).toBeUndefined()
    expect(rerunBy({ actor: 'alice', triggeringActor: 'ALICE' })).toBeUndefined()
    expect(rerunBy({ actor: 'alice', triggeringActor: 'mallory' })).toBe('mallory')
  })
})

describe('rerunRefusal', () => {
  it('refuses an unlisted re-runner, whoever the original actor was', () => {
    expect(rerunRefusal({ actor: 'alice', triggeringActor: 'mallory' }, allow)).toMatch(
      /re-run by 'mallory', who is not in authorized-users .*; nothing ran/
    )
    expect(rerunRefusal({ actor: 'mallory', triggeringActor: 'mallory' }, allow)).toBeUndefined()
    expect(rerunRefusal({ actor: 'mallory', triggeringActor: 'bob' }, allow)).toBeUndefined()
  })
  it('an empty allowlist refuses every re-run by someone else', () => {
    expect(rerunRefusal({ actor: 'alice', triggeringActor: 'bob' }, new Set())).toBeDefined()
  })
})

describe('dispatchRefusal', () => {
  it('needs the actor and, on a re-run, the re-runner listed', () => {
    expect(dispatchRefusal({ actor: 'alice' }, allow)).toBeUndefined()
    expect(dispatchRefusal({ actor: 'alice', triggeringActor: 'bob' }, allow)).toBeUndefined()
    expect(dispatchRefusal({ actor: 'mallory' }, allow)).toMatch(/actor 'mallory' is not in/)
    expect(dispatchRefusal({ actor: '' }, allow)).toMatch(/actor '\(none\)'/)
    expect(dispatchRefusal({ actor: 'alice', triggeringActor: 'mallory' }, allow)).toMatch(/'mallory'/)
    expect(dispatchRefusal({ actor: 'mallory', triggeringActor: 'alice' }, allow)).toMatch(/'mallory'/)
  })
  it("names the allowlist input as the caller's messages do", () => {
    expect(dispatchRefusal({ actor: 'x' }, allow, "'authorized-users'")).toMatch(/not in 'authorized-users'/)
  })
})

describe('isActorAuthorized', () => {
  it('keeps the bot rule: an app is listed by its [bot] name only', () => {
    expect(isActorAuthorized('renovate[bot]', allow)).toBe(true)
    expect(isActorAuthorized('renovate[bot]', parseAllowlist('renovate'))).toBe(false)
    expect(isActorAuthorized('ALICE', allow)).toBe(true)
  })
})
