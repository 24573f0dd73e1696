// The review loop's hooks as the Action performs them: brief template and gate, labels, follow-up gate.
import { ok, skipped, waiting, type Hook, type HookContext } from '../../hooks/contract.js'
import { renderBriefConfirmation, renderBriefTemplate, executableConfigChanges } from '../../render/brief.js'
import { renderFollowUpRequest } from '../../render/replies.js'
import { parseMarkers, type MarkerMeta } from '../../render/markers.js'
import { isActionComment, type ActionIdentity } from '../../control/authorize.js'
import type { ThreadComment } from '../../github/port.js'
import { decideBriefGate, decideTemplate } from '../../review/gate.js'
import { detectPulls } from '../../review/detect.js'
import { classifyReply } from '../../review/reply.js'
import { latestBrief, type FrozenBrief } from '../../review/thread.js'
import { describeError } from '../../shared/errors.js'
import { readGateComments, unconsumed } from './gate-input.js'
import { readHostData } from './host-data.js'
import { reviewServices } from './services.js'

export const BRIEF_DECISION = 'review-brief'
export const LABEL_PREFIX = 'loop:'

function coordinates(ctx: HookContext) {
  return { owner: ctx.workItem.owner, repo: ctx.workItem.repo }
}

/** The newest authorized brief on the thread or in the event, PR refs composed against the work item. */
async function findBrief(ctx: HookContext): Promise<FrozenBrief | null> {
  // Only comments after the last consumed one: a brief of an earlier, finished review is not this one's.
  const comments = unconsumed(ctx, await readGateComments(ctx))
  return latestBrief(comments, [], coordinates(ctx))
}

/** Best effort: a failed look-up costs only the suggestion or the notice, never the template. */
async function templateOptions(ctx: HookContext) {
  const s = reviewServices(ctx)
  const issue = await s.github.getIssue(ctx.workItem.number).catch(() => undefined)
  if (issue && !issue.isPullRequest) {
    const linked = await s.github.listLinkedPulls(ctx.workItem.number).catch(() => [])
    return { variant: 'work-item' as const, detectedPulls: detectPulls([], linked, coordinates(ctx)) }
  }
  const files = await s.github.listPullFiles(ctx.workItem.number).catch(() => [])
  const executableChanges = executableConfigChanges(
    files.map((f) => f.path),
    s.configPath
  )
  return { variant: 'pull-request' as const, executableChanges }
}

/** Posts the template unless a brief is stated or this review already asked; a failed post is reported, not thrown. */
async function ensureTemplate(ctx: HookContext): Promise<Record<string, unknown>> {
  const s = reviewServices(ctx)
  try {
    const decision = decideTemplate(await s.thread.list(), await findBrief(ctx), s.identity)
    if (!decision.post) return { posted: false, reason: decision.reason }
    await s.thread.post(renderBriefTemplate(await templateOptions(ctx)))
    return { posted: true }
  } catch (error) {
    // The gate keeps waiting and asks again each time it is evaluated: a failed post must not wedge the review.
    return { posted: false, error: describeError(error) }
  }
}

const postReviewBrief: Hook = async (ctx) => ok('post-review-brief', await ensureTemplate(ctx))

const classifyReviewBrief: Hook = async (ctx) => {
  const hook = 'classify-review-brief'
  const s = reviewServices(ctx)
  const frozen = ctx.decisions[BRIEF_DECISION]?.['brief'] as FrozenBrief | undefined
  const decision = decideBriefGate(frozen, frozen ? null : await findBrief(ctx))
  if (decision.kind === 'wait') {
    // The entry hook's post may have failed (rate limit, outage): while waiting, make sure people were asked.
    const template = await ensureTemplate(ctx)
    if (template.posted === true) s.log('posted the brief template that an earlier attempt could not')
    return waiting(hook, decision.reason)
  }
  if (!decision.brief) return ok(hook, { outcome: 'briefed', decision: BRIEF_DECISION })
  s.memo.lastReadCommentId = Math.max(s.memo.lastReadCommentId ?? 0, decision.brief.commentId)
  const confirmed = await confirmOnce(ctx, decision.brief)
  return ok(hook, { outcome: 'briefed', decision: BRIEF_DECISION, brief: decision.brief, confirmed })
}

