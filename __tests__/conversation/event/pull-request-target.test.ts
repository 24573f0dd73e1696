// The example workflow hears a pull request's close as pull_request_target (the base repository's token, so a
// fork's close can reach cleanup). GitHub delivers it with pull_request's payload; the action reads it the same.
/* eslint-disable @typescript-eslint/no-explicit-any -- GitHub's example payload, read by its documented keys */
import { expect, it } from '@jest/globals'
import { normalizeEvent } from '../../../src/conversation/event/normalize.js'
import { githubExample } from '../../support/loopback/payloads.js'

it('a pull_request_target close is the pull request closed, read from the same payload', () => {
  const payload = githubExample('pull_request', 'closed')
  const target = normalizeEvent('pull_request_target', payload)
  expect(target).toEqual(normalizeEvent('pull_request', payload))
  expect(target).toMatchObject({ kind: 'closed', source: 'pull_request', item: { isPullRequest: true } })
})

it('every other pull_request_target action is ignored, with the reason', () => {
  const payload = { ...githubExample('pull_request', 'opened'), action: 'opened' }
  expect(normalizeEvent('pull_request_target', payload)).toEqual({
    kind: 'ignored',
    reason: 'pull_request_target opened is not handled; only closed and synchronize'
  })
})

it("a synchronize is a push to the pull request, its new head from GitHub's example; read-only only from a fork's pull_request", () => {
  const payload = githubExample('pull_request', 'synchronize') as Record<string, any>
  const head = payload.pull_request.head.sha as string
  const target = normalizeEvent('pull_request_target', payload)
  expect(target).toMatchObject({ kind: 'pushed', head, readOnly: false, item: { isPullRequest: true } })
  const fork = structuredClone(payload)
  fork.pull_request.head.repo.full_name = 'someone/fork'
  expect(normalizeEvent('pull_request', fork)).toMatchObject({ kind: 'pushed', readOnly: true })
  expect(normalizeEvent('pull_request_target', fork)).toMatchObject({ kind: 'pushed', readOnly: false })
  expect(normalizeEvent('pull_request', payload)).toMatchObject({ kind: 'pushed', readOnly: false })
  const noHead = structuredClone(payload)
  noHead.pull_request.head.sha = 'main'
  expect(normalizeEvent('pull_request_target', noHead).kind).toBe('ignored')
})
