// The files an adopter checks first agree with package.json: license, changelog, Dependabot, .gitattributes.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string; license: string }
const read = (path: string) => readFileSync(path, 'utf8')

describe('LICENSE and CHANGELOG.md', () => {
  test('the license file is the license package.json names', () => {
    expect(pkg.license).toBe('MIT')
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the-loop contributors\n/)
  })

  test('the changelog has an Unreleased section and an entry for the current version', () => {
    const changelog = read('CHANGELOG.md')
    const headings = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)]
    expect(headings[0]?.[1]).toBe('Unreleased')
    const current = headings.find((h) => h[1] === pkg.version)
    expect(current?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // Every version heading has its link reference, as Keep a Changelog writes them.
    for (const [, name] of headings) expect(changelog).toContain(`\n[${name}]: `)
  })
})

test('Dependabot updates npm and the workflow actions weekly', () => {
  const config = parse(read('.github/dependabot.yml')) as {
    updates: Array<{ 'package-ecosystem': string; directory: string; schedule: { interval: string } }>
  }
  const byKind = Object.fromEntries(config.updates.map((u) => [u['package-ecosystem'], u]))
  expect(Object.keys(byKind).sort()).toEqual(['github-actions', 'npm'])
  for (const update of config.updates) {
    expect(update).toMatchObject({ directory: '/', schedule: { interval: 'weekly' } })
  }
})

test('.gitattributes hides the bundle from diffs and language statistics', () => {
  expect(read('.gitattributes')).toMatch(/^dist\/\*\* linguist-generated=true -diff$/m)
})
