// The state document codec: strict on what it cannot read, deterministic on what it writes.
import { describe, expect, it } from '@jest/globals'
import { decodeState, encodeState } from '../../../src/engine/state/document-codec.js'
import { formatTimestamp, freshState, normalizeTimestamp } from '../../../src/engine/state/document.js'
import { UserError } from '../../../src/base/shared/errors.js'

const upstreamExample = JSON.stringify({
  version: 1,
  workItem: 'issue-22',
  currentNode: 'follow-up',
  nodes: {
    'review-brief': {
      attempts: 1,
      outcome: 'briefed',
      enteredAt: '2026-08-20T10:00:02+00:00',
      exitedAt: '2026-08-20T12:01:05+02:00',
      lastBlock: '',
      forced: false
    }
  },
  decisions: {
    'review-brief': { at: '2026-08-20T10:01:05+00:00', brief: { questions: ['q?'], by: '@octocat' } }
  },
  forced: [],
  parked: { node: 'follow-up', reason: 'awaiting a human', since: '2026-08-20T10:25:00+00:00' },
  session: { id: '8e3e', runner: 'tmux', alive: true },
  completions: { review: { at: '2026-08-20T10:20:39+00:00', by: 'cli' } },
  skips: {},
  optIns: {},
  surface: '',
  loop: 'pdlc-review-loop',
  somethingNewer: { ignored: true }
})

function faultOf(text: string): string {
  try {
    decodeState(text, 'state/issue-22.json')
  } catch (error) {
    expect(error).toBeInstanceOf(UserError)
    return (error as Error).message
  }
  throw new Error('decodeState accepted the document')
}

describe('state document codec', () => {
  it('reads the upstream example: both timestamp forms, unknown keys dropped, host defaulted', () => {
    const state = decodeState(upstreamExample, 'x')
    expect(state.nodes['review-brief']).toMatchObject({
      enteredAt: '2026-08-20T10:00:02Z',
      exitedAt: '2026-08-20T10:01:05Z'
    })
    expect(state.decisions['review-brief']).toEqual({
      at: '2026-08-20T10:01:05Z',
      brief: { questions: ['q?'], by: '@octocat' }
    })
    expect(state.parked?.since).toBe('2026-08-20T10:25:00Z')
    expect(state.host).toEqual({})
    expect(Object.keys(state)).not.toContain('somethingNewer')
  })

  it('round-trips and writes deterministically: key order, 2-space indent, trailing newline', () => {
    const state = decodeState(upstreamExample, 'x')
    state.host = { rounds: [{ n: 1, commentId: 42 }], z: 1, a: 2 }
    const text = encodeState(state)
    expect(text.endsWith('}\n')).toBe(true)
    expect(text.split('\n')[1]).toBe('  "version": 1,')
    expect(Object.keys(JSON.parse(text))).toEqual([
      'version',
      'workItem',
      'currentNode',
      'nodes',
      'decisions',
      'forced',
      'parked',
      'session',
      'completions',
      'skips',
      'optIns',
      'surface',
      'loop',
      'host'
    ])
    expect(decodeState(text, 'x')).toEqual(state)
    expect(encodeState(decodeState(text, 'x'))).toBe(text)
  })

  it('fills every missing additive field with its default', () => {
    expect(decodeState('{"version": 1}', 'x')).toEqual(freshState())
  })

  it.each([
    ['corrupt JSON', '{"version": 1,', 'corrupt state JSON'],
    ['an array', '[1]', 'not a JSON object'],
    ['null', 'null', 'not a JSON object'],
    ['no version', '{"currentNode": "a"}', 'has no version'],
    ['a newer version', '{"version": 2}', 'version 2 is newer than this host reads (1)'],
    ['a string version', '{"version": "1"}', 'version "1" is unknown'],
    [
      'a wrongly typed field',
      '{"version": 1, "nodes": {"a": {"attempts": "x"}}}',
      '/nodes/a/attempts must be integer'
    ],
    [
      'a bad timestamp',
      '{"version": 1, "parked": {"node": "a", "reason": "", "since": "yesterday"}}',
      '/parked'
    ]
  ])('refuses %s, naming the document', (_label, text, fault) => {
    const message = faultOf(text)
    expect(message.startsWith('state/issue-22.json: ')).toBe(true)
    expect(message).toContain(fault)
  })

  it('writes the Z form and reads both', () => {
    expect(formatTimestamp(new Date(Date.UTC(2026, 7, 16, 19, 2, 54, 321)))).toBe('2026-08-16T19:02:54Z')
    expect(normalizeTimestamp('2026-08-16T19:02:54+00:00')).toBe('2026-08-16T19:02:54Z')
    expect(normalizeTimestamp('2026-08-16T21:02:54+02:00')).toBe('2026-08-16T19:02:54Z')
    expect(normalizeTimestamp('')).toBe('')
  })
})
