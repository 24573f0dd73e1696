// The .gitattributes reader against git itself: random files of patterns (`*`, `**`, `?`, sets, escapes, anchors,
// trailing slashes, negative patterns), states (set, unset, unspecified, values) and a macro, over random paths;
// what linguistAttributes says of every path must be what `git check-attr` says, read as Linguist reads it. Then
// the same with what minimatch (under path-glob.ts) would read its own way: braces, extglobs, `!`, `#`, bytes
// beyond ASCII.
import { afterAll, expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { linguistAttributes } from '../../../src/loop/pull/gitattributes.js'
import { gitAttrRepo } from '../../support/git-check-attr.js'

const repo = gitAttrRepo()
afterAll(() => repo.remove())

const piece = fc.constantFrom(
  'a',
  'b',
  '.',
  'ab',
  '/',
  '*',
  '**',
  '?',
  '[ab]',
  '[!a]',
  '[a-b]',
  '\\*',
  '/**/',
  '**/',
  '/**',
  '[[:alpha:]]',
  '\\'
)
const pattern = fc
  .tuple(
    fc.constantFrom('', '', '/', '!'),
    fc.array(piece, { minLength: 1, maxLength: 6 }),
    fc.constantFrom('', '', '/')
  )
  .map(([head, body, tail]) => `${head}${body.join('')}${tail}`)
const state = fc.constantFrom(
  'linguist-generated',
  '-linguist-generated',
  '!linguist-generated',
  'linguist-generated=false',
  'linguist-generated=x',
  'linguist-vendored',
  '-linguist-vendored',
  '!linguist-vendored',
  'gen',
  '-gen',
  'text'
)
const line = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(pattern, fc.array(state, { minLength: 1, maxLength: 3 }))
      .map(([p, s]) => `${p} ${s.join(' ')}`)
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '[attr]gen linguist-generated',
      '[attr]gen -linguist-vendored linguist-generated',
      '# a comment'
    )
  }
)
const segment = fc.stringMatching(/^[ab.x]{1,3}$/).filter((s) => s !== '.' && s !== '..')
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'))

prop.prop(
  [fc.array(line, { minLength: 1, maxLength: 8 }), fc.uniqueArray(path, { minLength: 1, maxLength: 12 })],
  {
    numRuns: 150
  }
)('says of every path what git check-attr says', (lines, paths) => {
  const text = `${lines.join('\n')}\n`
  expect([...linguistAttributes(text, paths).byPath]).toEqual([...repo.marks(text, paths)])
})

const wide = fc.constantFrom(
  ...[
    'a',
    'é',
    '(',
    ')',
    '{',
    '}',
    ',',
    '+',
    '@',
    '!',
    '|',
    '#',
    '.',
    '/',
    '$',
    '^',
    '%',
    '*',
    '**',
    '***',
    '?'
  ],
  ...['[é]', '[!(]', '[a-z]', '[]a]', '[^]]', '\\{', '\\é', '**/', '/**', '\\/', '\\', '[[:punct:]]']
)
const widePattern = fc
  .tuple(fc.constantFrom('', '/', 'a', '{', '\\!', '\\#'), fc.array(wide, { minLength: 1, maxLength: 6 }))
  .map(([head, body]) => `${head}${body.join('')}`)
const wideSegment = fc.stringMatching(/^[aé(){},+@!|#.$^%\]]{1,3}$/).filter((s) => s !== '.' && s !== '..')
const widePath = fc.array(wideSegment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'))

prop.prop(
  [
    fc.array(widePattern, { minLength: 1, maxLength: 6 }),
    fc.uniqueArray(widePath, { minLength: 1, maxLength: 12 })
  ],
  { numRuns: 150 }
)("reads minimatch's own syntax as git does", (patterns, paths) => {
  const text = `${patterns.map((p) => `${p} linguist-generated`).join('\n')}\n`
  expect([...linguistAttributes(text, paths).byPath]).toEqual([...repo.marks(text, paths)])
})
