// Whether a finding's lines changed between the head it was posted on and a newer one: read from the compare's
// patch of its file, on the OLD side (the finding's head). Only 'changed' lets a thread be resolved.
import { describe, expect, it } from '@jest/globals'
import { rangeChanged } from '../../../src/loop/placement/range-changed.js'

/** A compare entry of a modified file with this patch (lines joined with `\n`). */
const modified = (...lines: string[]) => ({ status: 'modified', patch: lines.join('\n') })

/** Old lines 8-14 shown, with `changes` spliced in after the context that precedes them. */
const editLine11 = modified('@@ -8,7 +8,7 @@', ' l8', ' l9', ' l10', '-l11', '+L11', ' l12', ' l13', ' l14')
const editLine9 = modified('@@ -6,7 +6,7 @@', ' l6', ' l7', ' l8', '-l9', '+L9', ' l10', ' l11', ' l12')
const editLine13 = modified(
  '@@ -10,7 +10,7 @@',
  ' l10',
  ' l11',
  ' l12',
  '-l13',
  '+L13',
  ' l14',
  ' l15',
  ' l16'
)
const insertAfter10 = modified('@@ -8,5 +8,6 @@', ' l8', ' l9', ' l10', '+new', ' l11', ' l12')
const insertAfter9 = modified('@@ -7,6 +7,7 @@', ' l7', ' l8', ' l9', '+new', ' l10', ' l11', ' l12')
const insertAfter12 = modified('@@ -10,6 +10,7 @@', ' l10', ' l11', ' l12', '+new', ' l13', ' l14', ' l15')

