// One run's view of the conversation: read once, scoped to the current review, with the action's own posts
// queued in an outbox and sent only after the run's state write (so a run that loses a race posts nothing).
import type { GitHubPort, NewReview, ReviewInfo } from '../../github/port.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import { parseMarkers, type MarkerKind } from '../../base/marker/markers.js'
import { fromIssueComment, fromReview } from './read-conversation.js'
import type { ConversationEntry, EntryKey } from './entries.js'
import { UserError } from '../../base/shared/errors.js'
import { PostsNotSentError } from './post-error.js'
import { owedKeyOf, type UnsentPost } from './owed-key.js'
import {
  kindOf,
  type ConversationSnapshot,
  type QueuedPost,
  type QueuedPostOptions,
  type ReviewStart
} from './view-model.js'

export type { ConversationSnapshot, QueuedPostOptions, ReviewStart } from './view-model.js'

/** `I`: what a required post is made of (its renderer's inputs), kept as given and handed back unsent. */
export class Conversation<I = unknown> {
  private queued: Array<QueuedPost<I>> = []
  /** The post `flush` is sending: no longer queued, not yet on the conversation. */
  private sending: QueuedPost<I> | undefined
  private start: ReviewStart | undefined
  /** Provisional ids of queued posts: negative, so they are never mistaken for GitHub's. */
  private nextProvisional = -1
  /** Entries this run queued, created or edited: its own by construction, whatever the state records. */
  private readonly mine = new Set<EntryKey>()
  /** The highest issue-comment id read: whatever this run posts comes after it. */
  private readHorizon: number

  constructor(
    private readonly github: Pick<GitHubPort, 'createComment' | 'updateComment'> &
      Partial<Pick<GitHubPort, 'createReview' | 'updateReview'>>,
    readonly number: number,
    private all: ConversationEntry[],
    private readonly now: () => Date,
    /** The login the token posts as, given to stand-ins so they read as the action's own. */
    private readonly selfLogin = '',
    /** With marker-secret: every body this run posts or edits has its marker signed. */
    private readonly signer?: MarkerSigner
  ) {
    this.readHorizon = all.reduce((max, e) => (e.kind === 'issue-comment' ? Math.max(max, e.id) : max), 0)
  }

  get horizon(): number {
    return this.readHorizon
  }

  /** The body as this run sends it (its marker signed when marker-secret is set). */
  sign(body: string): string {
    return this.signer ? this.signer.sign(body) : body
  }

  /** True for entries this run queued, created or edited. */
  isRunPost(entry: { id: number; kind?: string }): boolean {
    return this.mine.has(`${entry.kind ?? 'issue-comment'}:${entry.id}` as EntryKey)
  }

  /** The marker kinds of posts queued or in flight: they reach the thread after the run's state write. */
  unsentKinds(): MarkerKind[] {
    const posts = this.sending ? [this.sending, ...this.queued] : this.queued
    return [...new Set(posts.flatMap((q) => parseMarkers(q.body).map((m) => m.kind)))]
  }

  /** Required posts queued or in flight, in order (template and follow-up prompt are re-asked, not owed). */
  requiredUnsent(): Array<UnsentPost<I>> {
    const posts = this.sending ? [this.sending, ...this.queued] : this.queued
    return posts.flatMap((q) => (q.owed ? [q.owed] : []))
  }

  /**
   * Every entry as it is on GitHub, earlier reviews on the conversation included: stand-ins of posts not sent yet
   * are left out (an edit's comment shows as it was read).
   */
  readEntries(): ConversationEntry[] {
    const unsent = this.sending ? [this.sending, ...this.queued] : this.queued
    if (unsent.length === 0) return this.all
    const standIns = new Map(unsent.map((q) => [q.entry.key, q.original]))
    return this.all.flatMap((e) => (standIns.has(e.key) ? (standIns.get(e.key) ?? []) : [e]))
  }

