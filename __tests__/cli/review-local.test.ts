// `the-loop review --local` against temporary repositories made with the real git: the prompt is the one the
// action's round builder makes of the same change, `--run` prints the round's posts with findings anchored on
// the local diff, and every bad input stops the command with exit 2 and a message naming it.
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { reviewCommand } from '../../src/cli/review-command.js'
import { githubRepoOf } from '../../src/cli/local-git.js'
import { LOCAL_PULL_NUMBER } from '../../src/cli/local-prompt.js'
import { CONFIG_PATH } from '../../src/critics/harness/config-model.js'
import { loadHarnessConfigText } from '../../src/critics/harness/config.js'
import { buildRoundPrompt, type PromptReads } from '../../src/loop/round/prompt-sources.js'
import { parseBrief } from '../../src/conversation/comments/brief.js'
import { nodeCriticYaml, tempDir } from '../support/critic-fixtures.js'
import { commit, git, makeRepo, useIsolatedGit, write } from './local-repo.js'

useIsolatedGit()

async function review(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await reviewCommand(args, { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const BRIEF = [
  'Questions:',
  '- Does b still equal 3 when a is 1?',
  'Angles:',
  '- naming of the new constant',
  'Pull requests:',
  '- #12',
  ''
].join('\n')

function briefFile(text = BRIEF): string {
  const path = join(tempDir('review-brief-'), 'brief.md')
  writeFileSync(path, text)
  return path
}

/** What the action's builder makes of a pull request with this diff, head, text and brief, read from GitHub. */
async function actionPrompt(root: string, repo: { owner: string; repo: string }, briefText?: string) {
  const diff = git(root, 'diff', 'main...HEAD')
  const head = git(root, 'rev-parse', 'HEAD').trim()
  const [title, body] = ['Compute b from a', `${head.slice(0, 7)} Compute b from a\n\nAnd add c.`]
  const fail = () => Promise.reject(new Error('not read in this test'))
  const reads: PromptReads = {
    getPull: async () => ({
      ...{ number: LOCAL_PULL_NUMBER, title, body, author: 'someone', state: 'open' as const },
      ...{ headSha: head, baseRef: 'main', headRef: 'feature' }
    }),
    getPullDiff: async () => diff,
    listPullFiles: fail,
    compareCommits: fail
  }
  const parsed = briefText === undefined ? null : parseBrief(briefText)
  const brief = parsed && {
    ...parsed,
    pullRequests: [],
    by: 'the brief file `brief.md`',
    at: '',
    commentId: 0
  }
  const built = await buildRoundPrompt({
    github: reads,
    item: { ...repo, number: LOCAL_PULL_NUMBER, isPullRequest: true, title, body },
    round: 1,
    ...(brief ? { brief } : {}),
    conversation: [],
    ownMarkers: () => [],
    replies: [],
    configPath: CONFIG_PATH
  })
  return built.prompt
}

describe('review --local --print', () => {
  it("prints the prompt the action's round builder makes of the same pull request and brief", async () => {
    const root = makeRepo()
    git(root, 'remote', 'add', 'origin', 'https://github.com/acme/widgets.git')
    const got = await review('--local', '--print', '--base', 'main', '--brief', briefFile(), '--cwd', root)
    expect(got.code).toBe(0)
    expect(got.out).toBe(await actionPrompt(root, { owner: 'acme', repo: 'widgets' }, BRIEF))
    expect(got.out).toContain('## Pull request github:acme/widgets#0')
    expect(got.out).toContain('modified src/app.js (+3 -2)')
    expect(got.out).toContain('+const c = 3')
    expect(got.out).toContain('- Q1: Does b still equal 3 when a is 1?')
    expect(got.err).toMatch(
      /^the-loop review --local: round prompt for refs\/heads\/main \([0-9a-f]{7}\)\.\.\.HEAD/
    )
    expect(got.err).toContain("note: the brief's Pull requests list (1) is not read locally")
  })

  it('says there is no brief without --brief, and names the repository after its folder without origin', async () => {
    const root = makeRepo()
    const got = await review('--local', '--print', '--cwd', root)
    expect(got.code).toBe(0)
    expect(got.out).toBe(await actionPrompt(root, { owner: 'local', repo: basename(root) }))
    expect(got.out).toContain('## No frozen brief')
    expect(got.err).toContain('round prompt for refs/heads/main (')
  })

  it('takes origin/HEAD before main when there is one', async () => {
    const root = makeRepo()
    git(root, 'update-ref', 'refs/remotes/origin/main', 'main')
    git(root, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main')
    const got = await review('--local', '--print', '--cwd', root)
    expect(got.code).toBe(0)
    expect(got.err).toContain('round prompt for refs/remotes/origin/HEAD (')
  })

  it('reads owner/repo out of the forms of a GitHub remote, and nothing out of another host', () => {
    expect(githubRepoOf('git@github.com:acme/widgets.git\n')).toEqual({ owner: 'acme', repo: 'widgets' })
    expect(githubRepoOf('https://x:secret@github.com/acme/w.js')).toEqual({ owner: 'acme', repo: 'w.js' })
    expect(githubRepoOf('ssh://git@github.com/acme/widgets/')).toEqual({ owner: 'acme', repo: 'widgets' })
    expect(githubRepoOf('https://gitlab.com/acme/widgets.git')).toBeUndefined()
  })
})

describe('review --local --run', () => {
  it("runs the working tree's critics and prints the round's posts, the finding on its line of the local diff", async () => {
    const root = makeRepo()
    const findings = join(tempDir('review-findings-'), 'findings.json')
    writeFileSync(
      findings,
      JSON.stringify([
        { path: 'src/app.js', line: 2, severity: 'high', title: 'b changed meaning', body: 'b is now 3.' },
        { path: 'src/app.js', line: 40, severity: 'low', title: 'Far away', body: 'Past the end.' }
      ])
    )
    // Uncommitted: the command reads the working tree's file, not a committed one.
    const critic = nodeCriticYaml('stub', 'findings.mjs', [findings, '{promptFile}'], { harness: 'stub' })
    write(root, CONFIG_PATH, `reviews:\n  critics:\n${critic}`)
    const got = await review('--local', '--run', '--base', 'main', '--cwd', root)
    expect(got.err).toContain('read from the working tree (the action reads it from the default branch)')
    expect(got.err).toContain('no OS-user boundary')
    expect(got.code).toBe(0)
    const head = git(root, 'rev-parse', '--short=7', 'HEAD').trim()
    expect(got.out).toContain(
      `=== critic stub: round comment, part 1 of 1, as the body of a review of head ${head} with 1 line comment ===`
    )
    const line = got.out.split('=== critic stub: line comment on src/app.js line 2 (RIGHT) ===\n')[1]
    expect(line).toContain('b changed meaning')
    expect(got.out).toContain('review round 1, critic `stub`')
    expect(got.out).toContain('Reviewed the change.')
    expect(got.out).toMatch(/Far away.*not on the diff: line 40 of the new file is not in the diff/s)
  })

  it('reviews a change too large for a critic in parts, as the round does, and says what each part saw', async () => {
    const root = makeRepo()
    const lines = (tag: string) =>
      Array.from({ length: 60 }, (_, i) => `export const ${tag}${i} = ${i} // line`)
    git(root, 'checkout', '--quiet', 'feature')
    commit(root, 'Add modules', {
      'lib/one.js': `${lines('one').join('\n')}\n`,
      'pkg/two.js': `${lines('two').join('\n')}\n`
    })
    const critic = nodeCriticYaml('tight', 'echo.mjs', ['{prompt}'], { harness: 'stub' })
    write(root, CONFIG_PATH, `reviews:\n  critics:\n${critic}      maxPromptChars: 5000\n`)
    const got = await review('--local', '--run', '--base', 'main', '--cwd', root)
    expect(got.code).toBe(0)
    const coverage = got.err.split('\n').find((l) => l.startsWith('critic tight: Coverage: '))
    expect(coverage).toMatch(/^critic tight: Coverage: \d+ parts; 3 of 3 files and \d+ of \d+ hunks seen\.$/)
    const count = Number(/Coverage: (\d+) parts/.exec(coverage!)![1])
    expect(count).toBeGreaterThanOrEqual(2)
    expect(got.out.match(/\*\*Part \d+ of \d+\*\*/g)).toHaveLength(count)
    // Each line of the diff reached exactly one part's prompt (the echo of it).
    for (const tag of ['one', 'two'])
      for (let i = 0; i < 60; i++)
        expect(got.out.split(`+export const ${tag}${i} = ${i} // line`).length - 1).toBe(1)
  })

  it("exits 1 with the failed critic's post when a critic fails", async () => {
    const root = makeRepo()
    write(root, CONFIG_PATH, `reviews:\n  critics:\n${nodeCriticYaml('broken', 'fail.mjs', [])}`)
    const got = await review('--local', '--run', '--cwd', root)
    expect(got.code).toBe(1)
    expect(got.out).toContain('=== critic broken: round comment, part 1 of 1 ===')
    expect(got.out).toContain('**This critic failed:**')
  })
})

function emptyRepo(): string {
  const root = tempDir('review-empty-')
  git(root, 'init', '--quiet', '-b', 'main')
  return root
}

function emptyCommit(): string {
  const root = makeRepo({ feature: false })
  git(root, 'checkout', '--quiet', '-b', 'feature')
  git(root, 'commit', '--quiet', '--allow-empty', '-m', 'Nothing')
  return root
}

describe('review --local refuses bad input with exit 2', () => {
  it.each([
    ['outside a git repository', () => [tempDir('not-a-repo-')], 'not inside a git repository'],
    [
      'a branch with no commits past its base',
      () => [makeRepo({ feature: false })],
      'nothing to review: HEAD is at refs/heads/main'
    ],
    ['a base that does not exist', () => [makeRepo(), '--base', 'nope'], "--base: no commit 'nope' in"],
    [
      'a base that looks like an option',
      () => [makeRepo(), '--base', '--all'],
      "--base: no commit '--all' in"
    ],
    [
      'no default base',
      () => [makeRepo({ branch: 'trunk' })],
      '--base: no base to compare HEAD with: none of refs/remotes/origin/HEAD, refs/heads/main, refs/heads/master exists'
    ],
    [
      'a --cwd that is no folder',
      () => ['/nonexistent/review-local'],
      '--cwd /nonexistent/review-local: no such folder'
    ],
    ['a repository with no commit', () => [emptyRepo()], 'HEAD has no commit yet'],
    ['commits that change no file', () => [emptyCommit()], 'the commits past refs/heads/main change no file']
  ])('%s', async (_what, setup, message) => {
    const [cwd, ...rest] = setup()
    const got = await review('--local', '--print', '--cwd', cwd!, ...rest)
    expect(got.code).toBe(2)
    expect(got.out).toBe('')
    expect(got.err).toContain(message)
  })

  it('a base behind HEAD that is not an ancestor of it: its own message', async () => {
    const root = makeRepo()
    git(root, 'checkout', '--quiet', 'main')
    commit(root, 'Later on main', { 'README.md': '# app, later\n' })
    git(root, 'checkout', '--quiet', '-b', 'old', 'HEAD~1')
    const got = await review('--local', '--print', '--base', 'main', '--cwd', root)
    expect(got.code).toBe(2)
    expect(got.err).toContain('has no commits past refs/heads/main, it is behind it')
  })

  it('a brief file that does not exist, and one that holds no brief', async () => {
    const root = makeRepo()
    const missing = join(tempDir('no-brief-'), 'brief.md')
    const gone = await review('--local', '--print', '--brief', missing, '--cwd', root)
    expect([gone.code, gone.err]).toEqual([
      2,
      `the-loop review: --brief ${missing}: no such file: give the path of a file holding a brief`
    ])
    const empty = await review(
      '--local',
      '--print',
      '--brief',
      briefFile('Questions:\n- <a question>\n'),
      '--cwd',
      root
    )
    expect(empty.code).toBe(2)
    expect(empty.err).toContain('holds no brief: write at least one bullet under a "Questions:"')
  })

  it("a missing harness config, and one the loader refuses, with the loader's own error", async () => {
    const root = makeRepo()
    const none = await review('--local', '--run', '--cwd', root)
    expect(none.code).toBe(2)
    expect(none.err).toContain(`${join(root, CONFIG_PATH)}: no harness config, so no critic is configured`)
    const broken = 'reviews:\n  critics: [\n'
    write(root, CONFIG_PATH, broken)
    const where = join(root, CONFIG_PATH)
    const loaderError = (() => {
      try {
        loadHarnessConfigText(broken, where)
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('the loader took a broken config')
    })()
    const bad = await review('--local', '--run', '--cwd', root)
    expect([bad.code, bad.out]).toEqual([2, ''])
    expect(bad.err).toBe(`the-loop review: ${loaderError}`)
    write(root, CONFIG_PATH, 'reviews:\n  critics:\n    - {name: off, harness: claude, enabled: false}\n')
    const off = await review('--local', '--run', '--cwd', root)
    expect(off.err).toContain('no enabled critic in reviews.critics')
  })

  it.each([
    [['--print'], 'review needs --local'],
    [['--local'], 'give exactly one of --print or --run'],
    [['--local', '--print', '--run'], 'give exactly one of --print or --run'],
    [['--local', '--print', 'extra'], "unexpected argument 'extra'"]
  ])('usage: %j', async (args, message) => {
    const got = await review(...args)
    expect(got.code).toBe(2)
    expect(got.err).toContain(message)
    expect(got.err).toContain('usage: the-loop review --local')
  })
})
