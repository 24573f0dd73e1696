// The consensus gate (issue 54, item 4), through the bundled main action over the loopback GitHub with three scripted
// critics: with two or more critics a problem goes on the diff when two or more raised it, or when its one critic
// rates it from `always-inline-severity` or `fail-on` up; every other lone finding is listed in its critic's round
// comment, saying why. `inline-findings: all` puts every problem on the diff; a round where only one critic
// answered has no gate, and says so.
import { rmSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { findingsCritics } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, findingRoots as roots, roundPost, useBundledMain, type Scene } from './harness.js'
import { LOG, LOG_AGAIN, SIZE } from '../support/fixing-push.js'

let scene: Scene
const run = useBundledMain(() => scene)
const { config: CONFIG, blocks } = findingsCritics('the-loop-consensus-', ['north', 'south', 'east'])
type Critic = keyof typeof blocks
const answer = (critic: Critic, findings: object[]) =>
  writeFileSync(blocks[critic], JSON.stringify({ findings }))
/** A critic whose findings file is missing fails: its process exits with an error. */
const fail = (critic: Critic) => rmSync(blocks[critic], { force: true })

/** A lone critical finding on another line: it goes on the diff whatever the gate. */
const BOUND = {
  path: 'src/widget.js',
  line: 4,
  severity: 'critical',
  title: 'Unbounded size',
  body: 'Cap it.'
}

/** One review round on a fresh scene with `inputs`: the titles of the line comments that landed. */
async function roundOne(inputs: Record<string, string> = {}) {
  await scene?.gh.close()
  scene = await startReviewScene({ config: CONFIG })
  expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })).outputs.round).toBe('1')
  return roots(scene).map((c) => /^\*\*\[[^\]]+\]\*\* · \*\*[a-z]+\*\* · (.+)$/m.exec(c.body)?.[1])
}

const checks = () => scene.gh.world.repo(OWNER, REPO)!.checkRuns

describe('the consensus gate', () => {
  it('by default with three critics puts on the diff what two raised and a lone critical, and lists a lone medium saying why', async () => {
    answer('north', [LOG, SIZE])
    answer('south', [LOG_AGAIN])
    answer('east', [BOUND])
    const titles = await roundOne()
    expect(titles.sort()).toEqual(['Debug log', 'Unbounded size'])
    expect(roundPost(scene, 1, 'north')!.body).toContain(
      'Unchecked size argument _(kept off the diff: no other critic raised it, and a lone finding goes on the diff from `critical` (input `inline-findings` is `agreed`, the default with several critics))_'
    )
    expect(roundPost(scene, 1, 'east')!.body).not.toContain('kept off the diff')
    // A lone finding below fail-on leaves the check as it was: neutral without fail-on.
    expect(checks().at(-1)).toMatchObject({ status: 'completed', conclusion: 'neutral' })
  })

  it('puts a lone finding from fail-on up on the diff, so that it has a thread to be decided in', async () => {
    answer('north', [LOG, SIZE])
    answer('south', [LOG_AGAIN])
    answer('east', [])
    const titles = await roundOne({ 'fail-on': 'medium' })
    expect(titles.sort()).toEqual(['Debug log', 'Unchecked size argument'])
    expect(checks().at(-1)).toMatchObject({ status: 'completed', conclusion: 'failure' })
  })

  it('puts a lone finding from always-inline-severity up on the diff', async () => {
    answer('north', [LOG, SIZE])
    answer('south', [])
    answer('east', [{ ...BOUND, severity: 'high' }])
    const titles = await roundOne({ 'always-inline-severity': 'high' })
    expect(titles).toEqual(['Unbounded size'])
    expect(roundPost(scene, 1, 'north')!.body).toContain(
      'Debug log _(kept off the diff: no other critic raised it, and a lone finding goes on the diff from `high` (input `inline-findings` is `agreed`, the default with several critics))_'
    )
  })

  it('with inline-findings: all puts every problem on the diff, one comment for the shared one', async () => {
    answer('north', [LOG, SIZE])
    answer('south', [LOG_AGAIN])
    answer('east', [{ ...BOUND, severity: 'low' }])
    const titles = await roundOne({ 'inline-findings': 'all' })
    expect(titles.sort()).toEqual(['Debug log', 'Unbounded size', 'Unchecked size argument'])
    expect(scene.posts().some((p) => p.body.includes('kept off the diff'))).toBe(false)
  })

  it('with inline-findings: agreed counts a finding another critic kept off the diff by its minSeverity', async () => {
    const config = CONFIG.replace(/(- name: south\n)/, '$1      minSeverity: high\n')
    expect(config).toContain('minSeverity: high')
    await scene?.gh.close()
    scene = await startReviewScene({ config })
    answer('north', [LOG, SIZE])
    answer('south', [LOG_AGAIN])
    answer('east', [])
    expect(
      (
        await run(scene.comment('alice', `the-loop review\n${BRIEF}`), {
          inputs: { 'inline-findings': 'agreed' }
        })
      ).outputs.round
    ).toBe('1')
    const landed = roots(scene)
    expect(landed).toHaveLength(1)
    expect(landed[0]!.body).toContain('· Debug log')
    expect(landed[0]!.body).toContain('_Also raised by `south` this round._')
    expect(roundPost(scene, 1, 'south')!.body).toContain("less severe than this critic's minSeverity high")
  })

  it('has no gate when only one critic answered, and its round comment says so', async () => {
    answer('north', [LOG, SIZE])
    fail('south')
    fail('east')
    const titles = await roundOne()
    expect(titles.sort()).toEqual(['Debug log', 'Unchecked size argument'])
    expect(roundPost(scene, 1, 'north')!.body).toContain(
      '_Only this critic gave findings the action could read this round, so no other could agree: its findings went on the diff without the consensus gate (input `inline-findings` is `agreed`, the default with several critics)._'
    )
  })
})
