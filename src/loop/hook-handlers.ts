// The review loop's hooks as the Action performs them: brief template and gate, labels, follow-up gate.
// Hooks read the conversation the run read once, and queue their posts: the run sends them after its state write.
import { ok, skipped, waiting } from '../engine/hooks/contract.js'
import { renderBriefTemplate } from './brief/brief-comments.js'
import { renderFollowUpRequest } from './render/reply-comments.js'
import { renderStandingLine } from './brief/brief-table.js'
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
import { ownRunLink, type ReviewHook, type ReviewHookContext } from './context/services.js'
import { ownRecognition } from './round/own-recognition.js'
import { learnedBefore, withLearned, type GateLearned } from './gate-learned.js'
import { postRequired } from './obligations.js'
import { answerBriefAttempt } from './brief-answer.js'
import { briefStandingOf } from './brief-standing.js'
import { REVIEW_NODES } from '../engine/graph/review-nodes.js'
import { roundToRun } from './round/plan.js'

const LABEL_PREFIX = 'loop:'

function coordinates(ctx: ReviewHookContext) {
  return { owner: ctx.workItem.owner, repo: ctx.workItem.repo }
}

/** Entries this review already answered: recorded in the state, plus what earlier gates of this walk answered. */
function consumedSet(ctx: ReviewHookContext): Set<EntryKey> {
  return new Set([...ledgerOf(ctx.state).consumed, ...learnedBefore(ctx).consumed])
}

/** The newest authorized brief of this review not already answered, PR refs composed against the work item. */
function findBrief(ctx: ReviewHookContext): FrozenBrief | null {
  const s = ctx.services
  const consumed = consumedSet(ctx)
  // Only the work item's own thread states its brief: a linked pull request's comments are replies, never scope.
  const entries = s.conversation.entries().filter((e) => !consumed.has(e.key) && e.onPull === undefined)
  return latestBrief(readAuthorizedComments(entries, s.allowlist, s.identity), [], coordinates(ctx))
}

/** True when the action's own comment in this review carries a marker that `matches` (conversation/own.ts). */
function hasOwnMarker(ctx: ReviewHookContext, matches: (meta: MarkerMeta) => boolean): boolean {
  const s = ctx.services
  const own = ownRecognition(s, ctx.state)
  return s.conversation.entries().some((c) => ownMarkers(c, own).some(matches))
}

