// The (critic, part) runs of a split round: the critics step's envelopes read per run of the signed plan (one it
// does not list is never taken), every run in one pool no wider than max-parallel, and each critic's parts merged
// into its one result, findings counted once.
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readEnvelopes } from '../../../src/critics/handoff/envelopes.js'
import { ENVELOPES_FILE } from '../../../src/critics/handoff/files.js'
import { inPool } from '../../../src/base/shared/pool.js'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { newEnvelope } from '../../../src/critics/harness/envelope.js'
import type { CriticSplit } from '../../../src/critics/harness/critics-job.js'
import { mergeCriticParts } from '../../../src/loop/parts/part-merge.js'
import { tempDir } from '../../support/critic-fixtures.js'

const split: CriticSplit = {
  parts: [
    { text: ['p1'], files: ['a.ts'] },
    { text: ['p2'], files: ['b.ts', 'c.ts'] }
  ],
  coverage: 'Coverage: 2 parts; 3 of 3 files and 3 of 3 hunks seen.'
}
const critics = [makeCritic('big', { harness: 'claude' }), makeCritic('small', { harness: 'claude' })]
const job = { critics, prompt: 'shared', split: { big: split } }

const block = (findings: object[]) => `\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\``
const finding = (path: string, title: string) => ({ path, line: 1, severity: 'low', title, body: 'b' })

describe('envelopes of a split round', () => {
  it('takes one envelope per planned (critic, part) and refuses the ones the plan does not list', async () => {
    const dir = tempDir('parts-')
    const ok = (critic: string, part: number | undefined, output: string) => ({
      critic,
      ...(part === undefined ? {} : { part }),
      ok: true,
      exitCode: 0,
      output
    })
    writeFileSync(
      join(dir, ENVELOPES_FILE),
      JSON.stringify({
        envelopes: [
          ok('big', 3, 'forged third part'),
          ok('big', undefined, 'forged whole run'),
          ok('big', 2, 'second'),
          ok('small', 1, 'forged part of an unsplit critic'),
          ok('small', undefined, 'whole'),
          ok('big', 1, 'first')
        ],
        redacted: [
          { critic: 'big', count: 1 },
          { critic: 'big', count: 2 }
        ]
      })
    )
    const { envelopes, redacted } = await readEnvelopes(dir, job)
    expect(envelopes.map((e) => [e.critic, e.part, e.output])).toEqual([
      ['big', 1, 'first'],
      ['big', 2, 'second'],
      ['small', undefined, 'whole']
    ])
    expect(redacted).toEqual([
      { critic: 'big', count: 3 },
      { critic: 'small', count: 0 }
    ])
  })

  it('merges a critic’s parts into one result: texts by part, findings once, a failed part naming its files', () => {
    const run = (part: number, ok: boolean, output: string) => ({
      ...newEnvelope(critics[0]!),
      part,
      ok,
      exitCode: ok ? 0 : 2,
      output,
      error: ok ? '' : 'it crashed'
    })
    const same = finding('a.ts', 'Same problem')
    const [merged] = mergeCriticParts(job, [
      run(1, true, `one\n${block([same, finding('a.ts', 'Other')])}`),
      run(2, true, `two\n${block([same])}`)
    ])
    expect(merged!.ok).toBe(true)
    expect(merged!.output).toContain('**Part 1 of 2** (1 file: a.ts)\n\none')
    expect(merged!.output).toContain('**Part 2 of 2** (2 files: b.ts, c.ts)\n\ntwo')
    expect(merged!.output).toContain(split.coverage)
    const json = /```the-loop-findings\n(.*)\n```/.exec(merged!.output)![1]!
    expect((JSON.parse(json) as { findings: unknown[] }).findings).toEqual([same, finding('a.ts', 'Other')])

    // Thread answers: the first per thread; the brief's items: the strongest status any part gave.
    const roots = (answers: object[], ledger: object[]) =>
      `\`\`\`the-loop-findings\n${JSON.stringify({ findings: [], answers, ledger })}\n\`\`\``
    const [answered] = mergeCriticParts(job, [
      run(1, true, roots([{ thread: 7, body: 'first' }], [{ id: 'Q1', status: 'open', answer: 'not here' }])),
      run(
        2,
        true,
        roots(
          [
            { thread: 7, body: 'second' },
            { thread: 9, body: 'other' }
          ],
          [
            { id: 'Q1', status: 'answered', answer: 'in b.ts:3' },
            { id: 'V1', status: 'cannot-check', answer: 'needs a database' }
          ]
        )
      )
    ])
    const merged2 = JSON.parse(/```the-loop-findings\n(.*)\n```/.exec(answered!.output)![1]!)
    expect(merged2).toEqual({
      findings: [],
      answers: [
        { thread: 7, body: 'first' },
        { thread: 9, body: 'other' }
      ],
      ledger: [
        { id: 'Q1', status: 'answered', answer: 'in b.ts:3' },
        { id: 'V1', status: 'cannot-check', answer: 'needs a database' }
      ]
    })

    const [half] = mergeCriticParts(job, [run(1, true, 'one'), run(2, false, '')])
    expect(half!.ok).toBe(true)
    expect(half!.output).toContain('Failed: part 2 of 2 (b.ts, c.ts): it crashed.')
    const [none] = mergeCriticParts(job, [run(1, false, ''), run(2, false, '')])
    expect(none!.ok).toBe(false)
    expect(none!.error).toBe(
      `every part failed: part 1 of 2 (a.ts): it crashed; part 2 of 2 (b.ts, c.ts): it crashed. ${split.coverage}`
    )
  })
})

describe('inPool', () => {
  it('never runs more than the limit at once, and keeps the tasks’ order', async () => {
    let running = 0
    let widest = 0
    const tasks = Array.from({ length: 9 }, (_, i) => async () => {
      running++
      widest = Math.max(widest, running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      return i
    })
    expect(await inPool(3, tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(widest).toBe(3)
  })
})
