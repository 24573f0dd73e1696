// The review loop's hooks as the Action performs them: brief template and gate, labels, follow-up gate.
// Hooks read the conversation the run read once, and queue their posts: the run sends them after its state write.
import { ok, skipped, waiting, type Hook, type HookContext } from '../engine/hooks/contract.js'
import { renderBriefTemplate } from './render/brief-comments.js'
import { renderFollowUpRequest } from './render/reply-comments.js'
import { renderStandingLine } from './render/brief-ledger.js'
import { withRunLink } from './render/run-link.js'
import type { MarkerMeta } from '../base/marker/markers.js'
import { ownMarkerReader, ownMarkers } from '../conversation/comments/own.js'
import { decideBriefGate, decideTemplate } from '../conversation/comments/gate.js'
import { detectPulls } from '../conversation/comments/linked-pulls.js'
import { classifyReply } from '../conversation/comments/reply-reading.js'
import {
  latestBrief,
  readAuthorizedComments,
  type FrozenBrief
} from '../conversation/comments/gate-readers.js'
import { parseEntryKey, type EntryKey } from '../conversation/comments/entries.js'
import { unconsumedReplies } from '../conversation/comments/unanswered.js'
import { ledgerOf } from './ledger/ledger.js'
import { ownRecognition, ownRunLink, reviewServices, type ReviewServices } from './round/services.js'
import { postRequired } from './obligations.js'
import { answerBriefAttempt } from './brief-answer.js'
import { briefStandingOf } from './brief-standing.js'
import { REVIEW_NODES } from '../engine/graph/review-nodes.js'
import { roundToRun } from './round/plan.js'

const LABEL_PREFIX = 'loop:'

function coordinates(ctx: HookContext) {
  return { owner: ctx.workItem.owner, repo: ctx.workItem.repo }
}

/** Entries this review already answered: recorded in the state, plus what gates answered in this run. */
function consumedSet(ctx: HookContext, s: ReviewServices): Set<EntryKey> {
  return new Set([...ledgerOf(ctx.state).consumed, ...s.memo.consumed])
}

/** The newest authorized brief of this review not already answered, PR refs composed against the work item. */
function findBrief(ctx: HookContext): FrozenBrief | null {
  const s = reviewServices(ctx)
  const consumed = consumedSet(ctx, s)
  // Only the work item's own thread states its brief: a linked pull request's comments are replies, never scope.
  const entries = s.thread.entries().filter((e) => !consumed.has(e.key) && e.onPull === undefined)
  return latestBrief(readAuthorizedComments(entries, s.allowlist, s.identity), [], coordinates(ctx))
}

/** True when the action's own comment in this review carries a marker that `matches` (conversation/own.ts). */
function hasOwnMarker(ctx: HookContext, matches: (meta: MarkerMeta) => boolean): boolean {
  const s = reviewServices(ctx)
  const own = ownRecognition(s, ctx.state)
  return s.thread.entries().some((c) => ownMarkers(c, own).some(matches))
}

/** Best effort: a failed look-up costs only the suggestion of linked pulls, never the template. */
async function templateOptions(ctx: HookContext) {
  const s = reviewServices(ctx)
  if (!s.facts.isPullRequest) {
    const linked = await s.github.listLinkedPulls(ctx.workItem.number).catch(() => [])
    // No pr-loops/ entries (requirement 8.2's first source): the upstream CLI writes them in a checkout's
    // spec folder, which this action never has nor writes (docs/reviewers-guide.md, The brief). Linked only.
    return { variant: 'work-item' as const, detectedPulls: detectPulls([], linked, coordinates(ctx)) }
  }
  // Executable config changes are named in the round prompt, where the diff is read anyway.
  return { variant: 'pull-request' as const, executableChanges: [] }
}

/** Queues the template unless a brief is stated or this review already asked. */
async function ensureTemplate(ctx: HookContext): Promise<Record<string, unknown>> {
  const s = reviewServices(ctx)
  const own = ownMarkerReader(ownRecognition(s, ctx.state))
  const decision = decideTemplate(s.thread.entries(), findBrief(ctx), own)
  if (!decision.post) return { posted: false, reason: decision.reason }
  s.thread.post(withRunLink(renderBriefTemplate(await templateOptions(ctx)), ownRunLink(s)), {
    reasked: true
  })
  return { posted: true }
}

const postReviewBrief: Hook = async (ctx) => ok('post-review-brief', await ensureTemplate(ctx))

const classifyReviewBrief: Hook = async (ctx) => {
  const hook = 'classify-review-brief'
  const s = reviewServices(ctx)
  const frozen = ctx.decisions[REVIEW_NODES.brief]?.['brief'] as FrozenBrief | undefined
  const decision = decideBriefGate(frozen, frozen ? null : findBrief(ctx))
  if (decision.kind === 'wait') {
    // A template whose post failed in an earlier run is asked again while the gate waits; a comment that tried
    // to be the brief and is not one is told why.
    await ensureTemplate(ctx)
    return waiting(hook, decision.reason, answerBriefAttempt(ctx))
  }
  if (!decision.brief) return ok(hook, { outcome: 'briefed', decision: REVIEW_NODES.brief })
  const entry = parseEntryKey(decision.brief.entry)
  if (entry) s.memo.consumed.push(entry)
  const confirmed = confirmOnce(ctx, decision.brief)
  return ok(hook, { outcome: 'briefed', decision: REVIEW_NODES.brief, brief: decision.brief, confirmed })
}

