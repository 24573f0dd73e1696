// One critic's answer split into round text and review comments: anchored findings go on the diff once, the
// rest are listed with their reason, repeats are listed not posted, and what could not be read is named.
import { describe, expect, it } from '@jest/globals'
import { findingKey } from '../../../src/loop/placement/key.js'
import { planFindings, type FindingsPlan } from '../../../src/loop/placement/findings-plan.js'
import type { FindingsInput, InlineTarget } from '../../../src/loop/placement/findings-input.js'
import { parseMarkers } from '../../../src/base/marker/markers.js'

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

/** Pull request #n of acme/widgets with DIFF; the item's own one unless said otherwise. */
function pull(number: number, more: Partial<InlineTarget> = {}): InlineTarget {
  return {
    ref: `github:acme/widgets#${number}`,
    number,
    own: true,
    byDefault: true,
    diff: DIFF,
    head: HEAD,
    link: { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' },
    ...more
  }
}

/** The input for the own pull request #1; `posted` and `notInline` are about it. */
function input(
  output: string,
  more: Partial<Omit<FindingsInput, 'posted' | 'notInline'>> & {
    posted?: ReadonlyMap<string, number>
    notInline?: string
  } = {}
): FindingsInput {
  const { posted, notInline, ...rest } = more
  return {
    output,
    critic: { name: 'claude', harness: 'claude', model: 'opus' },
    round: 2,
    targets: [pull(1)],
    posted: (n) => (n === 1 && posted ? posted : new Map()),
    ...(notInline ? { notInline: new Map([[1, notInline]]) } : {}),
    ...rest
  }
}

/** The comments planned for the pull requests, all together. */
const comments = (plan: FindingsPlan) => plan.reviews.flatMap((r) => r.comments)

describe('planFindings', () => {
  it('puts an anchored finding on the diff, marked with its key, and lists the other unlinked', () => {
    const plan = planFindings(input(answer([onDiff, offDiff])))
    expect(plan.text.trim()).toBe('Looks fine overall.')
    expect(comments(plan)).toHaveLength(1)
    expect(comments(plan)[0]).toMatchObject({ path: 'src/a.ts', line: 2, side: 'RIGHT' })
    const [marker] = parseMarkers(comments(plan)[0]!.body)
    expect(marker).toMatchObject({
      kind: 'finding',
      round: 2,
      critic: 'claude',
      key: findingKey(onDiff, 'TWO')
    })
    expect(comments(plan)[0]!.body).not.toContain('@bob')
    expect(plan.appendix).toContain('1 finding posted on the diff')
    // src/b.ts is no file of the diff: named as inert text, with no link to follow.
    expect(plan.appendix).toContain('· src/b.ts:9 · Elsewhere')
    expect(plan.appendix).not.toContain('blob/')
    expect(plan.appendix).toContain('not on the diff')
    expect(plan.counts).toMatchObject({ found: 2, inline: 1, listed: 1, repeated: 0 })
  })

  it("ends a fence the critic's text leaves open before the JSON of a finding it could not read", () => {
    const block = '```the-loop-findings\n{"findings":[{"path":"x"}]}\n```'
    const plan = planFindings(input(`${block}\nAfter:\n\n\`\`\`\`ts\nopen(`))
    expect(plan.text).toBe('After:\n\n````ts\nopen(\n````\n\n```json\n{"path":"x"}\n```')
  })

  it('does not post a finding this critic already has on the diff: listed as repeated, or silent on a re-run', () => {
    const key = findingKey(onDiff, 'TWO')
    const later = planFindings(input(answer([onDiff]), { posted: new Map([[key, 1]]) }))
    expect(comments(later)).toEqual([])
    expect(later.appendix).toContain('repeated from round 1')
    const rerun = planFindings(input(answer([onDiff]), { posted: new Map([[key, 2]]) }))
    expect(comments(rerun)).toEqual([])
    expect(rerun.appendix).toBe('')
  })

  it('posts again as new a finding whose thread was resolved as fixed, linking the old thread', () => {
    const key = findingKey(onDiff, 'TWO')
    const url = 'https://github.com/acme/widgets/pull/1#discussion_r77'
    const back = planFindings({
      ...input(answer([onDiff]), { posted: new Map([[key, 1]]) }),
      resolved: (n) => new Map(n === 1 ? [[key, url]] : [])
    })
    expect(comments(back)).toHaveLength(1)
    expect(comments(back)[0]!.body).toContain(`Found again: reported before in [this thread](${url})`)
    expect(back.appendix).not.toContain('repeated from round 1')
  })

  it('without a diff target every finding is listed; a bad finding is dropped and named, its JSON kept', () => {
    const plan = planFindings(input(answer([onDiff, { ...offDiff, line: 0 }]), { targets: [] }))
    expect(comments(plan)).toEqual([])
    expect(plan.counts).toMatchObject({ found: 1, listed: 1, dropped: 1 })
    expect(plan.appendix).toContain('could not read')
    expect(plan.text).toContain('"line":0')
  })

  it('names each finding read once: by its comment key on the diff, by path and title elsewhere', () => {
    const noPath = { ...offDiff, path: '../../etc/passwd', title: 'Outside' }
    const plan = planFindings(input(answer([onDiff, offDiff, onDiff, noPath]), { posted: new Map() }))
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key)
    expect([...plan.distinct].sort(byKey)).toEqual(
      [
        { key: findingKey(onDiff, 'TWO'), severity: 'high' },
        { key: findingKey(offDiff, ''), severity: 'low' },
        { key: findingKey(noPath, ''), severity: 'low' }
      ].sort(byKey)
    )
    // A repeat of an earlier round is still read this round: the review's tally tells it from a new one.
    const later = planFindings(input(answer([onDiff]), { posted: new Map([[findingKey(onDiff, 'TWO'), 1]]) }))
    expect(later.distinct).toEqual([{ key: findingKey(onDiff, 'TWO'), severity: 'high' }])
  })

  it('an answer without a block is its own text, with nothing added', () => {
    const plan = planFindings(input('Just prose.'))
    expect([plan.text, plan.appendix, comments(plan)]).toEqual(['Just prose.', '', []])
  })
})

