// The one diff reader on what `git diff` writes (each case was made with git 2.x, then cut to one file): renames,
// binary files, modes, missing newlines, paths with spaces, ` b/` and git's quoting, CRLF, new and deleted files.
import { describe, expect, it } from '@jest/globals'
import { parseDiff, type DiffFile } from '../../../src/loop/pull/parse-diff.js'

const text = (...lines: string[]) => `${lines.join('\n')}\n`

/** A file as parseDiff gives it, with the fields most cases leave at their default. */
function file(path: string, more: Partial<DiffFile> = {}): DiffFile {
  return { path, status: 'modified', binary: false, hunks: [], additions: 0, deletions: 0, ...more }
}

const swap = (oldLine: number, newLine: number, was: string, now: string) => ({
  lines: [
    { kind: 'deleted' as const, oldLine, text: was },
    { kind: 'added' as const, newLine, text: now }
  ]
})

describe('parseDiff', () => {
  it('numbers a change with context on both sides', () => {
    const diff = text(
      'diff --git a/plain.txt b/plain.txt',
      'index 814f4a4..879de50 100644',
      '--- a/plain.txt',
      '+++ b/plain.txt',
      '@@ -1,2 +1,2 @@ function head',
      ' one',
      '-two',
      '+TWO'
    )
    expect(parseDiff(diff)).toEqual([
      file('plain.txt', {
        additions: 1,
        deletions: 1,
        hunks: [
          {
            lines: [
              { kind: 'context', oldLine: 1, newLine: 1, text: 'one' },
              { kind: 'deleted', oldLine: 2, text: 'two' },
              { kind: 'added', newLine: 2, text: 'TWO' }
            ]
          }
        ]
      })
    ])
  })

  it('reads a rename with changes, and one without, whose new path holds ` b/`', () => {
    const diff = text(
      'diff --git a/was.ts b/now.ts',
      'similarity index 70%',
      'rename from was.ts',
      'rename to now.ts',
      'index c9d2002..9c7fa41 100644',
      '--- a/was.ts',
      '+++ b/now.ts',
      '@@ -3 +3 @@',
      '-here',
      '+HERE',
      'diff --git a/plain.txt b/plain b/moved.txt',
      'similarity index 100%',
      'rename from plain.txt',
      'rename to plain b/moved.txt'
    )
    expect(parseDiff(diff)).toEqual([
      file('now.ts', {
        oldPath: 'was.ts',
        status: 'renamed',
        additions: 1,
        deletions: 1,
        hunks: [swap(3, 3, 'here', 'HERE')]
      }),
      file('plain b/moved.txt', { oldPath: 'plain.txt', status: 'renamed' })
    ])
  })

  it('reads binary files, changed and new, and changes of mode alone (one with ` b/` in its path)', () => {
    const diff = text(
      'diff --git a/img.png b/img.png',
      'index 88768ef..3e3315e 100644',
      'Binary files a/img.png and b/img.png differ',
      'diff --git a/new.bin b/new.bin',
      'new file mode 100644',
      'index 0000000..f9e371f',
      'Binary files /dev/null and b/new.bin differ',
      'diff --git a/mode.sh b/mode.sh',
      'old mode 100644',
      'new mode 100755',
      'diff --git a/dir b/m.sh b/dir b/m.sh',
      'old mode 100644',
      'new mode 100755'
    )
    expect(parseDiff(diff)).toEqual([
      file('img.png', { binary: true }),
      file('new.bin', { status: 'added', binary: true }),
      file('mode.sh'),
      file('dir b/m.sh')
    ])
  })

  it('knows where a file ends from `\\ No newline at end of file` on either side', () => {
    const diff = text(
      'diff --git a/nonl.txt b/nonl.txt',
      'index 1a9d148..7adf2e5 100644',
      '--- a/nonl.txt',
      '+++ b/nonl.txt',
      '@@ -4 +4,2 @@',
      '-nonl',
      '\\ No newline at end of file',
      '+nonl2',
      '+end',
      '\\ No newline at end of file'
    )
    expect(parseDiff(diff)).toEqual([
      file('nonl.txt', {
        additions: 2,
        deletions: 1,
        oldEnd: 4,
        newEnd: 5,
        hunks: [
          {
            lines: [
              { kind: 'deleted', oldLine: 4, text: 'nonl' },
              { kind: 'added', newLine: 4, text: 'nonl2' },
              { kind: 'added', newLine: 5, text: 'end' }
            ]
          }
        ]
      })
    ])
  })

  it('reads paths with spaces and with ` b/` inside, as git writes them (a tab after the name)', () => {
    const diff = text(
      'diff --git a/with space.txt b/with space.txt',
      'index 587be6b..d735d34 100644',
      '--- a/with space.txt\t',
      '+++ b/with space.txt\t',
      '@@ -1 +1 @@',
      '-x',
      '+x2',
      'diff --git a/dir b/x b/y.ts b/dir b/x b/y.ts',
      'index b680253..67d0c15 100644',
      '--- a/dir b/x b/y.ts\t',
      '+++ b/dir b/x b/y.ts\t',
      '@@ -1 +1 @@',
      '-z',
      '+z2'
    )
    const changed = { additions: 1, deletions: 1 }
    expect(parseDiff(diff)).toEqual([
      file('with space.txt', { ...changed, hunks: [swap(1, 1, 'x', 'x2')] }),
      file('dir b/x b/y.ts', { ...changed, hunks: [swap(1, 1, 'z', 'z2')] })
    ])
  })

  it('decodes quoted paths: octal bytes as UTF-8, `\\t`, `\\"` and `\\\\`, in headers and renames', () => {
    const diff = text(
      'diff --git "a/caf\\303\\251.txt" "b/caf\\303\\251.txt"',
      'index f2ad6c7..16f9ec0 100644',
      '--- "a/caf\\303\\251.txt"',
      '+++ "b/caf\\303\\251.txt"',
      '@@ -1 +1 @@',
      '-c',
      '+c2',
      'diff --git "a/t\\ta\\"b\\\\.txt" "b/t\\ta\\"b\\\\.txt"',
      'old mode 100644',
      'new mode 100755',
      'diff --git "a/caf\\303\\251.txt" "b/th\\303\\251 \\360\\237\\230\\200.txt"',
      'similarity index 100%',
      'rename from "caf\\303\\251.txt"',
      'rename to "th\\303\\251 \\360\\237\\230\\200.txt"'
    )
    expect(parseDiff(diff)).toEqual([
      file('café.txt', { additions: 1, deletions: 1, hunks: [swap(1, 1, 'c', 'c2')] }),
      file('t\ta"b\\.txt'),
      file('thé 😀.txt', { oldPath: 'café.txt', status: 'renamed' })
    ])
  })

  it('reads a CRLF file in an LF diff, and a diff saved with CRLF, the same: no `\\r` in any text', () => {
    const lf = text(
      'diff --git a/crlf.txt b/crlf.txt',
      'index 31ecb0c..c3e77a5 100644',
      '--- a/crlf.txt',
      '+++ b/crlf.txt',
      '@@ -1,3 +1,3 @@',
      ' r\r',
      '\r',
      '-s\r',
      '+S\r'
    )
    const expected = [
      file('crlf.txt', {
        additions: 1,
        deletions: 1,
        hunks: [
          {
            lines: [
              { kind: 'context', oldLine: 1, newLine: 1, text: 'r' },
              { kind: 'context', oldLine: 2, newLine: 2, text: '' },
              { kind: 'deleted', oldLine: 3, text: 's' },
              { kind: 'added', newLine: 3, text: 'S' }
            ]
          }
        ]
      })
    ]
    expect(parseDiff(lf)).toEqual(expected)
    expect(parseDiff(lf.replace(/\r?\n/g, '\r\n'))).toEqual(expected)
  })

  it('reads new files (with lines, and empty) and deleted ones, with where each side ends', () => {
    const diff = text(
      'diff --git a/new.txt b/new.txt',
      'new file mode 100644',
      'index 0000000..3e75765',
      '--- /dev/null',
      '+++ b/new.txt',
      '@@ -0,0 +1,2 @@',
      '+new',
      '+more',
      'diff --git a/empty.txt b/empty.txt',
      'new file mode 100644',
      'index 0000000..e69de29',
      'diff --git a/gone.txt b/gone.txt',
      'deleted file mode 100644',
      'index 286c5f5..0000000',
      '--- a/gone.txt',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-gone'
    )
    expect(parseDiff(diff)).toEqual([
      file('new.txt', {
        status: 'added',
        additions: 2,
        oldEnd: 0,
        newEnd: 2,
        hunks: [
          {
            lines: [
              { kind: 'added', newLine: 1, text: 'new' },
              { kind: 'added', newLine: 2, text: 'more' }
            ]
          }
        ]
      }),
      file('empty.txt', { status: 'added' }),
      file('gone.txt', {
        status: 'removed',
        deletions: 1,
        oldEnd: 1,
        newEnd: 0,
        hunks: [{ lines: [{ kind: 'deleted', oldLine: 1, text: 'gone' }] }]
      })
    ])
  })

  it('keeps a file whose hunk does not add up without its lines, skips text before the first file', () => {
    const diff = text(
      'From 1234 Mon Sep 17 00:00:00 2001',
      'diff --git a/cut.ts b/cut.ts',
      '--- a/cut.ts',
      '+++ b/cut.ts',
      '@@ -1,5 +1,5 @@',
      '-a',
      'diff --git a/ok.ts b/ok.ts',
      '--- a/ok.ts',
      '+++ b/ok.ts',
      '@@ -1 +1 @@',
      '-b',
      '+c'
    )
    expect(parseDiff(diff)).toEqual([
      file('cut.ts'),
      file('ok.ts', { additions: 1, deletions: 1, hunks: [swap(1, 1, 'b', 'c')] })
    ])
    expect(parseDiff('')).toEqual([])
  })
})
