// Each critic's share of a round: the shared prompt when it fits the critic's budget (nothing changes then), a
// prompt per part when it does not (each within the budget, each with the list of every file and its size), and
// a refusal naming the knob when the budget cannot hold even the round's fixed part.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../src/harness/critic-model.js'
import { renderRoundPrompt } from '../../src/prompt/round-prompt.js'
import { splitForCritics } from '../../src/round/critic-split.js'
import { addedFile, roundInput } from '../support/round-input.js'

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
    expect(Object.keys(split)).toEqual(['small'])
    const parts = split.small!.parts
    expect(parts.length).toBeGreaterThanOrEqual(2)
    for (const [i, part] of parts.entries()) {
      expect(part.prompt.length).toBeLessThanOrEqual(5000)
      expect(part.prompt).toContain(`## Part ${i + 1} of ${parts.length}`)
      for (const path of ['src/a.ts', 'src/b.ts', 'lib/c.ts'])
        expect(part.prompt).toMatch(new RegExp(`added ${path} \\(\\+40 -0, \\d+ characters of diff\\)`))
    }
    expect(parts.flatMap((p) => p.files).sort()).toEqual(['lib/c.ts', 'src/a.ts', 'src/b.ts'])
  })

  it('refuses a critic whose budget the fixed part fills, saying what to raise', () => {
    const long = input('why? '.repeat(600))
    const critic = makeCritic('tiny', { command: 'node', maxPromptChars: 2500 })
    const split = splitForCritics(long, renderRoundPrompt(long), [critic])!
    expect(split.tiny!.parts).toEqual([])
    expect(split.tiny!.refusal).toMatch(
      /^the round's fixed part \(the brief, the replies, the instructions and the list of all 3 changed files\) is \d+ characters, which leaves no room for the diff in maxPromptChars 2500: raise maxPromptChars of critic 'tiny' in the harness config to at least \d+$/
    )
  })
})