/** Best effort: a failed look-up costs only the suggestion of linked pulls, never the template. */
async function templateOptions(ctx: ReviewHookContext) {
  const s = ctx.services
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
async function ensureTemplate(ctx: ReviewHookContext): Promise<Record<string, unknown>> {
  const s = ctx.services
  const own = ownMarkerReader(ownRecognition(s, ctx.state))
  const decision = decideTemplate(s.conversation.entries(), findBrief(ctx), own)
  if (!decision.post) return { posted: false, reason: decision.reason }
  s.conversation.post(withRunLink(renderBriefTemplate(await templateOptions(ctx)), ownRunLink(s)), {
    reasked: true
  })
  return { posted: true }
}

const postReviewBrief: ReviewHook = async (ctx) => ok('post-review-brief', await ensureTemplate(ctx))

const classifyReviewBrief: ReviewHook = async (ctx) => {
  const hook = 'classify-review-brief'
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
  const confirmed = confirmOnce(ctx, decision.brief)
  const data = { outcome: 'briefed', decision: REVIEW_NODES.brief, brief: decision.brief, confirmed }
  return ok(hook, withLearned(data, { consumed: entry ? [entry] : [] }))
}

/** Echoes the brief unless this review already did (a re-run must not post it twice). */
function confirmOnce(ctx: ReviewHookContext, brief: FrozenBrief): boolean {
  if (hasOwnMarker(ctx, (m) => m.kind === 'brief-confirmation')) return false
  // The brief is frozen by this hook's outcome: the state holds it when the post is owed.
  postRequired(ctx.services, { what: 'brief-confirmation' }, brief)
  return true
}

/** Sets `loop:<phase>` and removes every other `loop:*` label; labels outside `loop:*` are never touched. */
const setPhaseLabel: ReviewHook = async (ctx) => {
  const hook = 'set-phase-label'
  if (!ctx.node.phase) return skipped(hook, `node ${ctx.node.id} has no phase`)
  const s = ctx.services
  const wanted = `${LABEL_PREFIX}${ctx.node.phase}`
  const number = ctx.workItem.number
  // The labels as this run leaves them so far: the item's, after an earlier label change in the walk.
  const labels = learnedBefore(ctx).labels ?? s.facts.labels
  const stale = labels.filter((l) => l.startsWith(LABEL_PREFIX) && l !== wanted)
  for (const label of stale)
    s.deferred.push({ what: `remove label ${label}`, run: () => s.github.removeLabel(number, label) })
  if (!labels.includes(wanted))
    s.deferred.push({ what: `add label ${wanted}`, run: () => s.github.addLabels(number, [wanted]) })
  const after = [...labels.filter((l) => !stale.includes(l) && l !== wanted), wanted]
  return ok(hook, withLearned({ label: wanted }, { consumed: [], labels: after }))
}

/** Queues the follow-up prompt once per round (a re-run finds it by its marker). */
function ensureFollowUpRequest(ctx: ReviewHookContext): Record<string, unknown> {
  const s = ctx.services
  const { round } = ledgerOf(ctx.state)
  if (hasOwnMarker(ctx, (m) => m.kind === 'follow-up-request' && m.round === round))
    return { posted: false, reason: 'already asked' }
  const brief = renderStandingLine(briefStandingOf(ctx.state))
  const request = renderFollowUpRequest(round, s.keywords, { brief })
  s.conversation.post(withRunLink(request, ownRunLink(s)), { reasked: true })
  return { posted: true }
}

const requestReview: ReviewHook = async (ctx) => ok('request-review', ensureFollowUpRequest(ctx))

/**
 * Done or more work: the newest unanswered authorized reply decides; every unanswered reply goes to the
 * next round (or is answered by "done"). Commands are never replies.
 */
const classifyAdhocReply: ReviewHook = async (ctx) => {
  const hook = 'classify-adhoc-reply'
  const s = ctx.services
  const fresh = unconsumedReplies(s.conversation.entries(), {
    allowlist: s.allowlist,
    identity: s.identity,
    keywords: s.keywords,
    ...(s.followUps ? { followUps: s.followUps } : {}),
    consumed: consumedSet(ctx)
  })
  const decision = classifyReply(fresh)
  if (decision.kind === 'wait') {
    // As at the brief gate: a prompt whose post failed in an earlier run is posted while the gate waits.
    ensureFollowUpRequest(ctx)
    return waiting(hook, decision.reason)
  }
  // "done" answers the replies here; "more work" leaves them for the round, which consumes them.
  const answered = decision.outcome === 'done' ? fresh.map((e) => e.key) : []
  const restatement = decision.outcome === 'more-work' ? restateBrief(ctx, fresh) : { consumed: [] }
  const restated = restatement.restated !== undefined
  const data = { outcome: decision.outcome, decidedBy: decision.decidedBy.author, restated }
  return ok(hook, withLearned(data, { ...restatement, consumed: [...answered, ...restatement.consumed] }))
}

/**
 * A reply shaped like a brief restates it: the newest such reply replaces the whole brief from the next round
 * on (the gate returns it as learned; the flow re-freezes it after the walk, run/run.ts), is answered here
 * rather than quoted as a reply, and
 * is confirmed with its items numbered anew, once per restatement (the confirmation's marker names the round).
 */
function restateBrief(ctx: ReviewHookContext, fresh: ReturnType<typeof unconsumedReplies>): GateLearned {
  const s = ctx.services
  const own = fresh.filter((e) => e.onPull === undefined)
  const brief = latestBrief(readAuthorizedComments(own, s.allowlist, s.identity), [], coordinates(ctx))
  if (!brief) return { consumed: [] }
  const entry = brief.entry === undefined ? undefined : parseEntryKey(brief.entry)
  postRequired(s, { what: 'brief-confirmation', round: roundToRun(ledgerOf(ctx.state)) }, brief)
  return { consumed: entry ? [entry] : [], restated: brief }
}

/** No chat channels exist in the Action: the job summary is where a pending decision shows. */
const notify: ReviewHook = async (ctx) =>
  skipped('notify', `no notification channel in the Action (${String(ctx.params['event'] ?? 'event')})`)

/** The real implementations that replace the registry's "unavailable" placeholders for the review loop. */
export const REVIEW_HOOKS: Readonly<Record<string, ReviewHook>> = {
  'post-review-brief': postReviewBrief,
  'classify-review-brief': classifyReviewBrief,
  'set-phase-label': setPhaseLabel,
  'request-review': requestReview,
  'classify-adhoc-reply': classifyAdhocReply,
  notify
}
