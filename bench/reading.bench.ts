// Benchmark: the comment reader (src/base/reading/) and the classifiers on it: one 64 KiB comment read, a
// brief of 10,000 bullets, a 64 KiB reply's done check, the slowest 64 KiB inputs found among hostile shapes
// (nesting, delimiters, brackets, lists, lines), and a 3,000-comment thread through the reader and through
// parseBrief and declaresDone (which skip the parse when a comment holds no section or done word).
import { readComment } from '../src/base/reading/comment.js'
import { MAX_READ_CHARS } from '../src/base/reading/parse.js'
import { parseBrief } from '../src/conversation/comments/brief.js'
import { declaresDone } from '../src/conversation/comments/reply-reading.js'
import { median, timeRuns, type BenchRow } from './table.js'

const AREA = 'reading'
const fmt = (ms: number) => `${ms.toFixed(1)} ms`

/** `unit` repeated to exactly `size` characters. */
function fill(unit: string, size = MAX_READ_CHARS): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size)
}

/** A comment as reviewers write them, repeated to 64 KiB: a heading, prose, a quote, a list, code, a table. */
const TYPICAL = fill(
  [
    '## What I checked',
    'The cache keys look stable, but the **retry path** re-reads `config.json` on every call; see [the docs](https://example.com/docs).',
    '> this looks good to me',
    '- is the lock held across the await?',
    '  it was not in the last version',
    '1. run the unit tests',
    '```ts',
    'const x = await load()',
    '```',
    '| case | result |',
    '|---|---|',
    '| cold | ok |',
    '',
    ''
  ].join('\n')
)

/** Shapes that are slow for a Markdown parser, each 64 KiB: the slowest are reported. */
const HOSTILE: Record<string, string> = {
  '65,536 nested quotes (`>>>…`)': '>'.repeat(MAX_READ_CHARS),
  'nested ordered lists on one line (`1. 1. …`)': fill('1. '),
  'quote and list alternating (`> - > - …`)': fill('> - '),
  'mixed emphasis delimiters (`_a*_a*…`)': fill('_a*'),
  'unclosed strong (`**a **a …`)': fill('**a '),
  'setext underlines (`a\\n=\\n…`)': fill('a\n=\n'),
  'unclosed links (`[a](…`)': fill('[a]('),
  'open brackets (`[[[…`)': '['.repeat(MAX_READ_CHARS),
  'backtick runs': fill('` `` ``` '),
  'unclosed HTML tags (`<a <a …`)': fill('<a '),
  'a table 32,000 columns wide': `${fill('|a', MAX_READ_CHARS / 2)}\n${fill('|-', MAX_READ_CHARS / 2 - 2)}`,
  'bullets (`- item`)': fill('- item\n'),
  'task items (`- [ ] t`)': fill('- [ ] t\n'),
  'bullets with lazy lines (`- a\\nb`)': fill('- a\nb\n'),
  'one-word lines (one paragraph of 32,768 lines)': fill('w\n'),
  'ATX headings': fill('# h\n'),
  'link definitions': fill('[a]: b\n'),
  'footnote definitions': fill('[^a]: b\n'),
  'www autolinks': fill('www.a.bc '),
  'unclosed fences': fill('```\n'),
  'every delimiter (`*_~`[<!`)': fill('*_~`[<!'),
  'lists nested 250 deep by indentation': Array.from({ length: 250 }, (_, i) => `${' '.repeat(i * 2)}- x`)
    .join('\n')
    .slice(0, MAX_READ_CHARS)
}

/** A thread of 3,000 comments, 200 B to 4 KiB: one in ten names a section, one in ten says a done word. */
function thread(): string[] {
  return Array.from({ length: 3000 }, (_, i) => {
    const size = 200 + ((i * 7919) % 3900)
    if (i % 10 === 0) return fill('Questions:\n- is the lock held across the await?\n', size)
    if (i % 10 === 5) return fill('> looks good\n\nplease also check the negative sizes.\n\n', size)
    return fill('The retry path re-reads `config.json`; I would cache it. See the second hunk.\n\n', size)
  })
}

async function timed(runs: number, fn: () => unknown): Promise<number> {
  return median(await timeRuns(runs, fn))
}

export async function rows(): Promise<BenchRow[]> {
  const out: BenchRow[] = []
  out.push({
    area: AREA,
    what: 'readComment, 64 KiB comment',
    value: fmt(await timed(5, () => readComment(TYPICAL))),
    note: 'headings, prose, quotes, lists, code and tables repeated; median of 5'
  })
  const bullets = `Questions:\n${Array.from({ length: 10_000 }, (_, i) => `- item ${i}`).join('\n')}`
  out.push({
    area: AREA,
    what: 'parseBrief, 10,000 bullets',
    value: fmt(await timed(3, () => parseBrief(bullets))),
    note: `${bullets.length} characters, read to the first ${MAX_READ_CHARS}; median of 3`
  })
  const reply = fill('> this looks good\n\nbut the negative sizes still crash; please look again.\n\n')
  out.push({
    area: AREA,
    what: 'declaresDone, 64 KiB reply',
    value: fmt(await timed(5, () => declaresDone(reply))),
    note: 'a quoted "looks good" in every paragraph, so it parses; median of 5'
  })
  const hostile: Array<[string, number]> = []
  for (const [name, body] of Object.entries(HOSTILE))
    hostile.push([name, await timed(2, () => readComment(body))])
  hostile.sort((a, b) => b[1] - a[1])
  for (const [name, ms] of hostile.slice(0, 3))
    out.push({
      area: AREA,
      what: `slowest 64 KiB: ${name}`,
      value: fmt(ms),
      note: `of ${hostile.length} shapes`
    })
  const comments = thread()
  const chars = comments.reduce((n, c) => n + c.length, 0)
  const note = `3,000 comments, ${(chars / 1024).toFixed(0)} KiB; median of 3`
  out.push(
    {
      area: AREA,
      what: '3,000-comment thread, readComment each',
      value: fmt(await timed(3, () => comments.forEach((c) => readComment(c)))),
      note
    },
    {
      area: AREA,
      what: '3,000-comment thread, parseBrief each',
      value: fmt(await timed(3, () => comments.forEach((c) => parseBrief(c)))),
      note: `${note}; a comment with no section word is not parsed`
    },
    {
      area: AREA,
      what: '3,000-comment thread, declaresDone each',
      value: fmt(await timed(3, () => comments.forEach((c) => declaresDone(c)))),
      note: `${note}; a comment with no done word is not parsed`
    }
  )
  return out
}
