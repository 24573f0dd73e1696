// The critic action (critic/action.yml): authorize the dispatcher, build the prompt, run one critic,
// optionally post its attributed result, and report outputs and a job summary. Works over ports only.
import { readFile } from 'node:fs/promises'
import { isAbsolute, relative, resolve } from 'node:path'
import { findCritic, loadHarnessConfigText } from '../critic/config.js'
import { envelopeJson, type Envelope } from '../critic/envelope.js'
import type { PlaceholderValues } from '../critic/model.js'
import { withPromptFile } from '../critic/prompt-file.js'
import { redactEnvelope, redactorFor } from '../critic/redact.js'
import { resolveInvocation } from '../critic/resolve.js'
import { runCritic } from '../critic/run.js'
import { isAuthorized, type Allowlist } from '../control/authorize.js'
import type { GitHubPort } from '../github/port.js'
import { executableConfigChanges } from '../render/brief.js'
import { readPullDiff } from '../review/pull-diff.js'
import { renderRoundPrompt } from '../review/prompt.js'
import type { FrozenBrief } from '../review/thread.js'
import { describeError, UserError } from '../shared/errors.js'
import { readCriticActionInputs, type CriticActionInputs } from './critic-inputs.js'
import { checkPostableCritic, postCriticResult } from './critic-post.js'
import { renderCriticSummary, renderRefusalSummary } from './critic-summary.js'

/** The GitHub operations this action uses (a subset of GitHubPort, so fakes stay small). */
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

/** The PR's frozen review brief, or why the run goes without one (said in the summary, never a failure). */
export type BriefLookup = { brief: FrozenBrief } | { missing: string }

/** Where the job summary goes (core.summary in the entry, an array in tests). */
export interface SummaryWriter {
  write(markdown: string): Promise<void>
}

/**
 * Everything the critic action needs, injected by src/entries/critic.ts:
 * - getInput: core.getInput; actor: GITHUB_ACTOR; workspace: GITHUB_WORKSPACE (critic cwd, prompt-file base)
 * - github: the GitHubPort (config from the default branch, PR data, posting)
 * - summary: the job summary writer; log: core.info
 * - loadBrief: reader of the PR's frozen review brief (the review loop's state on the cache branch)
 * - runUrl: link to this run, shown in the posted comment; baseEnv: defaults to process.env
 * - secrets: values to redact besides the secret-looking variables of baseEnv (the GitHub token)
 */
export interface CriticActionDeps {
  getInput: (name: string) => string
  actor: string
  github: CriticGitHub
  summary: SummaryWriter
  workspace: string
  log?: (line: string) => void
  loadBrief?: (pullNumber: number, stateBranch: string) => Promise<BriefLookup>
  runUrl?: string
  baseEnv?: NodeJS.ProcessEnv
  secrets?: string[]
}

export interface CriticActionResult {
  outputs: { envelope: string; ok: 'true' | 'false' }
  /** Set when the step should fail; the reason is also in the summary. */
  failure?: string
  commentId?: number
}

function refused(reason: string): CriticActionResult {
  return { outputs: { envelope: '', ok: 'false' }, failure: reason }
}

/** The dispatching actor under the same allowlist rules as a commenter (an app account keeps its `[bot]`). */
export function isActorAuthorized(actor: string, allowlist: Allowlist): boolean {
  return isAuthorized({ login: actor, type: actor.endsWith('[bot]') ? 'Bot' : 'User' }, allowlist)
}

async function readPromptFile(workspace: string, path: string): Promise<string> {
  const full = resolve(workspace, path)
  const rel = relative(workspace, full)
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new UserError('must be inside the workspace', `input 'prompt-file' (${path})`)
  try {
    return await readFile(full, 'utf8')
  } catch (error) {
    throw new UserError(`cannot read: ${describeError(error)}`, `input 'prompt-file' (${path})`)
  }
}

interface Prompt {
  text: string
  /** Set when a pull request was reviewed without its frozen brief: why. */
  briefNote?: string
}

