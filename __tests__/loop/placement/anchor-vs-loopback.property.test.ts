// anchorFindings against the loopback's own check of review comments (written apart, as GitHub's stand-in): a
// review of every anchored finding is accepted, and each finding anchorFindings refuses is refused by it too.
import { expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { anchorFindings } from '../../../src/loop/placement/anchor.js'
import type { Finding } from '../../../src/base/findings/finding.js'
import { GitHubApiError } from '../../../src/github/port.js'
import { createFakePort } from '../../support/fake-port.js'
import { LoopWorld } from '../../support/loopback/world.js'

const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -2,5 +2,6 @@ head',
  ' two',
  '-three',
  '+THREE',
  '+three and a half',
  ' four',
  '',
  ' six',
  '@@ -20,4 +21,3 @@',
  ' twenty',
  '-old21',
  '-old22',
  '+new23',
  ' end',
  '\\ No newline at end of file',
  'diff --git a/src/new.ts b/src/new.ts',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/src/new.ts',
  '@@ -0,0 +1,3 @@',
  '+a',
  '+b',
  '+c',
  'diff --git a/src/gone.ts b/src/gone.ts',
  'deleted file mode 100644',
  '--- a/src/gone.ts',
  '+++ /dev/null',
  '@@ -1,2 +0,0 @@',
  '-x',
  '-y',
  'diff --git a/img.png b/img.png',
  'Binary files a/img.png and b/img.png differ',
  'diff --git a/was.ts b/now.ts',
  'similarity index 80%',
  'rename from was.ts',
  'rename to now.ts',
  '@@ -5 +5 @@',
  '-p',
  '+q',
  ''
].join('\n')

const finding = fc
  .record({
    path: fc.constantFrom(
      'src/a.ts',
      'src/new.ts',
      'src/gone.ts',
      'img.png',
      'now.ts',
      'was.ts',
      'src/other.ts'
    ),
    line: fc.integer({ min: 0, max: 26 }),
    span: fc.integer({ min: 0, max: 4 }),
    side: fc.constantFrom(undefined, 'RIGHT' as const, 'LEFT' as const)
  })
  .map(({ path, line, span, side }): Finding => ({
    path,
    line,
    severity: 'low',
    title: 't',
    body: 'b',
    ...(span > 0 ? { endLine: line + span } : {}),
    ...(side ? { side } : {})
  }))

prop.prop([fc.array(finding, { maxLength: 12 })], { numRuns: 300 })(
  'the loopback takes every anchored finding and refuses every unanchored one',
  async (findings) => {
    const world = new LoopWorld()
    world.createRepo('acme', 'widgets')
    const pull = world.createPull('acme', 'widgets', { diff: DIFF })
    const port = createFakePort({ owner: 'acme', repo: 'widgets' }, world)
    const { anchored, unanchored } = anchorFindings(findings, { diff: DIFF })
    const commitId = world.repo('acme', 'widgets')!.issues.get(pull)!.pull!.headSha
    const comments = anchored.map((a) => ({ ...a.position, body: 'b' }))
    if (comments.length > 0) await port.createReview(pull, { commitId, body: 'r', comments })
    for (const u of unanchored) {
      const alone = {
        path: u.finding.path,
        line: u.finding.endLine ?? u.finding.line,
        side: u.finding.side ?? 'RIGHT'
      }
      const range =
        u.finding.endLine !== undefined ? { startLine: u.finding.line, startSide: alone.side } : {}
      const error = await port
        .createReview(pull, { commitId, body: 'r', comments: [{ ...alone, ...range, body: 'b' }] })
        .then(
          () => undefined,
          (e: unknown) => e
        )
      expect([u.reason, (error as GitHubApiError | undefined)?.status]).toEqual([u.reason, 422])
    }
  }
)