/** Echoes the brief unless this review already did (a re-run must not post it twice). */
function confirmOnce(ctx: HookContext, brief: FrozenBrief): boolean {
  if (hasOwnMarker(ctx, (m) => m.kind === 'brief-confirmation')) return false
  // The brief is frozen by this hook's outcome: the state holds it when the post is owed.
  postRequired(reviewServices(ctx), { what: 'brief-confirmation' }, brief)
  return true
}

/** Sets `loop:<phase>` and removes every other `loop:*` label; labels outside `loop:*` are never touched. */
const setPhaseLabel: Hook = async (ctx) => {
  const hook = 'set-phase-label'
  if (!ctx.node.phase) return skipped(hook, `node ${ctx.node.id} has no phase`)
  const s = reviewServices(ctx)
  const wanted = `${LABEL_PREFIX}${ctx.node.phase}`
  const number = ctx.workItem.number
  const stale = s.facts.labels.filter((l) => l.startsWith(LABEL_PREFIX) && l !== wanted)
  for (const label of stale)
    s.deferred.push({ what: `remove label ${label}`, run: () => s.github.removeLabel(number, label) })
  if (!s.facts.labels.includes(wanted))
    s.deferred.push({ what: `add label ${wanted}`, run: () => s.github.addLabels(number, [wanted]) })
  s.facts.labels = [...s.facts.labels.filter((l) => !stale.includes(l) && l !== wanted), wanted]
  return ok(hook, { label: wanted })
}

/** Queues the follow-up prompt once per round (a re-run finds it by its marker). */
function ensureFollowUpRequest(ctx: HookContext): Record<string, unknown> {
  const s = reviewServices(ctx)
  const { round } = ledgerOf(ctx.state)
  if (hasOwnMarker(ctx, (m) => m.kind === 'follow-up-request' && m.round === round))
    return { posted: false, reason: 'already asked' }
  const standing = briefStandingOf(ctx.state)
  const brief = standing.length > 0 ? renderStandingLine(standing) : undefined
  const request = renderFollowUpRequest(round, s.keywords, { synthesis: s.memo.synthesis, brief })
  s.thread.post(withRunLink(request, ownRunLink(s)), { reasked: true })
  return { posted: true }
}

const requestReview: Hook = async (ctx) => ok('request-review', ensureFollowUpRequest(ctx))

/**
 * Done or more work: the newest unanswered authorized reply decides; every unanswered reply goes to the
 * next round (or is answered by "done"). Commands are never replies.
 */
const classifyAdhocReply: Hook = async (ctx) => {
  const hook = 'classify-adhoc-reply'
  const s = reviewServices(ctx)
  const fresh = unconsumedReplies(s.thread.entries(), {
    allowlist: s.allowlist,
    identity: s.identity,
    keywords: s.keywords,
    ...(s.memo.followUps ? { followUps: s.memo.followUps } : {}),
    consumed: consumedSet(ctx, s)
  })
  const decision = classifyReply(fresh)
  if (decision.kind === 'wait') {
    // As at the brief gate: a prompt whose post failed in an earlier run is posted while the gate waits.
    ensureFollowUpRequest(ctx)
    return waiting(hook, decision.reason)
  }
  // "done" answers the replies here; "more work" leaves them for the round, which consumes them.
  if (decision.outcome === 'done') s.memo.consumed.push(...fresh.map((e) => e.key))
  const restated = decision.outcome === 'more-work' ? restateBrief(ctx, fresh) : false
  return ok(hook, { outcome: decision.outcome, decidedBy: decision.decidedBy.author, restated })
}

/**
 * A reply shaped like a brief restates it: the newest such reply replaces the whole brief from the next round
 * on (the flow re-freezes it after the walk, flow-run.ts), is answered here rather than quoted as a reply, and
 * is confirmed with its items numbered anew, once per restatement (the confirmation's marker names the round).
 */
function restateBrief(ctx: HookContext, fresh: ReturnType<typeof unconsumedReplies>): boolean {
  const s = reviewServices(ctx)
  const own = fresh.filter((e) => e.onPull === undefined)
  const brief = latestBrief(readAuthorizedComments(own, s.allowlist, s.identity), [], coordinates(ctx))
  if (!brief) return false
  const entry = brief.entry === undefined ? undefined : parseEntryKey(brief.entry)
  if (entry) s.memo.consumed.push(entry)
  s.memo.restated = brief
  postRequired(s, { what: 'brief-confirmation', round: roundToRun(ledgerOf(ctx.state)) }, brief)
  return true
}

/** No chat channels exist in the Action: the job summary is where a pending decision shows. */
const notify: Hook = async (ctx) =>
  skipped('notify', `no notification channel in the Action (${String(ctx.params['event'] ?? 'event')})`)

/** The real implementations that replace the registry's "unavailable" placeholders for the review loop. */
export const REVIEW_HOOKS: Readonly<Record<string, Hook>> = {
  'post-review-brief': postReviewBrief,
  'classify-review-brief': classifyReviewBrief,
  'set-phase-label': setPhaseLabel,
  'request-review': requestReview,
  'classify-adhoc-reply': classifyAdhocReply,
  notify
}
