// The prepare phase of a round: the critics from the default branch's config, the prompt with every reply
// since the last round, and the claim. The result is a plain, serializable plan; no critic has run yet.
import { loadHarnessConfigText } from '../../critics/harness/config.js'
import { readFirstConfig, type HarnessConfig } from '../../critics/harness/config-model.js'
import type { RulesConfig } from '../../critics/harness/review-rules.js'
import { readRulesFiles } from '../prompt/rules-read.js'
import { describeEntry } from '../../conversation/comments/entries.js'
import { ownMarkerReader } from '../../conversation/comments/own.js'
import { unconsumedReplies } from '../../conversation/comments/unanswered.js'
import { briefItems } from '../../conversation/comments/brief-ids.js'
import type { FrozenBrief } from '../../conversation/comments/gate-readers.js'
import type { GraphState } from '../../engine/state/document.js'
import { workItemId } from '../../engine/state/item-ref.js'
import { UserError } from '../../base/shared/errors.js'
import { atLogin } from '../../base/shared/quoted.js'
import { claimSpanSeconds } from '../limits/claim-span.js'
import { ledgerOf } from '../ledger/ledger.js'
import type { RoundClaim } from '../limits/claim-span.js'
import { lastReviewedBefore } from '../context/reviewed-heads.js'
import { commitUrl } from '../pull/commit-url.js'
import { findingAnswered } from '../placement/thread-context.js'
import { buildRoundPrompt } from './prompt-sources.js'
import {
  decidedFindings,
  decidedSeverity,
  decisionInForce,
  type FindingDecision
} from '../decisions/decisions.js'
import type { PromptDecision } from '../prompt/round-prompt.js'
import { DISPOSITION_LABELS, type DispositionKind } from '../../conversation/comments/disposition.js'
import { splitWithReviewOrder } from './review-marks.js'
import { plannedCoverage } from '../parts/round-coverage.js'
import { shortfallOf } from '../parts/critic-split.js'
import { roundUnseen } from '../parts/unseen-reads.js'
import { spanInputs } from '../limits/job-limit.js'
import type { RulesStated } from '../context/plan-core.js'
import { roundConsensus } from '../consensus/consensus.js'
import type { RoundPlan } from './plan-types.js'
import type { RoundUnseen } from '../parts/coverage-plan.js'
import type { PromptRules } from '../prompt/rules-section.js'
import type { CriticSplit, CriticsJob } from '../../critics/harness/critics-job.js'
import { type ReviewServices } from '../context/services.js'
import { ownRecognition } from './own-recognition.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import type { ChangesSince } from '../pull/changes-since.js'

/** The round this run works on: the unfinished one again (a re-run), else the next. */
export function roundToRun(host: { round: number; roundDone: boolean }): number {
  return host.round > 0 && !host.roundDone ? host.round : host.round + 1
}

type LoadedCritics = Pick<HarnessConfig, 'critics' | 'rules' | 'verifiers'>
/**
 * The enabled critics of the harness config on the default branch (read without naming the branch), its rules and
 * verifiers. The default path falls back to the pre-rename name, read only when the default file is absent.
 */
async function loadCritics(s: ReviewServices): Promise<LoadedCritics> {
  const read = (path: string) =>
    path === s.configPath && s.prefetch ? s.prefetch.config : s.github.getFileText(path)
  const found = await readFirstConfig(s.configPath, read)
  const where = `${found?.path ?? s.configPath} on the default branch`
  if (found === undefined)
    throw new UserError('no harness config on the default branch, so no critic is configured', where)
  const loaded = loadHarnessConfigText(found.text, where)
  for (const warning of loaded.warnings) s.log(`warning: ${warning}`)
  const critics = loaded.critics.filter((c) => c.enabled)
  if (critics.length === 0) throw new UserError('no enabled critic in reviews.critics', where)
  // Settings that load but do nothing (outputFormat on a built-in): said in the job log, as config validate does.
  for (const c of critics)
    for (const warning of c.warnings) s.log(`warning: ${where}: critic '${c.name}': ${warning}`)
  return { critics, rules: loaded.rules, ...(loaded.verifiers ? { verifiers: loaded.verifiers } : {}) }
}

/** The rules files, read as soon as the config names them (beside the diff); never a reason to fail the round. */
async function loadRules(s: ReviewServices, config: Promise<{ rules: RulesConfig }>) {
  const rules = await config.then((c) => c.rules).catch(() => undefined)
  if (rules === undefined) return undefined
  const read = await readRulesFiles(s.github, rules)
  for (const note of read.notes) s.log(`warning: ${note}`)
  return read
}

