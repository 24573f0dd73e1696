// docs/security-model.md backs every claim with a test: each bullet outside "What it does not stop" names one,
// and every test it names exists: a file, a `test_…` case, a quoted title after its file.
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { headingsOf, readPage, sectionOf } from './markdown-pages.js'

const page = readPage('docs/security-model.md')
const LIMITS = 'What it does not stop'

/** Every test file under __tests__/, by path. */
const testFiles = readdirSync('__tests__', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('__tests__', file))
const flat = (text: string) => text.replace(/\s+/g, ' ')
const sourceOf = new Map(testFiles.map((file) => [file, flat(readFileSync(file, 'utf8'))]))

/** The top-level bullets of a section, each with its continuation lines, whitespace flattened. */
function bulletsOf(section: string): string[] {
  return section
    .split(/^(?=- )/m)
    .filter((part) => part.startsWith('- '))
    .map(flat)
}

/** A test file a bullet names: a path under __tests__/, or a bare file name that exists under it. */
function resolveTestFile(name: string): string | undefined {
  if (name.startsWith('__tests__/')) return sourceOf.has(name) ? name : undefined
  return testFiles.find((file) => basename(file) === basename(name))
}

const TEST_FILE = /`((?:__tests__\/)?[\w./-]+\.test\.ts)`/g
const CASE = /\btest_\w+/g

const claimSections = headingsOf(page)
  .filter((h) => h.level === 2 && h.text !== LIMITS)
  .map((h) => h.text)
const claims = claimSections.flatMap((heading) =>
  bulletsOf(sectionOf(page, heading)).map((bullet) => ({ heading, bullet }))
)

describe('docs/security-model.md', () => {
  test('keeps its limits apart, and has claims to check', () => {
    expect(headingsOf(page).map((h) => h.text)).toContain(LIMITS)
    expect(claims.length).toBeGreaterThan(15)
  })

  test('every claim names a test', () => {
    const bare = claims.filter(({ bullet }) => !bullet.match(TEST_FILE) && !bullet.match(CASE))
    expect(bare.map(({ heading, bullet }) => `${heading}: ${bullet.slice(0, 80)}`)).toEqual([])
  })

  test('every test file it names exists', () => {
    const named = [...flat(page).matchAll(TEST_FILE)].map((m) => m[1]!)
    expect(named.length).toBeGreaterThan(20)
    expect(named.filter((name) => resolveTestFile(name) === undefined)).toEqual([])
  })

  test('every test_… case it names is a case of some test file', () => {
    const cases = [...new Set(flat(page).match(CASE) ?? [])]
    expect(cases.length).toBeGreaterThan(5)
    const all = [...sourceOf.values()].join('\n')
    expect(cases.filter((name) => !new RegExp(`\\b${name}\\b`).test(all))).toEqual([])
  })

  test('every title quoted right after a test file is a test of that file ("…" ends a prefix)', () => {
    const cited = /`((?:__tests__\/)?[\w./-]+\.test\.ts)`(?:[,:]| \(|,? and)?\s*((?:"[^"]+"(?:,\s*)?)+)/g
    const checked = [...flat(page).matchAll(cited)].flatMap((m) =>
      [...m[2]!.matchAll(/"([^"]+)"/g)].map((t) => ({ file: resolveTestFile(m[1]!), title: t[1]! }))
    )
    expect(checked.length).toBeGreaterThan(5)
    const missing = checked.filter(({ file, title }) => {
      const source = file ? sourceOf.get(file)! : ''
      return !source.includes(title.endsWith(' …') ? title.slice(0, -2) : title)
    })
    expect(missing).toEqual([])
  })
})
