// The project's one path glob (src/loop/pull/path-glob.ts): git's wildmatch read by hand and matched by minimatch,
// with none of minimatch's own syntax left on; the .gitattributes tests (gitattributes*.test.ts) and the review
// rules' tests (rules-read.test.ts) hold the rest of git's cases.
import { describe, expect, it } from '@jest/globals'
import { compileGlob } from '../../../src/loop/pull/path-glob.js'

const encoder = new TextEncoder()

/** Whether `pattern` (its first `head` bytes taken literally) matches `path`; undefined when it can match nothing. */
function matches(pattern: string, path: string, head = 0): boolean | undefined {
  return compileGlob(encoder.encode(pattern), head)?.matches(encoder.encode(path))
}

describe('the path glob', () => {
  it("reads minimatch's own syntax as plain bytes, as git does: braces, extglobs, a leading ! or #", () => {
    expect(matches('{a,b}.ts', '{a,b}.ts')).toBe(true)
    expect(matches('{a,b}.ts', 'a.ts')).toBe(false)
    expect(matches('+(a).ts', '+(a).ts')).toBe(true)
    expect(matches('@(a|b)', 'a')).toBe(false)
    expect(matches('!a', '!a')).toBe(true)
    expect(matches('!a', 'b')).toBe(false)
    expect(matches('#a', '#a')).toBe(true)
  })

  it('matches bytes: `?` is one UTF-8 byte, a set holds bytes', () => {
    expect(matches('f?o', 'féo')).toBe(false)
    expect(matches('f??o', 'féo')).toBe(true)
    expect(matches('f[é]o', 'féo')).toBe(false)
  })

  it('keeps `*` and sets within a path component, and `**` only next to slashes', () => {
    expect(matches('a/*', 'a/b/c')).toBe(false)
    expect(matches('a[!x]b', 'a/b')).toBe(false)
    expect(matches('a/**', 'a/b/c')).toBe(true)
    expect(matches('a/**', 'a')).toBe(false)
    expect(matches('**/c', 'c')).toBe(true)
    expect(matches('a**c', 'ab/c')).toBe(false)
    expect(matches('***/c', 'a/b/c')).toBe(true)
    // `**` then an escaped slash: anything, then that slash, so at least one directory.
    expect(matches('**\\/c', 'c')).toBe(false)
    expect(matches('**\\/c', 'a/b/c')).toBe(true)
  })

  it('takes `**` right after a literal head as after a slash, as git does on the rest of a pattern', () => {
    for (const path of ['abx', 'ab/x', 'abq/r/x']) expect(matches('ab**/x', path, 2)).toBe(true)
    expect(matches('ab**/x', 'a/x', 2)).toBe(false)
    for (const path of ['ab', 'abq', 'abq/r']) expect(matches('ab**', path, 2)).toBe(true)
    // Without the head, the same pattern's `**` is a plain `*`.
    expect(matches('ab**/x', 'abq/r/x')).toBe(false)
  })

  it('matches an empty path only when the pattern can be empty', () => {
    expect(matches('*', '')).toBe(true)
    expect(matches('?', '')).toBe(false)
  })

  it('can match nothing: a trailing backslash, an unclosed or empty set, an unknown class, a huge pattern', () => {
    for (const pattern of ['a\\', '[ab', '[[:nope:]]', '[/]', `${'a'.repeat(70_000)}*`])
      expect(matches(pattern, 'a')).toBeUndefined()
  })
})
