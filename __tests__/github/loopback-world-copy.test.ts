// copyWorld (support/loopback/world-copy.ts): the world e2e files copy for each test after playing the events
// their tests begin with once. A copy must answer as the original and share nothing a test could change.
import { describe, expect, it } from '@jest/globals'
import { GitObjects } from '../support/loopback/git-model.js'
import { LoopWorld } from '../support/loopback/world.js'
import { copyWorld } from '../support/loopback/world-copy.js'

function world(): LoopWorld {
  const w = new LoopWorld()
  w.createRepo('acme', 'widgets', { files: { 'README.md': '# widgets\n' } })
  const pull = w.createPull('acme', 'widgets', { diff: '', author: 'bob' })
  w.addComment('acme', 'widgets', pull, 'first', 'alice')
  return w
}

describe('copyWorld', () => {
  it('keeps the classes, the files, the comments, the ids and the clock', () => {
    const original = world()
    const copy = copyWorld(original)
    expect(copy).toBeInstanceOf(LoopWorld)
    expect(copy.repo('acme', 'widgets')!.git).toBeInstanceOf(GitObjects)
    expect(copy.readFile('acme', 'widgets', 'main', 'README.md')).toBe('# widgets\n')
    expect(copy.repo('acme', 'widgets')!.comments.map((c) => c.body)).toEqual(['first'])
    expect(copy.nextId('issue-comment')).toBe(original.nextId('issue-comment'))
    expect(copy.now()).toBe(original.now())
  })

  it('shares nothing: what the copy is given never shows in the original', () => {
    const original = world()
    const copy = copyWorld(original)
    copy.addComment('acme', 'widgets', 1, 'second', 'alice')
    copy.repo('acme', 'widgets')!.git.commitFiles('main', { 'README.md': 'changed\n' }, 'change')
    copy.repo('acme', 'widgets')!.issues.get(1)!.labels.push('loop:review')
    expect(original.repo('acme', 'widgets')!.comments.map((c) => c.body)).toEqual(['first'])
    expect(original.readFile('acme', 'widgets', 'main', 'README.md')).toBe('# widgets\n')
    expect(original.repo('acme', 'widgets')!.issues.get(1)!.labels).toEqual([])
  })
})
