// `review --local --run`: the critics the working tree's harness config enables run on the local prompt, as the
// round's critics step runs them (runJobCritics: scrubbed environment, redacted answers), though as the user who
// runs the command, with no OS-user boundary; each answer then becomes the posts the round would make, rendered
// and planned by the round's own functions (planFindings, criticCommentInputs, renderRequired), its findings
// anchored against the local diff. Printed, never posted.
import { defaultKeywordConfig } from '../base/keywords/keywords.js'
import { planFindings } from '../loop/placement/findings-plan.js'
import type { InlineTarget } from '../loop/placement/findings-input.js'
import { runJobCritics } from '../critics/handoff/round-critics.js'
import { CONFIG_PATH, findHarnessConfigSource } from '../critics/harness/config-model.js'
import { loadHarnessConfigText } from '../critics/harness/config.js'
import type { Critic } from '../critics/harness/critic-model.js'
import type { Envelope } from '../critics/harness/envelope.js'
import type { InlineDiff } from '../loop/context/plan-core.js'
import type { RoundPromptInput } from '../loop/prompt/round-prompt.js'
import { splitForCritics } from '../loop/parts/critic-split.js'
import { mergeCriticParts } from '../loop/parts/part-merge.js'
import { criticCommentInputs, renderRequired, type OwedRenderContext } from '../loop/posts/owed-render.js'
import { shortSha } from '../base/shared/commit-sha.js'
import { UserError } from '../base/shared/errors.js'
import type { CliIo } from './command-table.js'
import { LOCAL_ROUND } from './local-prompt.js'
import type { RulesConfig } from '../critics/harness/review-rules.js'

const SERVER = 'https://github.com'

/** The enabled critics of `<top>/.the-loop/harness-config.yaml`, with the loader's own errors for a bad file. */
export function loadLocalCritics(
  top: string,
  io: CliIo
): { critics: Critic[]; where: string; rules: RulesConfig } {
  const found = findHarnessConfigSource(top, CONFIG_PATH)
  const where = found?.path ?? `${top}/${CONFIG_PATH}`
  if (!found)
    throw new UserError(
      `no harness config, so no critic is configured: write ${CONFIG_PATH} with reviews.critics (the-loop config validate checks it)`,
      where
    )
  const loaded = loadHarnessConfigText(found.text, where)
  const critics = loaded.critics.filter((c) => c.enabled)
  if (critics.length === 0) throw new UserError('no enabled critic in reviews.critics', where)
  for (const c of critics)
    for (const warning of c.warnings) io.err(`warning: ${where}: critic '${c.name}': ${warning}`)
  return { critics, where, rules: loaded.rules }
}

/** What the round read that the posts need: the reviewed head and the diff its findings go on. */
export interface LocalRound {
  prompt: string
  heads: Array<{ ref: string; sha: string }>
  inlines: InlineDiff[]
  repo: { owner: string; repo: string }
  /** What the prompt was rendered from: a critic whose budget it does not fit reviews the diff in parts. */
  input?: RoundPromptInput
}

/** Parts run this many at a time locally, as the action's max-parallel default. */
const LOCAL_MAX_PARALLEL = 4

/**
 * Control characters of critic text shown as U+FFFD: printed to a terminal, an escape sequence could hide or
 * rewrite what is above it. Tabs and line ends stay.
 */
function printable(text: string): string {
  return text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '\uFFFD')
}

/** One critic's posts, in the order the round would make them, each headed by where it would go. */
function criticPosts(e: Envelope, round: LocalRound, ctx: OwedRenderContext): string[] {
  const inputsOf = (f?: { text: string; appendix: string }) =>
    criticCommentInputs(e, LOCAL_ROUND, round.heads, f)
  const name = `critic ${e.critic}`
  const parts = (bodies: string[], first?: string) =>
    bodies.map((body, i) => {
      const part = `round comment, part ${i + 1} of ${bodies.length}`
      return `=== ${name}: ${i === 0 && first ? first : part} ===\n${printable(body)}`
    })
  if (!e.ok) return parts(renderRequired(inputsOf(), ctx))
  const { harness, model } = inputsOf().result
  const link = { serverUrl: SERVER, ...round.repo }
  const targets: InlineTarget[] = round.inlines.map((i) => ({ ...i, link }))
  const plan = planFindings({
    output: e.output,
    critic: { name: e.critic, harness, ...(model ? { model } : {}) },
    round: LOCAL_ROUND,
    targets,
    // No earlier round locally: nothing of this critic is on the diff yet.
    posted: () => new Map(),
    keywords: ctx.keywords
  })
  const bodies = renderRequired(inputsOf(plan), ctx)
  const review = plan.reviews.find((r) => r.target.own)
  if (!review) return parts(bodies)
  // Part 1 is the body of the review that carries the line comments, as the round posts it.
  const count = `${review.comments.length} line comment${review.comments.length === 1 ? '' : 's'}`
  const first = `round comment, part 1 of ${bodies.length}, as the body of a review of head ${shortSha(review.target.head)} with ${count}`
  const [head, ...rest] = parts(bodies, first)
  const comments = review.comments.map((c) => {
    const lines = c.startLine !== undefined ? `lines ${c.startLine}-${c.line}` : `line ${c.line}`
    return `=== ${name}: line comment on ${printable(c.path)} ${lines} (${c.side}) ===\n${printable(c.body)}`
  })
  return [head!, ...comments, ...rest]
}

/** Runs the critics on the prompt and prints their posts; 0 when every critic ran, 1 when one failed. */
export async function runLocalCritics(round: LocalRound, critics: Critic[], top: string, io: CliIo) {
  // As in the action's round: a critic the prompt does not fit gets the diff in parts, merged into one result.
  const split = round.input ? splitForCritics(round.input, round.prompt, critics) : undefined
  const job = {
    critics,
    prompt: round.prompt,
    workItem: '',
    workspace: top,
    ...(split ? { split: split.byCritic, diffs: split.diffs, maxParallel: LOCAL_MAX_PARALLEL } : {})
  }
  for (const [critic, parts] of Object.entries(split?.byCritic ?? {}))
    io.err(`critic ${critic}: ${parts.refusal ?? parts.coverage}`)
  const ran = await runJobCritics(job)
  const ctx: OwedRenderContext = { keywords: defaultKeywordConfig(), serverUrl: SERVER, repo: round.repo }
  // One line per critic, its parts' redactions added up.
  const redacted = new Map<string, number>()
  for (const c of ran.counts) redacted.set(c.critic, (redacted.get(c.critic) ?? 0) + c.count)
  for (const [critic, count] of redacted)
    if (count > 0) io.err(`critic ${critic}: ${count} secret value(s) redacted from its answer`)
  const envelopes = mergeCriticParts(job, ran.envelopes)
  for (const e of envelopes) io.out(criticPosts(e, round, ctx).join('\n\n'))
  return envelopes.every((e) => e.ok) ? 0 : 1
}
