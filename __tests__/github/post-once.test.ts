// postOnce: a marked comment is posted once, found again by its marker, and never confused with a user's quote.
import { describe, expect, it } from '@jest/globals'
import { createFakePort } from '../support/fake-port.js'
import { postOnce } from '../../src/github/post-once.js'

const marker = '<!-- the-loop:round node=review round=1 -->'
const isOwn = (c: { author: string }) => c.author === 'github-actions[bot]'

describe('postOnce', () => {
  it('posts once, then finds the comment again, updating it only when the body changed', async () => {
    const port = createFakePort()
    const n = port.world.createIssue('acme', 'widgets')
    port.world.addComment('acme', 'widgets', n, `quoting ${marker}`, 'mallory')
    const first = await postOnce(port, n, marker, `Round 1 ${marker}`, isOwn)
    const again = await postOnce(port, n, marker, `Round 1 ${marker}`, isOwn)
    const edited = await postOnce(port, n, marker, `Round 1, edited ${marker}`, isOwn)
    expect([first.created, again.created, edited.created]).toEqual([true, false, false])
    expect(again.comment.id).toBe(first.comment.id)
    expect(port.calls.filter((c) => c === 'createComment')).toHaveLength(1)
    expect(port.calls.filter((c) => c === 'updateComment')).toHaveLength(1)
    expect((await port.listComments(n)).map((c) => c.body)).toEqual([
      `quoting ${marker}`,
      `Round 1, edited ${marker}`
    ])
  })

  it('refuses a body that does not carry its marker, since it could never be found again', async () => {
    const port = createFakePort()
    const n = port.world.createIssue('acme', 'widgets')
    await expect(postOnce(port, n, marker, 'no marker here', isOwn)).rejects.toThrow(
      /must carry its own marker/
    )
  })
})
