// What each critic's prompt held of a round's diff, as the ledger records it: a critic on the shared prompt saw
// the whole diff; a split critic its parts' counts (not whole when maxParts left files out, or a budget held no
// diff); at publish a critic any of whose runs failed is not whole.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { newEnvelope, type Envelope } from '../../../src/critics/harness/envelope.js'
import { renderRoundPrompt } from '../../../src/loop/prompt/round-prompt.js'
import { splitForCritics } from '../../../src/loop/parts/critic-split.js'
import {
  authorShortfalls,
  coverageAfterRuns,
  plannedCoverage,
  unseenSection
} from '../../../src/loop/parts/round-coverage.js'
import { addedFile, roundInput } from '../../support/round-input.js'

const diff = ['src/a.ts', 'src/b.ts', 'lib/c.ts', 'lib/d.ts'].map((p) => addedFile(p, 40)).join('')
const input = roundInput(diff, 'ok?')
const shared = renderRoundPrompt(input)
const ALL = { files: { seen: 4, total: 4 }, hunks: { seen: 4, total: 4 } }

function planOf(critics: ReturnType<typeof makeCritic>[]) {
  const split = splitForCritics(input, shared, critics)?.byCritic
  return {
    critics,
    prompt: shared,
    ...(split ? { split } : {}),
    coverage: plannedCoverage(input, critics, split)
  }
}
const ok = (critic: string, part?: number): Envelope => ({
  ...newEnvelope(makeCritic(critic)),
  ok: true,
  ...(part === undefined ? {} : { part })
})

describe('plannedCoverage', () => {
  it('counts the whole diff for critics on the shared prompt, with no split at all', () => {
    const p = planOf([makeCritic('a', { command: 'node' })])
    expect(p.split).toBeUndefined()
    expect(p.coverage).toEqual({ a: { whole: true, ...ALL } })
  })

  it('gives a split critic its parts’ counts: whole when every part fits, not when maxParts cuts', () => {
    const parts = makeCritic('parts', { command: 'node', maxPromptChars: 5000 })
    const one = makeCritic('one', { command: 'node', maxPromptChars: 5000, maxParts: 1 })
    const p = planOf([parts, one, makeCritic('big', { command: 'node' })])
    expect(p.split!.parts!.parts.length).toBeGreaterThanOrEqual(2)
    expect(p.coverage['parts']).toEqual({ whole: true, ...ALL })
    expect(p.coverage['big']).toEqual({ whole: true, ...ALL })
    const cut = p.coverage['one']!
    expect(cut.whole).toBe(false)
    expect(cut.files.total).toBe(4)
    expect(cut.files.seen).toBeLessThan(4)
    expect(cut.hunks.seen).toBe(cut.files.seen)
  })

  it('records nothing seen for a critic whose budget cannot hold the round', () => {
    const tiny = makeCritic('tiny', { command: 'node', maxPromptChars: 1000 })
    expect(planOf([tiny]).coverage).toEqual({
      tiny: { whole: false, files: { seen: 0, total: 4 }, hunks: { seen: 0, total: 4 } }
    })
  })

  it('keeps a critic named like an Object member as its own key', () => {
    const p = planOf([makeCritic('__proto__', { command: 'node' })])
    expect(Object.keys(p.coverage)).toEqual(['__proto__'])
  })
})

describe('coverageAfterRuns', () => {
  const critics = [makeCritic('parts', { command: 'node', maxPromptChars: 5000 }), makeCritic('big')]
  const p = planOf(critics)
  const count = p.split!.parts!.parts.length

  it('keeps the plan’s coverage when every run finished', () => {
    const runs = [ok('big'), ...Array.from({ length: count }, (_, i) => ok('parts', i + 1))]
    expect(coverageAfterRuns(p, runs)).toEqual(p.coverage)
  })

  it('is not whole for a critic one part of which failed, or whose shared run failed', () => {
    const runs = [
      { ...ok('big'), ok: false },
      ...Array.from({ length: count - 1 }, (_, i) => ok('parts', i + 1))
    ]
    const after = coverageAfterRuns(p, runs)
    expect(after['parts']).toEqual({ ...p.coverage['parts'], whole: false })
    expect(after['big']).toEqual({ ...p.coverage['big'], whole: false })
  })
})

