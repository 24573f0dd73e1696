// What the review loop's hooks and round runner share during one run: ports, config, the conversation read
// once, the item's facts, and the effects deferred until after the run's state write.
import type { ActionIdentity, Allowlist } from '../../conversation/control/authorize.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { EntryKey } from '../../conversation/comments/entries.js'
import type { FrozenBrief } from '../../conversation/comments/gate-readers.js'
import type { OwnRecognition } from '../../conversation/comments/own.js'
import type { Conversation } from '../../conversation/comments/view.js'
import type { ItemFacts } from '../../conversation/event/trigger.js'
import type { GitHubPort } from '../../github/port.js'
import type { HookContext } from '../../engine/hooks/contract.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import type { GraphState } from '../../engine/state/document.js'
import { ledgerOf } from '../ledger/ledger.js'
import type { OwedRenderContext } from '../render/owed-render.js'
import { runLink, type RunLink } from '../render/run-link.js'

/** Facts a gate learned in this run that the host must persist after the walk (the state is read-only to hooks). */
export interface GateMemo {
  /** Entries a gate answered (the brief, the replies a "done" answered). */
  consumed: EntryKey[]
  /** Replies that decided a finding, read once per run: what the gates and the round read of each. */
  followUps?: ReadonlyMap<EntryKey, string>
  /** The synthesis across the critics of the round this run posted, for its follow-up request. */
  synthesis?: string
  /** A brief an authorized reply restated at the follow-up gate: it replaces the frozen one (flow-run.ts). */
  restated?: FrozenBrief
}

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

export interface ReviewServices {
  github: GitHubPort
  thread: Conversation
  /** Title, description, labels and kind of the item (from the payload, or one read when it had none). */
  facts: ItemFacts & { isPullRequest: boolean }
  allowlist: Allowlist
  identity: ActionIdentity
  /** Set with marker-secret: signs this item's markers (the conversation seals every post with it). */
  signer?: MarkerSigner
  keywords: KeywordConfig
  configPath: string
  memo: GateMemo
  deferred: DeferredEffect[]
  prefetch?: RoundPrefetch
  /** GITHUB_SERVER_URL, for links to commits and runs; github.com when unset. */
  serverUrl?: string
  /** GITHUB_RUN_ID: every post this run records links to it (loop/render/run-link.ts). */
  runId?: string
  /** Deferred effects under way (started after the posts they must not delay). */
  running: Array<Promise<void>>
  log: (line: string) => void
}

/**
 * How this run recognizes its own comments on the item: identity, signature, and `state`'s record of them.
 * Without `state` the record is left out: that is the rule a write uses to list the comments it records.
 */
export function ownRecognition(s: ReviewServices, state?: GraphState): OwnRecognition {
  const record = state ? ledgerOf(state).own : undefined
  return {
    identity: s.identity,
    ...(s.signer ? { signer: s.signer } : {}),
    ...(record ? { record } : {}),
    isRunPost: (comment) => s.thread.isRunPost(comment)
  }
}

/**
 * What rendering a post needs of this run: its keywords, and the server, repository and run its links point
 * at. The repository is the port's, where the workflow runs (GITHUB_REPOSITORY).
 */
export function renderContext(s: ReviewServices): OwedRenderContext {
  return {
    keywords: s.keywords,
    ...(s.serverUrl ? { serverUrl: s.serverUrl } : {}),
    repo: s.github.repo,
    item: s.thread.number,
    ...(s.runId !== undefined ? { run: s.runId } : {})
  }
}

/** The link to this run for a post rendered outside the owed renderer (a prompt, a findings review). */
export function ownRunLink(s: ReviewServices): RunLink | undefined {
  return runLink(s.serverUrl, s.github.repo, s.runId)
}

export function emptyMemo(): GateMemo {
  return { consumed: [] }
}

/** The review services of a hook context; a missing key is a wiring bug, reported as such. */
export function reviewServices(ctx: HookContext): ReviewServices {
  const s = ctx.services as Partial<ReviewServices>
  if (!s.github || !s.thread || !s.allowlist || !s.identity || !s.keywords || !s.memo || !s.facts) {
    throw new Error('the review hooks were run without their services (a wiring bug in the host)')
  }
  return s as ReviewServices
}