async function composePrompt(inputs: CriticActionInputs, deps: CriticActionDeps): Promise<Prompt> {
  if (inputs.promptFile) return { text: await readPromptFile(deps.workspace, inputs.promptFile) }
  if (!inputs.pullRequest) return { text: inputs.prompt }
  const n = inputs.pullRequest
  const pull = await deps.github.getPull(n)
  if (!pull) throw new UserError(`pull request #${n} not found`, "input 'pull-request'")
  const [read, lookup] = await Promise.all([
    readPullDiff(deps.github, n),
    deps.loadBrief
      ? deps.loadBrief(n, inputs.stateBranch)
      : Promise.resolve<BriefLookup>({ missing: 'no reader of the state branch in this host' })
  ])
  const replies = inputs.prompt.trim() ? [{ label: `@${deps.actor}`, body: inputs.prompt }] : []
  const text = renderRoundPrompt({
    brief: 'brief' in lookup ? lookup.brief : undefined,
    pulls: [
      {
        ref: `#${n}`,
        title: pull.title,
        body: pull.body,
        files: read?.files ?? [],
        diff: read?.diff ?? '',
        notes: read?.notes ?? []
      }
    ],
    previousFindings: [],
    replies,
    executableChanges: executableConfigChanges(
      (read?.files ?? []).map((f) => f.path),
      inputs.configPath
    )
  })
  return { text, briefNote: 'missing' in lookup ? lookup.missing : undefined }
}

async function runAuthorized(
  inputs: CriticActionInputs,
  deps: CriticActionDeps
): Promise<CriticActionResult> {
  const log = deps.log ?? (() => undefined)
  const branch = await deps.github.getDefaultBranch()
  const where = `${inputs.configPath}@${branch}`
  const text = await deps.github.getFileText(inputs.configPath, branch)
  if (text === undefined)
    throw new UserError(`no harness config on the default branch, so no critics are configured`, where)
  const critic = findCritic(loadHarnessConfigText(text, where), inputs.critic)
  if (inputs.post) checkPostableCritic(critic.name)
  const { text: prompt, briefNote } = await composePrompt(inputs, deps)
  if (briefNote) log(`reviewing #${inputs.pullRequest} without a frozen brief: ${briefNote}`)
  const cwd = critic.cwd ? resolve(deps.workspace, critic.cwd) : deps.workspace
  const raw: Envelope = await withPromptFile(prompt, async (promptFile) => {
    const values: PlaceholderValues = {
      prompt,
      promptFile,
      model: critic.model,
      workItem: inputs.pullRequest ? String(inputs.pullRequest) : '',
      cwd
    }
    resolveInvocation(critic, values) // refuse before spawning
    log(`running critic ${critic.name} ${critic.harness ? `(${critic.harness})` : ''} in ${cwd}`)
    return runCritic(critic, values, { cwd, timeoutSeconds: inputs.timeoutSeconds, baseEnv: deps.baseEnv })
  })
  // Before anything of the critic's is posted, summarised, output or put in the failure message.
  const redactor = redactorFor(deps.baseEnv ?? process.env, deps.secrets)
  const { envelope, count: redacted } = redactEnvelope(raw, redactor)
  let commentId: number | undefined
  let postError: string | undefined
  if (inputs.post) {
    // The critic already ran: a failed post must not lose its envelope, so it fails the step instead.
    try {
      commentId = await postCriticResult(deps.github, inputs.pullRequest, envelope, {
        botLogin: inputs.botLogin,
        runUrl: deps.runUrl
      })
    } catch (error) {
      postError = `posting on #${inputs.pullRequest} failed: ${describeError(error)}`
    }
  }
  await deps.summary.write(
    renderCriticSummary(envelope, {
      postedOn: commentId !== undefined ? inputs.pullRequest : undefined,
      briefNote,
      postError,
      redacted
    })
  )
  const outputs = {
    envelope: envelopeJson(envelope, false),
    ok: envelope.ok ? ('true' as const) : ('false' as const)
  }
  const failure = envelope.ok ? postError : `critic ${critic.name}: ${envelope.error}`
  return failure ? { outputs, commentId, failure } : { outputs, commentId }
}

/** Runs the critic action; never throws for user faults (they come back as `failure`). */
export async function runCriticAction(deps: CriticActionDeps): Promise<CriticActionResult> {
  let inputs: CriticActionInputs
  try {
    inputs = readCriticActionInputs(deps.getInput)
  } catch (error) {
    await deps.summary.write(renderRefusalSummary('', describeError(error)))
    return refused(describeError(error))
  }
  if (inputs.authorizedUsers.size === 0) {
    const why = "'authorized-users' is empty, so nobody may dispatch a critic (fail closed); nothing ran"
    await deps.summary.write(renderRefusalSummary(inputs.critic, why))
    return refused(why)
  }
  if (!isActorAuthorized(deps.actor, inputs.authorizedUsers)) {
    const why = `actor '${deps.actor || '(none)'}' is not in 'authorized-users'; nothing ran`
    await deps.summary.write(renderRefusalSummary(inputs.critic, why))
    return refused(why)
  }
  try {
    return await runAuthorized(inputs, deps)
  } catch (error) {
    if (!(error instanceof UserError)) throw error
    await deps.summary.write(renderRefusalSummary(inputs.critic, error.message))
    return refused(error.message)
  }
}
