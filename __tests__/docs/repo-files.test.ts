// The files an adopter checks first agree with package.json: license, changelog, Dependabot, .gitattributes.
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
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

interface DependabotUpdate {
  'package-ecosystem': string
  directory: string
  schedule: { interval: string }
  cooldown?: Record<string, unknown>
}
const dependabot = parse(read('.github/dependabot.yml')) as { updates: DependabotUpdate[] }

test('Dependabot updates npm, the pinned agent CLIs and the workflow actions weekly', () => {
  const watched = dependabot.updates.map((u) => `${u['package-ecosystem']} ${u.directory}`).sort()
  expect(watched).toEqual(['github-actions /', 'npm /', 'npm /__tests__/real-clis'])
  for (const update of dependabot.updates) expect(update.schedule).toEqual({ interval: 'weekly' })
})

test('every Dependabot update waits a cooldown of whole days (1 to 90, as GitHub accepts), the same for all', () => {
  // github-actions accepts default-days only (no semver-*-days), so every entry says exactly that.
  const cooldowns = dependabot.updates.map((u) => [`${u['package-ecosystem']} ${u.directory}`, u.cooldown])
  const days = dependabot.updates[0]?.cooldown?.['default-days']
  expect(Number.isInteger(days) && (days as number) >= 1 && (days as number) <= 90).toBe(true)
  expect(cooldowns).toEqual(cooldowns.map(([name]) => [name, { 'default-days': days }]))
})

test('.gitattributes hides the bundle from diffs and language statistics', () => {
  expect(read('.gitattributes')).toMatch(/^dist\/\*\* linguist-generated=true -diff$/m)
})

/** README.md, docs/ and examples/: the files that name the action in a `uses:`, as the release script walks them. */
const referring = ['README.md', 'docs', 'examples'].flatMap((root) =>
  root.endsWith('.md')
    ? [root]
    : readdirSync(root, { recursive: true, encoding: 'utf8' })
        .map((f) => `${root}/${f}`)
        .filter((file) => /\.(ya?ml|md)$/.test(file))
)

test('every reference to the action names OWNER/REPO at a full commit SHA or the current major tag', () => {
  const major = pkg.version.split('.')[0]
  const refs = referring.flatMap((file) =>
    [...read(file).matchAll(/OWNER\/REPO(?:\/critic|\/review)?@[^\s`'")\]]*/g)].map((m) => `${file}: ${m[0]}`)
  )
  expect(refs.length).toBeGreaterThanOrEqual(5)
  expect(refs.filter((ref) => !ref.endsWith(`@v${major}`) && !/@[0-9a-f]{40}$/.test(ref))).toEqual([])
  // No other name for it: the placeholder the README defines is the only one.
  const others = referring.filter((file) => /the-loop-action[@/]|OWNER\/(?!REPO\b)/.test(read(file)))
  expect(others).toEqual([])
})

test('no uses: line of the pages or examples names a tag: a new major renames only prose', () => {
  const uses = referring.flatMap((file) =>
    [...read(file).matchAll(/uses: *(OWNER\/REPO\S*)/g)].map((m) => `${file}: ${m[1]!}`)
  )
  expect(uses.length).toBeGreaterThanOrEqual(5)
  expect(uses.filter((ref) => !/@[0-9a-f]{40}$/.test(ref))).toEqual([])
})

test('the example workflows pin a commit SHA: no release is tagged yet to name', () => {
  const uses = readdirSync('examples/workflows').flatMap((name) =>
    [...read(`examples/workflows/${name}`).matchAll(/uses: (OWNER\/REPO\S*)/g)].map((m) => m[1]!)
  )
  expect(uses.length).toBeGreaterThanOrEqual(3)
  for (const ref of uses) expect(ref).toMatch(/@[0-9a-f]{40}$/)
})

test('docs/versions-and-releases.md explains versions and releases, and package.json has the release script', () => {
  const page = read('docs/versions-and-releases.md')
  expect(page.startsWith('# Versions and releases\n')).toBe(true)
  expect(page).toContain('npm run release -- X.Y.Z')
  expect(page).toContain(`OWNER/REPO@v${pkg.version.split('.')[0]}`)
  expect(JSON.parse(read('package.json')).scripts.release).toBe('node scripts/release.mjs')
})