describe('rangeChanged', () => {
  it('an edit of a line inside the range is a change', () => {
    expect(rangeChanged(editLine11, { line: 10, endLine: 12 })).toBe('changed')
    expect(rangeChanged(editLine11, { line: 11 })).toBe('changed')
  })

  it('an edit just above or just below the range is not', () => {
    expect(rangeChanged(editLine9, { line: 10, endLine: 12 })).toBe('unchanged')
    expect(rangeChanged(editLine13, { line: 10, endLine: 12 })).toBe('unchanged')
    expect(rangeChanged(editLine11, { line: 10 })).toBe('unchanged')
    expect(rangeChanged(editLine11, { line: 12 })).toBe('unchanged')
  })

  it('a line inserted between two lines of a multi-line range is a change', () => {
    expect(rangeChanged(insertAfter10, { line: 10, endLine: 12 })).toBe('changed')
    expect(rangeChanged(insertAfter10, { line: 9, endLine: 11 })).toBe('changed')
  })

  it('a line inserted right before the first line or right after the last is not', () => {
    expect(rangeChanged(insertAfter9, { line: 10, endLine: 12 })).toBe('unchanged')
    expect(rangeChanged(insertAfter12, { line: 10, endLine: 12 })).toBe('unchanged')
    // A one-line range has no inside to insert into.
    expect(rangeChanged(insertAfter10, { line: 10 })).toBe('unchanged')
    expect(rangeChanged(insertAfter10, { line: 11 })).toBe('unchanged')
  })

  it('reads an insertion hunk with no old lines (`-10,0`) as lines after old line 10', () => {
    const inserted = modified('@@ -10,0 +11,2 @@', '+a', '+b')
    expect(rangeChanged(inserted, { line: 10, endLine: 11 })).toBe('changed')
    expect(rangeChanged(inserted, { line: 11, endLine: 12 })).toBe('unchanged')
    expect(rangeChanged(inserted, { line: 9, endLine: 10 })).toBe('unchanged')
  })

  it('reads lines added at the head of a hunk as inserted before its first old line', () => {
    const atTop = modified('@@ -1,3 +1,4 @@', '+// header', ' l1', ' l2', ' l3')
    expect(rangeChanged(atTop, { line: 1, endLine: 2 })).toBe('unchanged')
    const shifted = modified('@@ -5,3 +5,4 @@', '+x', ' l5', ' l6', ' l7')
    expect(rangeChanged(shifted, { line: 4, endLine: 5 })).toBe('changed')
    expect(rangeChanged(shifted, { line: 5, endLine: 7 })).toBe('unchanged')
  })

  it('a deletion of the whole file is a change, whether GitHub says removed or shows every line deleted', () => {
    expect(rangeChanged({ status: 'removed', patch: '@@ -1,2 +0,0 @@\n-a\n-b' }, { line: 1 })).toBe('changed')
    expect(rangeChanged({ status: 'removed' }, { line: 7 })).toBe('changed')
    expect(rangeChanged(modified('@@ -1,3 +0,0 @@', '-a', '-b', '-c'), { line: 3 })).toBe('changed')
  })

  it('a file the compare does not list did not change', () => {
    expect(rangeChanged(undefined, { line: 3, endLine: 9 })).toBe('unchanged')
  })

  it('a binary file or one too large for a patch is unknown', () => {
    expect(rangeChanged({ status: 'modified' }, { line: 3 })).toBe('unknown')
    expect(rangeChanged({ status: 'renamed' }, { line: 3 })).toBe('unknown')
  })

  it('reads a patch with CRLF line ends as the same patch', () => {
    const crlf = (p: { patch: string }) => ({ status: 'modified', patch: p.patch.replace(/\n/g, '\r\n') })
    expect(crlf(editLine11).patch).toContain('\r\n')
    expect(rangeChanged(crlf(editLine11), { line: 10, endLine: 12 })).toBe('changed')
    expect(rangeChanged(crlf(editLine9), { line: 10, endLine: 12 })).toBe('unchanged')
    expect(rangeChanged(crlf(insertAfter10), { line: 10, endLine: 12 })).toBe('changed')
  })

  it('in a patch of several hunks, only the hunk over the range counts', () => {
    const far = modified(
      '@@ -1,4 +1,4 @@',
      '-l1',
      '+L1',
      ' l2',
      ' l3',
      ' l4',
      '@@ -100,7 +100,8 @@',
      ' l100',
      ' l101',
      ' l102',
      '-l103',
      '+L103',
      '+more',
      ' l104',
      ' l105',
      ' l106'
    )
    expect(rangeChanged(far, { line: 50, endLine: 60 })).toBe('unchanged')
    expect(rangeChanged(far, { line: 2, endLine: 99 })).toBe('unchanged')
    expect(rangeChanged(far, { line: 103 })).toBe('changed')
    expect(rangeChanged(far, { line: 1 })).toBe('changed')
  })

  it('an edit of a last line without a line end is a change of that line', () => {
    const last = modified(
      '@@ -3,3 +3,3 @@',
      ' l3',
      ' l4',
      '-l5',
      '\\ No newline at end of file',
      '+l5 changed',
      '\\ No newline at end of file'
    )
    expect(rangeChanged(last, { line: 5 })).toBe('changed')
    expect(rangeChanged(last, { line: 3, endLine: 4 })).toBe('unchanged')
  })

  it('a rename with no hunks is unchanged', () => {
    expect(rangeChanged({ status: 'renamed', patch: '' }, { line: 4, endLine: 8 })).toBe('unchanged')
  })

  it('a patch that does not parse is unknown, never a change', () => {
    // The hunk says three old lines and shows one.
    expect(rangeChanged(modified('@@ -1,3 +1,3 @@', '-a'), { line: 1 })).toBe('unknown')
    expect(rangeChanged({ status: 'modified', patch: 'not a patch' }, { line: 1 })).toBe('unknown')
    expect(rangeChanged(modified('@@ bad header @@', '-a', '+b'), { line: 1 })).toBe('unknown')
    // A second file header inside the patch: not one file's hunks.
    expect(
      rangeChanged(
        modified(
          '@@ -1 +1 @@',
          '-a',
          '+b',
          'diff --git a/x b/x',
          '--- a/x',
          '+++ b/x',
          '@@ -1 +1 @@',
          '-c',
          '+d'
        ),
        { line: 1 }
      )
    ).toBe('unknown')
  })

  it('a range whose end is before its start is read as its first line', () => {
    expect(rangeChanged(editLine11, { line: 11, endLine: 5 })).toBe('changed')
    expect(rangeChanged(insertAfter10, { line: 10, endLine: 5 })).toBe('unchanged')
  })
})
