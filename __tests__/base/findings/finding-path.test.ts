// A finding's path as the diff names files, or refused; a link only to a file of the pull request's diff, so a
// critic's `../` never makes a link to another page of the host.
import { describe, expect, it } from '@jest/globals'
import { normalizeFindingPath } from '../../../src/base/findings/finding-path.js'
import { planFindings } from '../../../src/loop/placement/findings-plan.js'
import type { InlineTarget } from '../../../src/loop/placement/findings-input.js'

describe('normalizeFindingPath', () => {
  it.each([
    ['src/a.ts', 'src/a.ts'],
    ['./src//a.ts', 'src/a.ts'],
    ['/etc/passwd', 'etc/passwd'],
    ['src/x/../a.ts', 'src/a.ts'],
    ['café/😀 b/x.md', 'café/😀 b/x.md']
  ])('%j is %j', (path, normal) => {
    expect(normalizeFindingPath(path)).toBe(normal)
  })

  it.each([
    '../../settings',
    'a/../../b',
    '..',
    'src\\x.ts',
    'src/a.ts\n[x](https://example.com)',
    'src/\u0000a.ts',
    'src/\u009ba.ts',
    'src/',
    '/',
    './.',
    ''
  ])('%j names no file of the repository', (path) => {
    expect(normalizeFindingPath(path)).toBeUndefined()
  })
})

const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,2 +1,2 @@',
  ' one',
  '-two',
  '+TWO',
  'diff --git a/src/gone.ts b/src/gone.ts',
  'deleted file mode 100644',
  '--- a/src/gone.ts',
  '+++ /dev/null',
  '@@ -1 +0,0 @@',
  '-x',
  ''
].join('\n')

const HEAD = 'b'.repeat(40)

const target: InlineTarget = {
  ref: 'github:acme/widgets#1',
  number: 1,
  own: true,
  byDefault: true,
  diff: DIFF,
  head: HEAD,
  link: { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' }
}

/** The list items the plan writes for findings at `paths` (line 9: never a line of the diff). */
function listed(paths: string[]): string[] {
  const findings = paths.map((path) => ({ path, line: 9, severity: 'low', title: 'T', body: 'b' }))
  const output = `x\n\n\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\`\n`
  const plan = planFindings({
    output,
    critic: { name: 'c', harness: 'c' },
    round: 1,
    targets: [target],
    posted: () => new Map()
  })
  return plan.appendix.split('\n').filter((line) => line.startsWith('- '))
}

const blob = `https://github.com/acme/widgets/blob/${HEAD}`

describe('links of listed findings', () => {
  it('links a path of the diff, also when written another way, and nothing else', () => {
    expect(
      listed([
        'src/a.ts',
        './src//a.ts',
        '/src/a.ts',
        'src/b.ts',
        'src/gone.ts',
        '../../settings',
        '/etc/passwd',
        'a/../../b',
        'src\\x.ts',
        'src/a.ts\n[x](https://example.com)'
      ])
    ).toEqual([
      // Refused at once, before any diff is read: listed first.
      '- **low** · ../../settings:9 · T _(not on the diff: its path cannot name a file of the repository)_',
      '- **low** · a/../../b:9 · T _(not on the diff: its path cannot name a file of the repository)_',
      '- **low** · src\\\\x.ts:9 · T _(not on the diff: its path cannot name a file of the repository)_',
      '- **low** · src/a.ts \\[x\\](https://example.com):9 · T _(not on the diff: its path cannot name a file of the repository)_',
      `- **low** · [src/a.ts:9](${blob}/src/a.ts#L9) · T _(not on the diff: line 9 of the new file is not in the diff)_`,
      `- **low** · [src/a.ts:9](${blob}/src/a.ts#L9) · T _(not on the diff: line 9 of the new file is not in the diff)_`,
      `- **low** · [src/a.ts:9](${blob}/src/a.ts#L9) · T _(not on the diff: line 9 of the new file is not in the diff)_`,
      '- **low** · src/b.ts:9 · T _(not on the diff: the file is not changed by the pull request)_',
      // A file the pull request deletes is not at its head: a link there would lead nowhere.
      '- **low** · src/gone.ts:9 · T _(not on the diff: line 9 is past the end of the new file (0 lines))_',
      '- **low** · etc/passwd:9 · T _(not on the diff: the file is not changed by the pull request)_'
    ])
  })
})
