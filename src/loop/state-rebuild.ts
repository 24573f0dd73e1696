// Reconstructs a work item's documents from its conversation when the cache branch cannot be used.
import type { ActionIdentity, Allowlist } from '../conversation/control/authorize.js'
import type { KeywordConfig } from '../base/keywords/keywords.js'
import { parseCommand } from '../base/keywords/keyword-parse.js'
import type { ControlRecord } from '../engine/state/control-record.js'
import type { ConversationEntry } from '../conversation/comments/entries.js'
import { isAuthorizedEntry } from '../conversation/comments/unanswered.js'
import type { MarkerSigner } from '../base/marker/signature.js'
import { formatTimestamp, freshState, type GraphState } from '../engine/state/document.js'
import { workItemId } from '../engine/state/item-ref.js'
import { rebuildReview, type RebuiltReview } from '../conversation/comments/position-rebuild.js'
import { spendFromMarkers, type ReviewSpend } from './spend/spend.js'
import { withLedger, type Ledger } from './ledger/ledger.js'
import { threadsFromMarkers } from './threads/threads.js'
import type { FindingDecision } from './decisions/decisions.js'
import { decisionsFromConfirmations } from './decisions/finding-decisions.js'
import { readThreadMarkers } from './render/thread-replies.js'
import { REVIEW_LOOP, REVIEW_NODES } from '../engine/graph/review-nodes.js'

export interface RebuildInput {
  /** The conversation before the event being handled, in order. */
  comments: readonly ConversationEntry[]
  allowlist: Allowlist
  identity: ActionIdentity
  /** Set with marker-secret: the rebuild counts only signed markers. */
  signer?: MarkerSigner
  keywords: KeywordConfig
  owner: string
  repo: string
  number: number
  now: Date
}

/** The graph state the conversation implies; a conversation with no live review gives a fresh (never started) state. */
export function rebuildState(input: RebuildInput): GraphState {
  const rebuilt = rebuildReview(input.comments, {
    allowlist: input.allowlist,
    identity: input.identity,
    ...(input.signer ? { signer: input.signer } : {}),
    keywords: input.keywords,
    workItem: { owner: input.owner, repo: input.repo }
  })
  const state = freshState(workItemId(input.number))
  if (rebuilt.node === 'none') return state
  const at = formatTimestamp(input.now)
  const node =
    rebuilt.node === 'paused'
      ? rebuilt.round > 0
        ? REVIEW_NODES.followUp
        : REVIEW_NODES.brief
      : rebuilt.node
  state.loop = REVIEW_LOOP
  state.currentNode = node
  state.nodes[node] = { attempts: 1, outcome: '', enteredAt: at, exitedAt: '', lastBlock: '', forced: false }
  if (rebuilt.brief && node !== REVIEW_NODES.brief) {
    state.decisions[REVIEW_NODES.brief] = { at, brief: { ...rebuilt.brief } }
  }
  return withLedger(state, {
    round: rebuilt.round,
    // A round whose follow-up request is not on the conversation yet is re-run (it edits its own comments).
    roundDone: node === REVIEW_NODES.followUp,
    // The conversation shows neither re-runs in place nor re-armings: every round up to the latest counts as paid once.
    paid: rebuilt.round,
    paidFrom: 0,
    consumed: rebuilt.consumed as Ledger['consumed'],
    pending: [],
    // What a lost state owed is lost with it: the gates re-ask their prompts, nothing else can be told.
    owed: [],
    ...(rebuilt.start ? { start: rebuilt.start } : {}),
    // Money spent is on the conversation, in the round comments' markers: a lost state never reads as unspent.
    ...spendOfConversation(rebuilt.marked),
    ...threadsOfConversation(input),
    ...dispositionsOfConversation(input)
  })
}

function spendOfConversation(marked: RebuiltReview['marked']): { spend?: ReviewSpend } {
  const spend = spendFromMarkers(marked ?? [])
  return spend ? { spend } : {}
}

/** The full sha a "no longer found" reply links its commit with (loop/render/thread-replies.ts). */
const LINKED_SHA = /\/commit\/([0-9a-f]{40})\)/

/**
 * The ledger's record of thread replies, read back from the signed markers of our replies in line-comment
 * threads (ledger-fields.ts names the rule); none when the conversation holds none.
 */
function threadsOfConversation(input: RebuildInput): { threads?: ReturnType<typeof threadsFromMarkers> } {
  const replies = input.comments.flatMap((e) =>
    e.kind === 'review-comment' && e.anchor?.inReplyToId !== undefined
      ? [{ id: e.id, author: e.author, body: e.body, inReplyToId: e.anchor.inReplyToId }]
      : []
  )
  const rule = { identity: input.identity, ...(input.signer ? { signer: input.signer } : {}) }
  const markers = readThreadMarkers(replies, rule)
  if (markers.answers.length === 0 && markers.resolved.length === 0) return {}
  const bodies = new Map(replies.map((r) => [r.id, r.body]))
  const threads = threadsFromMarkers({
    answers: markers.answers.map((m) => ({ round: m.round, root: m.inReplyToId, reply: m.commentId })),
    resolutions: markers.resolved.flatMap((m) => {
      const sha = LINKED_SHA.exec(bodies.get(m.commentId) ?? '')?.[1]
      return sha ? [{ round: m.round, root: m.inReplyToId, reply: m.commentId, sha }] : []
    })
  })
  return { threads }
}

/** The decisions on findings our signed confirmations name (ledger-fields.ts names the rule); none when none. */
function dispositionsOfConversation(input: RebuildInput): { dispositions?: FindingDecision[] } {
  const rule = { identity: input.identity, ...(input.signer ? { signer: input.signer } : {}) }
  const dispositions = decisionsFromConfirmations(input.comments, rule)
  return dispositions.length > 0 ? { dispositions } : {}
}

/** The newest unambiguous command of an authorized, non-own comment: what the control record said. */
export function rebuildControl(input: RebuildInput): ControlRecord | undefined {
  const authorized = input.comments.filter((c) => isAuthorizedEntry(c, input.allowlist, input.identity))
  for (let i = authorized.length - 1; i >= 0; i--) {
    const c = authorized[i]!
    const parsed = parseCommand(c.body, input.keywords)
    if (parsed.kind !== 'command') continue
    return {
      ref: `github:${input.owner}/${input.repo}#${input.number}`,
      command: parsed.command,
      source: 'comment',
      actor: c.author,
      requestedAt: c.visibleAt.replace(/\.\d+Z$/, 'Z') || formatTimestamp(input.now),
      note: `rebuilt from ${c.key}`,
      ...(c.kind === 'issue-comment' ? { commentId: c.id } : {})
    }
  }
  return undefined
}
