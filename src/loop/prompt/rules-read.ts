// The repository's review rules for one round: each file of `reviews.rulesFiles` read from the default branch (one
// contents read per file, all at once, an absent file no fault), and the path-scoped `reviews.rules` whose
// patterns match a path the round's diff touches. Rules never come from the pull request head: its edits of these
// files are in its diff, reviewed like any other change. A file the contents API does not serve (over 1 MB) or that
// cannot be read is left out, and the prompt and the job log say so.
import { GitHubApiError, type GitHubPort } from '../../github/port.js'
import type { RulesConfig } from '../../critics/harness/review-rules.js'
import { compileGlob } from '../pull/path-glob.js'
import { describeError } from '../../base/shared/errors.js'
import type { PromptRules } from './rules-section.js'
import { quoted } from '../../base/shared/quoted.js'

/** The rules files as read, before the diff is known: their texts and what could not be read. */
export interface RulesRead {
  files: Array<{ path: string; text: string }>
  notes: string[]
  scoped: RulesConfig['scoped']
}

const TOO_LARGE = 'it is over 1 MB, the largest file the contents API serves'

/** GitHub's answer to a contents read of a blob over 1 MB: 403 with the error code `too_large`. */
function tooLarge(error: unknown): boolean {
  return error instanceof GitHubApiError && error.status === 403 && error.message.includes('too_large')
}

/** Reads every rules file at once; an absent one is skipped, a failed one noted. */
export async function readRulesFiles(
  github: Pick<GitHubPort, 'getFileText'>,
  rules: RulesConfig
): Promise<RulesRead> {
  const read = await Promise.all(
    rules.files.map(async (path) => {
      try {
        return { path, text: await github.getFileText(path) }
      } catch (error) {
        return { path, error: tooLarge(error) ? TOO_LARGE : describeError(error) }
      }
    })
  )
  return rulesOf(read, rules.scoped, 'on the default branch')
}

/**
 * The rules as read, wherever from (`where`: "on the default branch", or a local base): a blank or absent file is
 * no rule, and one that could not be read is a note.
 */
export function rulesOf(
  read: ReadonlyArray<{ path: string; text?: string | undefined; error?: string }>,
  scoped: RulesConfig['scoped'],
  where: string
): RulesRead {
  const files = read.flatMap((r) =>
    r.text !== undefined && r.text.trim() !== '' ? [{ path: r.path, text: r.text.trimEnd() }] : []
  )
  const notes = read.flatMap((r) =>
    r.error ? [`${quoted(r.path)} ${where} was not read as rules: ${r.error}`] : []
  )
  return { files, notes, scoped }
}

/** A pattern's step budget per path: a hostile pattern in the config costs a bounded amount, then no match. */
const STEPS_PER_PATH = 100_000

const encoder = new TextEncoder()

/** Whether a wildmatch pattern matches a path (a pattern without a slash matches a file name at any depth). */
function matches(pattern: string, path: string): boolean {
  const anywhere = pattern.includes('/') ? pattern.replace(/^\//, '') : `**/${pattern}`
  const glob = compileGlob(encoder.encode(anywhere))
  const bytes = encoder.encode(path)
  return glob !== undefined && bytes.length * glob.size <= STEPS_PER_PATH && glob.matches(bytes)
}

/** The rules as the prompt states them: every file read, and each scoped rule whose patterns meet a changed path. */
export function rulesForPaths(read: RulesRead, changed: readonly string[]): PromptRules {
  const scoped = read.scoped.flatMap((rule) => {
    const hit = changed.find((path) => rule.paths.some((p) => matches(p, path)))
    return hit === undefined ? [] : [{ paths: rule.paths, text: rule.text, because: hit }]
  })
  return { files: read.files, scoped, notes: read.notes }
}
