// Properties of parseBrief over generated briefs: a brief written in any label style and any list style (tight or
// loose, bullets wrapped or not) reads back as the same brief; quoted or fenced, it is no brief.
import { describe, expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { parseBrief, type Brief } from '../../../src/conversation/comments/brief.js'
import { SECTION_LABELS, type SectionKey } from '../../../src/conversation/comments/brief-labels.js'

/** Words that never spell a label by themselves, so a wrapped line is never read as one. */
const LABEL_WORDS = new Set(SECTION_LABELS.flatMap((l) => l.names.flatMap((n) => n.split(' '))))
const word = fc.stringMatching(/^[a-z]{1,8}$/).filter((w) => !LABEL_WORDS.has(w))
const item = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '))
const items = fc.array(item, { minLength: 1, maxLength: 4 })

const KEYS: SectionKey[] = ['questions', 'angles', 'validations', 'pullRequests']
/** Sections in any order, each at most once, at least one of them one that makes a brief. */
const sections = fc
  .shuffledSubarray(KEYS, { minLength: 1 })
  .filter((keys) => keys.some((k) => k !== 'pullRequests'))
  .chain((keys) => fc.tuple(...keys.map((k) => fc.tuple(fc.constant(k), items))))

const LABELS = ['plain', 'heading', 'closed-heading', 'bold', 'bold-colon', 'italic'] as const
const MARKERS = ['-', '*', '+', '1.', '1)', '- [ ]', '- [x]'] as const

interface Style {
  label: (typeof LABELS)[number]
  marker: (typeof MARKERS)[number]
  loose: boolean
  wrap: boolean
  /** A name each section is labelled by (an index into its names, wrapped). */
  alias: number
}
const style = fc.record({
  label: fc.constantFrom(...LABELS),
  marker: fc.constantFrom(...MARKERS),
  loose: fc.boolean(),
  wrap: fc.boolean(),
  alias: fc.nat(5)
})

function labelLine(key: SectionKey, s: Style): string {
  const names = SECTION_LABELS.find((l) => l.key === key)!.names
  const name = names[s.alias % names.length]!
  switch (s.label) {
    case 'plain':
      return `${name}:`
    case 'heading':
      return `## ${name}`
    case 'closed-heading':
      return `### ${name} ###`
    case 'bold':
      return `**${name}**`
    case 'bold-colon':
      return `**${name}:**`
    case 'italic':
      return `_${name}_`
  }
}

/** An item as written: one line, or its words wrapped onto an indented second line. */
function itemLines(text: string, s: Style, n: number): string[] {
  const marker = s.marker.startsWith('1') ? `${n + 1}${s.marker.slice(1)}` : s.marker
  const words = text.split(' ')
  if (!s.wrap || words.length < 2) return [`${marker} ${text}`]
  const cut = Math.ceil(words.length / 2)
  const indent = ' '.repeat(marker.replace(/ \[.\]$/, '').length + 1)
  return [`${marker} ${words.slice(0, cut).join(' ')}`, `${indent}${words.slice(cut).join(' ')}`]
}

function render(written: ReadonlyArray<readonly [SectionKey, string[]]>, s: Style): string {
  const gap = s.loose ? [''] : []
  return written
    .flatMap(([key, list]) => [
      labelLine(key, s),
      ...gap,
      ...list.flatMap((text, n) => [...itemLines(text, s, n), ...gap])
    ])
    .join('\n')
}

function expected(written: ReadonlyArray<readonly [SectionKey, string[]]>): Brief {
  const brief: Brief = { questions: [], angles: [], validations: [], pullRequests: [] }
  for (const [key, list] of written) brief[key] = [...list]
  return brief
}

describe('parseBrief over generated briefs', () => {
  prop.prop([sections, style], { numRuns: 300 })(
    'any layout reads back as the brief written',
    (written, s) => {
      expect(parseBrief(render(written, s))).toEqual(expected(written))
    }
  )

  prop.prop([sections, style, style], { numRuns: 100 })(
    'a parsed brief written again in another style parses to the same brief',
    (written, first, second) => {
      const parsed = parseBrief(render(written, first))!
      const again = KEYS.filter((k) => parsed[k].length > 0).map((k) => [k, parsed[k]] as const)
      expect(parseBrief(render(again, second))).toEqual(parsed)
    }
  )

  prop.prop([sections, style], { numRuns: 100 })('quoted or fenced, it is no brief', (written, s) => {
    const body = render(written, s)
    expect(parseBrief(body.replace(/^/gm, '> '))).toBeNull()
    expect(parseBrief(`\`\`\`\n${body}\n\`\`\``)).toBeNull()
    expect(parseBrief(`<details>\n\n${body}\n\n</details>`)).toBeNull()
  })

  prop.prop([fc.string({ unit: 'grapheme-ascii', maxLength: 300 })], { numRuns: 300 })(
    'never throws on Markdown punctuation soup',
    (body) => {
      expect(() => parseBrief(`Questions:\n${body}`)).not.toThrow()
    }
  )
})
