// The verification results as the gate reads them: each asked problem's verdict from the run that asked it, by
// its id; no verdict, and why in the action's own words, for a failed run, a run the budget refused, a block that
// does not read, or an answer silent on the id; and nothing for a problem that was not asked.
import { describe, expect, it } from '@jest/globals'
import { roundVerdicts } from '../../../src/loop/consensus/round-verdicts.js'
import { newEnvelope, type Envelope } from '../../../src/critics/harness/envelope.js'
import { BUDGET_REFUSAL } from '../../../src/critics/verify/verification.js'

const finding = (line: number) => ({
  path: 'a.ts',
  line,
  severity: 'medium' as const,
  title: `T${line}`,
  body: 'B'
})
const ask = (id: string, line: number, part = 1) => ({
  id,
  critic: 'a',
  verifier: 'b',
  part,
  finding: finding(line)
})
const run = (part: number, output: string, ok = true, error = ''): Envelope => ({
  ...newEnvelope({ name: 'b', harness: 'codex', model: '' }),
  part,
  ok,
  output,
  error
})
const block = (verdicts: object[]) =>
  `Checked.\n\n\`\`\`the-loop-verdicts\n${JSON.stringify({ verdicts })}\n\`\`\`\n`

describe('roundVerdicts', () => {
  it('reads each problem from the part that asked it, by its id only', () => {
    const of = roundVerdicts({
      asked: [ask('P1', 1), ask('P2', 2), ask('P3', 3, 2)],
      envelopes: [
        run(
          1,
          block([
            { id: 'P1', verdict: 'refuted', reason: 'no' },
            { id: 'P3', verdict: 'confirmed', reason: 'x' }
          ])
        ),
        run(2, 'no block')
      ]
    })
    expect(of('a', finding(1))).toEqual({ verifier: 'b', verdict: 'refuted', reason: 'no' })
    expect(of('a', finding(2))).toEqual({ verifier: 'b', why: 'no verdict on P2' })
    // P3 was asked in part 2: part 1's verdict on it is not read.
    expect(of('a', finding(3))).toEqual({ verifier: 'b', why: 'no `the-loop-verdicts` block' })
    expect(of('b', finding(1))).toBeUndefined()
    expect(of('a', finding(9))).toBeUndefined()
  })

  it('says a failed run and a run the money budget refused apart, never in the run’s own words', () => {
    const failed = roundVerdicts({ asked: [ask('P1', 1)], envelopes: [run(1, '', false, 'boom @alice')] })
    expect(failed('a', finding(1))).toEqual({ verifier: 'b', why: 'its run failed' })
    const refused = roundVerdicts({
      asked: [ask('P1', 1)],
      envelopes: [run(1, '', false, `${BUDGET_REFUSAL}: spent`)]
    })
    expect(refused('a', finding(1))?.why).toBe(
      'the money budget left no room to verify it (max-cost-usd, max-tokens)'
    )
    expect(roundVerdicts(undefined)('a', finding(1))).toBeUndefined()
  })
})
