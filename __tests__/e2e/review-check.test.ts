// The review's check run (issue 28, part 2), through the bundled main action over the loopback GitHub: created in
// progress on the reviewed head when a round is claimed, completed when the round is posted with each critic's
// outcome, its open findings by severity, the brief's ledger and what it saw; neutral by default; `fail-on: high`
// fails it for an open high finding or a critic that did not answer, and lets it succeed once that finding is
// decided and the brief answered; an unknown `fail-on` is an input error; without `checks: write` the job summary
// says so and the review goes on.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { CHECK_NAME } from '../../src/loop/check/review-check.js'
import { findingsCritics } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  ownComments,
  ownPosts,
  readStateDoc,
  useBundledMain,
  writeStateDoc,
  type Scene
} from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const { config: CONFIG, blocks } = findingsCritics('the-loop-check-', ['alpha', 'beta'])
// SAMPLE_DIFF: new line 3 of src/widget.js is `console.log('widget', size)`.
const LOG = { path: 'src/widget.js', line: 3, severity: 'high', title: 'Debug log', body: 'Drop it.' }
const ALL_ANSWERED = [
  { id: 'Q1', status: 'answered', answer: 'yes, src/widget.js:2' },
  { id: 'A1', status: 'answered', answer: 'one log, src/widget.js:3' },
  { id: 'V1', status: 'answered', answer: 'the tests cover it' }
]
const answer = (critic: keyof typeof blocks, findings: object[], ledger?: object[]) =>
  writeFileSync(blocks[critic], JSON.stringify({ findings, ...(ledger ? { ledger } : {}) }))

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const checks = () => repo().checkRuns
const headOf = () => repo().issues.get(scene.pull)!.pull!.headSha
const stateCheck = () =>
  (JSON.parse(readStateDoc(scene)!) as { host: { review: { check?: object } } }).host.review.check
const findingRoot = () =>
  repo().reviewComments.find(
    (c) =>
      c.pull === scene.pull &&
      c.inReplyToId === undefined &&
      parseMarkers(c.body).some((m) => m.kind === 'finding')
  )!

