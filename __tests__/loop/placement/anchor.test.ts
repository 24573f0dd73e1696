// Anchoring findings on the diff: only lines GitHub accepts for a review comment, each refusal with its reason.
import { describe, expect, it } from '@jest/globals'
import { anchorFindings } from '../../../src/loop/placement/anchor.js'
import { parseDiffFiles } from '../../../src/loop/pull/parse-diff.js'
import type { Finding } from '../../../src/base/findings/finding.js'
import { diffFromFiles } from '../../../src/loop/pull/diff.js'

const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,4 +1,5 @@',
  ' one',
  '-two',
  '+TWO',
  '+three',
  ' four',
  ' five',
  '@@ -30,4 +28,3 @@ function far() {',
  ' thirty',
  '-old31',
  '+new29',
  '-old32',
  ' end',
  '\\ No newline at end of file',
  'diff --git a/src/new.ts b/src/new.ts',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/src/new.ts',
  '@@ -0,0 +1,2 @@',
  '+first',
  '+second',
  'diff --git a/img.png b/img.png',
  'Binary files a/img.png and b/img.png differ',
  'diff --git a/old name.ts b/new name.ts',
  'similarity index 90%',
  'rename from old name.ts',
  'rename to new name.ts',
  '@@ -1 +1 @@',
  '-x',
  '+y',
  ''
].join('\n')

const f = (path: string, line: number, more: Partial<Finding> = {}): Finding => ({
  path,
  line,
  severity: 'medium',
  title: 't',
  body: 'b',
  ...more
})

function reasons(findings: Finding[], source = { diff: DIFF }) {
  return anchorFindings(findings, source).unanchored.map((u) => [u.finding.line, u.reason, u.why])
}

describe('parseDiffFiles', () => {
  it('numbers every line on its sides and knows where files end', () => {
    const files = parseDiffFiles(DIFF)
    expect([...files.keys()]).toEqual(['src/a.ts', 'src/new.ts', 'img.png', 'new name.ts'])
    const a = files.get('src/a.ts')!
    expect(a.hunks[0]!.lines.map((l) => [l.kind, l.oldLine, l.newLine, l.text])).toEqual([
      ['context', 1, 1, 'one'],
      ['deleted', 2, undefined, 'two'],
      ['added', undefined, 2, 'TWO'],
      ['added', undefined, 3, 'three'],
      ['context', 3, 4, 'four'],
      ['context', 4, 5, 'five']
    ])
    expect([a.oldEnd, a.newEnd]).toEqual([33, 30])
    expect([files.get('src/new.ts')!.status, files.get('src/new.ts')!.newEnd]).toEqual(['added', 2])
    expect(files.get('img.png')!.hunks).toEqual([])
    expect(files.get('new name.ts')!.status).toBe('renamed')
  })
})

describe('anchorFindings', () => {
  it('anchors added and context lines on RIGHT, deleted and context lines on LEFT, with their text', () => {
    const { anchored, unanchored } = anchorFindings(
      [
        f('src/a.ts', 2),
        f('src/a.ts', 4),
        f('src/a.ts', 2, { side: 'LEFT' }),
        f('src/a.ts', 31, { side: 'LEFT' })
      ],
      { diff: DIFF }
    )
    expect(unanchored).toEqual([])
    expect(anchored.map((a) => [a.position, a.lineText])).toEqual([
      [{ path: 'src/a.ts', line: 2, side: 'RIGHT' }, 'TWO'],
      [{ path: 'src/a.ts', line: 4, side: 'RIGHT' }, 'four'],
      [{ path: 'src/a.ts', line: 2, side: 'LEFT' }, 'two'],
      [{ path: 'src/a.ts', line: 31, side: 'LEFT' }, 'old31']
    ])
  })

  it('gives a range within one hunk as the API wants it: line is the last, start_line the first', () => {
    const { anchored } = anchorFindings(
      [f('src/a.ts', 2, { endLine: 5 }), f('src/a.ts', 3, { endLine: 3 })],
      {
        diff: DIFF
      }
    )
    expect(anchored.map((a) => a.position)).toEqual([
      { path: 'src/a.ts', line: 5, side: 'RIGHT', startLine: 2, startSide: 'RIGHT' },
      { path: 'src/a.ts', line: 3, side: 'RIGHT' }
    ])
    expect(anchored[0]!.lineText).toBe('TWO')
  })

  it('refuses each kind of bad place with its reason', () => {
    expect(
      reasons([
        f('src/gone.ts', 1),
        f('img.png', 1),
        f('src/a.ts', 10),
        f('src/a.ts', 40),
        f('src/new.ts', 3),
        f('src/a.ts', 31),
        f('src/a.ts', 29, { side: 'LEFT' }),
        f('src/a.ts', 4, { endLine: 29 }),
        f('src/a.ts', 0),
        f('old name.ts', 1)
      ])
    ).toEqual([
      [1, 'path-not-in-pull', 'the file is not changed by the pull request'],
      [1, 'no-patch', 'the file is binary: it has no lines to comment on'],
      [10, 'line-outside-hunks', 'line 10 of the new file is not in the diff'],
      [40, 'past-end', 'line 40 is past the end of the new file (30 lines)'],
      [3, 'past-end', 'line 3 is past the end of the new file (2 lines)'],
      [31, 'deleted-line-on-right', 'line 31 is a deleted line: it is on the LEFT side, not in the new file'],
      [29, 'added-line-on-left', 'line 29 is an added line: it is on the RIGHT side, not in the old file'],
      [4, 'range-across-hunks', 'lines 4-29 are not within one hunk of the diff'],
      [0, 'bad-line', 'line 0 is not a line number'],
      [1, 'path-not-in-pull', 'the file is not changed by the pull request']
    ])
  })

  it('anchors on the new path of a renamed file', () => {
    expect(anchorFindings([f('new name.ts', 1)], { diff: DIFF }).anchored[0]?.lineText).toBe('y')
  })

  it('takes no finding on a file the files list gives without a patch', () => {
    const built = diffFromFiles([
      {
        path: 'src/a.ts',
        status: 'modified',
        additions: 1,
        deletions: 0,
        patch: '@@ -1 +1,2 @@\n one\n+two'
      },
      { path: 'huge.json', status: 'modified', additions: 9000, deletions: 0 }
    ])
    const { anchored, unanchored } = anchorFindings([f('src/a.ts', 2), f('huge.json', 1)], built)
    expect(anchored.map((a) => a.lineText)).toEqual(['two'])
    expect(unanchored.map((u) => u.reason)).toEqual(['no-patch'])
  })

  it('reads a diff with CRLF line ends and trimmed empty context lines', () => {
    const diff =
      'diff --git a/w.txt b/w.txt\r\n--- a/w.txt\r\n+++ b/w.txt\r\n@@ -1,3 +1,3 @@\r\n a\r\n\r\n-b\r\n+c\r\n'
    const { anchored } = anchorFindings([f('w.txt', 2), f('w.txt', 3)], { diff })
    expect(anchored.map((a) => a.lineText)).toEqual(['', 'c'])
  })
})
