// The pages that show `npm run demo`'s output show what it prints: the demo runs once (the main action built
// from this source, as __tests__/demo.test.ts plays it) and each excerpt must be found in its output, line for
// line, `…` marking what the page leaves out (excerpt-match.ts). The demo prints the same bytes on every run and
// machine (fixed commit dates, the action's clock fixed: scripts/demo.ts), so nothing here depends on timing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { excerptAfter, excerptMismatch, type Excerpt } from './excerpt-match.js'

/** Each page's excerpt of the demo, found by the sentence that introduces it. */
const PAGES = [
  { file: 'README.md', anchor: 'as `npm run demo` prints them' },
  { file: 'docs/development.md', anchor: 'An excerpt of what it prints' }
]

let action: ActionDir
let printed = ''
beforeAll(async () => {
  action = await buildActionDir(['main'])
  const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/demo.ts'], {
    env: { ...process.env, THE_LOOP_DEMO_ACTION: action.root, NODE_OPTIONS: '' },
    maxBuffer: 16 * 1024 * 1024
  })
  printed = stdout
}, 120_000)
afterAll(async () => action?.remove())

describe('the demo output the pages quote', () => {
  it.each(PAGES)('$file quotes what the demo printed', ({ file, anchor }) => {
    const excerpt = excerptAfter(file, readFileSync(file, 'utf8'), anchor)
    expect(excerpt).toBeDefined()
    expect(excerptMismatch(excerpt!, printed)).toBeUndefined()
  })
})

describe('an excerpt that is not what the demo printed', () => {
  const page = (file: string, anchor: string): Excerpt =>
    excerptAfter(file, readFileSync(file, 'utf8'), anchor)!

  it('fails on a changed request count, naming the page line', () => {
    const excerpt = page('docs/development.md', 'An excerpt of what it prints')
    const at = excerpt.lines.findIndex((l) => /2\. issue_comment by @alice .* API requests$/.test(l))
    const lines = [...excerpt.lines]
    lines[at] = lines[at]!.replace(/\d+ API requests$/, '99 API requests')
    expect(excerptMismatch({ ...excerpt, lines }, printed)).toMatch(
      new RegExp(
        `^docs/development\\.md:${excerpt.line + at}: ".*99 API requests" differs from what the demo printed there: ".*\\d+ API requests"$`
      )
    )
  })

  it('fails on a changed head sha or time, naming the page line', () => {
    const excerpt = page('README.md', 'as `npm run demo` prints them')
    const at = excerpt.lines.findIndex((l) => l.includes('· head [`'))
    const lines = [...excerpt.lines]
    lines[at] = lines[at]!.replace(/head \[`[0-9a-f]{7}`\]/, 'head [`f53226b`]')
    expect(excerptMismatch({ ...excerpt, lines }, printed)).toMatch(
      new RegExp(`^README\\.md:${excerpt.line + at}: `)
    )
    const timed = [...excerpt.lines]
    timed[0] = timed[0]!.replace(/T00:00:\d\dZ/, 'T00:00:59Z')
    expect(excerptMismatch({ ...excerpt, lines: timed }, printed)).toMatch(/^README\.md:\d+: .*T00:00:59Z/)
  })

  it('fails on lines printed apart that it shows together, and holds with a `…` line between them', () => {
    const excerpt = {
      file: 'x.md',
      line: 1,
      lines: ['Labels on the pull request', 'Runs (event → node, API requests)']
    }
    expect(excerptMismatch(excerpt, printed)).toMatch(/^x\.md:2: /)
    const gapped = { ...excerpt, lines: [excerpt.lines[0]!, '…', excerpt.lines[1]!] }
    expect(excerptMismatch(gapped, printed)).toBeUndefined()
  })
})
