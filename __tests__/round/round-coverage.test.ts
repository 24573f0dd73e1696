// What each critic's prompt held of a round's diff, as the ledger records it: a critic on the shared prompt saw
// the whole diff; a split critic its parts' counts (not whole when maxParts left files out, or a budget held no
// diff); at publish a critic any of whose runs failed is not whole.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../src/harness/critic-model.js'
import { newEnvelope, type Envelope } from '../../src/harness/envelope.js'
import { renderRoundPrompt } from '../../src/prompt/round-prompt.js'
import { splitForCritics } from '../../src/round/critic-split.js'
import { coverageAfterRuns, plannedCoverage } from '../../src/round/round-coverage.js'
import { addedFile, roundInput } from '../support/round-input.js'

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
