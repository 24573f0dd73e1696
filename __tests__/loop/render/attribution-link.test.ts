// A critic cannot turn our attribution into a link: a link reference definition in its output names the same
// label as our `**[harness/model]**`, and is read back as text, not as a definition.
import { describe, expect, it } from '@jest/globals'
import { micromark } from 'micromark'
import { renderCriticComment } from '../../../src/loop/render/round-comment.js'

describe('a link reference definition in critic output', () => {
  it('leaves our attribution plain bold text', () => {
    const [body] = renderCriticComment(
      {
        critic: 'claude',
        harness: 'claude',
        model: 'opus',
        ok: true,
        output: 'Looks fine.\n\n[claude/opus]: https://evil.example\n'
      },
      { round: 1 }
    )
    const html = micromark(body!)
    expect(html).toContain('<strong>[claude/opus]</strong>')
    expect(html).not.toContain('evil.example"')
  })
})