  /** The entries of the current review (all when unscoped), in conversation order, queued posts last. */
  entries(): ConversationEntry[] {
    const start = this.start
    if (!start) return this.all
    const at = this.all.findIndex((e) => e.key === start.key)
    if (at >= 0) return this.all.slice(at)
    // The arming comment was deleted: the review still starts when it became visible.
    return this.all.filter((e) => Date.parse(e.visibleAt) >= Date.parse(start.at))
  }

  find(key: EntryKey): ConversationEntry | undefined {
    return this.all.find((e) => e.key === key)
  }

  scopeTo(start: ReviewStart | undefined): void {
    this.start = start
  }

  /** What carries this run's view into another process of the same run; nothing may be queued. */
  snapshot(): ConversationSnapshot {
    if (this.queued.length > 0) throw new Error('the conversation still has queued posts (a wiring bug)')
    return {
      entries: this.all,
      ...(this.start ? { start: this.start } : {}),
      mine: [...this.mine],
      horizon: this.readHorizon
    }
  }

  /** Continues a snapshot's run: its scope, its own posts, and the horizon of what it had read. */
  resume(snapshot: ConversationSnapshot): void {
    this.start = snapshot.start
    for (const key of snapshot.mine) this.mine.add(key)
    this.readHorizon = snapshot.horizon
  }

  /** Replaces one entry's body (the event's comment acts with the text it was created with). */
  replaceBody(key: EntryKey, body: string): void {
    this.all = this.all.map((e) => (e.key === key ? { ...e, body } : e))
  }

  /**
   * Queues a post; it shows in `entries()` at once, and is sent by `flush()`. An edit's stand-in is the edited
   * comment with its new body, in its place.
   */
  post(text: string, opts: QueuedPostOptions<I>): ConversationEntry {
    const owed = opts.reasked ? undefined : this.owedOf(text, opts)
    const at = this.now().toISOString()
    const body = this.sign(text)
    const edited =
      opts.editOf === undefined ? undefined : this.all.find((e) => this.isComment(e, opts.editOf!))
    const entry = edited
      ? { ...edited, body }
      : fromIssueComment({
          id: this.nextProvisional--,
          author: this.selfLogin,
          authorType: 'Bot',
          body,
          createdAt: at,
          updatedAt: at
        })
    const queued: QueuedPost<I> = {
      text,
      body,
      entry,
      reasked: opts.reasked === true,
      ...(edited ? { editOf: edited.id, original: edited } : {}),
      ...(owed ? { owed } : {}),
      ...(opts.first ? { first: true } : {})
    }
    if (opts.first) this.queued.splice(this.queued.filter((q) => q.first).length, 0, queued)
    else this.queued.push(queued)
    this.mine.add(entry.key)
    this.all = edited ? this.all.map((e) => (e === edited ? entry : e)) : [...this.all, entry]
    return entry
  }

  /** A required post as the state records it: its inputs, and the marker key its fulfilment is found by. */
  private owedOf(text: string, opts: { inputs: I }): UnsentPost<I> {
    const key = owedKeyOf(text)
    if (!key) throw new Error('a required post without a marker (a wiring bug)')
    return { inputs: opts.inputs, ...key }
  }

  private isComment(e: ConversationEntry, id: number): boolean {
    return e.kind === 'issue-comment' && e.id === id
  }

  /** Drops queued posts (the run lost a race and decides again from a fresh read). */
  discardQueued(): void {
    for (const q of this.queued) this.withdraw(q)
    this.queued = []
  }

  /** Takes a post's stand-in off the conversation: an edit's comment goes back to what was read. */
  private withdraw(post: QueuedPost<I>): void {
    const original = post.original
    this.all = original
      ? this.all.map((e) => (e.key === post.entry.key ? original : e))
      : this.all.filter((e) => e.key !== post.entry.key)
  }

