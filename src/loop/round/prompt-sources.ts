// Gathers what one round's prompt needs: the pulls in scope (one diff request each, with the head commit read
// alongside), what changed since the round that last reviewed each (a compare, only when its head moved),
// earlier findings, the replies.
import type { InlineDiff } from '../context/plan-core.js'
import type { FindingAbout } from '../placement/thread-context.js'
import type { GitHubPort, RepoRef } from '../../github/port.js'
import type { ConversationEntry } from '../../conversation/comments/entries.js'
import { FILES_LIST_LIMIT, readPullDiff } from '../pull/diff.js'
import type { MarkedComment } from '../../conversation/comments/own.js'
import { executableConfigChanges } from '../brief/brief-comments.js'
import { SELF_MARKER, type MarkerMeta } from '../../base/marker/markers.js'
import { criticSectionsOf } from '../render/round-sections.js'
import { parsePullRef } from '../../conversation/comments/pull-refs.js'
import {
  renderRoundPrompt,
  type PromptDecision,
  type ReviewedPull,
  type RoundPromptInput
} from '../prompt/round-prompt.js'
import type { FrozenBrief } from '../../conversation/comments/gate-readers.js'
import { describeError } from '../../base/shared/errors.js'
import { isCommitSha } from '../../base/shared/commit-sha.js'
import { changesSince } from '../pull/changes-since.js'
import type { RoundHeads } from '../context/reviewed-heads.js'
import { rulesForPaths, type RulesRead } from '../prompt/rules-read.js'

/** What the prompt reads of GitHub: the pulls in scope, their diffs, and what changed since the last round. */
export type PromptReads = Pick<GitHubPort, 'getPull' | 'getPullDiff' | 'listPullFiles' | 'compareCommits'>

export interface RoundPromptSources {
  github: PromptReads
  item: { owner: string; repo: string; number: number; isPullRequest: boolean; title: string; body: string }
  round: number
  /** Absent only for a local review without a brief file (`the-loop review --local`): the prompt says so. */
  brief?: FrozenBrief
  conversation: readonly ConversationEntry[]
  /** The work item's own diff, when it was requested together with the state. */
  ownDiff?: Promise<string | undefined>
  /** The work item's own head commit (from the event, or requested with the state); read here when absent. */
  ownHead?: Promise<string | undefined>
  /** The heads the latest earlier round reviewed, by pull ref: each moved head gets a `Changes since` part. */
  lastReviewed?: RoundHeads
  /** The markers a decision may trust on a comment (conversation/own.ts). */
  ownMarkers: (comment: MarkedComment) => MarkerMeta[]
  replies: ReadonlyArray<{ label: string; body: string; about?: FindingAbout }>
  /** The decisions on findings that hold: every critic is told them. */
  decisions?: readonly PromptDecision[]
  configPath: string
  /** The repository's rules files as read from the default branch (rules-read.ts); the scoped ones apply by path. */
  rules?: Promise<RulesRead | undefined>
}

/**
 * The work item's own title and description (from the event) and its head: given, or read beside the diff.
 * Its head is only needed for what changed since the last round: failing to read it costs that part alone.
 */
function ownPull(sources: RoundPromptSources, number: number) {
  const head = sources.ownHead ?? sources.github.getPull(number).then((p) => p?.headSha)
  return head
    .catch(() => undefined)
    .then((headSha) => ({
      title: sources.item.title,
      body: sources.item.body,
      ...(headSha === undefined ? {} : { headSha })
    }))
}

/**
 * How many files a pull request changes when its files list is full (GitHub lists 3,000): the pull's
 * `changed_files`, read for the own pull request only then (its head came with the event), so a round of a
 * pull request under the limit sends no request for it. Undefined while the list holds every file.
 */
async function changedPastList(
  github: PromptReads,
  number: number,
  repo: RepoRef,
  listed: number,
  known: number | undefined
): Promise<number | undefined> {
  if (listed < FILES_LIST_LIMIT) return undefined
  // A failed read costs the count alone (the prompt's note still says the list may be cut), not the pull.
  const read = () =>
    github
      .getPull(number, repo)
      .then((p) => p?.changedFiles)
      .catch(() => undefined)
  const total = known ?? (await read())
  return total !== undefined && total > listed ? total : undefined
}

/**
 * Why a pull request of another repository is named but never read: the job's token reads the item's own
 * repository only, so a brief's author cannot spend it on a request anywhere else (say, `evil-org/evil-repo#5`).
 */
const NOT_FOLLOWED = 'not followed, unread: outside this repository (the token reads nowhere else)'

const sameRepo = (a: RepoRef, b: RepoRef) =>
  a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase()

/**
 * One pull request of the scope; one the token cannot read is named in the round, never skipped silently, and
 * one of another repository is named unread, with no request. The work item's own title and description come
 * with the event; its files are read off the diff. The compare starts as soon as the head is known, so it runs
 * while the diff is on its way.
 */
