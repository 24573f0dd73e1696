// A critic's prompt budget and parts bound: read from its config entry (faults refused whole, at their line), and
// the defaults per built-in harness written in code.
import { describe, expect, it } from '@jest/globals'
import { loadHarnessConfigText } from '../../../src/critics/harness/config.js'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import {
  COMMAND_PROMPT_CHARS,
  DEFAULT_MAX_PARTS,
  maxPartsOf,
  promptCapacityOf
} from '../../../src/critics/harness/prompt-capacity.js'
import { DEFAULT_MAX_BLOCK } from '../../../src/base/markdown/untrusted-fence.js'

function entry(fields: string) {
  const text = `reviews:\n  critics:\n    - name: x\n      harness: claude\n${fields}`
  return loadHarnessConfigText(text, 'cfg.yaml').critics[0]!
}

describe('maxPromptChars and maxParts in a critic entry', () => {
  it('are read when whole numbers in range', () => {
    const c = entry('      maxPromptChars: 5000\n      maxParts: 3\n')
    expect(c.error).toBeUndefined()
    expect([promptCapacityOf(c), maxPartsOf(c)]).toEqual([5000, 3])
  })

  it.each([
    [
      '      maxParts: 0\n',
      `'maxParts' must be a whole number from 1 to 100, not 0: it bounds how many parts of a large diff this critic is run on (default 8)`,
      'cfg.yaml:5'
    ],
    [
      '      maxParts: -2\n',
      `'maxParts' must be a whole number from 1 to 100, not -2: it bounds how many parts of a large diff this critic is run on (default 8)`,
      'cfg.yaml:5'
    ],
    [
      '      maxPromptChars: 100\n',
      `'maxPromptChars' must be a whole number from 2000 to 9007199254740991, not 100: the round's instructions alone take about 2000 characters; leave it out for the harness's default`,
      'cfg.yaml:5'
    ],
    [
      "      maxPromptChars: '5000'\n",
      `'maxPromptChars' must be a whole number from 2000 to 9007199254740991, not "5000": the round's instructions alone take about 2000 characters; leave it out for the harness's default`,
      'cfg.yaml:5'
    ]
  ])('%j is refused whole, at its line', (fields, error, where) => {
    const c = entry(fields)
    expect({ error: c.error, where: c.where }).toEqual({ error, where })
  })
})

describe('the default budgets', () => {
  it('per built-in adapter: 3 characters per token over half its default context; cursor under its argv limit', () => {
    const of = (harness: string) => promptCapacityOf(makeCritic('c', { harness }))
    expect([of('claude'), of('codex'), of('gemini'), of('cursor')]).toEqual([
      300_000, 600_000, 1_500_000, 98_304
    ])
    expect(of('cursor')).toBeLessThan(100 * 1024)
  })

  it('a command critic keeps the cap one block of diff had (200,000), even when it names a harness', () => {
    expect(promptCapacityOf(makeCritic('c', { harness: 'claude', command: 'node' }))).toBe(
      COMMAND_PROMPT_CHARS
    )
    expect(COMMAND_PROMPT_CHARS).toBe(DEFAULT_MAX_BLOCK)
    expect(maxPartsOf(makeCritic('c'))).toBe(DEFAULT_MAX_PARTS)
  })
})
