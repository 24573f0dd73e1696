// One line comment per problem in a round: the critic with the most severe finding carries it (the earliest among
// equals), the others' findings are folded into its comment with their keys in its marker, and each other critic
// lists its own finding as on the diff in that comment.
import { describe, expect, it } from '@jest/globals'
import { MAX_ALSO, parseMarkers } from '../../../src/base/marker/markers.js'
import { planFindings } from '../../../src/loop/placement/findings-plan.js'
import type { InlineTarget } from '../../../src/loop/placement/findings-input.js'
import { sharedProblems, type ProblemOnDiff } from '../../../src/loop/placement/shared-problems.js'
import type { Finding } from '../../../src/base/findings/finding.js'

const finding = (severity: Finding['severity'], title = 'Shouting'): Finding => ({
  path: 'src/a.ts',
  line: 2,
  severity,
  title,
  body: `${title} (${severity})`
})
const critic = (name: string) => ({ name, harness: name, model: 'm' })
const planned = (name: string, severity: Finding['severity'], problem = 0, target = 1): ProblemOnDiff => ({
  problem,
  target,
  critic: critic(name),
  finding: finding(severity),
  key: `${name.charCodeAt(0).toString(16)}`.padStart(16, '0')
})

describe('which comment carries a problem', () => {
  it('is the most severe finding’s critic, the earliest among equals; the others fold in, most severe first', () => {
    const shared = sharedProblems([
      planned('north', 'medium'),
      planned('south', 'high'),
      planned('east', 'high'),
      planned('west', 'low', 1)
    ])
    for (const name of ['north', 'south', 'east']) expect(shared.carrierOf(0, 1, name)).toBe('south')
    expect(shared.joinedOf(0, 1).map((p) => p.critic.name)).toEqual(['east', 'north'])
    // A problem one critic raised, another pull request, a critic that did not plan it: no carrier.
    expect(shared.carrierOf(1, 1, 'west')).toBeUndefined()
    expect(shared.carrierOf(0, 2, 'north')).toBeUndefined()
    expect(shared.carrierOf(0, 1, 'west')).toBeUndefined()
  })

  it('folds in no more findings than a marker can name: the critics past them carry their own', () => {
    const many = Array.from({ length: MAX_ALSO + 3 }, (_, i) => planned(`c${i}`, 'low'))
    const shared = sharedProblems(many)
    expect(shared.joinedOf(0, 1)).toHaveLength(MAX_ALSO)
    expect(shared.carrierOf(0, 1, `c${MAX_ALSO}`)).toBe('c0')
    expect(shared.carrierOf(0, 1, `c${MAX_ALSO + 1}`)).toBeUndefined()
  })
})

describe('a critic’s plan with the round’s problems shared', () => {
  const DIFF =
    'diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n three\n'
  const target: InlineTarget = {
    ref: 'github:acme/widgets#1',
    number: 1,
    own: true,
    byDefault: true,
    diff: DIFF,
    head: 'a'.repeat(40),
    link: { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' }
  }
  const planOf = (name: string, severity: Finding['severity'], shared?: ReturnType<typeof sharedProblems>) =>
    planFindings({
      output: `Read it.\n\n\`\`\`the-loop-findings\n${JSON.stringify({ findings: [finding(severity)] })}\n\`\`\`\n`,
      critic: critic(name),
      round: 1,
      targets: [target],
      posted: () => new Map(),
      problemOf: () => 0,
      alsoRaisedBy: (f) => (f.severity === 'high' ? ['south'] : ['north']),
      ...(shared ? { shared } : {})
    })

  it('says what it would post before anything is shared, and the carrier folds the other in', () => {
    const north = planOf('north', 'high')
    const south = planOf('south', 'low')
    expect(north.onDiff.map((p) => [p.problem, p.target, p.critic.name])).toEqual([[0, 1, 'north']])
    const shared = sharedProblems([...north.onDiff, ...south.onDiff])
    const carried = planOf('north', 'high', shared)
    const [comment] = carried.reviews[0]!.comments
    expect(comment!.body).toContain('<details><summary>Found too by `south`</summary>')
    expect(comment!.body).toContain('Shouting (low)')
    expect(parseMarkers(comment!.body)[0]!.also).toEqual([{ critic: 'south', key: south.onDiff[0]!.key }])
    // The other posts nothing, and lists its finding where it went.
    const listed = planOf('south', 'low', shared)
    expect(listed.reviews).toEqual([])
    expect(listed.counts).toMatchObject({ found: 1, inline: 0, listed: 1 })
    expect(listed.appendix).toContain('_(on the diff in the comment of `north`)_')
  })
})
