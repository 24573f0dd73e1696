// The consensus gate's decisions: the default by the round's critics, the severity a lone problem goes on the diff
// from (the less severe of always-inline-severity and fail-on), and no gate when fewer than two critics answered.
import { describe, expect, it } from '@jest/globals'
import { criticConsensus, plannedConsensus } from '../../../src/loop/consensus/consensus.js'
import type { Finding } from '../../../src/base/findings/finding.js'
import type { Severity } from '../../../src/base/shared/severity.js'

const finding = (severity: Severity): Finding => ({
  path: 'src/a.ts',
  line: 3,
  severity,
  title: 'a title',
  body: 'a body'
})

describe('plannedConsensus', () => {
  it('is all with one critic and agreed with two or more when no input chose', () => {
    const inputs = {
      alwaysInline: 'critical' as const,
      verifyFrom: 'medium' as const,
      failOn: 'none' as const
    }
    expect(plannedConsensus(inputs, 1)).toEqual({ mode: 'all', byDefault: true, from: 'critical' })
    expect(plannedConsensus(inputs, 2)).toEqual({ mode: 'agreed', byDefault: true, from: 'critical' })
    expect(plannedConsensus({ ...inputs, inlineFindings: 'all' }, 3)).toEqual({
      mode: 'all',
      from: 'critical'
    })
    expect(plannedConsensus({ ...inputs, inlineFindings: 'agreed' }, 1)).toEqual({
      mode: 'agreed',
      from: 'critical'
    })
  })

  it('lets a lone problem on the diff from the less severe of always-inline-severity and fail-on', () => {
    expect(
      plannedConsensus({ alwaysInline: 'critical', verifyFrom: 'medium', failOn: 'medium' }, 2).from
    ).toBe('medium')
    expect(plannedConsensus({ alwaysInline: 'low', verifyFrom: 'medium', failOn: 'high' }, 2).from).toBe(
      'low'
    )
    expect(plannedConsensus({ alwaysInline: 'high', verifyFrom: 'medium', failOn: 'none' }, 2).from).toBe(
      'high'
    )
  })
})

describe('criticConsensus', () => {
  const agreed = { mode: 'agreed' as const, byDefault: true as const, from: 'high' as const }

  it('keeps a lone finding below its severity off the diff, saying why and which input', () => {
    const { keepOff, note } = criticConsensus(agreed, 2)
    expect(note).toBeUndefined()
    const why = keepOff!(finding('medium'), [])
    expect(why).toBe(
      'kept off the diff: no other critic raised it, and a lone finding goes on the diff from `high` (input `inline-findings` is `agreed`, the default with several critics)'
    )
    expect(keepOff!(finding('high'), [])).toBeUndefined()
    expect(keepOff!(finding('critical'), [])).toBeUndefined()
    expect(keepOff!(finding('info'), ['south'])).toBeUndefined()
  })

  it('does not gate when fewer than two critics answered, and says so', () => {
    const { keepOff, note } = criticConsensus(agreed, 1)
    expect(keepOff).toBeUndefined()
    expect(note).toMatch(
      /^_Only this critic gave findings the action could read this round, so no other could agree/
    )
  })

  it('gates nothing under all, or for a plan sealed before the gate', () => {
    expect(criticConsensus({ mode: 'all', from: 'critical' }, 3)).toEqual({})
    expect(criticConsensus(undefined, 3)).toEqual({})
  })
})
