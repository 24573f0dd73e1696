// One review round: every enabled critic runs concurrently on the round prompt; each result is posted as
// one attributed, self-marked comment per critic (edited, not duplicated, when the round is re-run).
import { resolve } from 'node:path'
import { loadHarnessConfigText } from '../../critic/config.js'
import type { Envelope } from '../../critic/envelope.js'
import { withPromptFile } from '../../critic/prompt-file.js'
import { runRound } from '../../critic/run.js'
import { criticCommentKey, renderAllFailedNote, renderCriticComment } from '../../render/round.js'
import { criticResultOf } from '../../critic/result-of.js'
import { renderBudgetReply, renderRoundProblem } from '../../render/replies.js'
import { isActionComment } from '../../control/authorize.js'
import { isRoundAllowed } from '../../review/gate.js'
import { planCommentWrites, type CommentKey } from '../../review/posting.js'
import { commentsSince, readAuthorizedComments, type FrozenBrief } from '../../review/thread.js'
import type { GraphState } from '../../state/document.js'
import { describeError, UserError } from '../../shared/errors.js'
import { readHostData, withHostData, type ReviewHostData } from './host-data.js'
import { buildRoundPrompt } from './round-prompt.js'
import type { ReviewServices } from './services.js'

export interface RoundDeps {
  services: ReviewServices
  item: { owner: string; repo: string; number: number; isPullRequest: boolean; title: string; body: string }
  /** Where critics run (GITHUB_WORKSPACE): a critic's `cwd` is relative to it. */
  workspace: string
  maxRounds: number
  baseEnv?: NodeJS.ProcessEnv
  save: (state: GraphState) => Promise<void>
}

export type RoundOutcome =
  | { kind: 'ran'; round: number; envelopes: Envelope[]; unreadable: string[] }
  | { kind: 'skipped'; round: number; reason: string }

/** The round this run works on: the unfinished one again (a re-run), else the next. */
export function roundToRun(host: ReviewHostData): number {
  return host.round > 0 && !host.roundDone ? host.round : host.round + 1
}

async function postOnce(s: ReviewServices, bodies: string[], key: CommentKey): Promise<number[]> {
  const ids: number[] = []
  for (const write of planCommentWrites(await s.thread.list(), bodies, key, s.identity)) {
    const posted =
      write.op === 'create'
        ? await s.thread.post(write.body)
        : await s.thread.edit(write.commentId, write.body)
    ids.push(posted.id)
  }
  return ids
}

/** Says why no round ran, once: a re-run of the same event finds the same text since the last round. */
async function skip(
  s: ReviewServices,
  host: ReviewHostData,
  round: number,
  reason: string,
  body: string
): Promise<RoundOutcome> {
  const since = host.lastRoundCommentId ?? 0
  const said = (await s.thread.list()).some(
    (c) => c.id > since && c.body === body && isActionComment(c, s.identity)
  )
  if (!said) await s.thread.post(body).catch((e) => s.log(`could not post: ${describeError(e)}`))
  return { kind: 'skipped', round, reason }
}

async function loadCritics(s: ReviewServices) {
  const branch = await s.github.getDefaultBranch()
  const where = `${s.configPath}@${branch}`
  const text = await s.github.getFileText(s.configPath, branch)
  if (text === undefined)
    throw new UserError('no harness config on the default branch, so no critic is configured', where)
  const critics = loadHarnessConfigText(text, where).critics.filter((c) => c.enabled)
  if (critics.length === 0) throw new UserError('no enabled critic in reviews.critics', where)
  return critics
}

export async function runReviewRound(deps: RoundDeps, state: GraphState): Promise<RoundOutcome> {
  const s = deps.services
  const host = readHostData(state)
  const round = roundToRun(host)
  if (!isRoundAllowed(round - 1 - host.budgetFrom, deps.maxRounds)) {
    const body = renderBudgetReply(deps.maxRounds, s.keywords)
    return skip(s, host, round, `round budget reached (max-rounds ${deps.maxRounds})`, body)
  }
  let critics
  try {
    critics = await loadCritics(s)
  } catch (error) {
    if (!(error instanceof UserError)) throw error
    return skip(s, host, round, error.message, renderRoundProblem(round, error.message))
  }
  const brief = state.decisions['review-brief']?.['brief'] as FrozenBrief | undefined
  if (!brief) return skip(s, host, round, 'no frozen brief', renderRoundProblem(round, 'no frozen brief'))
  const consumedUpTo = s.memo.lastReadCommentId ?? host.consumedUpTo
  // Claim the round before any comment is posted: a re-run finds it unfinished and edits its comments.
  await deps.save(
    withHostData(state, { ...host, round, roundDone: false, ...(consumedUpTo ? { consumedUpTo } : {}) })
  )
  const thread = await s.thread.list()
  const replies = commentsSince(
    readAuthorizedComments(thread, s.allowlist, s.identity),
    host.lastRoundCommentId
  )
  const followUp = round > 1 ? replies[replies.length - 1] : undefined
  const { prompt, unreadable } = await buildRoundPrompt({
    github: s.github,
    item: deps.item,
    round,
    brief,
    thread,
    identity: s.identity,
    configPath: s.configPath,
    ...(followUp ? { followUp } : {})
  })
  for (const u of unreadable) s.log(`round ${round}: could not read ${u}`)
  const envelopes = await withPromptFile(prompt, (promptFile) =>
    runRound(
      critics.map((critic) => {
        const cwd = critic.cwd ? resolve(deps.workspace, critic.cwd) : deps.workspace
        return {
          critic,
          values: { prompt, promptFile, model: critic.model, workItem: `issue-${deps.item.number}`, cwd },
          options: { cwd, ...(deps.baseEnv ? { baseEnv: deps.baseEnv } : {}) }
        }
      })
    )
  )
  const ids: number[] = []
  for (const e of envelopes) {
    const bodies = renderCriticComment(criticResultOf(e), { round, keywords: s.keywords })
    ids.push(...(await postOnce(s, bodies, criticCommentKey(e.critic, round))))
  }
  if (envelopes.every((e) => !e.ok)) {
    ids.push(
      ...(await postOnce(s, renderAllFailedNote(round, envelopes.length), {
        kind: 'round',
        node: 'review',
        round
      }))
    )
  }
  const last = Math.max(...ids)
  await deps.save(
    withHostData(state, {
      ...host,
      round,
      roundDone: true,
      lastRoundCommentId: last,
      ...(consumedUpTo ? { consumedUpTo } : {})
    })
  )
  return { kind: 'ran', round, envelopes, unreadable }
}