// Issue 50, case 4: a file GitHub gives no lines of is not seen on either path, and the counts say so.
describe('plannedCoverage of files GitHub gave no lines of', () => {
  const token = `diff --git a/src/token.ts b/src/token.ts\nindex 1111111..2222222 100644\nBinary files a/src/token.ts and b/src/token.ts differ\n`
  const withBinary = roundInput(addedFile('src/a.ts', 200) + token)

  it('counts a binary file as not seen on the shared prompt and in a split alike', () => {
    const critics = [
      makeCritic('shared', { command: 'node' }),
      makeCritic('parts', { command: 'node', maxPromptChars: 5000 })
    ]
    const split = splitForCritics(withBinary, renderRoundPrompt(withBinary), critics)?.byCritic
    expect(Object.keys(split!)).toEqual(['parts'])
    const short = { whole: false, files: { seen: 1, total: 2 }, hunks: { seen: 1, total: 1 } }
    expect(plannedCoverage(withBinary, critics, split)).toEqual({ shared: short, parts: short })
  })

  it("counts the files past GitHub's files list in the total, from the pull's changed_files", () => {
    const pull = { ...withBinary.pulls[0]!, changedFiles: 5 }
    expect(plannedCoverage({ pulls: [pull] }, [makeCritic('shared')], undefined)).toEqual({
      shared: { whole: false, files: { seen: 1, total: 5 }, hunks: { seen: 1, total: 1 } }
    })
  })
})

describe('authorShortfalls and unseenSection', () => {
  const unseen = {
    files: [
      { ref: 'github:o/r#1', path: 'src/token.ts', why: 'binary, with a source name', blocks: true },
      { ref: 'github:o/r#1', path: 'img/a_b.png', why: 'binary', blocks: false }
    ],
    beyond: [{ ref: 'github:o/r#1', listed: 3000, total: 3041 }],
    cut: { parts: 'a hunk of src/a.ts cut to fit a part' }
  }
  const critics = [makeCritic('parts', { command: 'node', maxPromptChars: 5000 }), makeCritic('big')]
  const p = { ...planOf(critics), unseen }
  const count = p.split!.parts!.parts.length

  it('names every reason the author controls, an image not among them, and a part that did not run', () => {
    const runs = [ok('big'), ...Array.from({ length: count - 1 }, (_, i) => ok('parts', i + 1))]
    expect(authorShortfalls(p, runs)).toEqual([
      'no critic saw src/token.ts (binary, with a source name)',
      "41 files of github:o/r#1 are past GitHub's files list (it lists 3,000 of 3,041)",
      '`parts`: a hunk of src/a.ts cut to fit a part',
      `\`parts\`: part ${count} of ${count} did not run`
    ])
    const none = { ...planOf(critics), unseen: { files: [unseen.files[1]!], beyond: [] } }
    const all = [ok('big'), ...Array.from({ length: count }, (_, i) => ok('parts', i + 1))]
    expect(authorShortfalls(none, all)).toEqual([])
  })

  it("says the critic's count and names each unseen file in its round comment, nothing when all is seen", () => {
    expect(unseenSection(p, 'big')).toBe(
      '\n\n**Coverage:** 4 of 4 files (GitHub lists 3,000). **Not seen by any critic** (GitHub gave no lines of them; 1 could hold code the author put there (⛔): under `fail-on` that fails the check): src/token.ts (binary, with a source name) ⛔, img/a\\_b.png (binary).'
    )
    expect(unseenSection(planOf(critics), 'big')).toBe('')
  })
})
