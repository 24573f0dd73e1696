// The default branch's .gitattributes read and applied in one call, as the reading tests check it end to end.
import type { GitHubPort } from '../../src/github/port.js'
import { linguistAttributes, type LinguistAttributes } from '../../src/loop/pull/gitattributes.js'
import { readDefaultBranchGitattributes } from '../../src/loop/pull/gitattributes-read.js'

/** Linguist's marks of `paths` by the default branch's .gitattributes, with the notes of its reading: one request. */
export async function defaultBranchLinguistMarks(
  github: Pick<GitHubPort, 'getFileText'>,
  paths: readonly string[]
): Promise<{ byPath: Map<string, LinguistAttributes>; notes: string[] }> {
  const read = await readDefaultBranchGitattributes(github)
  if (read.unread !== undefined) return { byPath: new Map(), notes: [read.unread] }
  return linguistAttributes(read.text, paths)
}