/** The reply a line comment answers, when it answers one of the action's own comments, named in the prompt. */
function labelOf(
  s: ReviewServices,
  entry: ReturnType<ReviewServices['conversation']['entries']>[number]
): string {
  const base = describeEntry(entry)
  const thread = threadOf(entry)
  const where = thread === undefined ? '' : `, in thread ${thread}`
  const parent = entry.anchor?.inReplyToId
  if (parent === undefined) return `${base}${where}`
  const answered = s.conversation.find(`review-comment:${parent}`)
  return answered
    ? `${base}${where}, answering ${atLogin(answered.author)}'s line comment ${answered.key}`
    : `${base}${where}`
}

/**
 * The thread a line comment is in: the REST id of the thread's first comment, which GitHub points every reply
 * at (a first comment is its own thread). Undefined for any other kind of comment.
 */
function threadOf(entry: ReturnType<ReviewServices['conversation']['entries']>[number]): number | undefined {
  if (entry.kind !== 'review-comment' || !entry.anchor) return undefined
  return entry.anchor.inReplyToId ?? entry.id
}

/**
 * Plans the round owed. The config and the diff are read at the same time (both are needed, and the
 * config's YAML is parsed while the diff is on its way); a missing config or brief is a UserError.
 */
export async function planRound(
  s: ReviewServices,
  item: RoundPlan['item'],
  state: GraphState,
  opts: { maxParallel?: number; consensus?: Parameters<typeof roundConsensus>[0] } = {}
): Promise<RoundPlan> {
  const host = ledgerOf(state)
  const brief = state.decisions[REVIEW_NODES.brief]?.['brief'] as FrozenBrief | undefined
  if (!brief) throw new UserError('the review has no frozen brief', `round ${roundToRun(host)}`)
  const round = roundToRun(host)
  const replies = unconsumedReplies(s.conversation.entries(), {
    allowlist: s.allowlist,
    identity: s.identity,
    keywords: s.keywords,
    ...(s.followUps ? { followUps: s.followUps } : {}),
    // What the gates answered in this run is in the state: the run keeps it after each walk (run/run.ts).
    consumed: new Set(host.consumed)
  })
  const loaded = loadCritics(s)
  const critics = loaded.then((c) => c.critics)
  const decided = decidedFindings(host.dispositions)
  const prompt = buildRoundPrompt({
    github: s.github,
    item: { ...item, isPullRequest: s.facts.isPullRequest, title: s.facts.title, body: s.facts.body },
    round,
    brief,
    conversation: s.conversation.entries(),
    ...(s.prefetch ? { ownDiff: s.prefetch.diff } : {}),
    ...ownHead(s),
    lastReviewed: lastReviewedBefore(host.heads, round),
    ownMarkers: ownMarkerReader(ownRecognition(s, state)),
    configPath: s.configPath,
    rules: loadRules(s, loaded),
    decisions: decided.map(promptDecision),
    replies: replies.map((r) => {
      const about = findingAnswered(r, (key) => s.conversation.find(key), {
        identity: s.identity,
        ...(s.signer ? { signer: s.signer } : {})
      })
      const thread = threadOf(r)
      return {
        label: labelOf(s, r),
        body: r.body,
        ...(about ? { about } : {}),
        ...(thread === undefined ? {} : { thread })
      }
    })
  })
  // Both settle before either can throw, so no request is left running unobserved.
  const [config, built] = await Promise.allSettled([critics, prompt])
  if (config.status === 'rejected') throw config.reason
  if (built.status === 'rejected') throw built.reason
  const { prompt: text } = built.value
  const heads = built.value.heads.map((h) => ({ ...h, url: commitUrl(s.serverUrl, h.ref, h.sha) }))
  const [marked, unseen] = await Promise.all([
    splitWithReviewOrder(s.github, built.value.input, text, config.value),
    roundUnseen(s.github, built.value.input.pulls)
  ])
  const split = marked.split
  const unreadable = marked.unread ? [...built.value.unreadable, marked.unread] : built.value.unreadable
  return {
    item,
    round,
    prompt: text,
    critics: config.value,
    replies: replies.map((r) => r.key),
    ...threadsOf(replies),
    unreadable,
    heads,
    inlines: built.value.inlines,
    ...(split ? { split: split.byCritic, diffs: split.diffs } : {}),
    ...(opts.maxParallel === undefined ? {} : { maxParallel: opts.maxParallel }),
    ...(opts.consensus
      ? roundConsensus(opts.consensus, config.value.length, built.value, (await loaded).verifiers)
      : {}),
    ...comparedOf(built.value.input),
    coverage: plannedCoverage(built.value.input, config.value, split?.byCritic),
    ...unseenOf(unseen, split?.byCritic),
    ...(decided.length > 0 ? { decided } : {}),
    ...briefIdsOf(brief),
    ...rulesStated(built.value.input.rules)
  }
}

