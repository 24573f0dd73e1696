// The loopback's git objects against a plain path -> content map: base_tree merges and deletions agree.
import { describe, expect } from '@jest/globals'
import { test, fc } from '@fast-check/jest'
import { GitObjects } from '../support/loopback/git-model.js'

function flatten(git: GitObjects, tree: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of git.trees.get(tree) ?? []) {
    const path = prefix + e.name
    if (e.type === 'tree') Object.assign(out, flatten(git, e.sha, `${path}/`))
    else out[path] = git.blobs.get(e.sha)!.toString('utf8')
  }
  return out
}

// Every path has three segments, so no path is both a file and a folder.
const path = fc.tuple(
  fc.constantFrom('a', 'b'),
  fc.constantFrom('x', 'y', 'z'),
  fc.constantFrom('1.json', '2.json')
)
const change = fc.record({
  path: path.map((p) => p.join('/')),
  content: fc.option(fc.string({ maxLength: 4 }))
})

describe('GitObjects', () => {
  test.prop([fc.array(fc.array(change, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 })], {
    numRuns: 200
  })('a chain of base_tree writes holds exactly what a path map holds', (batches) => {
    const git = new GitObjects()
    const model = new Map<string, string>()
    let tree: string | undefined
    for (const batch of batches) {
      const last = new Map(batch.map((c) => [c.path, c.content]))
      tree = git.createTree(
        [...last].map(([p, content]) =>
          content === null
            ? { path: p, mode: '100644', type: 'blob', sha: null }
            : { path: p, mode: '100644', type: 'blob', content }
        ),
        tree
      )
      for (const [p, content] of last) {
        if (content === null) model.delete(p)
        else model.set(p, content)
      }
    }
    expect(flatten(git, tree!)).toEqual(Object.fromEntries([...model].sort()))
  })

  test.prop([fc.string(), fc.string()])(
    'equal content gives equal trees; different content different ones',
    (x, y) => {
      const git = new GitObjects()
      const make = (s: string) => git.createTree([{ path: 'd/f', mode: '100644', type: 'blob', content: s }])
      expect(make(x) === make(y)).toBe(x === y)
    }
  )
})
