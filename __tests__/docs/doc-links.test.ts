// README.md and docs/ hold together: every relative link reaches a file (and a heading, when it names one),
// every docs page opens with a table of contents that is its headings, and the README reaches every page.
import { describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { DOC_PAGES, headingsOf, hrefsOf, readPage } from './markdown-pages.js'

const DOCS = DOC_PAGES.filter((page) => page.startsWith('docs/'))

/** Where a relative link of `page` leads: the file from the repository root, and the anchor if any. */
function target(page: string, href: string): { file: string; anchor?: string } {
  const [path, anchor] = href.split('#', 2) as [string, string | undefined]
  return { file: path === '' ? page : normalize(join(dirname(page), path)), anchor }
}

const relative = (href: string) => !/^[a-z][a-z0-9+.-]*:/i.test(href)

test('there are docs pages, and each is linked from the README', () => {
  expect(DOCS.length).toBeGreaterThanOrEqual(10)
  const linked = hrefsOf(readPage('README.md'))
    .filter(relative)
    .map((href) => target('README.md', href).file)
  expect(DOCS.filter((page) => !linked.includes(page))).toEqual([])
})

describe.each(DOC_PAGES)('%s', (page) => {
  const text = readPage(page)
  const links = hrefsOf(text).filter(relative)

  test('every relative link reaches a file of the repository', () => {
    expect(links.filter((href) => !existsSync(target(page, href).file))).toEqual([])
  })

  test('every link to a heading of a Markdown page names one it has', () => {
    const broken = links.filter((href) => {
      const { file, anchor } = target(page, href)
      if (anchor === undefined || !file.endsWith('.md') || !existsSync(file)) return false
      return !headingsOf(readPage(file)).some((h) => h.anchor === anchor)
    })
    expect(broken).toEqual([])
  })

  test('every test file it names exists', () => {
    const named = [...text.matchAll(/`(__tests__\/[\w./-]+\.test\.ts)`/g)].map((m) => m[1]!)
    expect(named.filter((file) => !existsSync(file))).toEqual([])
  })
})

describe.each(DOCS)('%s opens with its table of contents', (page) => {
  const text = readPage(page)
  const lines = text.split('\n')

  test('one title, then the contents before the first section', () => {
    const headings = headingsOf(text)
    expect(headings[0]?.level).toBe(1)
    expect(headings.filter((h) => h.level === 1)).toHaveLength(1)
    const toc = lines.findIndex((line) => line.startsWith('- ['))
    const firstSection = lines.findIndex((line) => line.startsWith('## '))
    expect(toc).toBeGreaterThan(0)
    expect(toc).toBeLessThan(firstSection)
  })

  test('whose entries are its sections and subsections, in order, with their anchors', () => {
    const start = lines.findIndex((line) => line.startsWith('- ['))
    const end = lines.findIndex((line, i) => i > start && !/^( {2})*- \[/.test(line))
    const entries = lines.slice(start, end).map((line) => {
      const entry = /^((?: {2})*)- \[(.+)\]\(#([^)]+)\)$/.exec(line)
      return entry ? { level: entry[1]!.length / 2 + 2, text: entry[2]!, anchor: entry[3]! } : { line }
    })
    const sections = headingsOf(text).filter((h) => h.level === 2 || h.level === 3)
    expect(sections.length).toBeGreaterThan(1)
    expect(entries).toEqual(sections)
  })
})
