// "Reported again" compares like with like (issue 50, case 3): a thread's finding, read back from our escaped
// comment and its marker's key, against a critic's raw findings of this round — the key with the keys the round
// made the same way, the title with the new title rendered as its comment would show it, the lines carried
// through the compare between the thread's head and the new one (a replaced line stands where its replacement is).
import { describe, expect, it } from '@jest/globals'
import type { Finding } from '../../../src/base/findings/finding.js'
import { renderFindingComment } from '../../../src/loop/placement/finding-markdown.js'
import { findingTitleOf } from '../../../src/loop/placement/finding-title.js'
import { squeeze } from '../../../src/loop/placement/key.js'
import { carryRange, reportedAgain, type ThreadFinding } from '../../../src/loop/placement/reported-again.js'

const finding = (over: Partial<Finding> = {}): Finding => ({
  path: 'src/widget.js',
  line: 3,
  severity: 'high',
  title: 'Debug log',
  body: 'Drop it.',
  ...over
})

/** The thread our comment of `f` makes: its title read back from the comment's Markdown, as a later round reads it. */
const threadOf = (f: Finding, key?: string): ThreadFinding => ({
  ...(key !== undefined ? { key } : {}),
  path: f.path,
  line: f.endLine ?? f.line,
  ...(f.endLine !== undefined ? { startLine: f.line } : {}),
  title: findingTitleOf(renderFindingComment(f, { critic: { harness: 'test', model: 'm' } }))
})

const none = { keys: new Set<string>(), findings: [] }
const reports = (...findings: Finding[]) => ({ keys: new Set<string>(), findings })

/** A patch's lines joined with `\n`. */
const patch = (...lines: string[]) => lines.join('\n')
/** SAMPLE_DIFF's new file, line 3 (`console.log('widget', size)`) deleted. */
const DROP_3 = patch('@@ -1,4 +1,3 @@', ' l1', ' l2', '-l3', ' l4')
/** Line 3 replaced by another line. */
const REPLACE_3 = patch('@@ -2,3 +2,3 @@', ' l2', '-l3', '+L3', ' l4')
/** Line 5 replaced, two lines added above it at line 1. */
const SHIFT_AND_REPLACE_5 = patch(
  '@@ -1,1 +1,3 @@',
  ' l1',
  '+a',
  '+b',
  '@@ -4,3 +6,3 @@',
  ' l4',
  '-l5',
  '+L5',
  ' l6'
)
/** An 8-line file rewritten whole into 2 lines. */
const REWRITE_8 = patch(
  '@@ -1,8 +1,2 @@',
  '-l1',
  '-l2',
  '-l3',
  '-l4',
  '-l5',
  '-l6',
  '-l7',
  '-l8',
  '+n1',
  '+n2'
)

describe('carryRange', () => {
  it('carries a range to where it stands on the new head, its replaced lines to their replacement', () => {
    expect([
      carryRange(REPLACE_3, 3, 3),
      carryRange(SHIFT_AND_REPLACE_5, 5, 5),
      carryRange(SHIFT_AND_REPLACE_5, 3, 5),
      carryRange(DROP_3, 3, 3),
      carryRange(DROP_3, 2, 4),
      carryRange('', 3, 5),
      // A range that covers the whole file: from line 1 to the last line the new file has.
      carryRange(REWRITE_8, 1, 8)
    ]).toEqual([
      { line: 3, endLine: 3 },
      { line: 7, endLine: 7 },
      { line: 5, endLine: 7 },
      'gone',
      { line: 2, endLine: 3 },
      { line: 3, endLine: 5 },
      { line: 1, endLine: 2 }
    ])
  })

  it('is unknown without a patch or with one it cannot read, never a guess', () => {
    expect([
      carryRange(undefined, 3, 3),
      carryRange('not a patch', 3, 3),
      carryRange(patch('@@ -1,4 +1,3 @@', ' l1'), 3, 3)
    ]).toEqual(['unknown', 'unknown', 'unknown'])
  })
})

describe('reportedAgain', () => {
  it('holds for a title with each of ` _ * [ | ~ & < the critic reported again, read back from our comment', () => {
    const titles = [
      '`eval` call',
      'debug_log left',
      '*unsafe* cast',
      '[draft] flag',
      'a | b',
      '~old~ api',
      'A & B',
      'x < y'
    ]
    const results = titles.map((title) => {
      const f = finding({ title })
      return [
        // The old comparison, squeezed raw title against the title read back, which is escaped: never equal.
        squeeze(title) === threadOf(f).title,
        reportedAgain(threadOf(f), reports(finding({ title })), { line: 3, endLine: 3 })
      ]
    })
    expect(results).toEqual(titles.map(() => [false, true]))
  })

  it('holds for a title of only Markdown characters, and tells it from a title with words', () => {
    const f = finding({ title: '`_*[|~&<' })
    expect([
      threadOf(f).title,
      reportedAgain(threadOf(f), reports(finding({ title: '`_*[|~&<' })), { line: 3, endLine: 3 }),
      reportedAgain(threadOf(f), reports(finding({ title: 'Null dereference' })), { line: 3, endLine: 3 })
    ]).toEqual(['\\`\\_\\*\\[\\|\\~&amp;&lt;', true, false])
  })

  it('holds by key whatever the title and lines, and only for that key', () => {
    const thread = threadOf(finding({ title: 'Debug log' }), '0123456789abcdef')
    expect([
      reportedAgain(thread, { keys: new Set(['0123456789abcdef']), findings: [] }, 'gone'),
      reportedAgain(thread, { keys: new Set(['fedcba9876543210']), findings: [] }, 'gone'),
      reportedAgain(thread, none, { line: 3, endLine: 3 })
    ]).toEqual([true, false, false])
  })

  it('compares the lines carried to the new head: overlapping, on the same path and side, with a like title', () => {
    const thread = threadOf(finding({ title: 'Debug log left in' }))
    const at = { line: 7, endLine: 7 }
    expect([
      reportedAgain(thread, reports(finding({ line: 7, title: 'Leftover debug log' })), at),
      reportedAgain(thread, reports(finding({ line: 3, title: 'Debug log left in' })), at),
      reportedAgain(thread, reports(finding({ line: 7, title: 'Magic number' })), at),
      reportedAgain(
        thread,
        reports(finding({ line: 7, path: 'src/other.js', title: 'Debug log left in' })),
        at
      ),
      reportedAgain(thread, reports(finding({ line: 7, side: 'LEFT', title: 'Debug log left in' })), at),
      reportedAgain(thread, reports(finding({ line: 7, title: 'Debug log left in' })), 'gone')
    ]).toEqual([true, false, false, false, false, false])
  })

  it('reads a range finding by its whole range, and a range over the whole file', () => {
    const range = threadOf(finding({ line: 3, endLine: 5, title: 'Unsafe `debug` branch' }))
    const whole = threadOf(finding({ line: 1, endLine: 8, title: 'File | unused' }))
    expect([
      [range.startLine, range.line],
      reportedAgain(range, reports(finding({ line: 5, endLine: 6, title: 'Unsafe `debug` branch' })), {
        line: 3,
        endLine: 5
      }),
      reportedAgain(range, reports(finding({ line: 6, title: 'Unsafe `debug` branch' })), {
        line: 3,
        endLine: 5
      }),
      // REWRITE_8 carries lines 1-8 to 1-2 (above).
      reportedAgain(whole, reports(finding({ line: 2, title: 'File | unused' })), { line: 1, endLine: 2 })
    ]).toEqual([[3, 5], true, false, true])
  })
})
