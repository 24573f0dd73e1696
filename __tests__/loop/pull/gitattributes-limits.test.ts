// A .gitattributes file is a repository's own text: any text and any paths read without a crash, in bounded
// time; only the first 64 KiB and 2,000 lines are read; patterns built to make a backtracking matcher explode
// run within a step budget, and what was left unchecked is said.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { generatedPaths, linguistAttributes } from '../../../src/loop/pull/gitattributes.js'
import { MAX_ATTRIBUTES_BYTES, MAX_ATTRIBUTES_LINES } from '../../../src/loop/pull/gitattributes-parse.js'

const timed = <T>(run: () => T): { value: T; ms: number } => {
  const t0 = performance.now()
  const value = run()
  return { value, ms: performance.now() - t0 }
}

describe('any text', () => {
  const glob = fc.stringMatching(/^[ab/*?[\]!\\:^.\-"#= \t\r\n]{0,40}$/)
  prop.prop(
    [
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 3000 }),
        fc.array(glob, { maxLength: 60 }).map((l) => l.join('\n'))
      ),
      fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.stringMatching(/^[ab/.]{1,30}$/)), {
        maxLength: 40
      })
    ],
    { numRuns: 300 }
  )('reads without throwing, marks only given paths, within a second', (text, paths) => {
    const { value, ms } = timed(() => linguistAttributes(text, paths))
    for (const [path, marks] of value.byPath) {
      expect(paths).toContain(path)
      expect(marks.generated !== undefined || marks.vendored !== undefined).toBe(true)
    }
    for (const mark of generatedPaths(text, paths).values()) expect(['generated', 'vendored']).toContain(mark)
    expect(ms).toBeLessThan(1000)
  })
})

describe('bounds', () => {
  it('reads the first 64 KiB only, cut at a whole line, and says so', () => {
    const filler = `${'#'.repeat(99)}\n`.repeat(Math.ceil(MAX_ATTRIBUTES_BYTES / 100))
    const text = `early.ts linguist-generated\n${filler}late.ts linguist-generated\n`
    const got = linguistAttributes(text, ['early.ts', 'late.ts'])
    expect([...got.byPath.keys()]).toEqual(['early.ts'])
    expect(got.notes).toEqual([expect.stringContaining('only the first 64 KiB of .gitattributes were read')])
    // Just within the limit: all read, no note.
    const within = `${'#'.repeat(MAX_ATTRIBUTES_BYTES - 30)}\nlate.ts linguist-generated\n`
    expect(linguistAttributes(within, ['late.ts'])).toEqual({
      byPath: new Map([['late.ts', { generated: true }]]),
      notes: []
    })
  })

  it('reads the first 2,000 lines only, and says so', () => {
    const lines = Array.from({ length: MAX_ATTRIBUTES_LINES + 10 }, (_, i) => `f${i + 1} linguist-generated`)
    const got = linguistAttributes(lines.join('\n'), [
      `f${MAX_ATTRIBUTES_LINES}`,
      `f${MAX_ATTRIBUTES_LINES + 1}`
    ])
    expect([...got.byPath.keys()]).toEqual([`f${MAX_ATTRIBUTES_LINES}`])
    expect(got.notes).toEqual([
      expect.stringContaining('only the first 2000 lines of .gitattributes were read')
    ])
    const exactly = `${lines.slice(0, MAX_ATTRIBUTES_LINES).join('\n')}\n`
    expect(linguistAttributes(exactly, ['f1']).notes).toEqual([])
  })

  it('stops patterns made to backtrack within its budget, and names how many files went unchecked', () => {
    const text = Array.from({ length: 1400 }, () => '*a*a*a*a*a*a*a*a*a*a*b linguist-generated').join('\n')
    const paths = Array.from({ length: 3000 }, (_, i) => `${'a'.repeat(200)}${i}`)
    const { value, ms } = timed(() => linguistAttributes(text, paths))
    expect(ms).toBeLessThan(5000)
    expect(value.byPath.size).toBe(0)
    expect(value.notes).toEqual([
      expect.stringMatching(
        /^matching the patterns of \.gitattributes took too long: \d+ of 3000 file\(s\) were not checked/
      )
    ])
  })

  it('still marks a matching file when the automaton has many live states', () => {
    const pattern = `${'*a'.repeat(30)}*b`
    const { value, ms } = timed(() =>
      generatedPaths(`${pattern} linguist-generated`, [`${'a'.repeat(300)}b`, 'ab'])
    )
    expect([...value.keys()]).toEqual([`${'a'.repeat(300)}b`])
    expect(ms).toBeLessThan(1000)
  })

  it('classifies 3,000 files against 300 plain rules well within its budget', () => {
    const text = Array.from({ length: 300 }, (_, i) => `packages/p${i}/generated/** linguist-generated`).join(
      '\n'
    )
    const paths = Array.from({ length: 3000 }, (_, i) => `packages/p${i % 400}/generated/f${i}.ts`)
    const got = linguistAttributes(text, paths)
    expect(got.notes).toEqual([])
    expect(got.byPath.size).toBe(paths.filter((p) => Number(/p(\d+)/.exec(p)![1]) < 300).length)
  })
})
