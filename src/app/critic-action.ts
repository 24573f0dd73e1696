// The critic action (critic/action.yml): authorize the dispatcher, build the prompt, run one critic,
// optionally post its attributed result, and report outputs and a job summary. Works over ports only. The
// action runs prepare, the critic and publish as three steps (__tests__/support/in-process.ts runs them in one).
import type { BriefLookup } from './critic/critic-brief.js'
import { tmpdir } from 'node:os'
import { findCritic, loadHarnessConfigText } from '../critics/harness/config.js'
import { readFirstConfig } from '../critics/harness/config-model.js'
import { envelopeJson, type Envelope } from '../critics/harness/envelope.js'
import type { PlaceholderValues } from '../critics/harness/critic-model.js'
import { redactEnvelope, redactorFor } from '../critics/harness/redact.js'
import { resolveInvocation } from '../critics/harness/resolve.js'
import type { CriticsJob } from '../critics/harness/critics-job.js'
import { dispatchRefusal } from '../conversation/control/actors.js'
import type { GitHubPort } from '../github/port.js'
import { splitForCritics } from '../loop/parts/critic-split.js'
import { composePrompt } from './critic/critic-prompt.js'
import { mergeCriticParts } from '../loop/parts/part-merge.js'
import { describeError, UserError } from '../base/shared/errors.js'
import { workItemId } from '../engine/state/item-ref.js'
import { readEnvelopeFile, writeEnvelopeFile } from './critic/critic-files.js'
import { readCriticActionInputs, type CriticActionInputs } from './critic/critic-inputs.js'
import { checkPostableCritic, postCriticResult } from './critic/critic-post.js'
import { renderCriticSummary, renderRefusalSummary } from './critic/critic-summary.js'

/** The GitHub operations this action uses (a subset of GitHubPort, so fakes stay small). */
/** @internal */
export type CriticGitHub = Pick<
  GitHubPort,
  | 'getDefaultBranch'
  | 'getFileText'
  | 'getPull'
  | 'listPullFiles'
  | 'getPullDiff'
  | 'listComments'
  | 'createComment'
  | 'updateComment'
>

/** Where the job summary goes (core.summary in the entry, an array in tests). */
interface SummaryWriter {
  write(markdown: string): Promise<void>
}

/**
 * Everything the critic action needs, injected by src/entries/critic-action.ts:
 * - getInput: core.getInput; actor: GITHUB_ACTOR; triggeringActor: GITHUB_TRIGGERING_ACTOR (a re-runner)
 * - workspace: GITHUB_WORKSPACE (critic cwd, prompt-file base)
 * - github: the GitHubPort (config from the default branch, PR data, posting)
 * - summary: the job summary writer; log: core.info
 * - loadBrief: reader of the PR's frozen review brief (the review loop's state on the cache branch)
 * - runUrl: link to this run, shown in the posted comment; baseEnv: defaults to process.env
 */
export interface CriticActionDeps {
  getInput: (name: string) => string
  actor: string
  /** On a re-run by someone other than `actor`, they must be authorized too. */
  triggeringActor?: string
  github: CriticGitHub
  summary: SummaryWriter
  workspace: string
  log?: (line: string) => void
  /** `secret`: marker-secret, which signs the item file the brief is read from. */
  loadBrief?: (pullNumber: number, stateBranch: string, secret: string) => Promise<BriefLookup>
  runUrl?: string
  baseEnv?: NodeJS.ProcessEnv
  /** `owner/repo` (GITHUB_REPOSITORY): what a signed marker is bound to, with the pull request. */
  repository?: string
  /** Secret values this process holds besides its environment's (the token): redacted from the result. */
  secrets?: string[]
  /** Where the `envelope-file` output is written (RUNNER_TEMP); the system temp folder when unset. */
  outputDir?: string
}

export interface CriticActionResult {
  outputs: { envelope: string; ok: 'true' | 'false'; 'envelope-file': string }
  /** Set when the step should fail; the reason is also in the summary. */
  failure?: string
  commentId?: number
}

function refused(reason: string): CriticActionResult {
  return { outputs: { envelope: '', ok: 'false', 'envelope-file': '' }, failure: reason }
}

/** A dispatched critic's parts run this many at a time (the action has no max-parallel input of its own). */
const CRITIC_MAX_PARALLEL = 4

/** What publish needs besides the envelope and the inputs (which it reads again). */
export interface CriticResume {
  critic: string
  briefNote?: string
  /** Set when the envelope was read from `envelope-file` instead of a critic run. */
  fromFile?: string
  /** Set when the pull request was reviewed in parts: what they saw (or why the critic could not run). */
  coverage?: string
}

export type CriticPrepared =
  { kind: 'done'; result: CriticActionResult } | { kind: 'run'; job: CriticsJob; resume: CriticResume }

