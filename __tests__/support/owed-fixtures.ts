// Required posts as a run first posts them (each through its renderer, called the way its call site calls it),
// with the inputs the state records for them: what src/loop/posts/owed-render.ts must render again, byte for
// byte.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { OwedPostSchema } from '../../src/loop/ledger/ledger-schema.js'
import { defaultKeywordConfig } from '../../src/base/keywords/keywords.js'
import { planFindings } from '../../src/loop/placement/findings-plan.js'
import { newEnvelope, type Envelope } from '../../src/critics/harness/envelope.js'
import { commitUrl } from '../../src/loop/pull/commit-url.js'
import { renderBriefConfirmation } from '../../src/loop/brief/brief-comments.js'
import { renderClosingSummary } from '../../src/loop/posts/closing-comment.js'
import { criticResultOf } from '../../src/loop/render/critic-result.js'
import {
  criticCommentInputs,
  roundCommentInputs,
  type OwedRenderContext
} from '../../src/loop/posts/owed-render.js'
import { renderRoundComment } from '../../src/loop/render/round-sections.js'
import { renderFollowUpSection } from '../../src/loop/render/reply-comments.js'
import {
  renderAmbiguousReply,
  renderBudgetReply,
  renderNothingToResumeReply,
  renderRoundProblem,
  renderUnsupportedReply
} from '../../src/loop/render/reply-comments.js'
import { renderAllFailedNote, renderCriticComment } from '../../src/loop/render/round-comment.js'
import { withRunLink } from '../../src/loop/render/run-link.js'
import type { FrozenBrief } from '../../src/conversation/comments/gate-readers.js'
import type { OwedInputs } from '../../src/loop/posts/owed-inputs.js'

export const keywords = defaultKeywordConfig()
const brief: FrozenBrief = {
  questions: ['Is the retry safe when @bob’s job runs twice?'],
  angles: ['error paths'],
  validations: ['npm test'],
  pullRequests: ['github:acme/widgets#7'],
  by: '@alice',
  at: '2026-12-01T10:00:00Z',
  commentId: 5
}
/** The run that records the posts, in the context and in the state: their footer links to it (run-link.ts). */
export const RECORDING_RUN = '123'
export const ctx: OwedRenderContext = {
  keywords,
  serverUrl: 'https://github.example',
  brief,
  repo: { owner: 'acme', repo: 'widgets' },
  run: RECORDING_RUN
}
const link = { run: RECORDING_RUN, url: 'https://github.example/acme/widgets/actions/runs/123' }

const SHA = '0123456789abcdef0123456789abcdef01234567'
const heads = [
  { ref: 'github:acme/widgets#7', sha: SHA },
  { ref: 'github:acme/gadgets#2', sha: 'f'.repeat(40) }
]

function envelope(more: Partial<Envelope> = {}): Envelope {
  return {
    ...newEnvelope({ name: 'claude', harness: 'claude', model: 'opus' }),
    ok: true,
    exitCode: 0,
    durationSeconds: 12.345,
    usage: {
      present: true,
      inputTokens: 1200,
      outputTokens: 340,
      cacheReadTokens: 5,
      cacheWriteTokens: 0,
      costUsd: 0.0123
    },
    ...more
  }
}

/**
 * An answer long enough for two parts, with a findings block: one finding off the diff (listed in the appendix,
 * with a mention and a keyword its renderer defuses) and one the parser drops, whose path names a team.
 */
function longAnswer(): string {
  const text = 'A paragraph of the review that goes on.\n'.repeat(1650)
  const findings = [
    { path: 'src/b.ts', line: 9, severity: 'low', title: 'Ask @carol', body: 'Say the-loop stop to halt.' },
    { path: '@org/team/x.ts', line: 'nine', severity: 'low', title: 't', body: 'b' }
  ]
  return `${text}\n\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\`\n`
}

/** One required post: its inputs, and the parts as its call site posted them before inputs were stored. */
export interface FirstPost {
  name: string
  inputs: OwedInputs
  parts: string[]
}

/**
 * The critic comment as src/loop/round/publish.ts rendered it: the envelope's result, the findings, the
 * heads.
 */
function criticFirst(e: Envelope, round: number, findings?: { text: string; appendix: string }): string[] {
  // The envelope reports $0.0123: the marker carries what the money budget counted of the round.
  return renderCriticComment(resultOf(e, findings), {
    round,
    keywords,
    heads: shown(),
    spend: { costUsd: 0.0123 }
  })
}