describe('planFindings: findings that fit the diff but cannot go on it', () => {
  it('are listed with the reason instead (a refused review, a review already posted)', () => {
    const plan = planFindings(input(answer([onDiff]), { notInline: 'GitHub refused the review (HTTP 422)' }))
    expect(comments(plan)).toEqual([])
    expect(plan.appendix).toContain('on the diff, listed here: GitHub refused the review (HTTP 422)')
    expect(plan.counts).toMatchObject({ inline: 0, listed: 1 })
  })
})

describe('planFindings: a round over several pull requests of this repository', () => {
  const two = pull(2, { own: false, byDefault: false })

  it('sends each finding to the pull request it names, and one without a name to the own one', () => {
    const plan = planFindings(
      input(
        answer([{ ...onDiff, pullRequest: '#2' }, onDiff, { ...onDiff, pullRequest: 'acme/widgets#1' }]),
        {
          targets: [two, pull(1)]
        }
      )
    )
    // The own pull request's review first: its body is the round text.
    expect(plan.reviews.map((r) => [r.target.number, r.comments.length])).toEqual([
      [1, 1],
      [2, 1]
    ])
    // The same finding twice on the own diff is one comment: the second has its key.
    expect(plan.appendix).toContain('1 finding posted on the diff._')
    expect(plan.appendix).toContain('1 finding posted on the diff of acme/widgets#2._')
  })

  it('lists, with the reason, a finding on a pull request the round did not read here, or not named at all', () => {
    const workItem = [pull(1, { own: false, byDefault: false }), two]
    const plan = planFindings(
      input(
        answer([
          { ...onDiff, pullRequest: 'other/repo#2' },
          { ...onDiff, pullRequest: 'the second one' },
          onDiff,
          { ...onDiff, pullRequest: 'https://github.com/acme/widgets/pull/2' }
        ]),
        { targets: workItem }
      )
    )
    expect(plan.reviews.map((r) => r.target.number)).toEqual([2])
    expect(plan.appendix).toContain(
      'its pull request is not one whose diff this round read in this repository'
    )
    expect(plan.appendix).toContain('its pullRequest is not a pull request reference')
    expect(plan.appendix).toContain('it names no pull request, and this round covers several')
    expect(plan.counts).toMatchObject({ found: 4, inline: 1, listed: 3 })
  })

  it("a refusal on one pull request lists that one's findings only, named with their pull request", () => {
    const plan = planFindings({
      ...input(answer([{ ...onDiff, pullRequest: '#2' }, onDiff]), { targets: [pull(1), two] }),
      notInline: new Map([[2, 'GitHub refused the review (HTTP 422)']])
    })
    expect(plan.reviews.map((r) => r.target.number)).toEqual([1])
    expect(plan.appendix).toContain(
      'acme/widgets#2; on the diff, listed here: GitHub refused the review (HTTP 422)'
    )
    expect(plan.appendix).toContain(`https://github.com/acme/widgets/blob/${HEAD}/src/a.ts#L2`)
  })

  it('knows the findings posted on each pull request apart', () => {
    const key = findingKey(onDiff, 'TWO')
    const plan = planFindings({
      ...input(answer([{ ...onDiff, pullRequest: '#2' }, onDiff]), { targets: [pull(1), two] }),
      posted: (n) => new Map(n === 2 ? [[key, 1]] : [])
    })
    expect(plan.reviews.map((r) => r.target.number)).toEqual([1])
    expect(plan.appendix).toContain('acme/widgets#2; repeated from round 1')
  })
})
