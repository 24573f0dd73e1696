// The review's check run: its name clashes with no job of the example workflows, its conclusion follows
// `fail-on`, and its output stays within what GitHub accepts.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { checkVerdict } from '../../../src/loop/check/check-verdict.js'
import { CHECK_NAME, mayFindPushCheck } from '../../../src/loop/check/review-check.js'
import {
  renderCheckBehind,
  renderCheckCompleted,
  type CheckCritic
} from '../../../src/loop/check/check-output.js'
import { readFailOn } from '../../../src/conversation/inputs/fail-on.js'

const none = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
const critic = (name: string, open: Partial<typeof none> = {}, failed?: string): CheckCritic => ({
  critic: name,
  open: { ...none, ...open },
  ...(failed ? { failed } : {})
})

describe('CHECK_NAME', () => {
  it('is the name of no job (by id or name) in the example workflows, and no workflow/job pair GitHub shows', () => {
    const dir = 'examples/workflows'
    const files = readdirSync(dir).filter((f) => f.endsWith('.yml'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const doc = parse(readFileSync(`${dir}/${file}`, 'utf8')) as {
        name?: string
        jobs: Record<string, { name?: string }>
      }
      const names = Object.entries(doc.jobs).flatMap(([id, job]) => [id, job.name ?? id])
      expect(names).not.toContain(CHECK_NAME)
      // GitHub shows a job's check as "<workflow> / <job>" in places: no pair may read as ours either.
      expect(names.map((n) => `${doc.name} / ${n}`)).not.toContain(CHECK_NAME)
    }
  })
})

describe('checkVerdict', () => {
  const allAnswered = { answered: 3, total: 3 }
  it('is neutral under fail-on none, whatever is open', () => {
    expect(checkVerdict('none', [critic('a', { critical: 2 })], allAnswered).conclusion).toBe('neutral')
  })
  it('fails for an open finding at or above fail-on, not below it', () => {
    expect(checkVerdict('high', [critic('a', { critical: 1 })], allAnswered).conclusion).toBe('failure')
    expect(checkVerdict('high', [critic('a', { high: 1 })], allAnswered)).toEqual({
      conclusion: 'failure',
      why: expect.stringContaining('1 open finding at or above `high`')
    })
    expect(checkVerdict('high', [critic('a', { medium: 4 })], allAnswered).conclusion).toBe('success')
  })
  // Issue 50, case 7: neutral passes a required check, so a critic that failed or timed out must fail it.
  it('fails while a critic did not answer, even with nothing open and the brief answered', () => {
    expect(checkVerdict('low', [critic('a'), critic('b', {}, 'timed out')], allAnswered)).toEqual({
      conclusion: 'failure',
      why: 'nothing read is at or above `low`, but `b` did not answer: what was not read is unknown, so the check fails until a round in which every critic answers and every finding is read.'
    })
    expect(checkVerdict('none', [critic('b', {}, 'exit 1')], allAnswered).conclusion).toBe('neutral')
  })
  // Issue 50, case 2: a finding the action could not read is one the gate never saw.
  it('fails while findings could not be read: no block, an unreadable block, findings dropped or past the cap', () => {
    const critics: CheckCritic[] = [
      critic('a'),
      { ...critic('b'), block: 'missing' },
      { ...critic('c'), block: 'unreadable' },
      { ...critic('d'), lost: 1 },
      { ...critic('e'), lost: 10 },
      critic('f', {}, 'timed out')
    ]
    expect(checkVerdict('high', critics, allAnswered)).toEqual({
      conclusion: 'failure',
      why: 'nothing read is at or above `high`, but `f` did not answer; `b` answered without a findings block; the findings block of `c` could not be read; 1 finding of `d` could not be read (invalid, or past the 50 one answer may give); 10 findings of `e` could not be read (invalid, or past the 50 one answer may give): what was not read is unknown, so the check fails until a round in which every critic answers and every finding is read.'
    })
    expect(
      checkVerdict('high', [critic('a', { high: 2 }), { ...critic('b'), lost: 3 }], allAnswered)
    ).toEqual({
      conclusion: 'failure',
      why: "2 open findings at or above `high` (input `fail-on`); deciding one (won't fix, …) or fixing it and asking for a round clears it. Also: 3 findings of `b` could not be read (invalid, or past the 50 one answer may give)."
    })
    expect(checkVerdict('none', critics, allAnswered).conclusion).toBe('neutral')
  })

  // Issue 50, case 4: coverage short for a reason the author controls must not read as clean either.
  it('fails when coverage is short for a reason the author controls, after open findings and silent critics', () => {
    const short = ['no critic saw src/token.ts (binary, with a source name)', '`a`: part 2 of 2 did not run']
    expect(checkVerdict('high', [critic('a')], allAnswered, short)).toEqual({
      conclusion: 'failure',
      why: "nothing at or above `high` is open, but coverage is short for a reason the pull request's author controls: no critic saw src/token.ts (binary, with a source name); `a`: part 2 of 2 did not run. What no critic read may hold anything, so the check fails until a round reads the whole change."
    })
    expect(checkVerdict('high', [critic('a', { high: 1 })], allAnswered, short).why).toContain(
      '1 open finding'
    )
    expect(checkVerdict('none', [critic('a')], allAnswered, short).conclusion).toBe('neutral')
    expect(checkVerdict('high', [critic('a')], allAnswered, []).conclusion).toBe('success')
  })
  it('counts a problem raised by several critics once, given the problems; each critic counted without them', () => {
    const critics = [critic('a', { high: 1 }), critic('b', { high: 1, low: 1 })]
    const problems = [
      { severity: 'high' as const, problem: '#0' },
      { severity: 'high' as const, problem: '#0' },
      { severity: 'low' as const, problem: '#1' }
    ]
    expect(checkVerdict('high', critics, allAnswered, [], problems).why).toBe(
      "1 open finding at or above `high` (input `fail-on`); deciding one (won't fix, …) or fixing it and asking for a round clears it."
    )
    expect(checkVerdict('low', critics, allAnswered, [], problems).why).toMatch(
      /^2 open findings at or above `low`/
    )
    expect(checkVerdict('high', critics, allAnswered).why).toMatch(/^2 open findings at or above `high`/)
  })
  it('stays neutral while an item of the brief is open, and succeeds once none is', () => {
    expect(checkVerdict('low', [critic('a')], { answered: 2, total: 3 })).toEqual({
      conclusion: 'neutral',
      why: expect.stringContaining("1 of the brief's 3 items are not answered")
    })
    expect(checkVerdict('low', [critic('a')], allAnswered).conclusion).toBe('success')
  })
})

describe('readFailOn', () => {
  it('takes the five severities and none (the default), any case, and refuses anything else naming the input', () => {
    expect(readFailOn('')).toBe('none')
    expect(readFailOn('High')).toBe('high')
    expect(readFailOn('none')).toBe('none')
    expect(() => readFailOn('blocker')).toThrow(
      'input fail-on: "blocker" is not a severity: use one of none, critical, high, medium, low, info'
    )
  })
})

describe('renderCheckCompleted', () => {
  it("keeps a critic's name and failure inert, and the summary within GitHub's 65,535 characters", () => {
    const critics = Array.from({ length: 30 }, (_, i) =>
      critic(`c${i}`, {}, `exit 1 | <b>@alice</b> ${'x'.repeat(300)}`)
    )
    const out = renderCheckCompleted({
      round: 3,
      head: 'a'.repeat(40),
      critics,
      brief: 'Q1 open',
      briefItems: { answered: 0, total: 1 },
      conclusion: 'neutral',
      why: 'because'
    })
    expect(out.title).toBe('Round 3: nothing open · brief 0 of 1 answered')
    expect(out.summary).toContain('failed: exit 1 \\| &lt;b&gt;@alice&lt;/b&gt;')
    expect([...out.summary].length).toBeLessThanOrEqual(65_535)
  })

  it('says in the table what of each critic could not be read, and counts nothing for a block not read', () => {
    const out = renderCheckCompleted({
      round: 1,
      head: 'b'.repeat(40),
      critics: [
        critic('a', { high: 1 }),
        { ...critic('b'), block: 'missing' },
        { ...critic('c'), block: 'unreadable' },
        { ...critic('d', { low: 1 }), lost: 2 }
      ],
      briefItems: { answered: 0, total: 0 },
      conclusion: 'failure',
      why: 'because'
    })
    expect(out.summary.split('\n').filter((l) => l.startsWith('| `'))).toEqual([
      '| `a` | answered | 0 | 1 | 0 | 0 | 0 | — |',
      '| `b` | answered without a findings block | — | — | — | — | — | — |',
      '| `c` | answered, its findings block not readable | — | — | — | — | — | — |',
      '| `d` | answered; 2 findings not read | 0 | 0 | 0 | 1 | 0 | — |'
    ])
  })

  it("names the files no critic saw, a blocking one marked, and GitHub's list limit beside the counts", () => {
    const out = renderCheckCompleted({
      round: 1,
      head: 'b'.repeat(40),
      critics: [{ ...critic('a'), files: { seen: 2998, total: 3041 } }],
      briefItems: { answered: 0, total: 0 },
      conclusion: 'failure',
      why: 'short',
      unseen: [
        {
          ref: 'github:o/r#1',
          path: 'src/<b>token</b>.ts',
          why: "binary, with a source file's name",
          blocks: true
        },
        { ref: 'github:o/r#1', path: 'img/logo.png', why: 'binary', blocks: false }
      ],
      pastList: true
    })
    expect(out).toEqual({
      title: 'Round 1: nothing open',
      summary: [
        '**the-loop review, round 1** of `bbbbbbb`',
        'Findings still open (not decided), by critic:\n\n| critic | outcome | critical | high | medium | low | info | diff seen |\n|---|---|---:|---:|---:|---:|---:|---|\n| `a` | answered | 0 | 0 | 0 | 0 | 0 | 2998 of 3041 files (GitHub lists 3,000) |',
        "**Not seen by any critic** (GitHub gave no lines of them; 1 could hold code the author put there (⛔): under `fail-on` that fails the check): src/&lt;b&gt;token&lt;/b&gt;.ts (binary, with a source file's name) ⛔, img/logo.png (binary).",
        '**Conclusion: failure** — short'
      ].join('\n\n')
    })
  })
})

// Issue 50, case 6: a push keeps the gate under fail-on.
describe('renderCheckBehind', () => {
  const [reviewed, head] = ['a'.repeat(40), 'b'.repeat(40)]
  it('under fail-on says the check stays in progress until a round reviews the head, a text true while that round runs', () => {
    expect(renderCheckBehind(reviewed, head, 2, 'high')).toEqual({
      title: 'Not reviewed since aaaaaaa',
      summary:
        '**the-loop review**: round 2 reviewed `aaaaaaa`; `bbbbbbb` is newer and no critic has read it yet. In progress until a round reviews `bbbbbbb` and completes this check: input `fail-on` is `high`, so a push never lifts the gate, and where this check is required the pull request cannot merge before then. Reply on the pull request to ask for a round on it.'
    })
  })
  it('under fail-on none says it is neutral and blocks nothing', () => {
    expect(renderCheckBehind(reviewed, head, 2, 'none')).toEqual({
      title: 'Not reviewed since aaaaaaa',
      summary:
        '**the-loop review**: round 2 reviewed `aaaaaaa`; `bbbbbbb` is newer and no critic has read it yet. Reply on the pull request to ask for a round on it. Neutral: this check never blocks a merge.'
    })
  })
})

describe('mayFindPushCheck', () => {
  const [A, B] = ['a'.repeat(40), 'b'.repeat(40)]
  const PR = 'github:acme/widgets#1'
  const plan = (head: string, own = true) => ({
    inlines: [{ ref: PR, number: 1, own, byDefault: own, head, diff: '' }]
  })
  const heads = [{ round: 1, pulls: { [PR]: A } }]
  it('looks only under fail-on, on a head other than the one the latest round of the pull request reviewed', () => {
    expect(mayFindPushCheck(plan(B), 'high', heads)).toBe(true)
    expect(mayFindPushCheck(plan(B), 'none', heads)).toBe(false)
    expect(mayFindPushCheck(plan(A), 'high', heads)).toBe(false)
    // A first round looks too (a review armed again starts its heads afresh); one with no pull request does not.
    expect(mayFindPushCheck(plan(B), 'high', undefined)).toBe(true)
    expect(mayFindPushCheck(plan(B), 'none', undefined)).toBe(false)
    expect(mayFindPushCheck(plan(B, false), 'high', heads)).toBe(false)
  })
})
