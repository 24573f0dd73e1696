// Token counts capped, never zeroed (issue 51, part 3), through the bundled main action over the loopback GitHub:
// a critic whose CLI reports 1e300 input tokens (not a safe integer) is metered at MAX_RUN_TOKENS, ten billion,
// and flagged in the job summary's spend lines; its round comment's signed marker carries the cap; max-tokens then
// refuses the next round. Read as 0, as before, the critic would be unmetered and the round would run. A critic
// that reports no usage stays unmetered, and the summary says so.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { criticReadableDir, nodeCriticYaml } from '../support/critic-fixtures.js'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const dir = criticReadableDir('the-loop-tokens-')
const usageFile = (critic: string) => join(dir, `${critic}.json`)
const priced = (critic: string) =>
  nodeCriticYaml(critic, 'priced.mjs', [usageFile(critic), '{promptFile}'], {
    harness: 'test',
    outputFormat: 'json'
  })
const roundsOf = (critic: string) =>
  scene.posts().filter((c) => parseMarkers(c.body).some((m) => m.kind === 'round' && m.critic === critic))

describe('a token count out of range', () => {
  it('1e300 input tokens are metered at the cap and flagged, and max-tokens refuses the next round', async () => {
    scene = await startReviewScene({ config: `reviews:\n  critics:\n${priced('huge')}${priced('quiet')}` })
    // Written by the test critic as JSON: `"input_tokens":1e+300`, which parses to a number past every safe integer.
    writeFileSync(usageFile('huge'), '{"usage": {"input_tokens": 1e300, "output_tokens": 5}}')
    writeFileSync(usageFile('quiet'), '{}')
    const inputs = { 'max-tokens': '50000' }
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(first.exitCode).toBe(0)
    expect(roundsOf('huge')).toHaveLength(1)
    expect(first.summary).toContain(
      '10,000,000,000 tokens of max-tokens 50,000 tokens of critics that report no cost.'
    )
    expect(first.summary).toContain(
      '- `huge`: 10,000,000,000 tokens (no cost reported) · ⚠️ 1 round reported a token count out of range (negative, not a number or too large), counted at the cap'
    )
    expect(first.summary).toContain('- `quiet`: reported neither a cost nor tokens, so no budget bounds it')
    // The signed marker carries the cap, so a rebuilt state reads it back too.
    const huge = parseMarkers(roundsOf('huge')[0]!.body).find((m) => m.critic === 'huge')
    expect(huge).toMatchObject({ round: 1, tokens: 10_000_000_000 })
    expect(roundsOf('quiet')[0]!.body).toContain('usage: not reported')

    const refused = await run(scene.comment('alice', 'and again'), { inputs })
    expect(roundsOf('huge')).toHaveLength(1)
    expect(refused.summary).toMatch(
      /Not run: money budget reached: 10,000,000,000 tokens spent since the review was armed, .*max-tokens 50,000 tokens/
    )
    expect(ownComments(scene, 'budget')).toHaveLength(1)
  })
})
