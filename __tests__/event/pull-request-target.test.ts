// The example workflow hears a pull request's close as pull_request_target (the base repository's token, so a
// fork's close can reach cleanup). GitHub delivers it with pull_request's payload; the action reads it the same.
import { expect, it } from '@jest/globals'
import { normalizeEvent } from '../../src/event/normalize.js'
import { githubExample } from '../support/loopback/payloads.js'

it('a pull_request_target close is the pull request closed, read from the same payload', () => {
  const payload = githubExample('pull_request', 'closed')
  const target = normalizeEvent('pull_request_target', payload)
  expect(target).toEqual(normalizeEvent('pull_request', payload))
  expect(target).toMatchObject({ kind: 'closed', source: 'pull_request', thread: { isPullRequest: true } })
})

it('every other pull_request_target action is ignored, with the reason', () => {
  const payload = { ...githubExample('pull_request', 'opened'), action: 'opened' }
  expect(normalizeEvent('pull_request_target', payload)).toEqual({
    kind: 'ignored',
    reason: 'pull_request_target opened is not handled; only closed'
  })
  const synchronize = normalizeEvent('pull_request_target', { ...payload, action: 'synchronize' })
  expect(synchronize.kind).toBe('ignored')
})
