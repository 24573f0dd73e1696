// A required post rendered from its inputs (src/loop/posts/owed-inputs.ts): the first time it is
// queued, and again by a later run that finds it owed in the item's state. Both go through the same
// renderers, which defuse what they quote (mentions, markers, keywords), so an honest post renders the same
// bytes again, and whatever a writer of the state branch put in its place renders inert.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { RepoRef } from '../../github/port.js'
import { commitUrl } from '../pull/commit-url.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { FrozenBrief } from '../../conversation/comments/gate-readers.js'
import { owedKeyOf, sameOwedKey } from '../../conversation/comments/owed-key.js'
import { OWED_LIMITS, type OwedInputs, type UnsentPost } from './owed-inputs.js'
import { isCommitSha } from '../../base/shared/commit-sha.js'
import { renderBriefConfirmation } from '../brief/brief-comments.js'
import { linkedPullsOf, type LinkedPulls } from '../../conversation/comments/linked-conversation.js'
import { renderClosingSummary } from './closing-comment.js'
import { footerOf } from '../render/critic-result.js'
import { renderSpendBudgetReply } from '../spend/spend-reply.js'
import { meterOf } from '../../critics/harness/usage-meter.js'
import { runLink, withRunLink } from '../render/run-link.js'
import {
  renderAmbiguousReply,
  renderBudgetReply,
  renderNothingToResumeReply,
  renderFollowUpSection,
  renderRoundProblem,
  renderUnsupportedReply
} from '../render/reply-comments.js'
import { renderAllFailedNote, renderCriticComment, type CriticResult } from '../render/round-comment.js'
import { renderRoundComment } from '../render/round-sections.js'

/** What rendering needs besides the inputs: this run's keywords and server, and the state's frozen brief. */
export interface OwedRenderContext {
  keywords: KeywordConfig
  /** GITHUB_SERVER_URL: where the links to reviewed heads and to the run point. */
  serverUrl?: string
  /** The frozen brief (`decisions[REVIEW_NODES.brief].brief`): what a brief confirmation echoes. */
  brief?: FrozenBrief
  /** The repository whose workflow run records the post (GITHUB_REPOSITORY). */
  repo?: RepoRef
  /** The work item's number: a brief confirmation says which linked pull requests reach its review. */
  item?: number
  /** The run that records the post, which its footer links to (run-link.ts); an owed post's own `run`. */
  run?: string
}

/** Which of the brief's pull requests this review hears: those of the work item's own repository. */
function reachOf(ctx: OwedRenderContext): LinkedPulls | undefined {
  if (!ctx.brief || !ctx.repo || ctx.item === undefined) return undefined
  return linkedPullsOf(ctx.brief.pullRequests, { ...ctx.repo, number: ctx.item })
}

type CriticInputs = Extract<OwedInputs, { what: 'critic-comment' }>
type RoundInputs = Extract<OwedInputs, { what: 'round-comment' }>

/** `owner/repo#n`, how a comment names one of several pull requests (GitHub links it). */
function refLabel(ref: string): string {
  return ref.replace(/^github:/, '')
}

/** A critic's result as the renderers take it, from its owed inputs. */
function criticResultOfInputs(i: CriticInputs): CriticResult {
  const r = i.result
  return {
    critic: i.critic,
    harness: r.harness,
    ...(r.model !== undefined ? { model: r.model } : {}),
    ok: r.ok,
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
    output: r.output,
    ...(r.appendix !== undefined ? { appendix: r.appendix } : {}),
    ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
    footer: footerOf(r.footer)
  }
}

/** The heads a critic's inputs name, linked to their commits. */
function headsOf(i: CriticInputs, ctx: OwedRenderContext) {
  return i.heads.map((h) => ({
    label: refLabel(h.ref),
    sha: h.sha,
    url: commitUrl(ctx.serverUrl, h.ref, h.sha)
  }))
}

function criticParts(i: CriticInputs, ctx: OwedRenderContext): string[] {
  return renderCriticComment(criticResultOfInputs(i), {
    round: i.round,
    keywords: ctx.keywords,
    heads: headsOf(i, ctx),
    ...(i.spend ? { spend: i.spend } : {})
  })
}

/** A round's one comment: every critic's section, under the heads the round reviewed (the critics share them). */
function roundParts(i: RoundInputs, ctx: OwedRenderContext): string[] {
  return renderRoundComment({
    round: i.round,
    keywords: ctx.keywords,
    ...(i.lead ? { lead: i.lead } : {}),
    followUp: renderFollowUpSection(i.round, ctx.keywords),
    heads: headsOf(i.critics[0]!, ctx),
    sections: i.critics.map((c) => ({
      result: criticResultOfInputs(c),
      ...(c.spend ? { spend: c.spend } : {})
    }))
  })
}

/**
 * Every part of the post `inputs` make, or undefined when they cannot make one (no frozen brief). Stored inputs
 * were validated when the item file was read (loop/posts/owed-*-schema.ts), so they are taken as typed.
 */
function renderInputs(inputs: OwedInputs, ctx: OwedRenderContext): string[] | undefined {
  const link = ctx.repo ? runLink(ctx.serverUrl, ctx.repo, ctx.run) : undefined
  return renderBodies(inputs, ctx)?.map((part) => withRunLink(part, link))
}

