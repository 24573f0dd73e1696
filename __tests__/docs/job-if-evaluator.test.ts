// The job-condition evaluator the workflow tests use (__tests__/support/job-if.ts) refuses what GitHub would.
import { describe, expect, test } from '@jest/globals'
import { jobRuns } from '../support/job-if.js'

describe('the job-condition evaluator can fail', () => {
  const github = { event_name: 'issue_comment', event: {}, actor: 'a', triggering_actor: 'a' }
  test('a function GitHub does not have, or a context a job condition cannot read, is refused', () => {
    expect(() => jobRuns("contains(replace(vars.X, ',', ' '), 'a')", { github })).toThrow(/replace/)
    expect(() => jobRuns("secrets.X == 'a'", { github })).toThrow(/secrets/)
    expect(() => jobRuns("steps.x.outputs.y == 'a'", { github })).toThrow(/steps/)
  })
  test('contains() on a string matches substrings, on an array whole elements', () => {
    expect(jobRuns("contains('alice bobby', 'bob')", { github })).toBe(true)
    expect(jobRuns('contains(fromJSON(\'["alice", "bobby"]\'), \'bob\')', { github })).toBe(false)
  })
  test('a condition without a status function runs only when nothing it needs failed', () => {
    expect(jobRuns('true', { github, failed: true })).toBe(false)
    expect(jobRuns('always()', { github, failed: true })).toBe(true)
  })
})
