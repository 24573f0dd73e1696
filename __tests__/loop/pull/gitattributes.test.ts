// Which files .gitattributes marks generated or vendored, case by case from git's documentation (gitignore(5)'s
// pattern format, gitattributes(5)'s states, overriding and macros) and Linguist's overrides; every expectation
// below was also checked against `git check-attr` (git 2.39), and gitattributes-git.test.ts compares at random.
import { describe, expect, it } from '@jest/globals'
import { generatedPaths, linguistAttributes } from '../../../src/loop/pull/gitattributes.js'

/** The paths `text` marks with `linguist-generated`, in the order given. */
function marked(text: string, paths: string[]): string[] {
  const marks = generatedPaths(text, paths)
  return paths.filter((p) => marks.get(p) === 'generated')
}

describe('patterns (gitignore(5) pattern format)', () => {
  it('a pattern without a slash matches the file name at any depth', () => {
    expect(marked('*.min.js linguist-generated', ['a.min.js', 'src/lib/b.min.js', 'a.min.jsx'])).toEqual([
      'a.min.js',
      'src/lib/b.min.js'
    ])
    expect(marked('Api.elm linguist-generated', ['Api.elm', 'src/Api.elm', 'src/Api.elm.bak'])).toEqual([
      'Api.elm',
      'src/Api.elm'
    ])
  })

  it('a slash at the start or in the middle anchors the pattern at the root', () => {
    expect(marked('/root.txt linguist-generated', ['root.txt', 'src/root.txt'])).toEqual(['root.txt'])
    expect(marked('doc/frotz linguist-generated', ['doc/frotz', 'a/doc/frotz'])).toEqual(['doc/frotz'])
    expect(marked('/doc/frotz linguist-generated', ['doc/frotz', 'a/doc/frotz'])).toEqual(['doc/frotz'])
  })

  it('`*` and `?` never match a slash: foo/* matches foo/test.json, not foo/bar/hello.c', () => {
    expect(marked('foo/* linguist-generated', ['foo/test.json', 'foo/bar/hello.c'])).toEqual([
      'foo/test.json'
    ])
    expect(marked('f?o.c linguist-generated', ['foo.c', 'src/fxo.c', 'f/o.c', 'fo.c'])).toEqual([
      'foo.c',
      'src/fxo.c'
    ])
  })

  it('a leading **/ matches in all directories, as the bare name does', () => {
    const paths = ['foo', 'a/foo', 'a/b/foo', 'foo/bar', 'x/foo/bar', 'x/foo/y/bar']
    expect(marked('**/foo linguist-generated', paths)).toEqual(['foo', 'a/foo', 'a/b/foo'])
    expect(marked('**/foo/bar linguist-generated', paths)).toEqual(['foo/bar', 'x/foo/bar'])
  })

  it('a trailing /** matches everything inside, at any depth, relative to the root', () => {
    expect(marked('abc/** linguist-generated', ['abc/x', 'abc/x/y/z', 'abc', 'q/abc/x'])).toEqual([
      'abc/x',
      'abc/x/y/z'
    ])
  })

  it('/**/ matches zero or more directories: a/**/b matches a/b, a/x/b, a/x/y/b', () => {
    expect(marked('a/**/b linguist-generated', ['a/b', 'a/x/b', 'a/x/y/b', 'a/xb', 'b'])).toEqual([
      'a/b',
      'a/x/b',
      'a/x/y/b'
    ])
  })

  it('other consecutive asterisks are regular asterisks', () => {
    expect(marked('a**b.txt linguist-generated', ['axxb.txt', 'ab.txt', 'q/ab.txt'])).toEqual([
      'axxb.txt',
      'ab.txt',
      'q/ab.txt'
    ])
    expect(marked('src/x**y/z linguist-generated', ['src/xqy/z', 'src/xq/r/y/z'])).toEqual(['src/xqy/z'])
  })

  it('ranges, negated sets, classes and escapes', () => {
    const paths = ['ac.py', 'bc.py', 'cc.py', 'Z9.md', 'a?', '[x]', 'q/*star']
    expect(marked('[ab]c.py linguist-generated', paths)).toEqual(['ac.py', 'bc.py'])
    expect(marked('[!a]c.py linguist-generated', paths)).toEqual(['bc.py', 'cc.py'])
    expect(marked('[^a-b]c.py linguist-generated', paths)).toEqual(['cc.py'])
    expect(marked('[[:upper:]][[:digit:]].md linguist-generated', paths)).toEqual(['Z9.md'])
    expect(marked('a\\? linguist-generated', [...paths, 'ab'])).toEqual(['a?'])
    expect(marked('\\[x] linguist-generated', paths)).toEqual(['[x]'])
    expect(marked('q/\\*star linguist-generated', [...paths, 'q/xstar'])).toEqual(['q/*star'])
    // Never closed, or an unknown class: the pattern matches nothing.
    expect(marked('[ab linguist-generated', ['[ab', 'a'])).toEqual([])
    expect(marked('[[:nope:]]c.py linguist-generated', paths)).toEqual([])
  })

  it('matches bytes, as git does: `?` is one byte, not one character', () => {
    expect(marked('f?o linguist-generated', ['féo', 'fxo'])).toEqual(['fxo'])
    expect(marked('f??o linguist-generated', ['féo'])).toEqual(['féo'])
    expect(marked('"caf\\303\\251.txt" linguist-generated', ['café.txt'])).toEqual(['café.txt'])
  })

  it('a pattern ending in / matches directories only: attributes do not recurse, so it marks no file', () => {
    const paths = ['vendor/a.js', 'vendor', 'src/vendor/b.js']
    expect(generatedPaths('vendor/ linguist-vendored', paths).size).toBe(0)
    // A bare name is a file name: it marks the file `vendor`, not what is inside a directory of that name.
    expect([...generatedPaths('vendor linguist-vendored', paths)]).toEqual([['vendor', 'vendored']])
    expect([...generatedPaths('vendor/** linguist-vendored', paths)]).toEqual([['vendor/a.js', 'vendored']])
  })

  it('is case-sensitive and takes a quoted pattern with spaces', () => {
    expect(marked('*.JS linguist-generated', ['a.js', 'b.JS'])).toEqual(['b.JS'])
    expect(marked('"sp ace.txt" linguist-generated', ['sp ace.txt', 'sp'])).toEqual(['sp ace.txt'])
  })
})