function renderBodies(inputs: OwedInputs, ctx: OwedRenderContext): string[] | undefined {
  const { keywords } = ctx
  switch (inputs.what) {
    case 'brief-confirmation':
      return ctx.brief
        ? [renderBriefConfirmation(ctx.brief, keywords, inputs.round, reachOf(ctx))]
        : undefined
    case 'critic-comment':
      return criticParts(inputs, ctx)
    case 'round-comment':
      return roundParts(inputs, ctx)
    case 'all-failed':
      return renderAllFailedNote(inputs.round, inputs.failed)
    case 'summary': {
      const { round, why, critics, threadReplies, decisions, brief, spend } = inputs
      return [
        renderClosingSummary(
          {
            rounds: round,
            why,
            critics,
            threadReplies,
            ...(decisions ? { decisions } : {}),
            ...(brief ? { brief } : {}),
            ...(spend ? { spend } : {})
          },
          keywords
        )
      ]
    }
    case 'budget':
      return [renderBudgetReply(inputs.maxRounds, keywords)]
    case 'spend-budget':
      return [renderSpendBudgetReply(inputs, keywords)]
    case 'ambiguous':
      return [renderAmbiguousReply(inputs.matched, keywords)]
    case 'nothing-to-resume':
      return [renderNothingToResumeReply()]
    case 'unsupported':
      return [renderUnsupportedReply(inputs.command, keywords)]
    case 'round-problem':
      return [renderRoundProblem(inputs.round, inputs.problem, keywords)]
  }
}

/**
 * The body of an owed post: part `part` of what its inputs render, or undefined when they render nothing there,
 * or a post whose marker is not the key it is recorded under (it would fulfil, or hold, another post). A post
 * recorded by a run links to that run, whichever run renders it again: its bytes stay those first posted.
 */
export function renderOwed(post: UnsentPost & { run?: string }, ctx: OwedRenderContext): string | undefined {
  const recorded = post.run === undefined ? ctx : { ...ctx, run: post.run }
  const body = renderInputs(post.inputs, recorded)?.[post.part - 1]
  if (body === undefined) return undefined
  const key = owedKeyOf(body)
  return key && sameOwedKey(key, post) ? body : undefined
}

/** The parts of a required post this run queues: its inputs are its own, so failing to render them is a bug. */
export function renderRequired(inputs: OwedInputs, ctx: OwedRenderContext): string[] {
  const parts = renderInputs(inputs, ctx)
  if (!parts) throw new Error(`a required ${inputs.what} post could not be rendered (a wiring bug)`)
  return parts
}

/** `value` within [min, max]: the bounds a stored post keeps (src/loop/posts/owed-*-schema.ts). */
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const figure = (value: number) => clamp(value, 0, Number.MAX_SAFE_INTEGER)

/** Exactly the figures the footer says (an envelope read from a file may carry more), within the bounds. */
function usageOf(u: Envelope['usage']): CriticInputs['result']['footer']['usage'] {
  return {
    present: u.present,
    inputTokens: figure(u.inputTokens),
    outputTokens: figure(u.outputTokens),
    cacheReadTokens: figure(u.cacheReadTokens),
    cacheWriteTokens: figure(u.cacheWriteTokens),
    costUsd: clamp(u.costUsd, 0, 1e9)
  }
}

/**
 * What the round comment's marker carries of a critic's spend in the round: its run's figure (dollars, else
 * tokens), with what its runs as a verifier (`verifying`) reported in the same unit, so a state rebuilt from the
 * markers counts the verification too.
 */
function markedSpend(runs: readonly Envelope[]): Pick<CriticInputs, 'spend'> {
  const meters = runs.map((r) => meterOf(r.usage))
  const by = meters[0]?.by
  if (by === 'cost')
    return { spend: { costUsd: meters.reduce((n, m) => n + (m.by === 'cost' ? m.usd : 0), 0) } }
  if (by === 'tokens')
    return { spend: { tokens: figure(meters.reduce((n, m) => n + (m.by === 'tokens' ? m.tokens : 0), 0)) } }
  return {}
}

/**
 * A critic's round comment as inputs, from its (redacted) envelope and, when its findings were read, the plan's
 * text and appendix. Strings the renderers cut anyway are cut to what the state may store, and figures are kept
 * within its bounds (the first post is rendered from these very inputs, so it shows the same); heads that are
 * not a commit sha are not shown, so they are left out. `verifying`: the critic's runs as a verifier this round.
 */
export function criticCommentInputs(
  e: Envelope,
  round: number,
  heads: ReadonlyArray<{ ref: string; sha: string }>,
  findings?: { text: string; appendix: string },
  verifying: readonly Envelope[] = []
): CriticInputs {
  const result: CriticInputs['result'] = {
    harness: (e.harness || e.critic).slice(0, OWED_LIMITS.harness),
    model: (e.model || 'default').slice(0, OWED_LIMITS.model),
    ok: e.ok,
    ...(e.ok ? {} : { reason: (e.error || `exited ${e.exitCode}`).slice(0, OWED_LIMITS.reason) }),
    output: findings ? findings.text : e.output,
    ...(findings ? { appendix: findings.appendix } : {}),
    durationMs: clamp(Math.round(e.durationSeconds * 1000), 0, 1e12),
    footer: { exitCode: clamp(e.exitCode, -(2 ** 31), 2 ** 31 - 1), usage: usageOf(e.usage) }
  }
  const shown = heads.filter((h) => isCommitSha(h.sha)).map((h) => ({ ref: h.ref, sha: h.sha }))
  const spend = markedSpend([e, ...verifying])
  return { what: 'critic-comment', round, critic: e.critic, result, heads: shown, ...spend }
}

/**
 * A round's one comment as inputs: each critic's, in the order the round ran them, and what it leads with (where
 * the brief stands, the round's problems).
 */
export function roundCommentInputs(
  round: number,
  critics: CriticInputs[],
  lead: RoundInputs['lead']
): RoundInputs {
  return { what: 'round-comment', round, critics, ...(lead ? { lead } : {}) }
}
