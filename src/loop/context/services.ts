// What the review loop's hooks and round runner share during one run: a read-only round context (ports, config,
// the conversation read once, the item's facts) and the effects the run owns, deferred until after its state write.
import type { ActionIdentity, Allowlist } from '../../conversation/control/authorize.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { EntryKey } from '../../conversation/comments/entries.js'
import type { Conversation } from '../../conversation/comments/view.js'
import type { ItemFacts } from '../../conversation/event/trigger.js'
import type { GitHubPort } from '../../github/port.js'
import type { Hook, HookContext } from '../../engine/hooks/contract.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import type { OwedRenderContext } from '../posts/owed-render.js'
import type { OwedInputs } from '../posts/owed-inputs.js'
import { runLink, type RunLink } from '../render/run-link.js'

/** A best-effort effect (a label, a reaction) run after the state write; its failure is reported, not thrown. */
export interface DeferredEffect {
  what: string
  run: () => Promise<void>
}

/**
 * A round's inputs requested together with the item's state, when the event will most likely run a round
 * (a reply that does not end the review, an arming with its brief): read concurrently, not one after another.
 */
export interface RoundPrefetch {
  config: Promise<string | undefined>
  diff: Promise<string | undefined>
  /** The pull request's head: the event's, or `GET /pulls/{n}` sent beside the diff when the event has none. */
  head: Promise<string | undefined>
}

/**
 * What the review's hooks and its round read during one run: the ports, the config, the conversation read once,
 * the item's facts. Read-only to them: what a gate learns goes back in its hook result (loop/gate-learned.ts);
 * what the run reads or makes later (follow-ups, facts) comes as a new context (session.ts).
 */
export interface RoundContext {
  readonly github: GitHubPort
  readonly conversation: Conversation<OwedInputs>
  /** Title, description, labels and kind of the item (from the payload, or one read when it had none). */
  readonly facts: Readonly<Omit<ItemFacts, 'labels'> & { isPullRequest: boolean; labels: readonly string[] }>
  readonly allowlist: Allowlist
  readonly identity: ActionIdentity
  /** Set with marker-secret: signs this item's markers (the conversation signs every post with it). */
  readonly signer?: MarkerSigner
  readonly keywords: KeywordConfig
  readonly configPath: string
  readonly prefetch?: RoundPrefetch
  /** GITHUB_SERVER_URL, for links to commits and runs; github.com when unset. */
  readonly serverUrl?: string
  /** GITHUB_RUN_ID: every post this run records links to it (loop/render/run-link.ts). */
  readonly runId?: string
  /** Replies that decided a finding, read once per run before its gates: what the gates and the round read. */
  readonly followUps?: ReadonlyMap<EntryKey, string>
}

/** What the run reads or makes after it opened, and adds to the round context (session.ts). */
export type ContextAddenda = Partial<Pick<RoundContext, 'followUps' | 'facts'>>

/** The effects the run owns: those deferred until after its state write, those under way, and its log. */
interface RunEffects {
  readonly deferred: DeferredEffect[]
  /** Deferred effects under way (started after the posts they must not delay). */
  readonly running: Array<Promise<void>>
  readonly log: (line: string) => void
}

/** What the review's hooks and round runner are handed: the round context and the run's effects. */
export type ReviewServices = RoundContext & RunEffects

/** A hook of the review loop: its context carries the review's services, typed. */
export type ReviewHook = Hook<ReviewServices>
export type ReviewHookContext = HookContext<ReviewServices>

/**
 * What rendering a post needs of this run: its keywords, and the server, repository and run its links point
 * at. The repository is the port's, where the workflow runs (GITHUB_REPOSITORY).
 */
export function renderContext(s: RoundContext): OwedRenderContext {
  return {
    keywords: s.keywords,
    ...(s.serverUrl ? { serverUrl: s.serverUrl } : {}),
    repo: s.github.repo,
    item: s.conversation.number,
    ...(s.runId !== undefined ? { run: s.runId } : {})
  }
}

/** The link to this run for a post rendered outside the owed renderer (a prompt, a findings review). */
export function ownRunLink(s: RoundContext): RunLink | undefined {
  return runLink(s.serverUrl, s.github.repo, s.runId)
}
