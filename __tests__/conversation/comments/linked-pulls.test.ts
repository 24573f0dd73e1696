// Work-item PR detection for the template pre-fill (reference §5.8).
import { describe, expect, it } from '@jest/globals'
import { detectPulls } from '../../../src/conversation/comments/linked-pulls.js'

describe('detectPulls', () => {
  it('reads state folders then linked PRs, composing and de-duplicating refs', () => {
    const got = detectPulls(
      ['pr-3', 'acme__widgets/pr-7', 'notes', '../pr-1', 'a__b/pr-x'],
      [
        { owner: 'octo', repo: 'repo', number: 3 },
        { owner: 'octo', repo: 'lab', number: 9 }
      ],
      { owner: 'octo', repo: 'repo' }
    )
    expect(got).toEqual(['github:acme/widgets#7', 'github:octo/repo#3', 'github:octo/lab#9'])
  })

  it('nothing detected is an empty list', () => {
    expect(detectPulls([], [], { owner: 'o', repo: 'r' })).toEqual([])
  })
})