describe('the check run `the-loop / review`', () => {
  it('runs while the round runs and completes neutral by default, with the round in its summary', async () => {
    scene = await startReviewScene({ config: CONFIG })
    answer('alpha', [LOG], ALL_ANSWERED.slice(0, 1))
    answer('beta', [])
    const out = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { runId: 71 })
    expect(out.exitCode).toBe(0)
    const [check, ...more] = checks()
    expect(more).toEqual([])
    expect(check).toMatchObject({
      name: CHECK_NAME,
      headSha: headOf(),
      status: 'completed',
      conclusion: 'neutral',
      detailsUrl: expect.stringMatching(/\/actions\/runs\/71$/)
    })
    expect(check!.output.title).toBe('Round 1: 1 high open · brief 1 of 3 answered')
    const summary = check!.output.summary!
    expect(summary).toContain('| `alpha` | answered | 0 | 1 | 0 | 0 | 0 |')
    expect(summary).toContain('| `beta` | answered | 0 | 0 | 0 | 0 | 0 |')
    expect(summary).toContain('**The brief:** Q1 answered by `alpha` · A1 open · V1 open')
    expect(summary).toContain('**Conclusion: neutral** — input `fail-on` is none')
    expect(stateCheck()).toEqual({ id: check!.id, head: headOf(), round: 1 })
  })

  it('with fail-on: high fails for an open high finding, and succeeds once it is decided and the brief answered', async () => {
    scene = await startReviewScene({ config: CONFIG })
    const inputs = { 'fail-on': 'high' }
    answer('alpha', [LOG], ALL_ANSWERED)
    answer('beta', [])
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(checks().at(-1)).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(checks().at(-1)!.output.summary).toContain('1 open finding at or above `high` (input `fail-on`)')
    // The reviewer decides the finding; the next round raises it again, which no longer counts as open.
    const decision = scene.lineComment('alice', {
      body: "won't fix — intended",
      inReplyToId: findingRoot().id
    })
    await run(decision, { event: 'pull_request_review_comment', inputs })
    await run(scene.comment('alice', 'another look, please'), { inputs })
    expect(checks()).toHaveLength(2)
    expect(checks().at(-1)).toMatchObject({ status: 'completed', conclusion: 'success' })
    expect(checks().at(-1)!.output.title).toBe('Round 2: nothing open · brief 3 of 3 answered')
  })

  it('with fail-on: high counts a problem two critics raised once, each critic keeping its own row', async () => {
    scene = await startReviewScene({ config: CONFIG })
    answer('alpha', [LOG], ALL_ANSWERED)
    answer('beta', [{ ...LOG, title: 'Leftover debug log' }])
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs: { 'fail-on': 'high' } })
    const summary = checks().at(-1)!.output.summary!
    expect(summary).toContain('| `alpha` | answered | 0 | 1 | 0 | 0 | 0 |')
    expect(summary).toContain('| `beta` | answered | 0 | 1 | 0 | 0 | 0 |')
    expect(summary).toContain('**Conclusion: failure** — 1 open finding at or above `high` (input `fail-on`)')
  })

  it('with fail-on: high fails when a critic did not answer, though nothing is open (neutral would pass)', async () => {
    scene = await startReviewScene({ config: CONFIG })
    answer('alpha', [], ALL_ANSWERED)
    writeFileSync(blocks.beta, 'not JSON: the critic exits 1') // findings.mjs cannot parse it
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs: { 'fail-on': 'high' } })
    expect(checks().at(-1)).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(checks().at(-1)!.output.summary).toContain(
      'nothing read is at or above `high`, but `beta` did not answer'
    )
  })

  // Issue 50, case 2: what the action cannot read must not pass the gate, and what it can read must count.
  it('with fail-on: high counts a `High` finding with an unknown field, and fails for a block cut short', async () => {
    scene = await startReviewScene({ config: CONFIG })
    answer('alpha', [{ ...LOG, severity: 'High', confidence: 0.9 }], ALL_ANSWERED)
    // A model at its output limit: the block never closes, its JSON stops mid-finding.
    const cut = `\`\`\`the-loop-findings\n{"findings": [{"path": "src/widget.js", "line": 3, "severity": "crit`
    writeFileSync(blocks.beta, JSON.stringify({ $raw: cut }))
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs: { 'fail-on': 'high' } })
    const check = checks().at(-1)!
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(check.output.title).toBe('Round 1: 1 high open · brief 3 of 3 answered')
    const summary = check.output.summary!
    expect(summary).toContain('| `alpha` | answered | 0 | 1 | 0 | 0 | 0 |')
    expect(summary).toContain('| `beta` | answered, its findings block not readable | — | — | — | — | — |')
    expect(summary).toContain(
      "**Conclusion: failure** — 1 open finding at or above `high` (input `fail-on`); deciding one (won't fix, …) or fixing it and asking for a round clears it. Also: the findings block of `beta` could not be read."
    )
    // The finding is posted on its line, and the round comment names the field it ignored.
    expect(findingRoot().body).toContain('Debug log')
    const alpha = ownPosts(scene).find((p) => p.body.includes('critic `alpha`'))!
    expect(alpha.body).toContain(
      '- finding 1 (src/widget.js:3): its field \\`confidence\\` is not part of the format: ignored, the finding is kept'
    )
  })

  it('with fail-on: high fails for findings past the cap (the critical one last) and one invalid beside a valid one', async () => {
    scene = await startReviewScene({ config: CONFIG })
    const many = Array.from({ length: 59 }, (_, i) => ({ ...LOG, severity: 'info', title: `Nit ${i + 1}` }))
    answer('alpha', [...many, { ...LOG, severity: 'critical', title: 'Leaks the token' }], ALL_ANSWERED)
    answer('beta', [
      { ...LOG, severity: 'low' },
      { ...LOG, severity: 'urgent' }
    ])
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs: { 'fail-on': 'high' } })
    const check = checks().at(-1)!
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(check.output.summary).toContain('| `alpha` | answered; 10 findings not read |')
    expect(check.output.summary).toContain('| `beta` | answered; 1 finding not read | 0 | 0 | 0 | 1 | 0 |')
    expect(check.output.summary).toContain(
      '**Conclusion: failure** — nothing read is at or above `high`, but 10 findings of `alpha` could not be read (invalid, or past the 50 one answer may give); 1 finding of `beta` could not be read (invalid, or past the 50 one answer may give): what was not read is unknown'
    )
  })

  it('without checks: write says so in the job summary, once, and the review goes on', async () => {
    scene = await startReviewScene({ config: CONFIG })
    scene.gh.faults.set({ noChecksPermission: true })
    answer('alpha', [LOG])
    answer('beta', [])
    const out = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(out.exitCode).toBe(0)
    expect(checks()).toEqual([])
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(1)
    expect(out.summary.match(/lacks checks: write/g)).toHaveLength(1)
    expect(stateCheck()).toBeUndefined()
  })

  it('completes, as cancelled, the check a run that died mid-round left in progress, when its claim is taken over', async () => {
    scene = await startReviewScene({ config: CONFIG })
    answer('alpha', [])
    answer('beta', [])
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    // As a run cancelled after its claim leaves it: round 2 claimed on the head, its check in progress, the
    // claim stale by now.
    const left = {
      id: 424242,
      name: CHECK_NAME,
      headSha: headOf(),
      status: 'in_progress' as const,
      conclusion: null,
      startedAt: '2026-01-01T00:00:00Z',
      completedAt: null,
      detailsUrl: null,
      externalId: null,
      output: { title: 'Round 2 in progress', summary: 'reviewing', text: null, annotations: 0 }
    }
    repo().checkRuns.push(left)
    const doc = JSON.parse(readStateDoc(scene)!) as { host: { review: Record<string, unknown> } }
    Object.assign(doc.host.review, {
      round: 2,
      roundDone: false,
      paid: 2,
      claim: {
        run: '999',
        attempt: '1',
        round: 2,
        at: '2000-01-01T00:00:00.000Z',
        staleAt: '2000-01-01T00:10:00.000Z',
        checkOn: headOf()
      }
    })
    writeStateDoc(scene, JSON.stringify(doc))
    expect((await run(scene.comment('alice', 'still there?'), { runId: 1000 })).exitCode).toBe(0)
    expect(left).toMatchObject({ status: 'completed', conclusion: 'cancelled' })
    expect(left.output.summary).toContain(
      'Run 999 ended before it posted round 2; run 1000 takes the round over'
    )
    expect(checks().at(-1)).toMatchObject({ status: 'completed', conclusion: 'neutral', headSha: headOf() })
    expect(checks().filter((c) => c.status !== 'completed')).toEqual([])
  })

  it('refuses an unknown fail-on before anything is read', async () => {
    scene = await startReviewScene({ config: CONFIG })
    const out = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), {
      inputs: { 'fail-on': 'blocker' }
    })
    expect(out.exitCode).not.toBe(0)
    expect(out.stderr + out.stdout).toContain(
      'input fail-on: "blocker" is not a severity: use one of none, critical, high, medium, low, info'
    )
    expect(scene.gh.requests).toEqual([])
  })
})
