// The default branch's .gitattributes is read only when a critic's diff is cut by its maxParts (the one case where
// the review order decides what is seen), and then a file it marks generated goes to the back of the order.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { renderRoundPrompt } from '../../../src/loop/prompt/round-prompt.js'
import { splitWithReviewOrder } from '../../../src/loop/round/review-marks.js'
import { addedFile, roundInput } from '../../support/round-input.js'

// gen/ comes first by name, so without the marks it is what a one-part critic sees.
const diff = ['gen/api.ts', 'src/core.ts'].map((p) => addedFile(p, 60)).join('')
const input = roundInput(diff)
const shared = renderRoundPrompt(input)

function github(text: string | undefined | Error) {
  const asked: string[] = []
  return {
    asked,
    getFileText: async (path: string) => {
      asked.push(path)
      if (text instanceof Error) throw text
      return text
    }
  }
}

const seen = (split: Awaited<ReturnType<typeof splitWithReviewOrder>>['split'], critic: string) =>
  split!.byCritic[critic]!.parts.flatMap((p) => p.files)

describe('the review order by the default branch .gitattributes', () => {
  it('reads nothing when every critic sees every file', async () => {
    const gh = github('gen/** linguist-generated\n')
    const roomy = makeCritic('roomy', { command: 'node', maxPromptChars: 5000, maxParts: 8 })
    const out = await splitWithReviewOrder(gh, input, shared, [roomy])
    expect(gh.asked).toEqual([])
    expect(seen(out.split, 'roomy').sort()).toEqual(['gen/api.ts', 'src/core.ts'])
  })

  it('reads it once when maxParts cuts, and then reviews the source before what it marks generated', async () => {
    const gh = github('gen/** linguist-generated\n')
    const tight = makeCritic('tight', { command: 'node', maxPromptChars: 5000, maxParts: 1 })
    const unmarked = await splitWithReviewOrder(github(''), input, shared, [tight])
    expect(seen(unmarked.split, 'tight')).toEqual(['gen/api.ts'])
    const out = await splitWithReviewOrder(gh, input, shared, [tight])
    expect(gh.asked).toEqual(['.gitattributes'])
    expect(seen(out.split, 'tight')).toEqual(['src/core.ts'])
    expect(out.split!.byCritic.tight!.coverage).toContain(
      'gen/api.ts (over maxParts 1; generated (linguist-generated in .gitattributes))'
    )
  })

  it('keeps the order by name, and says why, when the file cannot be read', async () => {
    const tight = makeCritic('tight', { command: 'node', maxPromptChars: 5000, maxParts: 1 })
    const out = await splitWithReviewOrder(github(new Error('boom')), input, shared, [tight])
    expect(seen(out.split, 'tight')).toEqual(['gen/api.ts'])
    expect(out.unread).toBe(
      'could not read .gitattributes from the default branch (the request failed): no file is taken as generated or vendored by it'
    )
  })
})
