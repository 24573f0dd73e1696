// Cross-critic verification (issue 54, item 5), through the bundled main action over the loopback GitHub with
// three scripted critics: under `inline-findings: verified` a problem one critic alone raised from
// `verify-min-severity` up is put to another critic of the round in a second phase of the critics step; confirmed,
// it goes on the diff saying who verified it; refuted, unsure or unanswered, it is listed in its critic's round
// comment with the verifier's word. The verifier never sees a problem it raised, and is asked only what it was.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { findingsCritics } from '../support/critic-fixtures.js'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, findingRoots as roots, roundPost, useBundledMain, type Scene } from './harness.js'
import { LOG, LOG_AGAIN, SIZE } from '../support/fixing-push.js'

let scene: Scene
const run = useBundledMain(() => scene, { inputs: { 'inline-findings': 'verified' } })
const { config: CONFIG, blocks } = findingsCritics('the-loop-verification-', ['north', 'south', 'east'])
type Critic = keyof typeof blocks
/** What `critic` finds in the round, and what it says of the problems a verification prompt puts to it. */
const answer = (critic: Critic, findings: object[], verdicts?: Record<string, [string, string]> | 'none') =>
  writeFileSync(blocks[critic], JSON.stringify({ findings, ...(verdicts ? { verdicts } : {}) }))

/** A lone low finding: below verify-min-severity (medium), listed without being verified. */
const NAME = { ...LOG, line: 2, severity: 'low', title: 'Vague parameter name', body: 'Say what it is.' }

/** One review round on a fresh scene with `inputs`: the line comments that landed, and the step's output. */
async function roundOne(inputs: Record<string, string> = {}, config = CONFIG) {
  await scene?.gh.close()
  scene = await startReviewScene({ config })
  const result = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
  expect(result.outputs.round).toBe('1')
  stdout = result.stdout
  summary = result.summary
  return roots(scene)
}

/** The last run's log: the critics step names each verifier run. */
let stdout = ''
/** The last run's job summary: one account of the critic boundary for both phases. */
let summary = ''

const titleOf = (body: string) => /^\*\*\[[^\]]+\]\*\* · \*\*[a-z]+\*\* · (.+)$/m.exec(body)?.[1]

describe('verification of lone problems', () => {
  it('puts a confirmed lone problem on the diff, saying who verified it, and never asks the verifier of its own', async () => {
    answer('north', [LOG, SIZE, NAME])
    answer('south', [LOG_AGAIN], { 'src/widget.js:3': ['confirmed', 'size is used unchecked'] })
    answer('east', [])
    const landed = await roundOne()
    expect(landed.map((c) => titleOf(c.body)).sort()).toEqual(['Debug log', 'Unchecked size argument'])
    const size = landed.find((c) => titleOf(c.body) === 'Unchecked size argument')!
    expect(size.body).toContain('_No other critic raised it; verified by `south` this round._')
    expect(stdout).toMatch(/the-loop: verifier south \(part 1\) ok in /)
    // Both phases behind one seating: one boundary account, the verifier's run on it (its own OS user).
    expect(summary.match(/### The-loop critic boundary/g)).toHaveLength(1)
    if (summary.includes('critic boundary: user')) expect(summary).toMatch(/^\| south \(verifying\) \| `/m)
    expect(summary).toContain('`south` verified P1')
    // The low one is below verify-min-severity: listed, never put to a verifier.
    expect(roundPost(scene, 1, 'north')!.body).toContain(
      'Vague parameter name _(kept off the diff: no other critic raised it, and a lone finding is verified from `medium` and goes on the diff unverified from `critical` (input `inline-findings` is `verified`))_'
    )
  })

  it('lists a refuted lone problem with the verifier’s reason, defused', async () => {
    answer('north', [LOG, SIZE])
    answer('south', [LOG_AGAIN], {
      'src/widget.js:3': ['refuted', 'size is checked two lines below @alice <!-- the-loop: x -->']
    })
    answer('east', [])
    const landed = await roundOne()
    expect(landed.map((c) => titleOf(c.body))).toEqual(['Debug log'])
    const body = roundPost(scene, 1, 'north')!.body
    expect(body).toContain(
      'Unchecked size argument _(kept off the diff: refuted by `south`: size is checked two lines below'
    )
    expect(body).not.toContain(' @alice')
    expect(body).not.toMatch(/<!--\s*the-loop: x/)
  })

  it('lists a lone problem as unverified when the verifier was unsure or gave no verdicts block', async () => {
    answer('north', [LOG, SIZE])
    answer('south', [LOG_AGAIN], { 'src/widget.js:3': ['unsure', 'cannot see the caller'] })
    answer('east', [])
    await roundOne()
    expect(roundPost(scene, 1, 'north')!.body).toContain(
      'Unchecked size argument _(kept off the diff, unverified: no other critic raised it, and `south` was unsure: cannot see the caller)_'
    )
    answer('south', [LOG_AGAIN], 'none')
    await roundOne()
    expect(roundPost(scene, 1, 'north')!.body).toContain(
      'kept off the diff, unverified: no other critic raised it, and `south` gave no verdict on it (no `the-loop-verdicts` block)'
    )
  })

  it('asks the first other critic that answered, and a critic not asked gives no verdict', async () => {
    // East raises nothing and verifies nothing it was not given: south's lone problem goes to north.
    answer('north', [LOG], { 'src/widget.js:2': ['confirmed', 'asked of me'] })
    answer('south', [LOG_AGAIN, { ...NAME, severity: 'high' }])
    answer('east', [], { 'src/widget.js:2': ['refuted', 'never asked'] })
    const landed = await roundOne()
    expect(landed.map((c) => titleOf(c.body)).sort()).toEqual(['Debug log', 'Vague parameter name'])
    expect(landed.find((c) => titleOf(c.body) === 'Vague parameter name')!.body).toContain(
      'verified by `north`'
    )
  })

  it('asks the verifier reviews.verifiers names first', async () => {
    answer('north', [LOG, SIZE])
    answer('south', [LOG_AGAIN], { 'src/widget.js:3': ['confirmed', 'real'] })
    answer('east', [], { 'src/widget.js:3': ['refuted', 'not real'] })
    await roundOne({}, `${CONFIG}  verifiers: [east, south]\n`)
    expect(roundPost(scene, 1, 'north')!.body).toContain(
      'Unchecked size argument _(kept off the diff: refuted by `east`: not real)_'
    )
  })
})
