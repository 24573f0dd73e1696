// What a gate learned rides in its hook result: written under one key, read back in walk order.
import { describe, expect, it } from '@jest/globals'
import { ok, waiting } from '../../src/engine/hooks/contract.js'
import type { FrozenBrief } from '../../src/conversation/comments/gate-readers.js'
import { learnedBefore, learnedFrom, withLearned } from '../../src/loop/gate-learned.js'

const brief = { by: 'octocat', questions: ['is it bounded?'] } as unknown as FrozenBrief

describe('gate-learned', () => {
  it('adds nothing to a result when the gate learned nothing', () => {
    expect(withLearned({ outcome: 'done' }, { consumed: [] })).toEqual({ outcome: 'done' })
  })

  it('reads every answered entry in order, and the newest restated brief, past results that learned nothing', () => {
    const results = [
      ok('classify-review-brief', withLearned({ outcome: 'briefed' }, { consumed: ['issue-comment:1'] })),
      ok('set-phase-label', { label: 'loop:review' }),
      waiting('other', 'a reason'),
      ok('classify-adhoc-reply', withLearned({}, { consumed: ['issue-comment:2'], restated: brief }))
    ]
    expect(learnedFrom(results)).toEqual({
      consumed: ['issue-comment:1', 'issue-comment:2'],
      restated: brief
    })
    expect(learnedFrom([])).toEqual({ consumed: [] })
  })

  it('a hook reads what earlier chains of its walk learned, then the earlier hooks of its own chain', () => {
    const earlier = [ok('a', withLearned({}, { consumed: ['issue-comment:1'] }))]
    const results = [ok('b', withLearned({}, { consumed: ['review-comment:7'] }))]
    expect(learnedBefore({ earlier, results }).consumed).toEqual(['issue-comment:1', 'review-comment:7'])
  })

  it("a label change's labels ride beside the entries, and the newest wins", () => {
    const results = [
      ok(
        'set-phase-label',
        withLearned({ label: 'loop:needs-review' }, { consumed: [], labels: ['bug', 'loop:needs-review'] })
      ),
      ok('classify-adhoc-reply', withLearned({}, { consumed: ['issue-comment:2'] })),
      ok(
        'set-phase-label',
        withLearned({ label: 'loop:complete' }, { consumed: [], labels: ['bug', 'loop:complete'] })
      )
    ]
    expect(learnedFrom(results)).toEqual({ consumed: ['issue-comment:2'], labels: ['bug', 'loop:complete'] })
    expect(learnedBefore({ earlier: results.slice(0, 1), results: [] }).labels).toEqual([
      'bug',
      'loop:needs-review'
    ])
  })
})
