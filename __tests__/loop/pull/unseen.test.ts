// Issue 50, case 4: the files GitHub gives no text diff for, judged. A binary call on a source file's name, or
// on content that is (mostly) text, blocks the check under fail-on; an image or an archive is named and does not.
import { describe, expect, it } from '@jest/globals'
import { parseDiffSpans, splitSource } from '../../../src/loop/pull/parse-diff.js'
import {
  contentKind,
  judgeUnseen,
  nameKind,
  needsBlobRead,
  unseenCandidates,
  type UnseenCandidate
} from '../../../src/loop/pull/unseen.js'

const REF = 'github:acme/widgets#7'
const binaryDiff = (path: string, status: 'added' | 'modified' = 'modified') =>
  status === 'added'
    ? `diff --git a/${path} b/${path}\nnew file mode 100644\nindex 0000000..1234567\nBinary files /dev/null and b/${path} differ\n`
    : `diff --git a/${path} b/${path}\nindex 1111111..2222222 100644\nBinary files a/${path} and b/${path} differ\n`
const candidate = (path: string, more: Partial<UnseenCandidate> = {}): UnseenCandidate => ({
  ref: REF,
  path,
  status: 'modified',
  additions: 0,
  deletions: 0,
  binary: true,
  ...more
})

describe('nameKind', () => {
  it('knows source names, binary names (by extension, any case) and nothing else', () => {
    expect(['src/a.ts', 'x/Makefile', 'ci.YML', 'lib/b.py'].map(nameKind)).toEqual([
      'source',
      'source',
      'source',
      'source'
    ])
    expect(['logo.PNG', 'dist/app.zip', 'f.woff2'].map(nameKind)).toEqual(['binary', 'binary', 'binary'])
    expect(['tools/run', 'data.xyz', 'notes.txt'].map(nameKind)).toEqual(['unknown', 'unknown', 'unknown'])
  })
})

describe('contentKind', () => {
  it('is text without a NUL or control byte, mostly text with a NUL in its last 100 bytes, binary past 10 %', () => {
    const source = 'export const x = 1\n'.repeat(600)
    expect(contentKind(source)).toBe('text')
    expect(contentKind('')).toBe('text')
    expect(contentKind(`${source.slice(0, -50)}\u0000${source.slice(-49)}`)).toBe('mostly-text')
    expect(contentKind('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\ufffd\ufffd')).toBe('binary')
  })
})

describe('unseenCandidates', () => {
  it('takes the files the diff calls binary and those its files list names without a patch', () => {
    const diff = binaryDiff('src/token.ts', 'added') + binaryDiff('img/a.png')
    const spans = parseDiffSpans(splitSource(diff))
    const files = [
      { path: 'src/token.ts', status: 'added', additions: 0, deletions: 0 },
      { path: 'img/a.png', status: 'modified', additions: 0, deletions: 0 },
      { path: 'big.sql', status: 'modified', additions: 9000, deletions: 2 }
    ]
    expect(unseenCandidates(REF, spans, files)).toEqual([
      { ref: REF, path: 'src/token.ts', status: 'added', additions: 0, deletions: 0, binary: true },
      { ref: REF, path: 'img/a.png', status: 'modified', additions: 0, deletions: 0, binary: true },
      { ref: REF, path: 'big.sql', status: 'modified', additions: 9000, deletions: 2, binary: false }
    ])
  })
})

describe('judgeUnseen', () => {
  it('blocks a source name GitHub calls binary without a read, and names an image without one, not blocking', () => {
    expect(needsBlobRead(candidate('src/token.ts'))).toBe(false)
    expect(judgeUnseen(candidate('src/token.ts'))).toEqual({
      ref: REF,
      path: 'src/token.ts',
      why: "binary, with a source file's name: the author controls it",
      blocks: true
    })
    expect(needsBlobRead(candidate('img/a.png'))).toBe(false)
    expect(judgeUnseen(candidate('img/a.png'))).toEqual({
      ref: REF,
      path: 'img/a.png',
      why: 'binary',
      blocks: false
    })
    expect(judgeUnseen(candidate('src/old.ts', { status: 'removed' }))).toEqual({
      ref: REF,
      path: 'src/old.ts',
      why: 'binary, deleted',
      blocks: false
    })
  })

  it('blocks a text file too large for a patch, by the lines GitHub counted', () => {
    const big = candidate('big.sql', { binary: false, additions: 9000, deletions: 2 })
    expect(needsBlobRead(big)).toBe(false)
    expect(judgeUnseen(big)).toEqual({
      ref: REF,
      path: 'big.sql',
      why: 'no patch from GitHub: 9002 lines changed, too large to show',
      blocks: true
    })
  })

  it('reads an unknown name: mostly text or text blocks, binary content does not, no read is suspect', () => {
    const tool = candidate('tools/run')
    expect(needsBlobRead(tool)).toBe(true)
    const judged = [
      judgeUnseen(tool, { kind: 'mostly-text' }),
      judgeUnseen(tool, { kind: 'text' }),
      judgeUnseen(tool, { kind: 'binary' }),
      judgeUnseen(tool, { unread: 'past 10 blob reads' })
    ].map((u) => [u.why, u.blocks])
    expect(judged).toEqual([
      ['binary, though its content is mostly text: the author controls it', true],
      ['binary, though its content is text: the author controls it', true],
      ['binary (content read: binary)', false],
      ['binary, content not read (past 10 blob reads): counted as suspect', true]
    ])
  })

  it('reads a file listed without a patch and no line counted (binary, empty or moved): text has nothing unseen', () => {
    const moved = candidate('src/init.py', { binary: false, status: 'renamed' })
    expect(needsBlobRead(moved)).toBe(true)
    expect(judgeUnseen(moved, { kind: 'text' })).toEqual({
      ref: REF,
      path: 'src/init.py',
      why: 'no patch from GitHub: no line changed',
      blocks: false
    })
    expect(judgeUnseen(moved, { kind: 'binary' }).blocks).toBe(true)
    // Git's empty blob named by the files list: nothing to read, no read.
    const empty = { ...moved, path: 'pkg/.gitkeep', status: 'added', empty: true as const }
    expect(needsBlobRead(empty)).toBe(false)
    expect(judgeUnseen(empty)).toEqual({
      ref: REF,
      path: 'pkg/.gitkeep',
      why: 'no patch from GitHub: empty',
      blocks: false
    })
  })
})
