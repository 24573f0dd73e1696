// Whatever a critic writes, the comments built from it ping no one, carry one live marker (ours, at the end), and
// keep our own blocks ours: each fence we open closes where we close it, and our text after the critic's renders
// as Markdown. Read back through micromark's HTML (CommonMark), as GitHub renders the body.
import { expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { micromark } from 'micromark'
import { planFindings } from '../../../src/loop/placement/findings-plan.js'
import type { InlineTarget } from '../../../src/loop/placement/findings-input.js'
import { parseFindings } from '../../../src/base/findings/findings-parse.js'
import {
  parseMarkers,
  renderMarker,
  SELF_ATTRIBUTION,
  SELF_MARKER,
  type MarkerMeta
} from '../../../src/base/marker/markers.js'
import { criticCommentKey, renderCriticComment } from '../../../src/loop/render/round-comment.js'

const TOKENS = [
  '@alice',
  '`@alice',
  '@org/team',
  'mail a@b.example',
  '_x_@alice',
  '&#64;alice',
  '&commat;bob',
  '<!--',
  '-->',
  '<!-- the-loop:meta kind=round node=review round=1 critic=c -->',
  SELF_MARKER,
  '\n```\n',
  '\n~~~\n',
  '\n````js\n',
  '\n   ```\n',
  '```',
  '`',
  '<details>',
  '</details>',
  '<pre>',
  '</pre>',
  '<!-->',
  '\n<div>\n',
  "\n[x]: /u '\n",
  '\n    ```\n',
  '\n  - ```\n',
  '\r\n',
  '\n',
  '\n\n',
  '\n- ',
  '\n> ',
  '\n1. '
]

/** Critic text: arbitrary strings with the hostile pieces mixed in. */
const text = fc
  .array(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...TOKENS)), { maxLength: 30 })
  .map((parts) => parts.join(''))

/** Findings as a critic writes them, valid or not (an invalid one is kept in the answer as raw JSON). */
const finding = fc.record(
  {
    path: fc.constantFrom('src/a.ts', '../../x', 'src/b.ts'),
    line: fc.integer({ min: 1, max: 3 }),
    side: fc.constantFrom('RIGHT', 'LEFT'),
    severity: fc.constantFrom('high', 'low', 'bogus'),
    title: text,
    body: text,
    suggestion: text
  },
  { requiredKeys: ['path', 'line', 'severity', 'title', 'body'] }
)

const answer = fc
  .tuple(text, fc.option(fc.array(finding, { maxLength: 5 }), { nil: undefined }))
  .map(([prose, findings]) =>
    findings === undefined
      ? prose
      : `${prose}\n\n\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\`\n`
  )

const LIVE_MENTION = /(?:^|[^\w])@[A-Za-z0-9]/
const lineCount = (s: string) => (s === '' ? 0 : s.split('\n').length)

/** The text GitHub would scan for mentions: outside code blocks, each tag a break between words. */
function prose(html: string): string {
  return html.replace(/<pre>[\s\S]*?<\/pre>/g, ' ').replace(/<[^>]*>/g, ' ')
}

/** The line counts of the code blocks of these languages, in order. */
function blocks(html: string, languages: string): number[] {
  const re = new RegExp(`<pre><code class="language-(?:${languages})">([\\s\\S]*?)</code></pre>`, 'g')
  return [...html.matchAll(re)].map((m) => lineCount(m[1]!.replace(/\n$/, '')))
}

/**
 * Checks of every comment: no live mention where GitHub looks for one, its marker the one live one and last,
 * and our closing lines rendered as Markdown. Its HTML is returned for the checks of its blocks.
 */
function expectOurEnd(body: string, meta: MarkerMeta): string {
  expect(parseMarkers(body)).toEqual([meta])
  expect(body.endsWith(`${renderMarker(meta)}\n\n${SELF_ATTRIBUTION}\n${SELF_MARKER}\n`)).toBe(true)
  const html = micromark(body, { allowDangerousHtml: true })
  // Raw in the HTML, so hidden comments (not code, not text): ours alone.
  expect(html.match(/<!-- the-loop:/g)).toHaveLength(2)
  expect(html).toContain(`${renderMarker(meta)}`)
  expect(html).toContain('<em>the-loop, autonomous comment</em>')
  expect(prose(html)).not.toMatch(LIVE_MENTION)
  return html
}

const DIFF =
  'diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1,2 +1,3 @@\n a\n-b\n+B\n+c\n'

const target: InlineTarget = {
  ref: 'github:acme/widgets#1',
  number: 1,
  own: true,
  byDefault: true,
  diff: DIFF,
  head: 'c'.repeat(40),
  link: { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' }
}

const critic = { name: 'c', harness: 'h', model: 'm' }

prop.prop([answer], { numRuns: 150 })(
  'a round comment: no live mention, our marker alone and last, our blocks closed where we close them',
  (output) => {
    // No diff: every finding is listed in the round comment, with its suggestion block.
    const plan = planFindings({ output, critic, round: 1, targets: [], posted: () => new Map() })
    const parts = renderCriticComment(
      { ...critic, critic: 'c', ok: true, output: plan.text, appendix: plan.appendix, footer: 'exit 0' },
      { round: 1 }
    )
    expect(parts).toHaveLength(1)
    // Nothing of the critic's is left raw in a round comment, code included: no mention at all.
    expect(parts[0]).not.toMatch(LIVE_MENTION)
    const html = expectOurEnd(parts[0]!, criticCommentKey('c', 1))
    expect(html).toContain('<p><sub>exit 0</sub></p>')
    const parsed = parseFindings(output)
    // Each dropped finding's JSON in a block of its own line; each suggestion in one block of its lines.
    expect(blocks(html, 'json')).toEqual(parsed.dropped.filter((d) => d.raw).map(() => 1))
    const suggested = parsed.findings.flatMap((f) => (f.suggestion === undefined ? [] : [f.suggestion]))
    expect(blocks(html, 'suggestion|text')).toEqual(suggested.map((s) => lineCount(s.replace(/\r?\n$/, ''))))
    if (parsed.findings.length > 0)
      expect(html).toContain('<p><strong>Findings not posted on the diff:</strong></p>')
  }
)

prop.prop([fc.uniqueArray(finding, { minLength: 1, maxLength: 3, selector: (f) => f.line })], {
  numRuns: 150
})(
  'a finding on the diff: no live mention, its marker alone and last, its suggestion block closed where we close it',
  (findings) => {
    const output = `\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\`\n`
    const plan = planFindings({ output, critic, round: 1, targets: [target], posted: () => new Map() })
    const written = parseFindings(output).findings
    for (const comment of plan.reviews.flatMap((r) => r.comments)) {
      const meta = parseMarkers(comment.body)[0]!
      expect(meta).toMatchObject({ kind: 'finding', critic: 'c', round: 1 })
      const html = expectOurEnd(comment.body, meta)
      // One finding per line: the one this comment is on. Its suggestion is one block of its lines, or none.
      const { suggestion } = written.find((f) => f.line === comment.line)!
      expect(blocks(html, 'suggestion|text')).toEqual(
        suggestion === undefined ? [] : [lineCount(suggestion.replace(/\r?\n$/, ''))]
      )
    }
  }
)
