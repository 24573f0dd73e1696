// The diff cut into parts that fit: along files (one folder together), a large file along its hunks, a hunk
// larger than a part cut with a note; past maxParts the least worth reviewing left out, each named with why.
import { describe, expect, it } from '@jest/globals'
import { coverageLine, pieceText, splitDiff } from '../../../src/loop/prompt/diff-parts.js'
import { reviewRank } from '../../../src/loop/pull/review-order.js'

function added(path: string, lines: number, tag = path): string {
  const body = Array.from({ length: lines }, (_, i) => `+${tag} line ${i}`).join('\n')
  return `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines} @@\n${body}\n`
}

function hunks(path: string, count: number, width: number): string {
  const out = [`diff --git a/${path} b/${path}`, `--- a/${path}`, `+++ b/${path}`]
  for (let h = 0; h < count; h++)
    out.push(`@@ -${1 + h * 50},1 +${1 + h * 50},2 @@`, ` keep ${h}`, `+${path}:H${h} ${'x'.repeat(width)}`)
  return `${out.join('\n')}\n`
}

const piecesText = (split: ReturnType<typeof splitDiff>, i: number) =>
  split.parts[i]!.pieces.map((p) => pieceText(split.sources, p)).join('')

describe('splitDiff', () => {
  it('keeps whole files, folder by folder, every part within the capacity', () => {
    const diff = added('b/x.ts', 10) + added('a/y.ts', 10) + added('a/z.ts', 10) + added('b/w.ts', 10)
    const split = splitDiff({ pulls: [{ diff, files: [] }], capacity: 600, maxParts: 8 })
    expect(split.parts.map((p) => p.files)).toEqual([
      ['a/y.ts', 'a/z.ts'],
      ['b/w.ts', 'b/x.ts']
    ])
    for (let i = 0; i < split.parts.length; i++) expect(piecesText(split, i).length).toBeLessThanOrEqual(600)
    expect(split.seen).toEqual(split.total)
    expect(split.notSeen).toEqual([])
  })

  it('splits a file larger than a part at its hunks, each piece with the headers, and cuts a hunk too large', () => {
    const split = splitDiff({
      pulls: [{ diff: hunks('big.ts', 3, 200) + hunks('huge.ts', 1, 2000), files: [] }],
      capacity: 500,
      maxParts: 8
    })
    const big = split.parts.filter((p) => p.files.includes('big.ts'))
    expect(big.length).toBeGreaterThanOrEqual(2)
    for (const part of split.parts)
      for (const piece of part.pieces) {
        expect(pieceText(split.sources, piece).length).toBeLessThanOrEqual(500)
        expect(piece.length).toBe(pieceText(split.sources, piece).length)
      }
    for (const part of big)
      expect(pieceText(split.sources, part.pieces[0]!).startsWith('diff --git a/big.ts b/big.ts\n')).toBe(
        true
      )
    const all = split.parts.map((_, i) => piecesText(split, i)).join('')
    for (const h of ['H0', 'H1', 'H2']) expect(all.split(`+big.ts:${h} `).length - 1).toBe(1)
    expect(split.cut).toEqual(['huge.ts'])
    expect(all).toMatch(/\[… \d+ more characters of this hunk not shown/)
    expect(split.seen.hunks).toBe(4)
  })

  it('past maxParts leaves out lock files and build output first, each named, and counts what was seen', () => {
    const diff =
      added('package-lock.json', 20) +
      added('dist/index.js', 20) +
      added('src/a.ts', 20) +
      added('src/b.ts', 20)
    const split = splitDiff({
      pulls: [{ diff, files: [] }],
      capacity: 600,
      maxParts: 2
    })
    expect(split.parts.flatMap((p) => p.files)).toEqual(['src/a.ts', 'src/b.ts'])
    expect(split.notSeen).toEqual([
      { path: 'package-lock.json', why: 'over maxParts 2; a lock file' },
      { path: 'dist/index.js', why: 'over maxParts 2; build output' }
    ])
    expect(coverageLine(split)).toBe(
      'Coverage: 2 parts; 2 of 4 files and 2 of 4 hunks seen. Not seen: package-lock.json (over maxParts 2; a lock file), dist/index.js (over maxParts 2; build output).'
    )
  })

  it('names binary files and files GitHub listed without a patch', () => {
    const binary =
      'diff --git a/logo.png b/logo.png\nnew file mode 100644\nBinary files /dev/null and b/logo.png differ\n'
    const files = [
      { path: 'src/a.ts', status: 'added' as const, additions: 3, deletions: 0 },
      { path: 'huge.sql', status: 'added' as const, additions: 0, deletions: 0 },
      { path: 'logo.png', status: 'added' as const, additions: 0, deletions: 0 }
    ]
    const split = splitDiff({
      pulls: [{ diff: added('src/a.ts', 3) + binary, files }],
      capacity: 400,
      maxParts: 8
    })
    expect(split.notSeen).toEqual([
      { path: 'huge.sql', why: 'no patch from GitHub' },
      { path: 'logo.png', why: 'binary' }
    ])
    expect(split.total.files).toBe(3)
  })
})

describe('reviewRank', () => {
  it('puts source first, then pure renames, then lock, build, vendored and linguist-marked files', () => {
    const f = (path: string, status = 'modified', changed = 1) => ({
      path,
      status,
      additions: changed,
      deletions: 0
    })
    expect(reviewRank(f('src/x.ts')).rank).toBe(0)
    expect(reviewRank(f('src/x.ts', 'renamed', 0))).toEqual({ rank: 1, why: 'renamed only' })
    expect(reviewRank(f('src/x.ts', 'renamed', 2)).rank).toBe(0)
    expect(reviewRank(f('go.sum')).why).toBe('a lock file')
    expect(reviewRank(f('web/app.min.js')).why).toBe('build output')
    expect(reviewRank(f('third/vendor/lib.c')).why).toBe('vendored')
    expect(reviewRank(f('src/gen.ts'), new Map([['src/gen.ts', 'generated' as const]])).why).toBe(
      'generated (linguist-generated in .gitattributes)'
    )
  })
})
