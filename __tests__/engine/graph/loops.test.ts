// Loop resolution is fail-closed: only a shipped outer-path loop name is ever turned into a loop.
import { describe, expect, it } from '@jest/globals'
import {
  chooseOuterLoop,
  DEFAULT_LOOP,
  OUTER_PATH_LOOPS,
  resolveOuterLoop,
  SHIPPED_LOOPS
} from '../../../src/engine/graph/loops.js'

describe('loop resolution', () => {
  it('keeps a non-default outer-path loop', () => {
    expect(resolveOuterLoop('pdlc-review-loop')).toBe('pdlc-review-loop')
    expect(resolveOuterLoop('pdlc-adhoc-loop')).toBe('pdlc-adhoc-loop')
    expect(resolveOuterLoop('pdlc-contribution-loop')).toBe('pdlc-contribution-loop')
  })

  it.each(['', 'pdlc-work-item-loop', 'pdlc-pr-loop', 'my-loop', '../../evil-graph', 'PDLC-REVIEW-LOOP'])(
    'turns %p into the default loop',
    (name) => {
      expect(resolveOuterLoop(name)).toBe('')
    }
  )

  it('warns only when a recorded name is refused', () => {
    expect(chooseOuterLoop('')).toEqual({ loop: DEFAULT_LOOP })
    expect(chooseOuterLoop('pdlc-review-loop')).toEqual({ loop: 'pdlc-review-loop' })
    const refused = chooseOuterLoop('../../evil-graph')
    expect(refused.loop).toBe(DEFAULT_LOOP)
    expect(refused.warning).toContain("recorded loop '../../evil-graph' is not an outer-path loop")
  })

  it('names the loop sets', () => {
    expect(SHIPPED_LOOPS).toHaveLength(5)
    expect(OUTER_PATH_LOOPS).toEqual(SHIPPED_LOOPS.filter((l) => l !== 'pdlc-pr-loop'))
  })
})
