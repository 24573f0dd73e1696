// `the-loop review --local --print` in a fresh clone, with the real git: HEAD is at origin/HEAD, so there is no
// change of the user's to review. The command says so and names the git commands that make one; the one it
// names for HEAD's last commit, `--base HEAD~1`, then runs as given, and takes the checkout's HEAD even when a
// fetched tag is named HEAD.
import { describe, expect, it } from '@jest/globals'
import { reviewCommand } from '../../src/cli/review-command.js'
import { tempDir } from '../support/critic-fixtures.js'
import { commit, git, makeRepo, useIsolatedGit } from './local-repo.js'

useIsolatedGit()

async function review(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await reviewCommand(args, { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const sha = (root: string, rev: string) => git(root, 'rev-parse', '--short=7', rev).trim()

/** A clone of an upstream `main` of `commits` commits (1 to 3), as `git clone` leaves it. */
function freshClone(commits: number): string {
  const upstream = makeRepo({ feature: false })
  if (commits > 1) commit(upstream, 'Compute b from a', { 'src/app.js': 'const a = 1\nconst b = a + 1\n' })
  if (commits > 2) commit(upstream, 'Add c', { 'src/app.js': 'const a = 1\nconst b = a + 1\nconst c = 3\n' })
  const root = tempDir('review-fresh-clone-')
  git(root, 'clone', '--quiet', upstream, '.')
  return root
}

const atBase = (root: string) =>
  `the-loop review: nothing to review: HEAD is at refs/remotes/origin/HEAD (${sha(root, 'HEAD')}), so no commit of yours is past it: commit your change on a branch of its own (git switch -c my-change, then git commit) and run this again`

describe('review --local --print in a fresh clone', () => {
  it('names the git commands that make a change to review, and --base HEAD~1 runs as named', async () => {
    const root = freshClone(2)
    const fresh = await review('--local', '--print', '--cwd', root)
    expect(fresh).toEqual({
      code: 2,
      out: '',
      err: `${atBase(root)}, or review HEAD's last commit with --base HEAD~1`
    })
    const last = await review('--local', '--print', '--base', 'HEAD~1', '--cwd', root)
    expect(last.code).toBe(0)
    expect(last.err).toContain(
      `round prompt for HEAD~1 (${sha(root, 'HEAD~1')})...HEAD (${sha(root, 'HEAD')}), 1 commit;`
    )
    expect(last.out).toContain('+const b = a + 1')
  })

  it('the other command, a commit on a branch of its own, makes a change the default base finds', async () => {
    const root = freshClone(2)
    git(root, 'switch', '--quiet', '-c', 'my-change')
    commit(root, 'My change', { 'src/app.js': 'const a = 2\n' })
    const got = await review('--local', '--print', '--cwd', root)
    expect(got.code).toBe(0)
    expect(got.err).toContain('round prompt for refs/remotes/origin/HEAD (')
    expect(got.err).toContain('1 commit;')
  })

  it('a clone of one commit is told only to commit: HEAD has no last commit to review', async () => {
    const root = freshClone(1)
    expect(await review('--local', '--print', '--cwd', root)).toEqual({ code: 2, out: '', err: atBase(root) })
  })

  it('--base HEAD~1 is the checkout HEAD~1 even when a fetched tag is named HEAD', async () => {
    const root = freshClone(3)
    // A tag HEAD at HEAD~1: git's rules take HEAD itself first, so HEAD~1 stays HEAD~1, not the tag's parent.
    git(root, 'update-ref', 'refs/tags/HEAD', 'HEAD~1')
    const got = await review('--local', '--print', '--base', 'HEAD~1', '--cwd', root)
    expect(got.code).toBe(0)
    expect(got.err).toContain(`round prompt for HEAD~1 (${sha(root, 'HEAD~1')})...HEAD (`)
    expect(got.err).toContain('1 commit;')
  })
})