/** True when the action's own comment (newer than `sinceId`) carries a marker that `matches`. */
function hasOwnMarker(
  thread: readonly ThreadComment[],
  identity: ActionIdentity,
  matches: (meta: MarkerMeta) => boolean,
  sinceId = 0
): boolean {
  return thread.some(
    (c) => c.id > sinceId && isActionComment(c, identity) && parseMarkers(c.body).some(matches)
  )
}

/** Echoes the brief unless this run's predecessor already did (a re-run must not post it twice). */
async function confirmOnce(ctx: HookContext, brief: FrozenBrief): Promise<boolean> {
  const s = reviewServices(ctx)
  const thread = await s.thread.list()
  if (hasOwnMarker(thread, s.identity, (m) => m.kind === 'brief-confirmation', brief.commentId)) return false
  try {
    await s.thread.post(renderBriefConfirmation(brief, s.keywords))
    return true
  } catch (error) {
    s.log(`could not post the brief confirmation: ${describeError(error)}`)
    return false
  }
}

/** Sets `loop:<phase>` and removes every other `loop:*` label; labels outside `loop:*` are never touched. */
const setPhaseLabel: Hook = async (ctx) => {
  const hook = 'set-phase-label'
  if (!ctx.node.phase) return skipped(hook, `node ${ctx.node.id} has no phase`)
  const s = reviewServices(ctx)
  const wanted = `${LABEL_PREFIX}${ctx.node.phase}`
  try {
    const issue = await s.github.getIssue(ctx.workItem.number)
    const stale = (issue?.labels ?? []).filter((l) => l.startsWith(LABEL_PREFIX) && l !== wanted)
    for (const label of stale) await s.github.removeLabel(ctx.workItem.number, label)
    if (!issue?.labels.includes(wanted)) await s.github.addLabels(ctx.workItem.number, [wanted])
    return ok(hook, { label: wanted })
  } catch (error) {
    return ok(hook, { label: wanted, error: describeError(error) })
  }
}

/** Posts the follow-up prompt once per round (a re-run finds it by its marker). */
async function ensureFollowUpRequest(ctx: HookContext): Promise<Record<string, unknown>> {
  const s = reviewServices(ctx)
  const { round } = readHostData(ctx.state)
  const asked = hasOwnMarker(
    await s.thread.list(),
    s.identity,
    (m) => m.kind === 'follow-up-request' && m.round === round
  )
  if (asked) return { posted: false, reason: 'already asked' }
  try {
    await s.thread.post(renderFollowUpRequest(round, s.keywords))
    return { posted: true }
  } catch (error) {
    return { posted: false, error: describeError(error) }
  }
}

const requestReview: Hook = async (ctx) => ok('request-review', await ensureFollowUpRequest(ctx))

/** Done or more work: the newest authorized reply not consumed by an earlier gate decides. */
const classifyAdhocReply: Hook = async (ctx) => {
  const hook = 'classify-adhoc-reply'
  const s = reviewServices(ctx)
  const fresh = unconsumed(ctx, await readGateComments(ctx, { skipThreadCommands: true }))
  const decision = classifyReply(fresh)
  if (decision.kind === 'wait') {
    // As at the brief gate: a prompt whose post failed on entry is posted while the gate waits.
    await ensureFollowUpRequest(ctx)
    return waiting(hook, decision.reason)
  }
  const newest = fresh.reduce((max, c) => Math.max(max, c.id), 0)
  if (newest > 0) s.memo.lastReadCommentId = Math.max(s.memo.lastReadCommentId ?? 0, newest)
  return ok(hook, { outcome: decision.outcome, decidedBy: decision.decidedBy.author })
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
