// The compare API through both ports, over pushes and a force-push to a pull request of the loopback world:
// status, counts, commits and files as GitHub answers them, 404 as undefined; and the loopback's own answer
// and its pull request JSON held to the shapes the REST description gives.
import { afterAll, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { closePortServers, octokitOverLoopback, portMakers } from '../support/port-makers.js'
import { LoopWorld } from '../support/loopback/world.js'
import { GitHubApiError } from '../../src/github/port.js'

afterAll(closePortServers)

const O = 'acme'
const R = 'widgets'
const FIRST = {
  filename: 'src/a.ts',
  status: 'modified',
  additions: 1,
  deletions: 1,
  patch: '@@ -1 +1 @@\n-a\n+b'
}
const FIX = {
  filename: 'src/fix.ts',
  status: 'added',
  additions: 1,
  deletions: 0,
  patch: '@@ -0,0 +1 @@\n+fix'
}

function scene() {
  const world = new LoopWorld()
  world.createRepo(O, R)
  const pull = world.createPull(O, R, { diff: 'D1', files: [FIRST] })
  const pr = () => world.repo(O, R)!.issues.get(pull)!.pull!
  return { world, pull, pr }
}

describe.each(portMakers)('%s', (_name, make) => {
  it('a push: the old head is an ancestor, and only the new commit and its files are listed', async () => {
    const { world, pull, pr } = scene()
    const port = await make(world)
    const old = pr().headSha
    const head = world.pushToPull(O, R, pull, { message: 'fix it', change: [FIX], diff: 'D2' })
    expect(pr()).toMatchObject({ headSha: head, diff: 'D2' })
    expect(pr().files.map((f) => f.filename)).toEqual(['src/a.ts', 'src/fix.ts'])
    expect(await port.compareCommits(old, head)).toEqual({
      status: 'ahead',
      aheadBy: 1,
      behindBy: 0,
      totalCommits: 1,
      commits: [{ sha: head, message: 'fix it' }],
      files: [
        { path: 'src/fix.ts', status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+fix' }
      ]
    })
    expect(await port.compareCommits(head, old)).toMatchObject({ status: 'behind', aheadBy: 0, behindBy: 1 })
    expect(await port.compareCommits(head, head)).toMatchObject({ status: 'identical', files: [] })
    expect((await port.getPull(pull))?.headSha).toBe(head)
  })

  it('a force-push: the old head is not an ancestor of the new one (diverged)', async () => {
    const { world, pull, pr } = scene()
    const port = await make(world)
    const old = pr().headSha
    const head = world.pushToPull(O, R, pull, { change: [FIX], diff: 'D3', force: true })
    expect(await port.compareCommits(old, head)).toMatchObject({
      status: 'diverged',
      aheadBy: 1,
      behindBy: 1,
      files: [expect.objectContaining({ path: 'src/fix.ts' })]
    })
  })

  it('an unknown commit answers undefined (404)', async () => {
    const { world, pr } = scene()
    const port = await make(world)
    expect(await port.compareCommits('0'.repeat(40), pr().headSha)).toBeUndefined()
  })
})

describe('octokit adapter', () => {
  it('refuses anything but full shas before any request', async () => {
    const { world, pr } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    await expect(port.compareCommits('main', pr().headSha)).rejects.toBeInstanceOf(GitHubApiError)
    await expect(port.compareCommits(`${'a'.repeat(40)}/../x`, pr().headSha)).rejects.toBeInstanceOf(
      GitHubApiError
    )
    expect(gh.count('compare')).toBe(0)
  })
})

// Written from GitHub's REST description (components/schemas commit-comparison, commit, diff-entry): the
// fields the loopback sends, with the description's types; a field GitHub does not have fails the test.
const user = {
  type: 'object',
  properties: { name: { type: 'string' }, email: { type: 'string' }, date: { type: 'string' } }
}
const commit = {
  type: 'object',
  additionalProperties: false,
  required: ['sha', 'url', 'html_url', 'commit', 'parents'],
  properties: {
    sha: { type: 'string' },
    node_id: { type: 'string' },
    url: { type: 'string' },
    html_url: { type: 'string' },
    commit: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, author: user, committer: user }
    },
    parents: { type: 'array', items: { type: 'object', required: ['sha'] } }
  }
}
const COMPARISON = {
  type: 'object',
  additionalProperties: false,
  required: [
    'status',
    'ahead_by',
    'behind_by',
    'total_commits',
    'commits',
    'base_commit',
    'merge_base_commit'
  ],
  properties: {
    url: { type: 'string' },
    html_url: { type: 'string' },
    permalink_url: { type: 'string' },
    diff_url: { type: 'string' },
    patch_url: { type: 'string' },
    base_commit: commit,
    merge_base_commit: commit,
    status: { enum: ['diverged', 'ahead', 'behind', 'identical'] },
    ahead_by: { type: 'integer' },
    behind_by: { type: 'integer' },
    total_commits: { type: 'integer' },
    commits: { type: 'array', items: commit },
    files: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['filename', 'status', 'additions', 'deletions', 'changes'],
        properties: {
          sha: { type: ['string', 'null'] },
          filename: { type: 'string' },
          status: { enum: ['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged'] },
          additions: { type: 'integer' },
          deletions: { type: 'integer' },
          changes: { type: 'integer' },
          blob_url: { type: 'string' },
          raw_url: { type: 'string' },
          contents_url: { type: 'string' },
          patch: { type: 'string' },
          previous_filename: { type: 'string' }
        }
      }
    }
  }
}

describe('the loopback compare answer', () => {
  it('has the shape of a commit-comparison; the pull JSON names head and base shas', async () => {
    const { world, pull, pr } = scene()
    const { gh } = await octokitOverLoopback(world)
    const old = pr().headSha
    const head = world.pushToPull(O, R, pull, { change: [FIX], diff: 'D2' })
    const answer = await (await fetch(`${gh.url}/repos/${O}/${R}/compare/${old}...${head}`)).json()
    const validate = new Ajv2020({ allErrors: true }).compile(COMPARISON)
    validate(answer)
    expect(validate.errors ?? []).toEqual([])
    expect(answer).toMatchObject({ merge_base_commit: { sha: old }, base_commit: { sha: old } })
    const two = await fetch(`${gh.url}/repos/${O}/${R}/compare/${old}..${head}`)
    expect(two.status).toBe(404)
    const json = (await (await fetch(`${gh.url}/repos/${O}/${R}/pulls/${pull}`)).json()) as {
      head: { sha: string }
      base: { sha: string; ref: string }
    }
    expect(json.head.sha).toBe(head)
    expect(json.base).toEqual({ sha: world.repo(O, R)!.git.branches.get('main'), ref: 'main' })
  })
})
