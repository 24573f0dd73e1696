// How the demo shows the thread: as a reviewer would read it, hidden markers dimmed (or dropped when
// the output is not a terminal), plus labels and the state folder on the cache branch.
import type { LoopReview, LoopReviewComment } from '../../__tests__/support/loopback/reviews.js'
import type { LoopComment, LoopRepo, LoopUser } from '../../__tests__/support/loopback/world.js'

const tty = process.stdout.isTTY === true
const paint = (code: string) => (text: string) => (tty ? `\u001b[${code}m${text}\u001b[0m` : text)
export const dim = paint('2')
export const bold = paint('1')
export const green = paint('32')
export const red = paint('31')

/** A comment body as GitHub renders it: HTML comments are invisible, so they are dimmed or removed. */
export function visibleBody(body: string): string {
  const shown = body.replace(/<!--[\s\S]*?-->/g, (marker) => (tty ? dim(marker) : ''))
  return shown
    .split('\n')
    .filter((line, i, all) => line.trim() !== '' || (i > 0 && all[i - 1]!.trim() !== ''))
    .join('\n')
    .trimEnd()
}

/** What a reader sees of any post: who wrote it, when, and its text. */
interface Post {
  user: LoopUser
  createdAt: string
  body: string
}

/** The body indented under its author line, each line behind a bar. */
function quoted(body: string, indent: string): string {
  return visibleBody(body)
    .split('\n')
    .map((line) => `${indent}│ ${line}`)
    .join('\n')
}

/** One post: the author line (with `note`, e.g. where on the diff it sits), then the body indented under it. */
export function renderComment(post: Post, note = ''): string {
  const who = post.user.type === 'Bot' ? `${post.user.login} (bot)` : post.user.login
  return `  ${bold('@' + who)} ${dim(post.createdAt)}${note ? ` ${note}` : ''}\n${quoted(post.body, '  ')}`
}

/** A review as the pull request shows it: its body, then each line comment under its `path:line`. */
export function renderReview(review: LoopReview, lineComments: readonly LoopReviewComment[]): string {
  const head = renderComment({ ...review, createdAt: review.submittedAt ?? '' }, dim('(review)'))
  const lines = lineComments.map((c) => `    ${bold(`${c.path}:${c.line}`)}\n${quoted(c.body, '    ')}`)
  return [head, ...lines].join('\n')
}

/** The posts of a run in the order they were made: comments by creation, reviews by submission. */
export function renderPosts(
  comments: readonly LoopComment[],
  reviews: readonly LoopReview[],
  lineComments: readonly LoopReviewComment[]
): string[] {
  const posts = [
    ...comments.map((c) => ({ at: c.createdAt, text: renderComment(c) })),
    ...reviews.map((r) => ({
      at: r.submittedAt ?? '',
      text: renderReview(
        r,
        lineComments.filter((c) => c.reviewId === r.id)
      )
    }))
  ]
  // The loopback clock stamps every record a second apart in fixed-width ISO form: text order is time order.
  return posts.sort((a, b) => a.at.localeCompare(b.at)).map((p) => p.text)
}

/** Every file under a folder of a branch, with its size, as `git ls-tree -r` would list it. */
export function listBranchFolder(repo: LoopRepo, branch: string, folder: string): string[] {
  const head = repo.git.branches.get(branch)
  if (!head) return []
  const out: string[] = []
  const walk = (path: string) => {
    const entry = repo.git.lookupPath(head, path)
    if (!entry) return
    if (entry.type === 'blob') {
      out.push(`${path} (${repo.git.blobs.get(entry.sha)?.length ?? 0} bytes)`)
      return
    }
    for (const child of repo.git.trees.get(entry.sha) ?? []) walk(`${path}/${child.name}`)
  }
  walk(folder)
  return out
}

/**
 * The commits of a branch, newest first, as their subject lines. Not their shas: each state commit's message
 * names its write's random nonce (src/engine/state/item-file.ts), so its sha differs on every run of the
 * demo.
 */
export function branchLog(repo: LoopRepo, branch: string): string[] {
  const lines: string[] = []
  let sha = repo.git.branches.get(branch)
  while (sha) {
    const commit = repo.git.commits.get(sha)
    if (!commit) break
    lines.push(commit.message.split('\n')[0]!)
    sha = commit.parents[0]
  }
  return lines
}

/** A few facts of the stored item file's graph state (read loosely: the demo shows it, it does not judge it). */
export function describeState(text: string | undefined): string[] {
  if (text === undefined) return []
  try {
    const file = JSON.parse(text) as { state?: unknown }
    const doc = (file.state ?? {}) as { currentNode?: unknown; decisions?: Record<string, unknown> }
    const decision = doc.decisions?.['review-brief'] as { brief?: { by?: unknown; at?: unknown } } | undefined
    const brief = decision?.brief
    return [
      `current node: ${String(doc.currentNode)}`,
      `decisions: ${Object.keys(doc.decisions ?? {}).join(', ') || '(none)'}` +
        (brief?.by ? ` (brief frozen: by ${String(brief.by)} at ${String(brief.at)})` : '')
    ]
  } catch {
    return ['(item.json is not JSON)']
  }
}

/** The decision and its reason from a run's job summary (`- Decision: …` / `- Why: …` lines). */
export function summaryFacts(summary: string): string {
  const field = (name: string) =>
    new RegExp(`^- ${name}: (.*)$`, 'm').exec(summary)?.[1]?.replace(/`/g, '') ?? ''
  const decision = field('Decision')
  const why = field('Why')
  return [decision && `decision ${decision}`, why && `why: ${why}`].filter(Boolean).join('; ')
}
