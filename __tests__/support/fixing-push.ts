// A push that fixes the sample pull request's debug log (SAMPLE_DIFF's new line 3, `console.log('widget', size)`):
// the commit's change as a compare from the old head shows it (old line 3 deleted) and the pull request's diff
// after it. Shared by the thread e2e tests and the threads bench, where a finding on that line is then fixed.
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
