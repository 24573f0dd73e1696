// The .gitattributes that marks files generated or vendored is the default branch's, read with one contents
// request through the Octokit adapter over the loopback GitHub: a pull request whose own .gitattributes marks
// src/ generated (in its diff and on its head branch) changes nothing; a missing file marks nothing; a failed
// read is said, never thrown.
import { afterAll, describe, expect, it } from '@jest/globals'
import { LoopWorld } from '../../support/loopback/world.js'
import { closePortServers, octokitOverLoopback } from '../../support/port-makers.js'
import { defaultBranchLinguistMarks } from '../../support/gitattributes-marks.js'
import { readDefaultBranchGitattributes } from '../../../src/loop/pull/gitattributes-read.js'
import { generatedPaths } from '../../../src/loop/pull/gitattributes.js'
import { PermissionError } from '../../../src/github/permissions.js'

afterAll(closePortServers)

const DEFAULT_ATTRIBUTES = 'dist/** linguist-generated\nthird_party/** linguist-vendored\n'
const HOSTILE = 'src/** linguist-generated\n'

function world(files: Record<string, string>) {
  const w = new LoopWorld()
  w.createRepo('acme', 'widgets', { defaultBranch: 'trunk', files: { 'README.md': '# w\n', ...files } })
  return w
}

/** A pull request that marks src/ generated in its own .gitattributes: in its files list and on its head branch. */
function hostilePull(w: LoopWorld): { number: number; paths: string[] } {
  const files = [
    {
      filename: '.gitattributes',
      status: 'modified',
      additions: 1,
      deletions: 0,
      patch: `@@ -1,2 +1,3 @@\n+${HOSTILE}`
    },
    { filename: 'src/main.ts', status: 'modified', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-a\n+b' },
    {
      filename: 'dist/main.js',
      status: 'modified',
      additions: 1,
      deletions: 1,
      patch: '@@ -1 +1 @@\n-a\n+b'
    },
    { filename: 'third_party/lib.c', status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+x' }
  ]
  const number = w.createPull('acme', 'widgets', { files, headRef: 'feature' })
  w.putFiles('acme', 'widgets', { '.gitattributes': DEFAULT_ATTRIBUTES + HOSTILE }, 'feature')
  return { number, paths: files.map((f) => f.filename) }
}

describe("the default branch's .gitattributes", () => {
  it("ignores the pull request's own .gitattributes: one request, of the default branch", async () => {
    const w = world({ '.gitattributes': DEFAULT_ATTRIBUTES })
    const { paths } = hostilePull(w)
    const { port, gh } = await octokitOverLoopback(w)
    gh.resetRequests()
    const marks = await defaultBranchLinguistMarks(port, paths)
    expect(Object.fromEntries(marks.byPath)).toEqual({
      'dist/main.js': { generated: true },
      'third_party/lib.c': { vendored: true }
    })
    expect(marks.notes).toEqual([])
    expect(gh.requests.map((r) => [r.route, r.path])).toEqual([
      ['repos.getContent', '/repos/acme/widgets/contents/.gitattributes']
    ])
    // The head branch's file would have marked src/ generated: it is not the one read.
    const head = w.readFile('acme', 'widgets', 'feature', '.gitattributes')!
    expect(generatedPaths(head, paths).get('src/main.ts')).toBe('generated')
  })

  it('marks nothing when the default branch has no .gitattributes', async () => {
    const w = world({})
    const { paths } = hostilePull(w)
    const { port, gh } = await octokitOverLoopback(w)
    gh.resetRequests()
    expect(await readDefaultBranchGitattributes(port)).toEqual({ text: '' })
    expect(await defaultBranchLinguistMarks(port, paths)).toEqual({ byPath: new Map(), notes: [] })
    expect(gh.count('repos.getContent')).toBe(2)
  })

  it('says, without GitHub’s message, when the file could not be read', async () => {
    const w = world({ '.gitattributes': DEFAULT_ATTRIBUTES })
    const { port, gh } = await octokitOverLoopback(w)
    gh.faults.set({ outage: { route: 'repos.getContent', times: 10, status: 500 } })
    const read = await readDefaultBranchGitattributes(port)
    expect(read).toEqual({
      text: '',
      unread:
        'could not read .gitattributes from the default branch (GitHub answered HTTP 500): no file is taken as generated or vendored by it'
    })
    expect(await defaultBranchLinguistMarks(port, ['dist/a.js'])).toEqual({
      byPath: new Map(),
      notes: [read.unread]
    })
  })

  it('names the permission to grant when the token may not read contents; any other failure plainly', async () => {
    const failing = (error: Error) => ({ getFileText: () => Promise.reject(error) })
    const refused = await readDefaultBranchGitattributes(
      failing(new PermissionError('repos.getContent', '`contents: read`'))
    )
    expect(refused.unread).toMatch(
      /^could not read \.gitattributes from the default branch \(the workflow token lacks `contents: read`\)/
    )
    const broken = await readDefaultBranchGitattributes(failing(new Error('socket hang up <script>')))
    expect(broken).toEqual({ text: '', unread: expect.stringContaining('(the request failed)') })
    expect(broken.unread).not.toContain('socket')
  })
})
