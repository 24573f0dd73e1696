// What the review loop's hooks and round runner share during one run: ports, config and a thread cache.
import type { ActionIdentity, Allowlist } from '../../control/authorize.js'
import type { KeywordConfig } from '../../control/keywords.js'
import type { GitHubPort, ThreadComment } from '../../github/port.js'
import type { HookContext } from '../../hooks/contract.js'

/**
 * The thread of one work item, listed once per run; the action's own posts are appended locally.
 * Once scoped to a review, it lists only that review's comments: an earlier, finished review on the
 * same thread carries the same markers (round 1, the template…) and must not be edited or counted.
 */
export class ThreadCache {
  private comments: ThreadComment[] | undefined
  private from = 0

  constructor(
    private readonly github: GitHubPort,
    readonly number: number
  ) {}

  async list(): Promise<ThreadComment[]> {
    this.comments ??= await this.github.listComments(this.number)
    const from = this.from
    return from > 0 ? this.comments.filter((c) => c.id >= from) : this.comments
  }

  /** From now on, list only comments from this id on (the comment that armed the current review). */
  scopeFrom(commentId: number | undefined): void {
    this.from = commentId ?? 0
  }

  /** Posts a comment and keeps the cached listing true without listing the thread again. */
  async post(body: string): Promise<ThreadComment> {
    const created = await this.github.createComment(this.number, body)
    if (this.comments) this.comments.push(created)
    return created
  }

  async edit(commentId: number, body: string): Promise<ThreadComment> {
    const updated = await this.github.updateComment(commentId, body)
    if (this.comments) this.comments = this.comments.map((c) => (c.id === commentId ? updated : c))
    return updated
  }
}

/** Facts a gate learned in this run that the host must persist after the walk (the state is read-only to hooks). */
export interface GateMemo {
  /** The newest authorized comment the follow-up or brief gate read. */
  lastReadCommentId?: number
}

export interface ReviewServices {
  github: GitHubPort
  thread: ThreadCache
  allowlist: Allowlist
  identity: ActionIdentity
  keywords: KeywordConfig
  configPath: string
  memo: GateMemo
  log: (line: string) => void
}

/** The review services of a hook context; a missing key is a wiring bug, reported as such. */
export function reviewServices(ctx: HookContext): ReviewServices {
  const s = ctx.services as Partial<ReviewServices>
  if (!s.github || !s.thread || !s.allowlist || !s.identity || !s.keywords || !s.memo) {
    throw new Error('the review hooks were run without their services (a wiring bug in the host)')
  }
  return s as ReviewServices
}