async function prepareAuthorized(
  inputs: CriticActionInputs,
  deps: CriticActionDeps
): Promise<CriticPrepared> {
  const log = deps.log ?? (() => undefined)
  const branch = await deps.github.getDefaultBranch()
  // The default path falls back to the pre-rename name, as the review rounds and the CLI read it.
  const source = await readFirstConfig(inputs.configPath, (path) => deps.github.getFileText(path, branch))
  const where = `${source?.path ?? inputs.configPath}@${branch}`
  if (source === undefined)
    throw new UserError(`no harness config on the default branch, so no critics are configured`, where)
  const config = loadHarnessConfigText(source.text, where)
  const found = findCritic(config, inputs.critic)
  const critic = inputs.timeoutSeconds ? { ...found, timeoutSeconds: inputs.timeoutSeconds } : found
  if (inputs.post) checkPostableCritic(critic.name)
  if (inputs.envelopeFile) {
    // No critic runs: the result of one that ran elsewhere is posted through the same renderer and redaction.
    const envelope = await readEnvelopeFile(deps.workspace, inputs.envelopeFile, critic)
    const resume = { critic: critic.name, fromFile: inputs.envelopeFile }
    return { kind: 'done', result: await publishCriticAction(deps, resume, envelope) }
  }
  const rules = { config: config.rules, branch, log }
  const { text: prompt, briefNote, input } = await composePrompt(inputs, { ...deps, rules })
  if (briefNote) log(`reviewing #${inputs.pullRequest} without a frozen brief: ${briefNote}`)
  const workItem = inputs.pullRequest ? workItemId(inputs.pullRequest) : ''
  const values: PlaceholderValues = { prompt, promptFile: 'prompt.md', model: critic.model, workItem }
  resolveInvocation(critic, values) // a configuration fault is refused here, before any step spawns
  log(`critic ${critic.name} ${critic.harness ? `(${critic.harness}) ` : ''}is planned`)
  // A pull request too large for the critic's budget is reviewed in parts, as in a round
  // (loop/parts/critic-split.ts).
  const split = input ? splitForCritics(input, prompt, [critic]) : undefined
  const parts = split?.byCritic[critic.name]
  if (parts) log(`critic ${critic.name}: ${parts.refusal ?? parts.coverage}`)
  return {
    kind: 'run',
    job: {
      critics: [critic],
      prompt,
      workItem,
      workspace: deps.workspace,
      ...(split ? { split: split.byCritic, diffs: split.diffs, maxParallel: CRITIC_MAX_PARALLEL } : {})
    },
    resume: {
      critic: critic.name,
      ...(briefNote ? { briefNote } : {}),
      ...(parts ? { coverage: parts.coverage } : {})
    }
  }
}

/**
 * The publish phase: post the result when asked, then the outputs and the summary. The envelope comes from
 * the critics step (redacted there of the model keys, `earlier` values); it is redacted again here of every
 * secret this process knows, the token included, before anything of it is posted, summarised or output.
 */
export async function publishCriticAction(
  deps: Pick<
    CriticActionDeps,
    'getInput' | 'github' | 'summary' | 'runUrl' | 'repository' | 'secrets' | 'baseEnv' | 'outputDir'
  >,
  resume: CriticResume,
  raw: Envelope,
  earlier = 0
): Promise<CriticActionResult> {
  const inputs = readCriticActionInputs(deps.getInput)
  const { envelope, count } = redactEnvelope(
    raw,
    redactorFor(deps.baseEnv ?? process.env, [...(deps.secrets ?? []), inputs.markerSecret])
  )
  const redacted = earlier + count
  let commentId: number | undefined
  let postError: string | undefined
  if (inputs.post) {
    // The critic already ran: a failed post must not lose its envelope, so it fails the step instead.
    try {
      commentId = await postCriticResult(deps.github, inputs.pullRequest, envelope, {
        botLogin: inputs.botLogin,
        runUrl: deps.runUrl,
        markerSecret: inputs.markerSecret,
        repository: deps.repository
      })
    } catch (error) {
      postError = `posting on #${inputs.pullRequest} failed: ${describeError(error)}`
    }
  }
  await deps.summary.write(
    renderCriticSummary(envelope, {
      postedOn: commentId !== undefined ? inputs.pullRequest : undefined,
      briefNote: resume.briefNote,
      postError,
      redacted,
      ...(resume.fromFile ? { fromFile: resume.fromFile } : {}),
      ...(resume.coverage ? { coverage: resume.coverage } : {})
    })
  )
  const outputs = {
    envelope: envelopeJson(envelope, false),
    ok: envelope.ok ? ('true' as const) : ('false' as const),
    'envelope-file': await writeEnvelopeFile(deps.outputDir ?? tmpdir(), envelope)
  }
  const failure = envelope.ok ? postError : `critic ${resume.critic}: ${envelope.error}`
  return failure ? { outputs, commentId, failure } : { outputs, commentId }
}

/**
 * The dispatched critic's one envelope: its run's, or its parts' merged (each part under its heading, one
 * findings block, the coverage line), with the redactions of every run added up.
 */
export function criticResultOf(
  job: CriticsJob,
  envelopes: Envelope[],
  counts: ReadonlyArray<{ count: number }>
): { envelope: Envelope; redacted: number } {
  return {
    envelope: mergeCriticParts(job, envelopes)[0]!,
    redacted: counts.reduce((n, c) => n + c.count, 0)
  }
}

/** The prepare phase; never throws for user faults (they come back as `failure`, with the summary written). */
export async function prepareCriticAction(deps: CriticActionDeps): Promise<CriticPrepared> {
  const refuse = async (critic: string, why: string): Promise<CriticPrepared> => {
    await deps.summary.write(renderRefusalSummary(critic, why))
    return { kind: 'done', result: refused(why) }
  }
  let inputs: CriticActionInputs
  try {
    inputs = readCriticActionInputs(deps.getInput)
  } catch (error) {
    return refuse('', describeError(error))
  }
  if (inputs.authorizedUsers.size === 0)
    return refuse(
      inputs.critic,
      "'authorized-users' is empty, so nobody may dispatch a critic (fail closed); nothing ran"
    )
  const why = dispatchRefusal(
    { actor: deps.actor, ...(deps.triggeringActor ? { triggeringActor: deps.triggeringActor } : {}) },
    inputs.authorizedUsers,
    "'authorized-users'"
  )
  if (why) return refuse(inputs.critic, why)
  try {
    return await prepareAuthorized(inputs, deps)
  } catch (error) {
    if (!(error instanceof UserError)) throw error
    return refuse(inputs.critic, error.message)
  }
}
