// Each critic's share of a round: the shared prompt when it fits the critic's budget (nothing changes then), a
// prompt per part when it does not (each within the budget, each with the list of every file and its size), and
// a refusal naming the knob when the budget cannot hold even the round's fixed part.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { partPrompt } from '../../../src/critics/harness/critics-job.js'
import { renderRoundPrompt } from '../../../src/loop/prompt/round-prompt.js'
import { splitForCritics } from '../../../src/loop/parts/critic-split.js'
import { addedFile, roundInput } from '../../support/round-input.js'

const diff = ['src/a.ts', 'src/b.ts', 'lib/c.ts'].map((p) => addedFile(p, 40)).join('')
const input = (brief = 'is it right?') => roundInput(diff, brief)

describe('splitForCritics', () => {
  it('leaves every critic on the shared prompt when it fits their budgets', () => {
    const shared = renderRoundPrompt(input())
    expect(splitForCritics(input(), shared, [makeCritic('c', { command: 'node' })])).toBeUndefined()
  })

  it('gives a critic with a small budget parts within it, each listing every file with its size', () => {
    const shared = renderRoundPrompt(input())
    const small = makeCritic('small', { command: 'node', maxPromptChars: 5000 })
    const split = splitForCritics(input(), shared, [small, makeCritic('big', { command: 'node' })])!
    expect(Object.keys(split.byCritic)).toEqual(['small'])
    const parts = split.byCritic.small!.parts
    expect(parts.length).toBeGreaterThanOrEqual(2)
    for (const [i, part] of parts.entries()) {
      const prompt = partPrompt(split, part)
      expect(prompt.length).toBeLessThanOrEqual(5000)
      expect(prompt).toContain(`## Part ${i + 1} of ${parts.length}`)
      for (const path of ['src/a.ts', 'src/b.ts', 'lib/c.ts'])
        expect(prompt).toMatch(new RegExp(`added ${path} \\(\\+40 -0, \\d+ characters of diff\\)`))
    }
    expect(parts.flatMap((p) => p.files).sort()).toEqual(['lib/c.ts', 'src/a.ts', 'src/b.ts'])
  })

  it('refuses a critic whose budget the fixed part fills, saying what to raise', () => {
    const long = input('why? '.repeat(600))
    const critic = makeCritic('tiny', { command: 'node', maxPromptChars: 2500 })
    const split = splitForCritics(long, renderRoundPrompt(long), [critic])!.byCritic
    expect(split.tiny!.parts).toEqual([])
    expect(split.tiny!.refusal).toMatch(
      /^the round's fixed part \(the brief, the replies, the instructions and the list of all 3 changed files\) is \d+ characters, which leaves no room for the diff in maxPromptChars 2500: raise maxPromptChars of critic 'tiny' in the harness config to at least \d+$/
    )
  })

  it('holds the diff by reference: a part is its fixed text and spans of the one diff, fenced as the diff needs', () => {
    // A line of five backticks in the diff: the fence around it must be longer, as when the part was whole text.
    const ticked = addedFile('docs/a.md', 30).replace('+docs/a.md line 3', '+`````')
    const fenced = roundInput(ticked + addedFile('docs/b.md', 30), 'is it right?')
    const critic = makeCritic('small', { command: 'node', maxPromptChars: 4500 })
    const split = splitForCritics(fenced, renderRoundPrompt(fenced), [critic])!
    expect(split.diffs).toEqual([fenced.pulls[0]!.diff])
    const parts = split.byCritic.small!.parts
    expect(parts.length).toBeGreaterThanOrEqual(2)
    const texts = parts.map((part) => partPrompt(split, part))
    for (const part of parts) {
      // No copy of the diff in the part itself: its own strings hold no diff line.
      const own = part.text.filter((s): s is string => typeof s === 'string').join('')
      expect(own).not.toMatch(/\+docs\/[ab]\.md line/)
      expect(part.text.some((s) => typeof s !== 'string')).toBe(true)
    }
    const holder = texts.find((t) => t.includes('\n+````` of some length\n'))!
    expect(holder).toMatch(/\n``````text\ndiff --git a\/docs\/a\.md/)
    // Every line of the diff reaches exactly one part.
    for (const file of ['a', 'b'])
      for (let line = 0; line < 30; line++) {
        if (file === 'a' && line === 3) continue
        const hits = texts.filter((t) => t.includes(`+docs/${file}.md line ${line} of some length\n`)).length
        expect(hits).toBe(1)
      }
  })

  it('shows the changes since the last round in each part for that part’s files only, within the budget', () => {
    const paths = ['src/a.ts', 'src/b.ts', 'lib/c.ts']
    const base = input()
    const files = paths.map((path) => ({
      path,
      status: 'modified',
      additions: 1,
      deletions: 0,
      patch: `@@ -1 +1,2 @@\n keep\n+SINCE ${path}`
    }))
    const since = {
      kind: 'changes' as const,
      round: 1,
      from: 'a'.repeat(40),
      to: 'b'.repeat(40),
      commits: [{ sha: 'b'.repeat(40), message: 'fix' }],
      totalCommits: 1,
      files,
      diff: files.map((f) => `diff --git a/${f.path} b/${f.path}\n${f.patch}\n`).join('')
    }
    const withSince = { ...base, round: 2, pulls: [{ ...base.pulls[0]!, since }] }
    const critic = makeCritic('small', { command: 'node', maxPromptChars: 5000 })
    const split = splitForCritics(withSince, renderRoundPrompt(withSince), [critic])!
    const parts = split.byCritic.small!.parts
    expect(parts.length).toBeGreaterThanOrEqual(2)
    for (const part of parts) {
      const prompt = partPrompt(split, part)
      expect(prompt.length).toBeLessThanOrEqual(5000)
      for (const path of paths) expect(prompt.includes(`+SINCE ${path}`)).toBe(part.files.includes(path))
      expect(prompt).toContain(`Changed since round 1: 3 file(s); ${part.files.length} of them in this part`)
    }
  })
})
