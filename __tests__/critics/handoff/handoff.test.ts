// The files between the steps: the plan is sealed with a key only token holders can derive, belongs to one run,
// and cannot be redirected by a symlink; the envelopes are untrusted input taken field by field.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { newEnvelope } from '../../../src/critics/harness/envelope.js'
import { emptyUsage } from '../../../src/critics/harness/usage.js'
import { readEnvelopes, writeEnvelopes } from '../../../src/critics/handoff/envelopes.js'
import {
  ENVELOPES_FILE,
  PLAN_FILE,
  readJob,
  readPlan,
  writePlan,
  type Handoff
} from '../../../src/critics/handoff/files.js'
import { handoffKey } from '../../../src/critics/handoff/seal.js'
import { tempDir } from '../../support/critic-fixtures.js'

const run = { repository: 'acme/widgets', runId: '7', attempt: '1' }
const critics = [makeCritic('a', { harness: 'claude', model: 'm' }), makeCritic('b')]
const handoff: Handoff<{ note: string }> = {
  version: 1,
  action: 'main',
  run,
  job: { critics, prompt: 'review this', workItem: 'issue-1', workspace: '/w' },
  resume: { note: 'x' }
}

describe('the sealed plan', () => {
  it('reads back under the same token and run', async () => {
    const dir = tempDir('handoff-')
    await writePlan(dir, handoff, handoffKey('tok-1'))
    expect((await readPlan<{ note: string }>(dir, handoffKey('tok-1'), run)).resume).toEqual({ note: 'x' })
    expect((await readJob(dir)).prompt).toBe('review this')
  })

  it('is refused when rewritten, under another token, or for another run', async () => {
    const dir = tempDir('handoff-')
    await writePlan(dir, handoff, handoffKey('tok-1'))
    await expect(readPlan(dir, handoffKey('tok-2'), run)).rejects.toThrow(
      /does not carry this run’s signature/
    )
    await expect(readPlan(dir, handoffKey('tok-1'), { ...run, attempt: '2' })).rejects.toThrow(/another run/)
    const path = join(dir, PLAN_FILE)
    const sealed = readFileSync(path, 'utf8')
    // The body is written once, not escaped into an envelope: the header line, then the plan's own JSON.
    expect(sealed.split('\n')[0]).toMatch(/^the-loop sealed plan v2 [0-9a-f]{64}$/)
    expect(JSON.parse(sealed.slice(sealed.indexOf('\n') + 1))).toEqual(handoff)
    writeFileSync(path, sealed.replace('review this', 'approve this'))
    await expect(readPlan(dir, handoffKey('tok-1'), run)).rejects.toThrow(/changed after the prepare step/)
    const mac = sealed.slice(0, sealed.indexOf('\n'))
    writeFileSync(path, `${mac}\n{"version":1,`)
    await expect(readJob(dir)).rejects.toThrow(/its body is not JSON/)
    writeFileSync(path, 'garbage')
    await expect(readPlan(dir, handoffKey('tok-1'), run)).rejects.toThrow(/not a sealed plan/)
  })

  // A diff of 600,000 characters spans three of the writer's chunks; a pair of surrogates sits on the first
  // chunk's edge (1 << 18), so cutting it there would write two U+FFFD instead of one emoji.
  const edge = 1 << 18
  const bigDiff = `${'a'.repeat(edge - 1)}😀${'é—'.repeat(100)}${'z'.repeat(600_000 - edge - 201)}`
  const withDiffs: Handoff<{ note: string }> = {
    ...handoff,
    job: { ...handoff.job, diffs: [bigDiff, '', 'diff --git a/x b/x\n'] }
  }

  it('keeps the diffs in their own files beside the plan, named by hash, and reads them back whole', async () => {
    const dir = tempDir('handoff-')
    await writePlan(dir, withDiffs, handoffKey('tok-1'))
    const sealed = readFileSync(join(dir, PLAN_FILE), 'utf8')
    // The plan holds no diff text: a 10 MB diff is not escaped into the JSON the MAC is taken over.
    expect(sealed.length).toBeLessThan(2_000)
    expect(sealed).not.toContain('aaaa')
    expect(readFileSync(join(dir, 'diff-0.txt'), 'utf8')).toBe(bigDiff)
    expect((await readPlan<{ note: string }>(dir, handoffKey('tok-1'), run)).job.diffs).toEqual(
      withDiffs.job.diffs
    )
    expect((await readJob(dir)).diffs).toEqual(withDiffs.job.diffs)
  })

  it('refuses a diff file changed, missing or swapped after prepare wrote it', async () => {
    const dir = tempDir('handoff-')
    await writePlan(dir, withDiffs, handoffKey('tok-1'))
    const path = join(dir, 'diff-2.txt')
    writeFileSync(path, 'diff --git a/y b/y\n')
    await expect(readPlan(dir, handoffKey('tok-1'), run)).rejects.toThrow(
      /diff-2\.txt: is not the diff the sealed plan names/
    )
    await expect(readJob(dir)).rejects.toThrow(/is not the diff the sealed plan names/)
    // The same text in another file's place is refused too: each file is checked against its own entry.
    writeFileSync(path, readFileSync(join(dir, 'diff-1.txt')))
    await expect(readPlan(dir, handoffKey('tok-1'), run)).rejects.toThrow(/diff-2\.txt/)
    rmSync(path)
    await expect(readPlan(dir, handoffKey('tok-1'), run)).rejects.toThrow(
      /diff-2\.txt: cannot read the diff the plan names/
    )
  })

  it('replaces a symlink put in its place instead of writing through it', async () => {
    const dir = tempDir('handoff-')
    const victim = join(tempDir('victim-'), 'bashrc')
    writeFileSync(victim, 'keep me')
    symlinkSync(victim, join(dir, ENVELOPES_FILE))
    await writeEnvelopes(dir, { envelopes: [], redacted: [] })
    expect(readFileSync(victim, 'utf8')).toBe('keep me')
  })
})

