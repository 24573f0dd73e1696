// The edit distance behind "did you mean 'x'?": what counts as one edit, and when a key is too far to suggest.
import { describe, expect, it } from '@jest/globals'
import { editDistance, nearestKey } from '../../../src/critics/harness/edit-distance.js'

describe('editDistance', () => {
  it.each([
    ['reviews', 'reviews', 0],
    ['review', 'reviews', 1],
    ['reveiws', 'reviews', 1], // two neighbouring letters swapped: one edit
    ['timeoutSecond', 'timeoutSeconds', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['critics', 'reviews', 5]
  ])('%j -> %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })
})

describe('nearestKey', () => {
  const keys = ['name', 'harness', 'model', 'timeoutSeconds', 'env', 'cwd']
  it('finds the key a misspelling most likely meant, letter case ignored', () => {
    expect(nearestKey('timeoutsecs', keys)).toBe('timeoutSeconds')
    expect(nearestKey('Harness', keys)).toBe('harness')
    expect(nearestKey('modle', keys)).toBe('model')
  })
  it('suggests nothing when every key is too far, short words allowing one edit only', () => {
    expect(nearestKey('colour', keys)).toBeUndefined()
    expect(nearestKey('ab', keys)).toBeUndefined()
    expect(nearestKey('enf', keys)).toBe('env')
    expect(nearestKey('cxx', keys)).toBeUndefined()
  })
  it('prefers the closer key, and the earlier one on a tie', () => {
    expect(nearestKey('cwe', ['env', 'cwd'])).toBe('cwd')
    expect(nearestKey('ab', ['ac', 'ad'])).toBe('ac')
  })
})
