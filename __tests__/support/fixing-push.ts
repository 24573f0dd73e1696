// A push that fixes the sample pull request's debug log (SAMPLE_DIFF's new line 3, `console.log('widget', size)`):
// the commit's change as a compare from the old head shows it (old line 3 deleted) and the pull request's diff
// after it. Shared by the thread e2e tests and the threads bench, where a finding on that line is then fixed; and
// the findings critics raise on that line, and a push that changes one line of SAMPLE_DIFF's new file.
import type { LoopFile } from './loopback/world-types.js'
import { SAMPLE_DIFF } from './review-scene.js'

export const DROP_LOG: LoopFile = {
  filename: 'src/widget.js',
  status: 'modified',
  additions: 0,
  deletions: 1,
  patch:
    "@@ -1,4 +1,3 @@\n export function widget(size) {\n   // TODO: handle negative sizes\n-  console.log('widget', size)\n   if (size > 100) {"
}

export const DIFF_WITHOUT_LOG = SAMPLE_DIFF.replace("+  console.log('widget', size)\n", '').replace(
  '@@ -1,3 +1,8 @@',
  '@@ -1,3 +1,7 @@'
)

/** A finding on the debug log's line (medium). */
export const LOG = {
  path: 'src/widget.js',
  line: 3,
  severity: 'medium',
  title: 'Debug log',
  body: 'Drop it.'
}
/** The same problem in another critic's words: titles "Debug log" and "Leftover debug log" share 2 of 3 tokens. */
export const LOG_AGAIN = { ...LOG, title: 'Leftover debug log', body: 'Remove the console call.' }
/** Another problem on the same line: no title token shared. */
export const SIZE = { ...LOG, title: 'Unchecked size argument', body: 'Validate it.' }

/** SAMPLE_DIFF's new file with line `n` (1-based, of the new file) replaced by `to`: the diff and the push. */
export function changeLine(n: number, from: string, to: string): { change: LoopFile[]; diff: string } {
  if (!SAMPLE_DIFF.includes(`+${from}\n`)) throw new Error(`SAMPLE_DIFF has no added line ${from}`)
  return {
    diff: SAMPLE_DIFF.replace(`+${from}\n`, `+${to}\n`),
    change: [
      {
        filename: 'src/widget.js',
        status: 'modified',
        additions: 1,
        deletions: 1,
        patch: `@@ -${n},1 +${n},1 @@\n-${from}\n+${to}`
      }
    ]
  }
}
