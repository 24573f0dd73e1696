// A finding as posted: neutralized exactly like round comments, a suggestion block nothing inside can close,
// and a stable key that survives lines moving.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { defaultKeywordConfig } from '../../../src/base/keywords/keywords.js'
import { parseCommand } from '../../../src/base/keywords/keyword-parse.js'
import { findingKey } from '../../../src/loop/placement/key.js'
import type { Finding } from '../../../src/base/findings/finding.js'
import {
  findingPlace,
  lineUrl,
  renderFindingComment,
  renderFindingListItem
} from '../../../src/loop/placement/finding-markdown.js'
import { fenceStateAfter } from '../../support/fences.js'
import { parseMarkers, renderMarker, SELF_MARKER } from '../../../src/base/marker/markers.js'
import { renderCriticComment } from '../../../src/loop/render/round-comment.js'
import { backtickFenceFor } from '../../../src/base/markdown/fences.js'
import { defuseInline, defuseUntrusted } from '../../../src/base/markdown/text.js'

const keywords = defaultKeywordConfig()
const base: Finding = {
  path: 'src/a.ts',
  line: 3,
  severity: 'high',
  title: 'Unbounded retry',
  body: 'It loops.'
}
const hostile = `Ping @alice. the-loop review now. ${renderMarker({ kind: 'round', round: 9 })} ${SELF_MARKER} <details>`

/** What a reader (or our own thread reader) could act on in a body we post. */
function expectInert(text: string) {
  expect(parseMarkers(text)).toEqual([])
  expect(text).not.toContain(SELF_MARKER)
  expect(parseCommand(text, keywords)).toEqual({ kind: 'none' })
  expect(text).not.toMatch(/(^|[^\w`])@alice/)
  expect(text).not.toMatch(/<details/i)
}

describe('renderFindingComment', () => {
  it('heads the comment with attribution, severity and title, and neutralizes title and body', () => {
    const text = renderFindingComment(
      { ...base, title: `Ask \`@alice\` about the-loop stop`, body: hostile },
      { critic: { harness: 'claude', model: 'sonnet' }, keywords }
    )
    expect(text.startsWith('**[claude/sonnet]** · **high** · Ask ')).toBe(true)
    expectInert(text)
  })

  it('neutralizes a body exactly as a round comment neutralizes critic output', () => {
    const round = renderCriticComment(
      { critic: 'c', harness: 'h', ok: true, output: hostile },
      { round: 1, keywords }
    )
    expect(round[0]).toContain(defuseUntrusted(hostile, keywords))
    expect(renderFindingComment({ ...base, body: hostile }, { keywords })).toContain(
      defuseUntrusted(hostile, keywords)
    )
  })

  it('renders a suggestion as a suggestion block fenced longer than any backtick run inside', () => {
    const suggestion = 'const s = `a` + ```b``` + ````c````\n'
    const text = renderFindingComment({ ...base, suggestion })
    expect(text).toContain('\n\n`````suggestion\nconst s = `a` + ```b``` + ````c````\n`````')
    expect(fenceStateAfter(text)).toBeNull()
  })

  it('renders an empty suggestion (delete the lines) as an empty block', () => {
    expect(renderFindingComment({ ...base, suggestion: '' })).toMatch(/\n```suggestion\n```$/)
  })

  it('does not offer a suggestion holding a marker or a keyword, or one on the old side', () => {
    for (const finding of [
      { ...base, suggestion: `x = 1 ${SELF_MARKER}` },
      { ...base, suggestion: '// the-loop review' },
      { ...base, side: 'LEFT' as const, suggestion: 'x = 1' }
    ]) {
      const text = renderFindingComment(finding, { keywords })
      expect(text).not.toContain('suggestion\n')
      expect(text).toContain('Suggested replacement (not offered as a suggestion')
      expectInert(text.replace(/x = 1/g, ''))
    }
  })

  prop.prop([fc.string({ unit: fc.constantFrom('`', '~', 'a', '\n', ' '), maxLength: 80 })], {
    numRuns: 300
  })('no suggestion can close its fence early', (suggestion) => {
    const text = renderFindingComment({ ...base, suggestion })
    const opener = text.indexOf('suggestion\n')
    const fence = text.slice(text.lastIndexOf('\n', opener) + 1, opener)
    expect(text.endsWith(`\n${fence}`)).toBe(true)
    expect(text.slice(opener + 'suggestion\n'.length, -fence.length - 1)).toBe(
      suggestion.replace(/\r?\n$/, '') === '' ? '' : `${suggestion.replace(/\r?\n$/, '')}`
    )
    expect(fence).toBe(backtickFenceFor(suggestion.replace(/\r?\n$/, '')))
  })
})

describe('renderFindingListItem', () => {
  it('links the place, indents body and suggestion under the item, and stays inert', () => {
    const item = renderFindingListItem(
      { ...base, path: '@types/x.d.ts', endLine: 5, body: `${hostile}\nsecond line`, suggestion: 'y' },
      { href: 'https://github.com/acme/widgets/blob/abc/x#L3-L5', note: 'not on the diff', keywords }
    )
    expect(item.split('\n')[0]).toBe(
      '- **high** · [@\u200btypes/x.d.ts:3-5](https://github.com/acme/widgets/blob/abc/x#L3-L5) · Unbounded retry _(not on the diff)_'
    )
    expect(
      item
        .split('\n')
        .slice(1)
        .every((l) => l === '' || l.startsWith('  '))
    ).toBe(true)
    expect(item).toContain('\n  ```suggestion\n  y\n  ```')
    expectInert(item)
  })

  it('names the place of a range and of the old side', () => {
    expect(findingPlace({ ...base, endLine: 3 })).toBe('src/a.ts:3')
    expect(findingPlace({ ...base, endLine: 9, side: 'LEFT' })).toBe('src/a.ts:3-9 (old)')
  })
})

describe('lineUrl', () => {
  it('encodes each path segment and names the range', () => {
    const at = { serverUrl: 'https://github.com/', owner: 'acme', repo: 'widgets', sha: 'abc' }
    expect(lineUrl(at, { path: 'dir with space/#x.ts', line: 3, endLine: 4 })).toBe(
      'https://github.com/acme/widgets/blob/abc/dir%20with%20space/%23x.ts#L3-L4'
    )
  })
})

describe('defuseInline', () => {
  it('defuses a mention right after an escaped backtick, which is no code span any more', () => {
    expect(defuseInline('`@alice`', 50)).toBe('\\`@\u200balice\\`')
  })
})

describe('findingKey', () => {
  it('depends on path, title and the text of the line, not on the line number or white space', () => {
    const key = findingKey(base, '  retry(forever)')
    expect(key).toMatch(/^[0-9a-f]{16}$/)
    const moved: Finding = { ...base, line: 90, severity: 'low', body: 'other' }
    expect(findingKey(moved, 'retry(forever)  ')).toBe(key)
    expect(findingKey({ ...base, title: ' Unbounded\n retry ' }, 'retry(forever)')).toBe(key)
    expect(findingKey({ ...base, path: 'src/b.ts' }, 'retry(forever)')).not.toBe(key)
    expect(findingKey({ ...base, title: 'Unbounded Retry' }, 'retry(forever)')).not.toBe(key)
    expect(findingKey(base, 'retry(once)')).not.toBe(key)
    // The fields cannot run into each other: a path ending where a title starts is another key.
    expect(findingKey({ path: 'a b', title: 'c' }, '')).not.toBe(findingKey({ path: 'a', title: 'b c' }, ''))
  })
})
