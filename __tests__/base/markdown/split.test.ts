// Splitting long bodies: nothing lost, every part within the limit, fences balanced, astral-safe.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { fenceStates } from '../../../src/base/markdown/fences.js'
import { parseMarkers, SELF_MARKER } from '../../../src/base/marker/markers.js'
import { COMMENT_LIMIT, splitBody, splitPieces } from '../../../src/base/markdown/split.js'
import { renderCommentParts } from '../../../src/base/markdown/text.js'

/** The fence a part leaves open, as CommonMark reads it. */
const openAtEnd = (part: string) => fenceStates(part).at(-1) ?? null

function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

const line = fc.oneof(
  fc.constantFrom('```', '```ts', '~~~', '````', '````md', '  ```', '', '> quote', '- item'),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: fc.constantFrom('a', ' ', '😀', '𝔸', 'é'), minLength: 200, maxLength: 2500 })
)
const body = fc.array(line, { maxLength: 80 }).map((lines) => lines.join('\n'))

describe('splitPieces properties', () => {
  prop.prop([body, fc.integer({ min: 512, max: 3000 })], { numRuns: 200 })(
    'nothing is lost, every part fits, fences balance, surrogates stay paired',
    (content, budget) => {
      const pieces = splitPieces(content, budget)
      expect(pieces.map((p) => p.text).join('')).toBe(content)
      for (const piece of pieces) {
        const part = `${piece.reopen}${piece.text}${piece.close}`
        expect(part.length).toBeLessThanOrEqual(budget)
        expect(isWellFormed(part)).toBe(true)
        expect(openAtEnd(part)).toBeNull()
      }
    }
  )
})

describe('splitPieces: a part read alone', () => {
  it('a fence nested in a list item, which a part cut after the item starts reads as its own, is closed', () => {
    // Found by the property above (seed 380964546): the whole body reads the indented fence as the list
    // item's, but the second part starts after the item's first line and reads it as a top-level fence.
    const content = ['- item', 'a'.repeat(400), 'b'.repeat(300), '  ```', 'c'.repeat(100), '- item'].join(
      '\n'
    )
    const pieces = splitPieces(content, 512)
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.map((p) => p.text).join('')).toBe(content)
    for (const piece of pieces) {
      const part = `${piece.reopen}${piece.text}${piece.close}`
      expect(part.length).toBeLessThanOrEqual(512)
      expect(openAtEnd(part)).toBeNull()
    }
  })
})

describe('splitBody', () => {
  it('a short body is one part, unchanged', () => {
    expect(splitBody('hello\n```\ncode\n```', 1000)).toEqual(['hello\n```\ncode\n```'])
  })

  it('a cut inside a fence closes it and reopens it with the same info string', () => {
    const content = [
      'intro',
      '```ts',
      ...Array.from({ length: 200 }, (_, i) => `const x${i} = ${i}`),
      '```',
      'outro'
    ].join('\n')
    const parts = splitBody(content, 1024)
    expect(parts.length).toBeGreaterThan(2)
    expect(parts[0]!.endsWith('\n```')).toBe(true)
    expect(parts[1]!.startsWith('```ts\n')).toBe(true)
  })

  it('refuses a budget too small to hold fence lines', () => {
    expect(() => splitBody('x', 100)).toThrow(/too small/)
  })
})

describe('renderCommentParts', () => {
  it('a 300 KB critic output becomes numbered, self-marked parts within the limit', () => {
    const output = `\`\`\`diff\n${'+ added line with 😀\n'.repeat(15_000)}\`\`\`\nsummary`
    const parts = renderCommentParts(output, { kind: 'round', round: 1, critic: 'claude' })
    expect(output.length).toBeGreaterThan(300_000)
    expect(parts.length).toBeGreaterThan(4)
    parts.forEach((part, i) => {
      expect(part.length).toBeLessThanOrEqual(COMMENT_LIMIT)
      expect(part).toContain(SELF_MARKER)
      expect(part).toContain(`_Part ${i + 1} of ${parts.length}`)
      expect(parseMarkers(part)).toEqual([
        { kind: 'round', round: 1, critic: 'claude', part: { index: i + 1, total: parts.length } }
      ])
      expect(openAtEnd(part)).toBeNull()
    })
    expect(parts.at(-1)).toContain('summary')
  })

  it('a body that fits is one comment with no part numbering', () => {
    const [only, ...rest] = renderCommentParts('short', { kind: 'round', round: 2, critic: 'codex' })
    expect(rest).toEqual([])
    expect(only).not.toContain('Part 1')
    expect(parseMarkers(only!)).toEqual([{ kind: 'round', round: 2, critic: 'codex' }])
  })
})

describe('splitPieces on binary-ish text', () => {
  const unit = fc.oneof(
    fc.constantFrom('\ud800', '\udc00', '\u0000', '```', '~~~', '\n', '\r\n', '😀'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
  )
  prop.prop([fc.string({ unit, maxLength: 3000 }), fc.integer({ min: 512, max: 1500 })], { numRuns: 150 })(
    'lone surrogates and NULs never throw, never get lost, never overflow a part',
    (content, budget) => {
      const pieces = splitPieces(content, budget)
      expect(pieces.map((p) => p.text).join('')).toBe(content)
      for (const p of pieces)
        expect(p.reopen.length + p.text.length + p.close.length).toBeLessThanOrEqual(budget)
    }
  )
})
