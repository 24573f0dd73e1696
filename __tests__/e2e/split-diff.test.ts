// A diff larger than a critic's prompt budget, through the bundled main action: it reaches the critic in parts,
// every file's (and every hunk's) sentinel in exactly one part, the coverage line's counts those the parts saw,
// every part's finding in the critic's one review; past maxParts the lock file is named as not reviewed; a part
// that fails names its files while the others' findings stand.
import { describe, expect, it } from '@jest/globals'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownPosts, useBundledMain, type Scene } from './harness.js'

let scene: Scene
let pull: number
const run = useBundledMain(() => scene)

/** A scene whose pull request under review carries `diff` (the files list is read off it). */
async function sceneWith(extra: string, diff: string): Promise<void> {
  scene = await startReviewScene({ config: config(extra) })
  pull = scene.gh.world.createPull(OWNER, REPO, { diff, author: 'bob' })
}
const review = () => run(scene.comment('alice', `the-loop review\n${BRIEF}`, pull))

const config = (extra = '') => `reviews:
  critics:
    - name: parts
      harness: test
      command: node
      args: ['__tests__/support/critics/parts.mjs', '{promptFile}']
      maxPromptChars: 7000
${extra}`

/** A new file of 40 lines, the sentinel `SENTINEL_<tag>` on its first. */
function addedFile(path: string, tag: string, extra = ''): string {
  const lines = [`+// SENTINEL_${tag} ${extra}`]
  for (let i = 2; i <= 40; i++) lines.push(`+export const value${i} = ${i} // filler text for size`)
  return `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,40 @@\n${lines.join('\n')}\n`
}

/** A changed file of `hunks` hunks far apart, each adding a line with its own sentinel and a long comment. */
function changedFile(path: string, tag: string, hunks: number): string {
  const out = [`diff --git a/${path} b/${path}`, `--- a/${path}`, `+++ b/${path}`]
  for (let h = 0; h < hunks; h++) {
    const at = 1 + h * 100
    out.push(`@@ -${at},2 +${at + h},3 @@`, ` const keep${h} = ${h}`, `+// SENTINEL_${tag}_H${h}`)
    for (let k = 0; k < 60; k++) out[out.length - 1] += ` words of hunk ${h} to make it long`
    out.push(` const after${h} = ${h}`)
  }
  return `${out.join('\n')}\n`
}

const roundText = () =>
  ownPosts(scene, 'round', pull)
    .map((p) => p.body)
    .join('\n')
const sawLines = (text: string) => [...text.matchAll(/PART (\d+)\/(\d+) SAW: (.*)/g)]
const reviews = () => scene.gh.world.repo(OWNER, REPO)!.reviews.filter((r) => r.pull === pull)
const lineComments = () => scene.gh.world.repo(OWNER, REPO)!.reviewComments.filter((c) => c.pull === pull)

function coverage(text: string) {
  const m = /Coverage: (\d+) parts?; (\d+) of (\d+) files and (\d+) of (\d+) hunks seen\./.exec(text)
  if (!m) throw new Error(`no coverage line in:\n${text}`)
  const [parts, files, allFiles, hunks, allHunks] = m.slice(1).map(Number)
  return { parts, files, allFiles, hunks, allHunks }
}

describe('a diff split to fit a critic', () => {
  it('every sentinel reaches exactly one part; coverage counts them; one review holds every part’s finding', async () => {
    const files = ['src/a/one.ts', 'src/a/two.ts', 'src/b/three.ts', 'src/b/four.ts', 'lib/five.ts']
    const diff = files.map((p, i) => addedFile(p, `F${i}`)).join('') + changedFile('src/big.ts', 'BIG', 4)
    await sceneWith('      maxParts: 20\n', diff)
    const r = await review()
    expect(r.exitCode).toBe(0)
    const text = roundText()
    const saw = sawLines(text)
    expect(saw.length).toBeGreaterThanOrEqual(2)
    expect(new Set(saw.map((m) => m[2]))).toEqual(new Set([String(saw.length)]))
    const seen = saw.flatMap((m) => m[3]!.split(' ').filter(Boolean))
    const expected = [
      ...files.map((_, i) => `SENTINEL_F${i}`),
      ...[0, 1, 2, 3].map((h) => `SENTINEL_BIG_H${h}`)
    ]
    // Each sentinel exactly once over all parts: none lost, none shown twice (big.ts split along its hunks).
    expect([...seen].sort()).toEqual([...expected].sort())
    const partsOfBig = saw.filter((m) => m[3]!.includes('SENTINEL_BIG')).length
    expect(partsOfBig).toBeGreaterThanOrEqual(2)
    const cov = coverage(text)
    expect(cov).toEqual({
      parts: saw.length,
      files: files.length + 1,
      allFiles: files.length + 1,
      hunks: seen.length,
      allHunks: seen.length
    })
    // As root the step runs critic-isolation: user, each (critic, part) run as a user of its own (its own HOME),
    // so that one critic's parts can run side by side within max-parallel, as in the same-user mode.
    const uids = [...text.matchAll(/PART \d+\/\d+ UID: (\d+)/g)].map((m) => m[1])
    expect(uids).toHaveLength(saw.length)
    if (process.getuid?.() === 0) expect(new Set(uids).size).toBe(saw.length)
    // One review for the critic, a comment per part's finding.
    expect(reviews()).toHaveLength(1)
    expect(
      lineComments()
        .map((c) => c.body)
        .filter((b) => /Seen in part \d+\//.test(b))
    ).toHaveLength(saw.length)
  })

  it('past maxParts, source comes first and the lock file is named as not reviewed', async () => {
    const lock = addedFile('package-lock.json', 'LOCK')
    const diff = lock + addedFile('src/app.ts', 'APP') + addedFile('src/util.ts', 'UTIL')
    await sceneWith('      maxParts: 1\n', diff)
    await review()
    const text = roundText()
    const seen = sawLines(text).flatMap((m) => m[3]!.split(' ').filter(Boolean))
    expect(seen).not.toContain('SENTINEL_LOCK')
    expect(seen).toContain('SENTINEL_APP')
    expect(text).toMatch(/Not seen: [^\n]*package-lock\.json \(over maxParts 1; a lock file\)/)
    expect(coverage(text).parts).toBe(1)
  })

  it('a part that fails names its files; the other parts’ findings stand', async () => {
    const diff = ['src/a/ok1.ts', 'src/a/ok2.ts', 'src/a/ok3.ts', 'src/z/bad.ts']
      .map((p, i) => addedFile(p, `P${i}`, p.includes('bad') ? 'FAIL_ME' : ''))
      .join('')
    await sceneWith('', diff)
    await review()
    const text = roundText()
    expect(text).toMatch(
      /Failed: part \d+ of \d+ \([^)]*src\/z\/bad\.ts[^)]*\): \S*node exited 3: this part is too much for me/
    )
    expect(sawLines(text).length).toBeGreaterThanOrEqual(1)
    expect(reviews()).toHaveLength(1)
  })
})
