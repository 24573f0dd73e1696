// A review scene on the loopback GitHub: a repository with the sample critics on its default branch and a
// pull request with a real diff; helpers post comments and build the webhook payloads GitHub would send.
import { readFileSync } from 'node:fs'
import { startLoopbackGitHub } from './loopback/server.js'
import { copyWorld } from './loopback/world-copy.js'
import type { LoopWorld } from './loopback/world.js'
import {
  issueCommentCreated,
  repository,
  reviewCommentCreated,
  reviewSubmitted,
  threadClosed
} from './loopback/payloads.js'
import type { ReviewCommentSeed } from './loopback/reviews.js'

export const OWNER = 'acme'
export const REPO = 'widgets'

export const SAMPLE_DIFF = `diff --git a/src/widget.js b/src/widget.js
index 1111111..2222222 100644
--- a/src/widget.js
+++ b/src/widget.js
@@ -1,3 +1,8 @@
 export function widget(size) {
-  return size * 2
+  // TODO: handle negative sizes
+  console.log('widget', size)
+  if (size > 100) {
+    return size * 3
+  }
+  return size * 2
 }
`

export function harnessConfig(extra = ''): string {
  return readFileSync('examples/harness-config.yaml', 'utf8') + extra
}

/** The files list of a large pull request: `count` one-line changes, each with its patch. */
export function manyChangedFiles(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    filename: `src/f${i}.ts`,
    status: 'modified',
    additions: 1,
    deletions: 1,
    patch: `@@ -1 +1 @@\n-a${i}\n+b${i}`
  }))
}

type PullFiles = Array<{ filename: string; status: string; additions: number; deletions: number }>

/** `files`: more files of the default branch; `change`: the pull request's diff and files list instead of the sample. */
export interface SceneOptions {
  config?: string
  faults?: Parameters<typeof startLoopbackGitHub>[0]
  files?: Record<string, string>
  change?: { diff: string; files: PullFiles }
  /**
   * A scene to go on from: the new one serves a copy of its world (world-copy.ts), with every event it has seen,
   * and reviews the same pull request; config, files and change are then that world's.
   */
  from?: { gh: { world: LoopWorld }; pull: number }
}

/** The repository and the pull request a new scene reviews. */
function createScenePull(world: LoopWorld, opts: SceneOptions): number {
  world.createRepo(OWNER, REPO, {
    files: {
      'README.md': '# widgets\n',
      '.the-loop/harness-config.yaml': opts.config ?? harnessConfig(),
      ...opts.files
    }
  })
  return world.createPull(OWNER, REPO, {
    title: 'Scale large widgets',
    body: 'Large widgets now scale by three.',
    author: 'bob',
    diff: opts.change?.diff ?? SAMPLE_DIFF,
    files: opts.change?.files ?? [
      { filename: 'src/widget.js', status: 'modified', additions: 6, deletions: 1 }
    ]
  })
}

export async function startReviewScene(opts: SceneOptions = {}) {
  const from = opts.from
  const gh = await startLoopbackGitHub({
    ...opts.faults,
    ...(from ? { world: copyWorld(from.gh.world) } : {})
  })
  const pull = from ? from.pull : createScenePull(gh.world, opts)
  const repo = () => gh.world.repo(OWNER, REPO)!
  const issue = (number: number) => repo().issues.get(number)!
  /** Posts a comment on the thread and returns the issue_comment payload GitHub would deliver for it. */
  const comment = (author: string, body: string, number = pull) =>
    issueCommentCreated(repo(), issue(number), gh.world.addComment(OWNER, REPO, number, body, author))
  const closed = (actor: string, number = pull) => threadClosed(repo(), issue(number), actor)
  /** Submits a review (body and line comments) and returns the pull_request_review payload for it. */
  const review = (author: string, body: string, comments: ReviewCommentSeed[] = [], number = pull) =>
    reviewSubmitted(
      repo(),
      issue(number),
      gh.world.addReview(OWNER, REPO, number, { author, body, comments })
    )
  /** Posts one line comment (or a reply to one) and returns the pull_request_review_comment payload. */
  const lineComment = (author: string, seed: ReviewCommentSeed, number = pull) =>
    reviewCommentCreated(
      repo(),
      issue(number),
      gh.world.addReviewComment(OWNER, REPO, number, { ...seed, author })
    )
  const thread = (number = pull) => gh.world.repo(OWNER, REPO)!.comments.filter((c) => c.issue === number)
  /**
   * What the pull request's conversation shows, in the order it appeared: its comments and its submitted
   * reviews (a critic whose round put findings on the diff posts a review instead of a comment).
   */
  const posts = (number = pull) =>
    [
      ...thread(number).map((c) => ({ id: c.id, body: c.body, user: c.user, at: c.createdAt })),
      ...repo().reviews.flatMap(({ id, pull: of, body, user, submittedAt: at }) =>
        of === number && at !== undefined ? [{ id, body, user, at }] : []
      )
    ].sort((a, b) => a.at.localeCompare(b.at))
  const labels = (number = pull) => gh.world.repo(OWNER, REPO)!.issues.get(number)!.labels
  return {
    gh,
    pull,
    comment,
    closed,
    review,
    lineComment,
    thread,
    posts,
    labels,
    repository: repository(repo())
  }
}
