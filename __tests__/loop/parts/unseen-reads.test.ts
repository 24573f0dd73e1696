// Issue 50, case 4: what of a round's change no critic reads, found at plan time. Blob reads only where a file's
// status, name and line counts do not decide, at most MAX_BLOB_READS a round (past it a file is suspect), only in
// this repository; the pulls whose files list stops at GitHub's 3,000 named with GitHub's own count.
import { describe, expect, it } from '@jest/globals'
import type { ReviewedPull } from '../../../src/loop/prompt/round-prompt.js'
import { MAX_BLOB_READS, roundUnseen } from '../../../src/loop/parts/unseen-reads.js'

const HEAD = 'a'.repeat(40)
const binary = (path: string) =>
  `diff --git a/${path} b/${path}\nindex 1111111..2222222 100644\nBinary files a/${path} and b/${path} differ\n`
const pullOf = (ref: string, paths: string[], more: Partial<ReviewedPull> = {}): ReviewedPull => ({
  ref,
  title: 't',
  body: 'b',
  files: paths.map((path) => ({ path, status: 'modified', additions: 0, deletions: 0 })),
  diff: paths.map(binary).join(''),
  head: HEAD,
  ...more
})

/** A port that answers each blob read from `blobs`, and records what was read. */
function fakeGitHub(blobs: Record<string, string>) {
  const reads: string[] = []
  return {
    reads,
    github: {
      repo: { owner: 'acme', repo: 'widgets' },
      getFileText: (path: string, ref?: string) => {
        reads.push(`${path}@${ref?.slice(0, 7)}`)
        return Promise.resolve(blobs[path])
      }
    }
  }
}

describe('roundUnseen', () => {
  it('reads no blob for a source name or an image, and judges both', async () => {
    const { github, reads } = fakeGitHub({})
    const out = await roundUnseen(github, [pullOf('github:acme/widgets#7', ['src/token.ts', 'img/logo.png'])])
    expect(reads).toEqual([])
    expect(out).toEqual({
      files: [
        {
          ref: 'github:acme/widgets#7',
          path: 'src/token.ts',
          why: "binary, with a source file's name: the author controls it",
          blocks: true
        },
        { ref: 'github:acme/widgets#7', path: 'img/logo.png', why: 'binary', blocks: false }
      ],
      beyond: []
    })
  })

  it(`reads at most ${MAX_BLOB_READS} blobs a round, at the head; past the bound a file is suspect`, async () => {
    const paths = Array.from({ length: MAX_BLOB_READS + 2 }, (_, i) => `tools/run${i}`)
    const { github, reads } = fakeGitHub({
      'tools/run0': '#!/bin/sh\necho hello world\n\u0000',
      'tools/run1': '\u0000\u0001\u0002'
    })
    const out = await roundUnseen(github, [pullOf('github:acme/widgets#7', paths)])
    expect(reads).toEqual(paths.slice(0, MAX_BLOB_READS).map((p) => `${p}@aaaaaaa`))
    expect(out!.files.map((f) => [f.path, f.why, f.blocks])).toEqual([
      ['tools/run0', 'binary, though its content is mostly text: the author controls it', true],
      ['tools/run1', 'binary (content read: binary)', false],
      ...paths
        .slice(2, MAX_BLOB_READS)
        .map((p) => [p, 'binary, content not read (not found at the head): counted as suspect', true]),
      ...paths
        .slice(MAX_BLOB_READS)
        .map((p) => [p, 'binary, content not read (past 10 blob reads): counted as suspect', true])
    ])
  })

  it("reads nothing of another repository's pull request: its unknown file is suspect", async () => {
    const { github, reads } = fakeGitHub({})
    const out = await roundUnseen(github, [pullOf('github:other/lib#3', ['tools/run'])])
    expect(reads).toEqual([])
    expect(out!.files).toEqual([
      {
        ref: 'github:other/lib#3',
        path: 'tools/run',
        why: 'binary, content not read (its pull request is not read here): counted as suspect',
        blocks: true
      }
    ])
  })

  it("names a pull whose files list stops short of GitHub's count, and is undefined when nothing is unseen", async () => {
    const { github } = fakeGitHub({})
    const listed = pullOf('github:acme/widgets#7', [], { diff: '', changedFiles: 3041 })
    listed.files = Array.from({ length: 3000 }, (_, i) => ({
      path: `f${i}`,
      status: 'added',
      additions: 1,
      deletions: 0
    }))
    listed.diff = listed.files
      .map((f) => `diff --git a/${f.path} b/${f.path}\n--- /dev/null\n+++ b/${f.path}\n@@ -0,0 +1 @@\n+x\n`)
      .join('')
    expect(await roundUnseen(github, [listed])).toEqual({
      files: [],
      beyond: [{ ref: 'github:acme/widgets#7', listed: 3000, total: 3041 }]
    })
    expect(await roundUnseen(github, [pullOf('github:acme/widgets#7', [])])).toBeUndefined()
  })
})
