// A paginated REST list read with its pages after the first in flight together: the first answer's `Link`
// header names the last page (GitHub's `<…&page=30>; rel="last"`), so pages 2..last are known at once and asked
// for side by side, a few at a time (PAGES_AT_ONCE). Same request count as following `next` one page at a time
// (one request per page), but the wall time of a 3,000-file list is about eight round trips instead of thirty.
// The throttling plugin still spaces them: reads go through its global group (10 at once in plugin-throttling 11).

import { inPool } from '../base/shared/pool.js'

/**
 * Pages in flight at once. Each answer of a files list is about 350 KB of JSON, held as bytes, text and parsed
 * objects until it is read; 29 pages at once (bounded at 10 by the throttle) took prepare's peak for a 10 MB diff
 * about 5 MB higher than 4 at a time, while with 50 ms per answer 4 at a time still reads 3,000 files in about
 * 8 round trips instead of 30 (npm run bench: big-diff, parts).
 * @internal
 */
export const PAGES_AT_ONCE = 4

/** One answered page: its items and its `Link` header, when GitHub sent one. */
export interface Page<T> {
  items: readonly T[]
  link: string | undefined
}

/**
 * The targets of a `Link` header by relation (`next`, `last`, `prev`, `first`), per RFC 8288: comma-separated
 * `<uri>; param=value` entries, `rel` possibly quoted and holding several space-separated relations. Read by
 * hand, without a regular expression over the whole header: a URI may hold commas, so entries are cut at the
 * `>` that closes each `<`, never at commas.
 * @internal
 */
export function linkRelations(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  if (header === undefined) return out
  let at = 0
  while (at < header.length) {
    const open = header.indexOf('<', at)
    if (open < 0) break
    const close = header.indexOf('>', open + 1)
    if (close < 0) break
    const next = header.indexOf('<', close + 1)
    const params = header.slice(close + 1, next < 0 ? header.length : next)
    for (const rel of relsOf(params)) if (!out.has(rel)) out.set(rel, header.slice(open + 1, close))
    at = close + 1
  }
  return out
}

/** The relations named by the `rel` parameter of one entry's parameters (`; rel="next last", `). */
function relsOf(params: string): string[] {
  for (const raw of params.split(';')) {
    const eq = raw.indexOf('=')
    if (eq < 0 || raw.slice(0, eq).trim().toLowerCase() !== 'rel') continue
    const value = raw
      .slice(eq + 1)
      .replace(/,\s*$/, '')
      .trim()
    const unquoted = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
    return unquoted
      .split(/\s+/)
      .filter((r) => r !== '')
      .map((r) => r.toLowerCase())
  }
  return []
}

/** The `page` query parameter of a link target, when it is a whole number from 1 up. */
/** @internal */
export function pageNumberOf(target: string | undefined): number | undefined {
  if (target === undefined) return undefined
  let page: string | null
  try {
    page = new URL(target).searchParams.get('page')
  } catch {
    return undefined
  }
  if (page === null || !/^[1-9][0-9]{0,8}$/.test(page)) return undefined
  return Number(page)
}

/**
 * Every item of a paginated list, in the server's order. Page 1 first; when its `Link` names the last page,
 * pages 2..last (at most `maxPages`: a `Link` cannot make this ask for more) are asked for together; without a
 * `last` relation, `next` is followed one page at a time, as far as `maxPages`.
 */
export async function readAllPages<T>(
  read: (page: number) => Promise<Page<T>>,
  maxPages: number
): Promise<T[]> {
  const first = await read(1)
  const firstLinks = linkRelations(first.link)
  if (!firstLinks.has('next')) return [...first.items]
  const last = pageNumberOf(firstLinks.get('last'))
  if (last !== undefined) {
    const pages = Array.from({ length: Math.max(0, Math.min(last, maxPages) - 1) }, (_, i) => i + 2)
    const rest = await inPool(
      PAGES_AT_ONCE,
      pages.map((page) => () => read(page))
    )
    return [first, ...rest].flatMap((p) => p.items)
  }
  const all = [...first.items]
  let link = first.link
  for (let page = 2; page <= maxPages && linkRelations(link).has('next'); page++) {
    const answer = await read(page)
    all.push(...answer.items)
    link = answer.link
  }
  return all
}
