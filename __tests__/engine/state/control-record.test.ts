// The durable control record codec: fail-closed reading and the arming rule.
import { describe, expect, it } from '@jest/globals'
import {
  isPaused,
  isStartRequested,
  parseControlRecord,
  recordTime,
  type ControlRecord
} from '../../../src/engine/state/control-record.js'

const record: ControlRecord = {
  ref: 'github:octo/repo#22',
  command: 'review',
  source: 'comment',
  actor: 'octocat',
  requestedAt: '2026-08-20T10:00:00Z',
  note: 'https://github.com/octo/repo/pull/22#issuecomment-1',
  commentId: 1
}

describe('control record', () => {
  it('test_store_records_and_reads_back_a_command (through JSON)', () => {
    expect(parseControlRecord(JSON.parse(JSON.stringify(record)))).toEqual(record)
  })

  it('reads the other upstream timestamp shape', () => {
    expect(parseControlRecord({ ...record, requestedAt: '2026-08-16T19:02:54+00:00' })?.requestedAt).toBe(
      '2026-08-16T19:02:54+00:00'
    )
  })

  it.each([
    null,
    [],
    'x',
    { ...record, command: 'launch' },
    { ...record, ref: '../../etc' },
    { ...record, source: 'web' },
    { ...record, requestedAt: 'yesterday' },
    { ...record, actor: 3 }
  ])('test_an_unreadable_record_is_skipped_not_raised: %j', (value) => {
    expect(parseControlRecord(value)).toBeUndefined()
  })

  it('test_start_requested_follows_the_last_command', () => {
    for (const command of ['start', 'resume', 'contribute', 'do', 'review'] as const) {
      expect(isStartRequested({ ...record, command })).toBe(true)
    }
    for (const command of ['pause', 'stop', 'cleanup', 'execute'] as const) {
      expect(isStartRequested({ ...record, command })).toBe(false)
    }
    expect(isStartRequested(undefined)).toBe(false)
  })

  it('pause is the only paused state', () => {
    expect(isPaused({ ...record, command: 'pause' })).toBe(true)
    expect(isPaused(record)).toBe(false)
  })

  it('recordTime writes the Z form without a fraction', () => {
    expect(recordTime(new Date('2026-08-20T10:00:00.123Z'))).toBe('2026-08-20T10:00:00Z')
  })
})
