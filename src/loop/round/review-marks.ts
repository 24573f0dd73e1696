// Which changed files the default branch's .gitattributes marks generated or vendored, read only when a critic's
// diff needs more parts than its maxParts allows: that is the one case where the review order decides what is
// seen. A round whose critics see every file costs no request for it; one that is cut costs one.
import type { GitHubPort } from '../../github/port.js'
import type { Critic } from '../../critics/harness/critic-model.js'
import type { RoundPromptInput } from '../prompt/round-prompt.js'
import { generatedPaths } from '../pull/gitattributes.js'
import { readDefaultBranchGitattributes } from '../pull/gitattributes-read.js'
import { isCutByMaxParts, splitForCritics, type RoundSplit } from '../parts/critic-split.js'

export interface MarkedSplit {
  split: RoundSplit | undefined
  /** Why the .gitattributes could not be read, when it was needed and could not be. */
  unread?: string
}

export async function splitWithReviewOrder(
  github: Pick<GitHubPort, 'getFileText'>,
  input: RoundPromptInput,
  shared: string,
  critics: readonly Critic[]
): Promise<MarkedSplit> {
  const first = splitForCritics(input, shared, critics)
  if (!first || !Object.values(first.byCritic).some(isCutByMaxParts)) return { split: first }
  const read = await readDefaultBranchGitattributes(github)
  if (read.unread !== undefined) return { split: first, unread: read.unread }
  const paths = [...new Set(input.pulls.flatMap((p) => p.files.map((f) => f.path)))]
  return { split: splitForCritics(input, shared, critics, generatedPaths(read.text, paths)) }
}