/** What no critic reads of the round, with what each split critic's parts left out or cut; nothing when whole. */
function unseenOf(unseen: RoundUnseen | undefined, split: Record<string, CriticSplit> | undefined) {
  const cut = Object.entries(split ?? {}).flatMap(([critic, own]) => {
    const why = shortfallOf(own)
    return why === undefined ? [] : [[critic, why] as const]
  })
  if (unseen === undefined && cut.length === 0) return {}
  const round = unseen ?? { files: [], beyond: [] }
  return { unseen: cut.length > 0 ? { ...round, cut: Object.fromEntries(cut) } : round }
}

/** The rules the prompt stated, as the job summary names them; nothing when the repository has none. */
function rulesStated(rules: PromptRules | undefined): { rules?: RulesStated } {
  if (!rules || rules.files.length + rules.scoped.length + rules.notes.length === 0) return {}
  return {
    rules: {
      files: rules.files.map((f) => f.path),
      scoped: rules.scoped.map((r) => `${r.paths.join(', ')} (${r.because})`),
      notes: [...rules.notes]
    }
  }
}

/** The brief's item ids, when it has any (a brief always has one; a stored one is read as it is). */
function briefIdsOf(brief: FrozenBrief): { briefIds?: string[] } {
  const briefIds = briefItems(brief).map((i) => i.id)
  return briefIds.length > 0 ? { briefIds } : {}
}

/** A decision as the prompt states it: where, whose finding, what was decided, by whom and why. */
function promptDecision(d: FindingDecision): PromptDecision {
  const record = decisionInForce(d)!
  return {
    critic: d.critic,
    round: d.round,
    place: `${d.path}:${d.line}`,
    title: d.title,
    severity: decidedSeverity(d),
    decision: DISPOSITION_LABELS[record.decision as DispositionKind],
    by: record.by,
    reason: record.reason
  }
}

/** The compares the prompt read (a head that moved since the last round): what publish may reuse. */
function comparedOf(input: { pulls: ReadonlyArray<{ ref: string; since?: ChangesSince }> }) {
  const compared = input.pulls.flatMap((p) =>
    p.since?.kind === 'changes'
      ? [
          {
            ref: p.ref,
            from: p.since.from,
            to: p.since.to,
            files: p.since.files.map((f) => ({
              path: f.path,
              status: f.status,
              ...(f.patch === undefined ? {} : { patch: f.patch })
            }))
          }
        ]
      : []
  )
  return compared.length > 0 ? { compared } : {}
}

/** The threads the round's replies were written in: the only ones a critic's answer may be posted in. */
function threadsOf(replies: ReadonlyArray<ReturnType<ReviewServices['conversation']['entries']>[number]>) {
  const threads = [...new Set(replies.flatMap((r) => threadOf(r) ?? []))]
  return threads.length > 0 ? { threads } : {}
}

/** The item's head when the event carried it or it was requested with the state; else the prompt reads it. */
function ownHead(s: ReviewServices): { ownHead?: Promise<string | undefined> } {
  if (s.prefetch) return { ownHead: s.prefetch.head }
  return s.facts.headSha === undefined ? {} : { ownHead: Promise.resolve(s.facts.headSha) }
}

/** The claim a run writes before paying for critics: alive until every (critic, part) run could have ended. */
export function claimFor(plan: RoundPlan, stamp: { runId: string; attempt: string | number }, now: Date) {
  const span = spanInputs(plan)
  const claim: RoundClaim = {
    run: stamp.runId,
    attempt: String(stamp.attempt),
    round: plan.round,
    at: now.toISOString(),
    staleAt: new Date(now.getTime() + claimSpanSeconds(span.timeouts, span.shape) * 1000).toISOString(),
    ...(plan.check ? { checkOn: plan.check.head } : {})
  }
  return claim
}

/** The critics job of a round plan: what the critics step is given. */
export function jobOfPlan(plan: RoundPlan, workspace: string): CriticsJob {
  return {
    critics: plan.critics,
    prompt: plan.prompt,
    workItem: workItemId(plan.item.number),
    workspace,
    ...(plan.split ? { split: plan.split } : {}),
    ...(plan.diffs ? { diffs: plan.diffs } : {}),
    ...(plan.maxParallel === undefined ? {} : { maxParallel: plan.maxParallel }),
    ...(plan.verify ? { verify: plan.verify } : {})
  }
}
