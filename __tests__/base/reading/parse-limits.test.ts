// The parser's budget: a comment nested past any a person writes is not read, and past a count of emphasis,
// setext underlines or brackets that construct is left out (its characters read as text), so no comment costs the
// parser seconds.
import { describe, expect, it } from '@jest/globals'
import {
  disabledConstructs,
  isTooNested,
  MAX_BRACKETS,
  MAX_CONTAINER_WORK,
  MAX_EMPHASIS_RUNS,
  MAX_NESTING,
  MAX_SETEXT_UNDERLINES
} from '../../../src/base/reading/parse-limits.js'
import { parseMarkdown } from '../../../src/base/reading/parse.js'
import { readableText, readComment } from '../../../src/base/reading/comment.js'

const lineStarts = (text: string) => parseMarkdown(text).lineStarts
const nested = (text: string) => isTooNested(text, lineStarts(text))
const disabled = (text: string) => disabledConstructs(text, lineStarts(text))

describe('isTooNested', () => {
  it('counts the quote and list markers a line starts with, up to MAX_NESTING; indentation is none', () => {
    expect(nested(`${'> '.repeat(MAX_NESTING)}x`)).toBe(false)
    expect(nested(`${'> '.repeat(MAX_NESTING + 1)}x`)).toBe(true)
    expect(nested(`${'1. '.repeat(MAX_NESTING + 1)}x`)).toBe(true)
    expect(nested(`${'>'.repeat(MAX_NESTING + 1)}`)).toBe(true)
    expect(nested(`${' '.repeat(200)}- ${'  - '.repeat(MAX_NESTING - 1)}x`)).toBe(false)
    expect(nested(`\`\`\`\n${' '.repeat(500)}deeply indented code\n\`\`\``)).toBe(false)
    // Not markers: a word, a number with no dot, a dash glued to a word.
    expect(nested(`${'-x '.repeat(100)}\n${'12 '.repeat(100)}`)).toBe(false)
  })

  it('adds the lines up to MAX_CONTAINER_WORK', () => {
    const lines = (n: number) => Array.from({ length: n }, () => '> > > > x').join('\n')
    expect(nested(lines(MAX_CONTAINER_WORK / 4))).toBe(false)
    expect(nested(lines(MAX_CONTAINER_WORK / 4 + 1))).toBe(true)
  })
})

describe('disabledConstructs', () => {
  it('leaves everything in for an ordinary comment', () => {
    expect(disabled('**Questions:** is it [safe](https://x.y)?\n\nA heading\n===\n- a\n- b')).toEqual([])
  })

  it('leaves out emphasis past MAX_EMPHASIS_RUNS runs of * or _', () => {
    expect(disabled('*a '.repeat(MAX_EMPHASIS_RUNS))).toEqual([])
    expect(disabled('*a '.repeat(MAX_EMPHASIS_RUNS + 1))).toEqual(['attention'])
    // A run is counted once, whatever its length.
    expect(disabled(`${'**a** '.repeat(MAX_EMPHASIS_RUNS / 2)}`)).toEqual([])
  })

  it('leaves out setext headings past MAX_SETEXT_UNDERLINES underlines', () => {
    expect(disabled('a\n===\n'.repeat(MAX_SETEXT_UNDERLINES))).toEqual([])
    expect(disabled('a\n---\n'.repeat(MAX_SETEXT_UNDERLINES + 1))).toEqual(['setextUnderline'])
  })

  it('leaves out links, images, definitions and footnotes past MAX_BRACKETS brackets', () => {
    expect(disabled('['.repeat(MAX_BRACKETS))).toEqual([])
    expect(disabled('['.repeat(MAX_BRACKETS + 1))).toEqual([
      'labelStartLink',
      'labelStartImage',
      'labelEnd',
      'definition',
      'gfmFootnoteDefinition',
      'gfmFootnoteCall',
      'gfmPotentialFootnoteCall'
    ])
  })
})

describe('the reader within its budget', () => {
  it('reads nothing of a comment nested past the budget, and says so', () => {
    expect(readComment(`lgtm\n\n${'>'.repeat(60_000)}`)).toEqual({
      blocks: [],
      setApart: { code: [], quotes: 0, html: 0, tables: 0 },
      truncated: false,
      unreadable: true
    })
  })

  it('reads emphasis as its characters once it is left out, and still reads the words', () => {
    const body = `**Questions:** is it safe?\n\n${'_a* '.repeat(MAX_EMPHASIS_RUNS)}`
    const read = readComment(body)
    expect(read.unreadable).toBe(false)
    expect(read.blocks[0]).toEqual({
      kind: 'paragraph',
      lines: [{ source: '**Questions:** is it safe?', text: '**Questions:** is it safe?' }]
    })
    expect(readableText(read)).toContain('_a* _a*')
  })
})
