// Comments and messages outside the docs that point into them still land: every `docs/<page>.md#<anchor>` named
// in src/, scripts/, .github/ and examples/ is a page with that heading, and every `README, "<section>"` names a
// section the README still has (the reference moved from the README to docs/, and pointers went stale).
import { describe, expect, test } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { headingsOf, readPage } from './markdown-pages.js'

const ROOTS = ['src', 'scripts', '.github', 'examples']
const FILES = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => `${root}/${file}`)
    .filter((file) => /\.(ts|mjs|cjs|js|ya?ml|sh|md)$/.test(file) && !file.includes('.generated.'))
)
const text = new Map(FILES.map((file) => [file, readFileSync(file, 'utf8')]))

const anchorsOf = (page: string) => headingsOf(readPage(page)).map((h) => h.anchor)

describe('pointers into the docs from code, scripts and workflows', () => {
  const pointers = FILES.flatMap((file) =>
    [...text.get(file)!.matchAll(/\bdocs\/([a-z-]+\.md)(?:#([a-z0-9_-]+))?/g)].map((m) => ({
      file,
      page: `docs/${m[1]}`,
      anchor: m[2]
    }))
  )

  test('name docs pages that exist, and headings those pages have', () => {
    expect(pointers.filter((p) => p.anchor !== undefined).length).toBeGreaterThanOrEqual(4)
    const broken = pointers.filter(
      ({ page, anchor }) => !existsSync(page) || (anchor !== undefined && !anchorsOf(page).includes(anchor))
    )
    expect(broken.map(({ file, page, anchor }) => `${file}: ${page}#${anchor ?? ''}`)).toEqual([])
  })

  test('name README sections the README still has', () => {
    const sections = headingsOf(readPage('README.md')).map((h) => h.text)
    const named = FILES.flatMap((file) =>
      [...text.get(file)!.matchAll(/\bREADME,? "([^"]+)"/g)].map((m) => ({ file, section: m[1]! }))
    )
    expect(named.length).toBeGreaterThan(0)
    expect(
      named.filter(({ section }) => !sections.includes(section)).map((n) => `${n.file}: ${n.section}`)
    ).toEqual([])
  })
})
