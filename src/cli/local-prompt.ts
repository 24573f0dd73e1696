// The round prompt of a local review, built by the action's own builder (buildRoundPrompt) from the local change:
// the branch stands for the pull request it would become, its diff is the pull request's diff, and a brief file
// stands for the brief comment. Nothing is read from GitHub: every read the builder could make is refused.
import { readFile } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import { CONFIG_PATH } from '../critics/harness/config-model.js'
import { buildRoundPrompt, type PromptReads } from '../loop/round/prompt-sources.js'
import { parseBrief } from '../conversation/comments/brief.js'
import type { FrozenBrief } from '../conversation/comments/gate-readers.js'
import { shortSha } from '../base/shared/commit-sha.js'
import { UserError } from '../base/shared/errors.js'
import { quoted } from '../base/shared/quoted.js'
import { readBaseFile, type LocalChange } from './local-git.js'
import { defaultRules, type RulesConfig } from '../critics/harness/review-rules.js'
import { rulesOf, type RulesRead } from '../loop/prompt/rules-read.js'

/** A local branch has no pull request number yet: the prompt names its pull request `#0`. */
/** @internal */
export const LOCAL_PULL_NUMBER = 0

/** The round a local review plays: the first, as a brief's first round sees no earlier findings or replies. */
export const LOCAL_ROUND = 1

/** Never used: the builder is given the diff and the head, and the scope holds the local pull request alone. */
function refused(): Promise<never> {
  return Promise.reject(new Error('a local review reads nothing from GitHub'))
}
const NO_GITHUB: PromptReads = {
  getPull: refused,
  getPullDiff: refused,
  listPullFiles: refused,
  compareCommits: refused
}

/** The brief a brief file states, as a brief comment would be frozen; its Pull requests list is not read. */
export interface LocalBrief {
  brief: FrozenBrief
  /** Set when the file lists pull requests, which a local review cannot read: said to the user. */
  ignoredPulls?: number
}

/** Reads and parses `--brief FILE` (relative to the folder the command runs in). */
export async function readBriefFile(file: string): Promise<LocalBrief> {
  const path = resolve(file)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? 'no such file' : `cannot read it (${(error as Error).message})`
    throw new UserError(`${why}: give the path of a file holding a brief`, `--brief ${file}`)
  }
  const parsed = parseBrief(text)
  if (!parsed)
    throw new UserError(
      'holds no brief: write at least one bullet under a "Questions:", "Angles:" or "Validations:" line, as in a brief comment',
      `--brief ${file}`
    )
  const ignored = parsed.pullRequests.length
  const brief: FrozenBrief = {
    ...parsed,
    pullRequests: [],
    // Outside every fence of the prompt: a file name may hold a line break.
    by: `the brief file ${quoted(basename(path))}`,
    at: new Date().toISOString(),
    commentId: 0
  }
  return { brief, ...(ignored > 0 ? { ignoredPulls: ignored } : {}) }
}

/** Where the local pull request says it is: the origin's GitHub repository, else `local/<folder>`. */
export function localRepo(change: Pick<LocalChange, 'top' | 'origin'>): { owner: string; repo: string } {
  if (change.origin) return change.origin
  const folder = basename(change.top).replace(/[^\w.-]+/g, '-')
  return { owner: 'local', repo: /^[.-]*$/.test(folder) ? 'repository' : folder }
}

/**
 * The title and description GitHub gives a new pull request, as near as the commits say: one commit's subject,
 * else the branch's name; the description lists every commit's message, oldest first.
 */
function localPullText(change: Pick<LocalChange, 'commits' | 'branch'>): {
  title: string
  body: string
} {
  const only = change.commits.length === 1 ? change.commits[0] : undefined
  const title = only ? (only.message.split('\n')[0] ?? '') : (change.branch ?? 'HEAD')
  const body = change.commits.map((c) => `${shortSha(c.sha)} ${c.message}`).join('\n\n')
  return { title, body }
}

/**
 * The repository's review rules as the action would read them from the default branch: each rules file of the
 * base commit (the branch the pull request would go into), the path-scoped rules as configured.
 */
async function localRules(change: LocalChange, rules: RulesConfig): Promise<RulesRead> {
  const read = await Promise.all(
    rules.files.map(async (path) => ({ path, ...(await readBaseFile(change.top, change.baseSha, path)) }))
  )
  return rulesOf(read, rules.scoped, `of ${quoted(change.base)}`)
}

/**
 * The prompt, the heads and the diffs findings may go on, exactly as the action's round would build them. `rules`:
 * the harness config's (with --run), else the default rules files.
 */
export function buildLocalPrompt(
  change: LocalChange,
  brief: FrozenBrief | undefined,
  rules: RulesConfig = defaultRules()
) {
  const { owner, repo } = localRepo(change)
  return buildRoundPrompt({
    github: NO_GITHUB,
    item: { owner, repo, number: LOCAL_PULL_NUMBER, isPullRequest: true, ...localPullText(change) },
    round: LOCAL_ROUND,
    ...(brief ? { brief } : {}),
    conversation: [],
    ownDiff: Promise.resolve(change.diff),
    ownHead: Promise.resolve(change.head),
    ownMarkers: () => [],
    replies: [],
    configPath: CONFIG_PATH,
    rules: localRules(change, rules)
  })
}
