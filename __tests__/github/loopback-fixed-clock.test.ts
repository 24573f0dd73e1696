// What `npm run demo` needs of the loopback to print the same bytes on every run: commits the world makes
// itself dated at a fixed time (so the same shas on every run and machine), and check-run stamps that do not
// move the clock (so a check update racing a comment's post, as the action sends them, cannot shift its time).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startLoopbackGitHub, type LoopbackGitHub } from '../support/loopback/server.js'
import { LoopWorld } from '../support/loopback/world.js'

const DIFF = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n'

/** A repository, a pull request on it and a contents-API write: the shas of the base, the head and the write. */
async function shasOf(world: LoopWorld): Promise<string[]> {
  const gh = await startLoopbackGitHub({ world })
  try {
    world.createRepo('acme', 'widgets')
    const pull = world.createPull('acme', 'widgets', { diff: DIFF })
    const res = await fetch(`${gh.url}/repos/acme/widgets/contents/notes.md`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'notes', content: Buffer.from('hi\n').toString('base64') })
    })
    const written = (await res.json()) as { commit: { sha: string } }
    const repo = world.repo('acme', 'widgets')!
    return [repo.git.branches.get('main')!, repo.issues.get(pull)!.pull!.headSha, written.commit.sha]
  } finally {
    await gh.close()
  }
}

describe('a world with a fixed commit date', () => {
  it('makes the same shas a second later, where the real clock makes others', async () => {
    const fixed = () => new LoopWorld({ fixedCommitDate: '2026-01-01T00:00:00Z' })
    const first = await shasOf(fixed())
    await new Promise((r) => setTimeout(r, 1100))
    expect(await shasOf(fixed())).toEqual(first)
    expect((await shasOf(new LoopWorld()))[0]).not.toBe(first[0])
  })

  it('refuses a date that is not one', () => {
    expect(() => new LoopWorld({ fixedCommitDate: 'soon' })).toThrow(/fixedCommitDate "soon"/)
  })
})

describe('check runs and the clock', () => {
  let gh: LoopbackGitHub
  beforeAll(async () => {
    gh = await startLoopbackGitHub()
  })
  afterAll(async () => gh.close())

  it('stamp a check run without moving the clock: the next comment takes the time it would have', async () => {
    gh.world.createRepo('acme', 'widgets')
    const pull = gh.world.createPull('acme', 'widgets', { diff: DIFF })
    const head = gh.world.repo('acme', 'widgets')!.issues.get(pull)!.pull!.headSha
    const before = gh.world.addComment('acme', 'widgets', pull, 'first')
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${gh.url}/repos/acme/widgets${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      }).then(async (r) => (await r.json()) as { id: number; started_at: string; completed_at: string })
    const run = await call('POST', '/check-runs', { name: 'the-loop / review', head_sha: head })
    const done = await call('PATCH', `/check-runs/${run.id}`, { conclusion: 'success' })
    expect([run.started_at, done.completed_at]).toEqual([before.createdAt, before.createdAt])
    const after = gh.world.addComment('acme', 'widgets', pull, 'second')
    expect(Date.parse(after.createdAt) - Date.parse(before.createdAt)).toBe(1000)
  })
})
