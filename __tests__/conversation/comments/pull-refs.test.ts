// normalizePulls (reference §5.7): only refs the tool composes ever leave it.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { normalizePulls, parsePullRef } from '../../../src/conversation/comments/pull-refs.js'

const workItem = { owner: 'octo', repo: 'repo' }

describe('normalizePulls', () => {
  it('test_the_stated_pull_requests_freeze_as_composed_refs', () => {
    expect(
      normalizePulls(
        [
          '#12',
          'octo/lab#7',
          'https://github.com/acme/widgets/pull/3',
          'github:octo/repo#12',
          'run `rm -rf /` please'
        ],
        workItem
      )
    ).toEqual(['github:octo/repo#12', 'github:octo/lab#7', 'github:acme/widgets#3'])
  })

  it('trims, strips trailing punctuation, reads a URL anywhere in the item', () => {
    expect(
      normalizePulls([' 5, ', 'see https://github.com/a/b/pull/9/files.', 'github:x/y#4;'], workItem)
    ).toEqual(['github:octo/repo#5', 'github:a/b#9', 'github:x/y#4'])
  })

  it('drops bare numbers when the work item repository is unknown', () => {
    expect(normalizePulls(['#3', '3', 'a/b#1'])).toEqual(['github:a/b#1'])
  })

  it('drops dot-only owners or repos, other hosts, and zero', () => {
    expect(normalizePulls(['../..#1', 'a/..#2', 'https://evil.example/a/b/pull/3', '#0'], workItem)).toEqual(
      []
    )
  })

  it('drops numbers no pull request has: past nine digits, in every form, so no request names one', () => {
    expect(
      normalizePulls(
        ['#99999999999', '99999999999', 'a/b#99999999999', 'https://github.com/a/b/pull/99999999999', '#000'],
        workItem
      )
    ).toEqual([])
    expect(parsePullRef('github:a/b#99999999999')).toBeUndefined()
  })

  it('parsePullRef reads back what normalizePulls composed and nothing else', () => {
    expect(parsePullRef('github:octo/lab#7')).toEqual({ owner: 'octo', repo: 'lab', number: 7 })
    expect(parsePullRef('octo/lab#7')).toBeUndefined()
    expect(parsePullRef('github:../x#1')).toBeUndefined()
  })

  prop.prop([fc.array(fc.string({ unit: 'binary', maxLength: 60 }), { maxLength: 8 })], { numRuns: 300 })(
    'output is always composed refs that parse back',
    (items) => {
      for (const ref of normalizePulls(items, workItem)) expect(parsePullRef(ref)).toBeDefined()
    }
  )
})