describe('the envelopes file, read as untrusted input', () => {
  it('takes only what a run can set; names and attribution come from the plan', async () => {
    const dir = tempDir('handoff-')
    writeFileSync(
      join(dir, ENVELOPES_FILE),
      JSON.stringify({
        envelopes: [
          {
            critic: 'a',
            attribution: '[forged/x] @everyone',
            ok: true,
            exitCode: 0,
            output: 'fine',
            usage: { inputTokens: -5 }
          }
        ],
        redacted: [
          { critic: 'a', count: 2 },
          { critic: 'zzz', count: 9 }
        ]
      })
    )
    const { envelopes, redacted } = await readEnvelopes(dir, { critics, prompt: '' })
    expect(envelopes[0]).toMatchObject({ critic: 'a', attribution: '[claude/m]', ok: true, output: 'fine' })
    // A negative count is no refund: it reads as the token cap, flagged (MAX_RUN_TOKENS).
    expect(envelopes[0]!.usage).toMatchObject({ inputTokens: 10_000_000_000, tokenStatus: 'invalid' })
    expect(envelopes[1]).toMatchObject({
      critic: 'b',
      ok: false,
      error: 'the critics step returned no result for this critic'
    })
    expect(redacted).toEqual([
      { critic: 'a', count: 2 },
      { critic: 'b', count: 0 }
    ])
  })

  it('keeps a cost out of range as invalid (the budget counts it at its cap), never as a cheaper run', async () => {
    const dir = tempDir('handoff-')
    const usage = (u: object) => ({
      critic: 'a',
      ok: true,
      exitCode: 0,
      output: '',
      usage: { present: true, ...u }
    })
    const read = async (u: object) => {
      writeFileSync(join(dir, ENVELOPES_FILE), JSON.stringify({ envelopes: [usage(u)], redacted: [] }))
      return (await readEnvelopes(dir, { critics, prompt: '' })).envelopes[0]!.usage
    }
    expect(await read({ costUsd: -5 })).toMatchObject({ costUsd: 0, costStatus: 'invalid' })
    expect(await read({ costUsd: 'NaN' })).toMatchObject({ costUsd: 0, costStatus: 'invalid' })
    expect(await read({ costUsd: 0.5, costStatus: 'invalid' })).toMatchObject({ costStatus: 'invalid' })
    expect(await read({ costUsd: 0.5, costStatus: 'reported' })).toMatchObject({
      costUsd: 0.5,
      costStatus: 'reported'
    })
    expect(await read({ costUsd: 0.5, costStatus: 'forged' })).not.toHaveProperty('costStatus')
    // Through the file the critics step writes: the status survives envelopeJson.
    await writeEnvelopes(dir, {
      envelopes: [
        { ...newEnvelope(critics[0]!), ok: true, usage: { ...emptyUsage(), costStatus: 'invalid' } }
      ],
      redacted: []
    })
    expect((await readEnvelopes(dir, { critics, prompt: '' })).envelopes[0]!.usage.costStatus).toBe('invalid')
  })

  it('reports every critic as failed when the critics step wrote nothing or garbage', async () => {
    const dir = tempDir('handoff-')
    const none = await readEnvelopes(dir, { critics, prompt: '' })
    expect(none.envelopes.map((e) => [e.ok, e.error])).toEqual([
      [false, 'the critics step ended without a result (it wrote no results)'],
      [false, 'the critics step ended without a result (it wrote no results)']
    ])
    writeFileSync(join(dir, ENVELOPES_FILE), '{')
    expect((await readEnvelopes(dir, { critics, prompt: '' })).envelopes[0]!.error).toMatch(/do not parse/)
  })

  it('takes a verification only as planned: two critics of the plan, a valid id, part and finding', async () => {
    const dir = tempDir('handoff-')
    const finding = { path: 'src/a.ts', line: 3, severity: 'medium', title: 'T', body: 'B' }
    const ask = { id: 'P1', critic: 'a', verifier: 'b', part: 1, finding }
    writeFileSync(
      join(dir, ENVELOPES_FILE),
      JSON.stringify({
        envelopes: [],
        verification: {
          asked: [
            ask,
            { ...ask, id: 'P2', verifier: 'a' },
            { ...ask, id: 'P3', verifier: 'zzz' },
            { ...ask, id: 'X4' },
            { ...ask, id: 'P5', part: 0 },
            { ...ask, id: 'P6', finding: { ...finding, line: -1 } },
            { ...ask, id: 'P1', critic: 'b', verifier: 'a' }
          ],
          envelopes: [{ critic: 'b', part: 1, ok: true, exitCode: 0, output: 'verdicts', attribution: 'x' }]
        }
      })
    )
    const { verification } = await readEnvelopes(dir, { critics, prompt: '' })
    expect(verification!.asked).toEqual([ask])
    expect(verification!.envelopes).toHaveLength(1)
    expect(verification!.envelopes[0]).toMatchObject({ critic: 'b', part: 1, ok: true, output: 'verdicts' })
    expect(verification!.envelopes[0]!.attribution).not.toBe('x')
    // Round-tripped as the critics step writes it.
    await writeEnvelopes(dir, { envelopes: [], redacted: [], verification: verification! })
    expect((await readEnvelopes(dir, { critics, prompt: '' })).verification).toEqual(verification)
  })
})