  private async send(post: QueuedPost<I>): Promise<ConversationEntry> {
    if (post.editOf !== undefined)
      return fromIssueComment(await this.github.updateComment(post.editOf, post.body))
    return fromIssueComment(
      await this.github.createComment(this.number, post.body, { after: this.knownId() })
    )
  }

  /**
   * Sends the queued posts in order; each replaces its stand-in. A re-asked post that fails is dropped
   * and reported through `onSkip` (its gate asks again); any other failure, or a UserError, throws: a
   * PostsNotSentError naming what stayed unsent, unless the failure is the user's to fix.
   */
  async flush(
    onSkip: (error: unknown, kinds: Array<MarkerKind | ''>) => void = () => undefined
  ): Promise<ConversationEntry[]> {
    const sent: ConversationEntry[] = []
    while (this.queued.length > 0) {
      const next = this.queued.shift()!
      this.sending = next
      try {
        const created = await this.send(next)
        this.mine.add(created.key)
        this.all = this.all.map((e) => (e.key === next.entry.key ? created : e))
        sent.push(created)
      } catch (error) {
        this.withdraw(next)
        // A refusal the user must fix (a missing permission) would refuse the next asking too: it stops the run.
        if (error instanceof UserError) {
          this.discardQueued()
          throw error
        }
        if (!next.reasked) {
          const unsent = [next, ...this.queued].map(kindOf)
          this.discardQueued()
          throw new PostsNotSentError(unsent, error)
        }
        onSkip(error, [kindOf(next)])
      } finally {
        this.sending = undefined
      }
    }
    return sent
  }

  /** Posts at once (the publish phase, which already holds the claim). */
  async postNow(body: string): Promise<ConversationEntry> {
    const created = fromIssueComment(
      await this.github.createComment(this.number, this.sign(body), { after: this.knownId() })
    )
    this.mine.add(created.key)
    this.all = [...this.all, created]
    return created
  }

  /**
   * Posts a pull-request review at once (publish: a critic's round text with its findings on the diff). Its
   * body's marker is signed like any post's; the review joins the conversation as one of this run's own.
   */
  async postReview(review: NewReview): Promise<ConversationEntry> {
    if (!this.github.createReview) throw new Error('this conversation cannot post reviews (a wiring bug)')
    // Reviews have their own ids: one whose answer was lost is looked for above the highest review read.
    const after = this.all.reduce((max, e) => (e.kind === 'review' ? Math.max(max, e.id) : max), 0)
    const body = this.sign(review.body)
    const comments = review.comments.map((c) => ({ ...c, body: this.sign(c.body) }))
    const created = await this.github.createReview(this.number, { ...review, body, comments }, { after })
    return this.adoptReview(created)
  }

  async editReview(id: number, body: string): Promise<ConversationEntry> {
    if (!this.github.updateReview) throw new Error('this conversation cannot edit reviews (a wiring bug)')
    const updated = await this.github.updateReview(this.number, id, this.sign(body))
    return this.adoptReview(updated)
  }

  private adoptReview(review: ReviewInfo): ConversationEntry {
    const entry = fromReview(review)
    if (!entry) throw new Error(`review ${review.id} came back without a body or unsubmitted`)
    this.mine.add(entry.key)
    const known = this.all.some((e) => e.key === entry.key)
    this.all = known ? this.all.map((e) => (e.key === entry.key ? entry : e)) : [...this.all, entry]
    return entry
  }

  /** The highest issue-comment id this run knows: whatever it posts next gets a higher one. */
  private knownId(): number {
    return this.all.reduce(
      (max, e) => (e.kind === 'issue-comment' ? Math.max(max, e.id) : max),
      this.readHorizon
    )
  }

  async edit(id: number, body: string): Promise<ConversationEntry> {
    const updated = fromIssueComment(await this.github.updateComment(id, this.sign(body)))
    this.mine.add(updated.key)
    this.all = this.all.map((e) => (e.kind === 'issue-comment' && e.id === id ? updated : e))
    return updated
  }
}