/** The heads as a comment links them. */
const shown = () =>
  heads.map((h) => ({
    ...h,
    label: h.ref.replace(/^github:/, ''),
    url: commitUrl(ctx.serverUrl, h.ref, h.sha)
  }))

function resultOf(e: Envelope, findings?: { text: string; appendix: string }) {
  const result = criticResultOf(e)
  return findings ? { ...result, output: findings.text, appendix: findings.appendix } : result
}

/** What the round's comment leads with, as the round renders it and its owed inputs keep it. */
const LEAD = {
  brief: 'Q1 answered · A1 open',
  problems: '**Problems this round:** 1 new (1 on the diff, 0 kept off) · 0 still open from earlier rounds'
}

/** The round's one comment as src/loop/round/publish.ts rendered it: a section per critic, under the heads. */

function roundFirst(
  round: number,
  sections: Array<{ e: Envelope; findings?: { text: string; appendix: string } }>
) {
  return renderRoundComment({
    round,
    keywords,
    lead: LEAD,
    followUp: renderFollowUpSection(round, keywords),
    heads: shown(),
    sections: sections.map(({ e, findings }) => ({
      result: resultOf(e, findings),
      spend: { costUsd: 0.0123 }
    }))
  })
}

/** Every first post as posted: its renderer's parts, each with the footer linking to the recording run. */
export function firstPosts(): FirstPost[] {
  return renderedPosts().map((p) => ({ ...p, parts: p.parts.map((part) => withRunLink(part, link)) }))
}

function renderedPosts(): FirstPost[] {
  const e = envelope({ output: longAnswer() })
  const plan = planFindings({
    output: e.output,
    critic: { name: 'claude', harness: 'claude', model: 'opus' },
    round: 3,
    targets: [],
    posted: () => new Map(),
    keywords
  })
  const failed = envelope({ ok: false, exitCode: 124, error: 'timed out after 600 s', output: '' })
  const critics = [
    {
      critic: 'claude',
      rounds: 3,
      severities: { critical: 0, high: 1, medium: 2, low: 3, info: 0 },
      tokens: 4000,
      costUsd: 0.75
    }
  ]
  const why = 'no phase-selection gate is waiting'
  const problem = 'no enabled critic in reviews.critics (.the-loop/harness-config.yaml on the default branch)'
  return [
    {
      name: 'brief-confirmation',
      inputs: { what: 'brief-confirmation' },
      parts: [renderBriefConfirmation(brief, keywords)]
    },
    {
      name: 'critic-comment',
      inputs: criticCommentInputs(e, 3, heads, plan),
      parts: criticFirst(e, 3, plan)
    },
    { name: 'failed critic', inputs: criticCommentInputs(failed, 3, heads), parts: criticFirst(failed, 3) },
    {
      name: 'round-comment',
      inputs: roundCommentInputs(
        3,
        [criticCommentInputs(e, 3, heads, plan), criticCommentInputs(failed, 3, heads)],
        LEAD
      ),
      parts: roundFirst(3, [{ e, findings: plan }, { e: failed }])
    },
    {
      name: 'all-failed',
      inputs: { what: 'all-failed', round: 3, failed: 2 },
      parts: renderAllFailedNote(3, 2)
    },
    {
      name: 'summary',
      inputs: { what: 'summary', round: 3, why: 'done', critics, threadReplies: 2 },
      parts: [renderClosingSummary({ rounds: 3, why: 'done', critics, threadReplies: 2 }, keywords)]
    },
    { name: 'budget', inputs: { what: 'budget', maxRounds: 3 }, parts: [renderBudgetReply(3, keywords)] },
    {
      name: 'ambiguous',
      inputs: { what: 'ambiguous', matched: ['stop', 'review'] },
      parts: [renderAmbiguousReply(['stop', 'review'], keywords)]
    },
    {
      name: 'nothing-to-resume',
      inputs: { what: 'nothing-to-resume' },
      parts: [renderNothingToResumeReply()]
    },
    {
      name: 'unsupported',
      inputs: { what: 'unsupported', command: 'execute', why },
      parts: [renderUnsupportedReply('execute', keywords)]
    },
    {
      name: 'round-problem',
      inputs: { what: 'round-problem', round: 2, problem },
      parts: [renderRoundProblem(2, problem, keywords)]
    }
  ]
}

/** The owed post schema, compiled as the item file's reader compiles it (strict). */
export function owedPostSchema() {
  const schema = JSON.parse(JSON.stringify(OwedPostSchema)) as Record<string, unknown>
  const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema)
  return { schema, validate }
}