describe('states and overriding (gitattributes(5))', () => {
  it('reads set, =true, any other value as true, and -attr, =false as false (Linguist)', () => {
    const text = [
      'a linguist-generated',
      'b linguist-generated=true',
      'c linguist-generated=yes',
      'd -linguist-generated',
      'e linguist-generated=false',
      'f !linguist-generated',
      'g linguist-vendored'
    ].join('\n')
    const got = linguistAttributes(text, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
    expect(Object.fromEntries(got.byPath)).toEqual({
      a: { generated: true },
      b: { generated: true },
      c: { generated: true },
      d: { generated: false },
      e: { generated: false },
      g: { vendored: true }
    })
    expect(got.notes).toEqual([])
  })

  it('a later line overrides an earlier one, attribute by attribute', () => {
    const text = [
      'dist/** linguist-generated linguist-vendored',
      'dist/keep.js -linguist-generated',
      'dist/back.js !linguist-vendored',
      '*.lock linguist-generated',
      'yarn.lock linguist-generated=false'
    ].join('\n')
    expect(
      Object.fromEntries(
        linguistAttributes(text, ['dist/a.js', 'dist/keep.js', 'dist/back.js', 'a.lock', 'yarn.lock']).byPath
      )
    ).toEqual({
      'dist/a.js': { generated: true, vendored: true },
      'dist/keep.js': { generated: false, vendored: true },
      'dist/back.js': { generated: true },
      'a.lock': { generated: true },
      'yarn.lock': { generated: false }
    })
  })

  it('an earlier line is not undone by a later one that names other attributes', () => {
    expect(marked('*.pb.go linguist-generated\n*.go text eol=lf', ['x.pb.go', 'y.go'])).toEqual(['x.pb.go'])
  })

  it('generated wins over vendored; a file marked false is left out', () => {
    const marks = generatedPaths(
      '* linguist-vendored\n*.gen.ts linguist-generated\nkeep.ts -linguist-vendored',
      ['a.gen.ts', 'b.ts', 'keep.ts']
    )
    expect([...marks]).toEqual([
      ['a.gen.ts', 'generated'],
      ['b.ts', 'vendored']
    ])
  })

  it('expands a macro set on a path, the last definition winning; `!macro` or `-macro` expands nothing', () => {
    const text = [
      '[attr]gen linguist-vendored',
      '[attr]gen linguist-generated',
      'm/* gen',
      'm/off -gen',
      'm/back !gen',
      'm/mixed gen -linguist-generated'
    ].join('\n')
    expect(
      Object.fromEntries(linguistAttributes(text, ['m/a', 'm/off', 'm/back', 'm/mixed']).byPath)
    ).toEqual({
      'm/a': { generated: true },
      'm/mixed': { generated: false }
    })
  })

  it('skips comments, blank lines and surrounding whitespace, and a line git refuses', () => {
    const text = [
      '\ufeff# generated code',
      '',
      '   *.gen.ts    linguist-generated   \r',
      '!*.keep linguist-generated',
      'x.ts linguist-generated bad/name',
      `${'a'.repeat(2050)} linguist-generated`
    ].join('\n')
    const got = linguistAttributes(text, ['a.gen.ts', 'x.ts', 'b.keep', 'a'.repeat(2050)])
    expect([...got.byPath.keys()]).toEqual(['a.gen.ts'])
    expect(got.notes).toEqual([
      expect.stringMatching(/^1 line\(s\) of \.gitattributes are 2,048 bytes or longer .*line 6\)$/),
      expect.stringMatching(/^1 line\(s\) .* start with `!`, a negative pattern .*line 4\)$/),
      expect.stringMatching(/^1 line\(s\) .* name an invalid attribute .*line 5\)$/)
    ])
  })
})