async function readPull(sources: RoundPromptSources, own: RepoRef, ref: string): Promise<ReviewedPull> {
  const { github, item } = sources
  const coords = parsePullRef(ref)
  if (!coords) return { ref, title: '', body: '', files: [], unreadable: 'not a pull request reference' }
  const repo = { owner: coords.owner, repo: coords.repo }
  if (!sameRepo(repo, own)) return { ref, title: '', body: '', files: [], unreadable: NOT_FOLLOWED }
  const self = coords.number === item.number
  try {
    const info = self ? ownPull(sources, coords.number) : github.getPull(coords.number, repo)
    const head = info.then((p) => (isCommitSha(p?.headSha) ? p.headSha : undefined))
    const last = sources.lastReviewed
    const lastSha = last?.pulls[ref]
    const since = head.then((sha) =>
      sha === undefined || last === undefined || lastSha === undefined
        ? undefined
        : changesSince(github, repo, { round: last.round, sha: lastSha }, sha)
    )
    const [pull, read, headSha, changes] = await Promise.all([
      info,
      readPullDiff(github, coords.number, repo, self ? sources.ownDiff : undefined),
      head,
      since
    ])
    if (read === undefined || pull === undefined)
      return { ref, title: '', body: '', files: [], unreadable: 'not found, or no access with this token' }
    const changedFiles = await changedPastList(
      github,
      coords.number,
      repo,
      read.files.length,
      'changedFiles' in pull ? pull.changedFiles : undefined
    )
    return {
      ref,
      title: pull.title,
      body: pull.body,
      files: read.files,
      diff: read.diff,
      notes: read.notes,
      ...(changedFiles === undefined ? {} : { changedFiles }),
      ...(headSha === undefined ? {} : { head: headSha }),
      ...(changes === undefined ? {} : { since: changes })
    }
  } catch (error) {
    return { ref, title: '', body: '', files: [], unreadable: describeError(error) }
  }
}

/**
 * The text without its `<!-- … -->` comments, in one pass. The lazy regex it replaces rescanned the rest of the
 * body from every `<!--` that has no `-->`: a 64 KB comment of them took half a second.
 */
function withoutHtmlComments(body: string): string {
  let out = ''
  let at = 0
  for (;;) {
    const open = body.indexOf('<!--', at)
    if (open < 0) return out + body.slice(at)
    const close = body.indexOf('-->', open + 4)
    // Unclosed: the rest stays, as the regex left it (and no later `<!--` can close either).
    if (close < 0) return out + body.slice(at)
    out += body.slice(at, open)
    at = close + 3
  }
}

/**
 * Earlier rounds' findings, from the action's own round comments (a forged one must not speak in the prompt):
 * each critic's section of a round's one comment, or an older round comment's whole text.
 */
function previousFindings(sources: RoundPromptSources) {
  const found: Array<{ round: number; critic: string; text: string }> = []
  for (const c of sources.conversation) {
    for (const { meta, text } of criticSectionsOf(c.body, sources.ownMarkers(c))) {
      if (meta.round === undefined || meta.round >= sources.round) continue
      found.push({
        round: meta.round,
        critic: meta.critic!,
        text: withoutHtmlComments(text).replace(SELF_MARKER, '').trim()
      })
    }
  }
  return found
}

/**
 * The pull requests in scope that findings may go on: those in the item's repository (the token can post
 * nowhere else) whose diff and head the round read.
 */
function inlineDiffs(pulls: readonly ReviewedPull[], item: RoundPromptSources['item']): InlineDiff[] {
  const own = `github:${item.owner}/${item.repo}#${item.number}`
  const here = `${item.owner}/${item.repo}`.toLowerCase()
  const scopeHasOwn = item.isPullRequest && pulls.some((p) => p.ref === own)
  const out: InlineDiff[] = []
  for (const pull of pulls) {
    const at = parsePullRef(pull.ref)
    if (!at || `${at.owner}/${at.repo}`.toLowerCase() !== here) continue
    if (pull.diff === undefined || pull.head === undefined || pull.unreadable !== undefined) continue
    const isOwn = item.isPullRequest && pull.ref === own
    const rebuilt = (pull.notes ?? []).length > 0
    out.push({
      ref: pull.ref,
      number: at.number,
      own: isOwn,
      byDefault: isOwn || (!scopeHasOwn && pulls.length === 1),
      head: pull.head,
      diff: pull.diff,
      ...(rebuilt
        ? {
            // Paths only: publish asks whether a path is listed, and the patches are in the diff already.
            files: pull.files.map((f) => ({ path: f.path }))
          }
        : {})
    })
  }
  return out
}

export async function buildRoundPrompt(sources: RoundPromptSources): Promise<{
  prompt: string
  unreadable: string[]
  heads: Array<{ ref: string; sha: string }>
  inlines: InlineDiff[]
  /** What the prompt was rendered from: a critic whose budget it does not fit gets parts of it (critic-split.ts). */
  input: RoundPromptInput
}> {
  const { item } = sources
  const own = { owner: item.owner, repo: item.repo }
  let scope = sources.brief?.pullRequests ?? []
  if (scope.length === 0 && item.isPullRequest) scope = [`github:${item.owner}/${item.repo}#${item.number}`]
  const pulls = await Promise.all(scope.map((ref) => readPull(sources, own, ref)))
  const changed = pulls.flatMap((p) => p.files.map((f) => f.path))
  const inlines = inlineDiffs(pulls, item)
  const read = await sources.rules
  const rules = read ? rulesForPaths(read, changed) : undefined
  const input: RoundPromptInput = {
    round: sources.round,
    ...(sources.brief ? { brief: sources.brief } : {}),
    pulls,
    ...(scope.length === 0
      ? {
          workItem: {
            ref: `github:${item.owner}/${item.repo}#${item.number}`,
            title: item.title,
            body: item.body
          }
        }
      : {}),
    previousFindings: previousFindings(sources),
    replies: sources.replies,
    ...(sources.decisions && sources.decisions.length > 0 ? { decisions: sources.decisions } : {}),
    executableChanges: executableConfigChanges(changed, sources.configPath),
    ...(rules ? { rules } : {})
  }
  const prompt = renderRoundPrompt(input)
  return {
    prompt,
    input,
    unreadable: pulls.filter((p) => p.unreadable !== undefined).map((p) => `${p.ref}: ${p.unreadable}`),
    heads: pulls.flatMap((p) => (p.head === undefined ? [] : [{ ref: p.ref, sha: p.head }])),
    inlines
  }
}
