// A round's prompt input for tests of how a diff is split: one pull request carrying a diff of new files.
import type { RoundPromptInput } from '../../src/loop/prompt/round-prompt.js'
import { filesFromDiff } from '../../src/loop/pull/diff.js'

/** A new file of `lines` lines, each naming its path and number. */
export function addedFile(path: string, lines: number): string {
  const body = Array.from({ length: lines }, (_, i) => `+${path} line ${i} of some length`).join('\n')
  return `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines} @@\n${body}\n`
}

/** Round 1 of one pull request whose files list is read off `diff`, with a one-question brief. */
export function roundInput(diff: string, question = 'is it right?'): RoundPromptInput {
  return {
    round: 1,
    brief: { by: 'alice', questions: [question], angles: [], validations: [], pullRequests: [] } as never,
    pulls: [{ ref: 'github:o/r#1', title: 't', body: 'b', files: filesFromDiff(diff), diff }],
    previousFindings: [],
    executableChanges: []
  }
}
