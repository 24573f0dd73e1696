// The plan as sealed beside its critics job: nothing the job carries is written twice, a pull request's diff
// that is one of the job's diffs is stored by index, and the plan comes back whole from the two.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { jobOfPlan } from '../../../src/loop/round/plan.js'
import { packPlan, unpackPlan } from '../../../src/loop/round/plan-pack.js'
import type { RoundPlan } from '../../../src/loop/round/plan-types.js'

const DIFF = 'diff --git a/a.ts b/a.ts\n--- a/a.ts\n+++ b/a.ts\n@@ -1 +1 @@\n-x\n+y\n'

function plan(over: Partial<RoundPlan> = {}): RoundPlan {
  return {
    item: { owner: 'o', repo: 'r', number: 7 },
    round: 2,
    prompt: 'the shared prompt',
    critics: [makeCritic('big', { command: 'node', maxPromptChars: 2000 }), makeCritic('small')],
    replies: ['issue-comment:5'],
    unreadable: [],
    heads: [{ ref: 'github:o/r#7', sha: 'a'.repeat(40), url: 'u' }],
    inlines: [
      { ref: 'github:o/r#7', number: 7, own: true, byDefault: true, head: 'a'.repeat(40), diff: DIFF },
      { ref: 'github:o/r#8', number: 8, own: false, byDefault: false, head: 'b'.repeat(40), diff: 'other' }
    ],
    split: { big: { parts: [{ text: ['fixed ', [0, 0, 10]], files: ['a.ts'] }], coverage: 'c' } },
    diffs: [DIFF],
    maxParallel: 3,
    coverage: {},
    ...over
  }
}

describe('packPlan and unpackPlan', () => {
  it('stores the diff once and leaves out what the job holds, and reads back the same plan', () => {
    const whole = plan()
    const job = jobOfPlan(whole, '/w')
    const packed = packPlan(whole)
    const text = JSON.stringify({ job, packed })
    expect(text.split('+++ b/a.ts').length - 1).toBe(1)
    for (const key of ['prompt', 'critics', 'split', 'diffs', 'maxParallel'])
      expect(packed).not.toHaveProperty(key)
    expect(packed.inlines[0]).toEqual(expect.objectContaining({ diffAt: 0 }))
    expect(packed.inlines[0]).not.toHaveProperty('diff')
    expect(packed.inlines[1]).toEqual(expect.objectContaining({ diff: 'other' }))
    expect(unpackPlan(JSON.parse(JSON.stringify(packed)), JSON.parse(JSON.stringify(job)))).toEqual(whole)
  })

  it('keeps a plan with no split as it was', () => {
    const { split: _s, diffs: _d, maxParallel: _m, ...rest } = plan()
    void [_s, _d, _m]
    const whole: RoundPlan = rest
    expect(unpackPlan(packPlan(whole), jobOfPlan(whole, '/w'))).toEqual(whole)
  })

  it('refuses a packed plan naming a diff its job does not hold', () => {
    const whole = plan()
    const job = { ...jobOfPlan(whole, '/w'), diffs: [] }
    expect(() => unpackPlan(packPlan(whole), job)).toThrow('names diff 0, which its job does not hold')
  })
})
