// Gathers what one round's prompt needs: the pulls in scope (one diff request each), earlier findings, the replies.
import type { GitHubPort, RepoRef } from '../../github/port.js'
import type { ConversationEntry } from '../../conversation/model.js'
import { readPullDiff } from '../../review/pull-diff.js'
import type { MarkedComment } from '../../conversation/own.js'
import { executableConfigChanges } from '../../render/brief.js'
import { SELF_MARKER, type MarkerMeta } from '../../render/markers.js'
import { parsePullRef } from '../../review/pulls.js'
import { renderRoundPrompt, type ReviewedPull } from '../../review/prompt.js'
import type { FrozenBrief } from '../../review/thread.js'
import { describeError } from '../../shared/errors.js'

export interface RoundPromptSources {
  github: GitHubPort
  item: { owner: string; repo: string; number: number; isPullRequest: boolean; title: string; body: string }
  round: number
  brief: FrozenBrief
  thread: readonly ConversationEntry[]
  /** The work item's own diff, when it was requested together with the state. */
  ownDiff?: Promise<string | undefined>
  /** The markers a decision may trust on a comment (conversation/own.ts). */
  ownMarkers: (comment: MarkedComment) => MarkerMeta[]
  replies: ReadonlyArray<{ label: string; body: string }>
  configPath: string
}

/**
 * One pull request of the scope; one the token cannot read is named in the round, never skipped silently.
 * The work item's own title and description come with the event; its files are read off the diff.
 */
async function readPull(sources: RoundPromptSources, own: RepoRef, ref: string): Promise<ReviewedPull> {
  const { github, item } = sources
  const coords = parsePullRef(ref)
  if (!coords) return { ref, title: '', body: '', files: [], unreadable: 'not a pull request reference' }
  const repo = { owner: coords.owner, repo: coords.repo }
  const self = repo.owner === own.owner && repo.repo === own.repo && coords.number === item.number
  try {
    const [pull, read] = await Promise.all([
      self ? Promise.resolve({ title: item.title, body: item.body }) : github.getPull(coords.number, repo),
      readPullDiff(github, coords.number, repo, self ? sources.ownDiff : undefined)
    ])
    if (read === undefined || pull === undefined)
      return { ref, title: '', body: '', files: [], unreadable: 'not found or no access' }
    return { ref, title: pull.title, body: pull.body, files: read.files, diff: read.diff, notes: read.notes }
  } catch (error) {
    return { ref, title: '', body: '', files: [], unreadable: describeError(error) }
  }
}

/** Earlier rounds' findings, from the action's own round comments: a forged one must not speak in the prompt. */
function previousFindings(sources: RoundPromptSources) {
  const found: Array<{ round: number; critic: string; text: string }> = []
  for (const c of sources.thread) {
    const meta = sources.ownMarkers(c).find((m) => m.kind === 'round' && m.critic !== undefined)
    if (!meta || meta.round === undefined || meta.round >= sources.round) continue
    const text = c.body
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(SELF_MARKER, '')
      .trim()
    found.push({ round: meta.round, critic: meta.critic!, text })
  }
  return found
}

export async function buildRoundPrompt(
  sources: RoundPromptSources
): Promise<{ prompt: string; unreadable: string[] }> {
  const { item } = sources
  const own = { owner: item.owner, repo: item.repo }
  let scope = sources.brief.pullRequests
  if (scope.length === 0 && item.isPullRequest) scope = [`github:${item.owner}/${item.repo}#${item.number}`]
  const pulls = await Promise.all(scope.map((ref) => readPull(sources, own, ref)))
  const changed = pulls.flatMap((p) => p.files.map((f) => f.path))
  const prompt = renderRoundPrompt({
    round: sources.round,
    brief: sources.brief,
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
    executableChanges: executableConfigChanges(changed, sources.configPath)
  })
  return {
    prompt,
    unreadable: pulls.filter((p) => p.unreadable !== undefined).map((p) => `${p.ref}: ${p.unreadable}`)
  }
}
