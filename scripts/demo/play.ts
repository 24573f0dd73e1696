// One step of the demo: its author's words saved on the pull request as GitHub saves them, the event GitHub
// then sends run through the action, and what the run left behind, as lines to print and checks that failed.
import { runComposite, type CompositeResult } from '../../__tests__/support/composite.js'
import { issueCommentCreated, reviewCommentCreated } from '../../__tests__/support/loopback/payloads.js'
import type { LoopReviewComment } from '../../__tests__/support/loopback/reviews.js'
import type { LoopbackGitHub } from '../../__tests__/support/loopback/server.js'
import type { LoopComment, LoopIssue, LoopRepo } from '../../__tests__/support/loopback/world.js'
import { dim, green, red, renderComment, renderPosts, summaryFacts } from './print.js'
import { OWNER, REPO, REVIEWER } from './scene.js'
import type { DemoStep, Observed } from './steps.js'

/** Where the demo plays: the loopback GitHub, its pull request, and the action folder to run. */
export interface Stage {
  gh: LoopbackGitHub
  repo: LoopRepo
  pull: LoopIssue
  actionDir: string
  workspace: string
  /** The critic-isolation input the demo runs with: `user` where this machine can make users, else `none`. */
  isolation: 'user' | 'none'
}

export interface Played {
  /** What a reviewer sees, in order: the step's post, then the action's posts and the facts of the run. */
  lines: string[]
  /** The node the run left the review at, `(unchanged)` when it set none, `(not sent)` when nothing ran. */
  node: string
  requests: number
  problems: string[]
}

/** The step's words as saved, where they sit, and the payload of the event GitHub sends for them. */
interface Said {
  post: LoopComment | LoopReviewComment
  note: string
  payload: Record<string, unknown>
}

/** Saves the step's post; undefined when it is a reply and the thread it answers is not there. */
function say(stage: Stage, step: DemoStep): Said | undefined {
  const { gh, repo, pull } = stage
  if (step.event === 'issue_comment') {
    const post = gh.world.addComment(OWNER, REPO, pull.number, step.body, step.author)
    return { post, note: '', payload: issueCommentCreated(repo, pull, post) }
  }
  const thread = step.replyTo(repo.reviewComments.filter((c) => c.pull === pull.number))
  if (!thread) return undefined
  const post = gh.world.addReviewComment(OWNER, REPO, pull.number, {
    body: step.body,
    inReplyToId: thread.id,
    author: step.author
  })
  const note = dim(`(reply on the thread of ${post.path}:${post.line})`)
  return { post, note, payload: reviewCommentCreated(repo, pull, post) }
}

/** What the run added: everything on the repository that was not in `before` (posts are kept by identity). */
function observe(stage: Stage, before: ReadonlySet<object>, result: CompositeResult): Observed {
  const isNew = (record: object) => !before.has(record)
  return {
    exitCode: result.exitCode,
    outputs: result.outputs,
    posted: stage.repo.comments.filter(isNew),
    reviews: stage.repo.reviews.filter(isNew),
    lineComments: stage.repo.reviewComments.filter(isNew),
    labels: [...stage.pull.labels]
  }
}

function postLines(said: Said, o: Observed, summary: string): string[] {
  const lines = [renderComment(said.post, said.note)]
  // Only a comment on the conversation gets the action's reaction; a reply on a line thread has none.
  const reactions =
    'reactions' in said.post ? said.post.reactions.map((r) => `${r.content} by @${r.user}`) : []
  if (reactions.length) lines.push(dim(`    reactions: ${reactions.join(', ')}`))
  lines.push(...renderPosts(o.posted, o.reviews, o.lineComments))
  const facts = summaryFacts(summary)
  if (facts) lines.push(dim(`  job summary: ${facts}`))
  return lines
}

function verdictLines(problems: string[], o: Observed, result: CompositeResult): string[] {
  if (problems.length === 0) {
    const posts = `${o.posted.length} comment(s), ${o.reviews.length} review(s) with ${o.lineComments.length} line comment(s) posted`
    return [green(`  ✓ ${posts}; labels: ${o.labels.join(', ') || 'none'}`)]
  }
  const lines = problems.map((p) => red(`  ✗ ${p}`))
  if (result.exitCode !== 0) {
    const errors = result.stdout.split('\n').filter((l) => l.startsWith('::error'))
    lines.push(dim(errors.join('\n')))
  }
  return lines
}

/** Plays one step; `runId` is the workflow run GitHub would start for its event. */
export async function playStep(stage: Stage, step: DemoStep, runId: number): Promise<Played> {
  const said = say(stage, step)
  if (!said) {
    const problem = 'there is no line comment to reply on'
    return { lines: [red(`  ✗ ${problem}`)], node: '(not sent)', requests: 0, problems: [problem] }
  }
  const { repo, gh } = stage
  const before = new Set<object>([...repo.comments, ...repo.reviews, ...repo.reviewComments])
  gh.resetRequests()
  const result = await runComposite({
    actionDir: stage.actionDir,
    eventName: step.event,
    payload: said.payload,
    inputs: {
      'github-token': 'demo-token',
      'authorized-users': REVIEWER,
      'critic-isolation': stage.isolation,
      // Lone problems put to the other critic before they go on the diff: the demo shows one verified, one refuted.
      'inline-findings': 'verified'
    },
    // The action's clock stands at the loopback's time of the event: its state's times, and its critics'
    // durations (0 s), are the same on every run, so the printed thread is too (__tests__/docs/demo-excerpts.test.ts).
    jobEnv: { THE_LOOP_FIXED_CLOCK: gh.world.current() },
    workspace: stage.workspace,
    apiUrl: gh.url,
    actor: step.author,
    runId
  })
  const observed = observe(stage, before, result)
  const problems = step.check(observed)
  return {
    lines: [...postLines(said, observed, result.summary), ...verdictLines(problems, observed, result)],
    node: result.outputs.node || '(unchanged)',
    requests: gh.requests.length,
    problems
  }
}
