// A round's planned length against the job's own limit: ceil((critic, part) runs / max-parallel) × the longest
// timeoutSeconds + the 5-minute margin, the same numbers the claim is written with; a plan past
// job-timeout-minutes is refused with the arithmetic and every knob, one that fits (to the second) is not.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import type { CriticSplit } from '../../../src/critics/harness/critics-job.js'
import { roundSpan } from '../../../src/loop/limits/claim-span.js'
import { jobLimitRefusal, spanInputs } from '../../../src/loop/limits/job-limit.js'
import { claimFor } from '../../../src/loop/round/plan.js'
import type { RoundPlan } from '../../../src/loop/round/plan-types.js'

/** A split of `parts` parts (their prompts do not matter here). */
const parts = (n: number): CriticSplit => ({
  parts: Array.from({ length: n }, (_, i) => ({ text: [`part ${i + 1}`], files: [`f${i}.ts`] })),
  coverage: ''
})

function plan(opts: { maxParallel?: number; split?: Record<string, CriticSplit> } = {}) {
  return {
    item: { owner: 'o', repo: 'r', number: 1 },
    round: 1,
    prompt: 'shared',
    critics: [
      makeCritic('wide', { command: 'node', timeoutSeconds: 600 }),
      makeCritic('slow', { command: 'node', timeoutSeconds: 900 })
    ],
    replies: [],
    unreadable: [],
    heads: [],
    inlines: [],
    ...(opts.split ? { split: opts.split } : {}),
    ...(opts.maxParallel === undefined ? {} : { maxParallel: opts.maxParallel })
  } satisfies RoundPlan
}

describe('roundSpan', () => {
  it('is waves of the longest timeout plus the margin, uncapped (what the job is asked for)', () => {
    expect(roundSpan([600, 900], { runs: 9, maxParallel: 4 })).toEqual({
      waves: 3,
      longest: 900,
      seconds: 3000
    })
    expect(roundSpan([900], { runs: 8, maxParallel: 8 })).toEqual({ waves: 1, longest: 900, seconds: 1200 })
    expect(roundSpan([432_000], { runs: 2, maxParallel: 1 }).seconds).toBe(2 * 432_000 + 300)
  })
})

describe('jobLimitRefusal', () => {
  it('counts every (critic, part) run of the plan: 8 parts and 1 shared run are 9', () => {
    expect(spanInputs(plan({ maxParallel: 4, split: { wide: parts(8) } }))).toEqual({
      timeouts: [600, 900],
      shape: { runs: 9, maxParallel: 4 }
    })
  })

  it('lets a plan that fits run, to the second: 3 waves × 900 s + 300 s = 3000 s = 50 minutes', () => {
    const p = plan({ maxParallel: 4, split: { wide: parts(8) } })
    expect(jobLimitRefusal(p, 50)).toBeUndefined()
    expect(jobLimitRefusal(p, 49)).toBeDefined()
  })

  it('refuses a longer one with the arithmetic and every knob', () => {
    const why = jobLimitRefusal(plan({ maxParallel: 2, split: { wide: parts(8) } }), 60)
    expect(why).toBe(
      "its plan would outlast the job: 9 critic runs ('wide' 8, 'slow' 1), at most max-parallel 2 at once, " +
        'take 5 waves × 900 s (the longest timeoutSeconds) + 300 s margin = 4800 s, over job-timeout-minutes 60 ' +
        '(3600 s). No critic ran. Raise max-parallel; lower the critics’ maxParts or timeoutSeconds, or raise ' +
        'their maxPromptChars (fewer parts); or raise job-timeout-minutes together with the job’s timeout-minutes.'
    )
    // It must fit the round-problem reply, which shows at most 600 characters.
    expect(why!.length).toBeLessThanOrEqual(600)
  })

  it('names at most four critics, then how many more', () => {
    const many = { ...plan({ maxParallel: 1 }), critics: 'abcdef'.split('').map((n) => makeCritic(n)) }
    expect(jobLimitRefusal(many, 1)).toMatch(/\('a' 1, 'b' 1, 'c' 1, 'd' 1 and 2 more\)/)
  })

  it('checks nothing when no limit is given (a caller without the input)', () => {
    expect(jobLimitRefusal(plan({ maxParallel: 1, split: { wide: parts(50) } }), undefined)).toBeUndefined()
  })

  it('is the span the claim is written with, while it is within the longest claim', () => {
    const p = plan({ maxParallel: 4, split: { wide: parts(8) } })
    const now = new Date('2026-12-01T10:00:00.000Z')
    const claim = claimFor(p, { runId: '1', attempt: 1 }, now)
    expect((Date.parse(claim.staleAt) - now.getTime()) / 1000).toBe(3000)
  })
})
