// A thread's name in a marker: 16 hex digits derived from its root comment's id, fixed once shipped.
import { createHash } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import { findingKey } from '../../../src/loop/placement/key.js'
import { parseMarkers, renderMarker } from '../../../src/base/marker/markers.js'
import { threadKey } from '../../../src/base/marker/thread-key.js'

describe('threadKey', () => {
  it('keeps its shipped values: SHA-256 of the label and the decimal id, 16 hex digits', () => {
    expect(threadKey(1)).toBe('5e7bc58e0eb0ffbe')
    expect(threadKey(42)).toBe('dcff45a87c92d0a2')
    expect(threadKey(Number.MAX_SAFE_INTEGER)).toBe('60ef8f0cd70d3038')
    expect(threadKey(42)).toBe(
      createHash('sha256').update('the-loop thread\u000042').digest('hex').slice(0, 16)
    )
  })

  it('names each thread apart, and never as a finding key of the same digits would', () => {
    const keys = new Set(Array.from({ length: 1000 }, (_, i) => threadKey(i + 1)))
    expect(keys.size).toBe(1000)
    expect(threadKey(42)).not.toBe(findingKey({ path: '42', title: '' }, ''))
  })

  it('is a key a marker carries and reads back', () => {
    const marker = renderMarker({ kind: 'thread-answer', round: 2, key: threadKey(7) })
    expect(parseMarkers(marker)).toEqual([{ kind: 'thread-answer', round: 2, key: threadKey(7) }])
  })

  it('refuses an id that names no comment', () => {
    expect(() => threadKey(0)).toThrow('thread root comment id 0 is not a positive integer')
    expect(() => threadKey(-3)).toThrow('is not a positive integer')
    expect(() => threadKey(1.5)).toThrow('is not a positive integer')
    expect(() => threadKey(Number.MAX_SAFE_INTEGER + 1)).toThrow('is not a positive integer')
  })
})
