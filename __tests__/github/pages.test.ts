// Reading a paginated list: the Link header read by hand, the last page taken off the first answer and the pages
// after it asked for together, `next` followed one at a time when no `last` is named, and a cap no Link passes.
import { describe, expect, it } from '@jest/globals'
import {
  linkRelations,
  pageNumberOf,
  PAGES_AT_ONCE,
  readAllPages,
  type Page
} from '../../src/github/pages.js'

const BASE = 'https://api.github.com/repositories/1300192/pulls/7/files'

/** GitHub's own example of a middle page's Link header (docs: using pagination in the REST API). */
const MIDDLE = [
  `<${BASE}?per_page=100&page=2>; rel="prev"`,
  `<${BASE}?per_page=100&page=4>; rel="next"`,
  `<${BASE}?per_page=100&page=30>; rel="last"`,
  `<${BASE}?per_page=100&page=1>; rel="first"`
].join(', ')

describe('linkRelations', () => {
  it('reads every relation of a GitHub Link header', () => {
    expect(Object.fromEntries(linkRelations(MIDDLE))).toEqual({
      prev: `${BASE}?per_page=100&page=2`,
      next: `${BASE}?per_page=100&page=4`,
      last: `${BASE}?per_page=100&page=30`,
      first: `${BASE}?per_page=100&page=1`
    })
  })

  it('keeps commas inside a URI, reads unquoted and multi-valued rel, and ignores other parameters', () => {
    const header = `<https://x.test/l?labels=a,b&page=2>; title="a, b"; rel=next, <https://x.test/l?page=9>; rel="last end"`
    const rels = linkRelations(header)
    expect(rels.get('next')).toBe('https://x.test/l?labels=a,b&page=2')
    expect(rels.get('last')).toBe('https://x.test/l?page=9')
    expect(rels.get('end')).toBe('https://x.test/l?page=9')
  })

  it('answers nothing for an absent, empty or broken header', () => {
    expect(linkRelations(undefined).size).toBe(0)
    expect(linkRelations('').size).toBe(0)
    expect(linkRelations('<https://x.test/?page=2; rel="next"').size).toBe(0)
    expect(linkRelations('https://x.test/?page=2; rel="next"').size).toBe(0)
  })
})

describe('pageNumberOf', () => {
  it('reads the page parameter when it is a whole number from 1', () => {
    expect(pageNumberOf(`${BASE}?per_page=100&page=30`)).toBe(30)
    expect(pageNumberOf(`${BASE}?page=0`)).toBeUndefined()
    expect(pageNumberOf(`${BASE}?page=-2`)).toBeUndefined()
    expect(pageNumberOf(`${BASE}?page=2.5`)).toBeUndefined()
    expect(pageNumberOf(`${BASE}?page=1e3`)).toBeUndefined()
    expect(pageNumberOf(BASE)).toBeUndefined()
    expect(pageNumberOf('not a url')).toBeUndefined()
    expect(pageNumberOf(undefined)).toBeUndefined()
  })
})

/** A list of `total` numbers served `per` a page, with GitHub's Link header (or only `next`), logging asks. */
function server(total: number, per: number, opts: { withLast?: boolean; lastSays?: number } = {}) {
  const last = Math.max(1, Math.ceil(total / per))
  const asked: number[] = []
  let inFlight = 0
  let mostInFlight = 0
  const read = async (page: number): Promise<Page<number>> => {
    asked.push(page)
    inFlight++
    mostInFlight = Math.max(mostInFlight, inFlight)
    await new Promise((r) => setTimeout(r, 5))
    inFlight--
    const items = Array.from({ length: total }, (_, i) => i).slice((page - 1) * per, page * per)
    const rels: string[] = []
    if (page < last) {
      rels.push(`<${BASE}?page=${page + 1}>; rel="next"`)
      if (opts.withLast !== false) rels.push(`<${BASE}?page=${opts.lastSays ?? last}>; rel="last"`)
    }
    return { items, link: rels.length > 0 ? rels.join(', ') : undefined }
  }
  return { read, asked, most: () => mostInFlight }
}

describe('readAllPages', () => {
  it('asks for pages 2..last, PAGES_AT_ONCE at a time, once page 1 names the last, keeping the order', async () => {
    const s = server(2950, 100)
    const all = await readAllPages(s.read, 30)
    expect(all).toEqual(Array.from({ length: 2950 }, (_, i) => i))
    expect(s.asked).toHaveLength(30)
    expect(s.asked[0]).toBe(1)
    expect([...s.asked].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    // Never more than the pool at once (memory: each page is held as bytes, text and objects), and the pool full.
    expect(PAGES_AT_ONCE).toBe(4)
    expect(s.most()).toBe(PAGES_AT_ONCE)
  })

  it('asks once for a list that fits one page', async () => {
    const s = server(40, 100)
    expect(await readAllPages(s.read, 30)).toHaveLength(40)
    expect(s.asked).toEqual([1])
  })

  it('follows next one page at a time when no last page is named', async () => {
    const s = server(250, 100, { withLast: false })
    expect(await readAllPages(s.read, 30)).toEqual(Array.from({ length: 250 }, (_, i) => i))
    expect(s.asked).toEqual([1, 2, 3])
    expect(s.most()).toBe(1)
  })

  it('never asks past maxPages, whatever the Link says', async () => {
    const named = server(100_000, 100, { lastSays: 1_000_000 })
    expect(await readAllPages(named.read, 30)).toHaveLength(3000)
    expect(named.asked).toHaveLength(30)
    const unnamed = server(100_000, 100, { withLast: false })
    expect(await readAllPages(unnamed.read, 5)).toHaveLength(500)
    expect(unnamed.asked).toEqual([1, 2, 3, 4, 5])
  })

  it('fails as a whole when one page fails', async () => {
    const s = server(500, 100)
    const failing = (page: number) =>
      page === 3 ? Promise.reject(new Error('page 3 refused')) : s.read(page)
    await expect(readAllPages(failing, 30)).rejects.toThrow('page 3 refused')
    // Pages 2..5 were in flight when page 3 failed; the pool started none of pages 6..30 after it.
    expect(Math.max(...s.asked)).toBeLessThanOrEqual(1 + PAGES_AT_ONCE)
  })
})
