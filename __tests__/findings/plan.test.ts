// One critic's answer split into round text and review comments: anchored findings go on the diff once, the
// rest are listed with their reason, repeats are listed not posted, and what could not be read is named.
import { describe, expect, it } from '@jest/globals'
import { findingKey } from '../../src/findings/key.js'
import { planFindings, type FindingsInput } from '../../src/findings/plan.js'
import { parseMarkers } from '../../src/render/markers.js'

const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,3 +1,3 @@',
  ' one',
  '-two',
  '+TWO',
  ' three',
  ''
].join('\n')

const HEAD = 'a'.repeat(40)

function answer(findings: unknown[], extra = ''): string {
  return `Looks fine overall.${extra}\n\n\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\`\n`
}

const onDiff = { path: 'src/a.ts', line: 2, severity: 'high', title: 'Shouting', body: 'TWO is loud @bob' }
const offDiff = { path: 'src/b.ts', line: 9, severity: 'low', title: 'Elsewhere', body: 'not in this pull' }

function input(output: string, more: Partial<FindingsInput> = {}): FindingsInput {
  return {
    output,
    critic: { name: 'claude', harness: 'claude', model: 'opus' },
    round: 2,
    target: {
      diff: DIFF,
      head: HEAD,
      link: { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' }
    },
    posted: new Map(),
    ...more
  }
}

describe('planFindings', () => {
  it('puts an anchored finding on the diff, marked with its key, and lists the other with a link', () => {
    const plan = planFindings(input(answer([onDiff, offDiff])))
    expect(plan.text.trim()).toBe('Looks fine overall.')
    expect(plan.comments).toHaveLength(1)
    expect(plan.comments[0]).toMatchObject({ path: 'src/a.ts', line: 2, side: 'RIGHT' })
    const [marker] = parseMarkers(plan.comments[0]!.body)
    expect(marker).toMatchObject({
      kind: 'finding',
      round: 2,
      critic: 'claude',
      key: findingKey(onDiff, 'TWO')
    })
    expect(plan.comments[0]!.body).not.toContain('@bob')
    expect(plan.appendix).toContain('1 finding posted on the diff')
    expect(plan.appendix).toContain(`https://github.com/acme/widgets/blob/${HEAD}/src/b.ts#L9`)
    expect(plan.appendix).toContain('not on the diff')
    expect(plan.counts).toMatchObject({ found: 2, inline: 1, listed: 1, repeated: 0 })
  })

  it('does not post a finding this critic already has on the diff: listed as repeated, or silent on a re-run', () => {
    const key = findingKey(onDiff, 'TWO')
    const later = planFindings(input(answer([onDiff]), { posted: new Map([[key, 1]]) }))
    expect(later.comments).toEqual([])
    expect(later.appendix).toContain('repeated from round 1')
    const rerun = planFindings(input(answer([onDiff]), { posted: new Map([[key, 2]]) }))
    expect(rerun.comments).toEqual([])
    expect(rerun.appendix).toBe('')
  })

  it('without a diff target every finding is listed; a bad finding is dropped and named, its JSON kept', () => {
    const { target: _none, ...rest } = input(answer([onDiff, { ...offDiff, line: 0 }]))
    void _none
    const plan = planFindings(rest)
    expect(plan.comments).toEqual([])
    expect(plan.counts).toMatchObject({ found: 1, listed: 1, dropped: 1 })
    expect(plan.appendix).toContain('could not read')
    expect(plan.text).toContain('"line":0')
  })

  it('an answer without a block is its own text, with nothing added', () => {
    const plan = planFindings(input('Just prose.'))
    expect([plan.text, plan.appendix, plan.comments]).toEqual(['Just prose.', '', []])
  })
})

describe('planFindings: findings that fit the diff but cannot go on it', () => {
  it('are listed with the reason instead (a refused review, a review already posted)', () => {
    const plan = planFindings(input(answer([onDiff]), { notInline: 'GitHub refused the review (HTTP 422)' }))
    expect(plan.comments).toEqual([])
    expect(plan.appendix).toContain('on the diff, listed here: GitHub refused the review (HTTP 422)')
    expect(plan.counts).toMatchObject({ inline: 0, listed: 1 })
  })
})
