// The critic action's inputs (critic/action.yml) in code, read through a getter so tests need no env.
import { parseAllowlist, type Allowlist } from '../../conversation/control/authorize.js'
import { DEFAULT_STATE_BRANCH } from '../../engine/state/item-ref.js'
import { UserError } from '../../base/shared/errors.js'
import { readMarkerSecret } from '../../conversation/inputs/main-inputs.js'

export interface CriticActionInputs {
  critic: string
  prompt: string
  promptFile: string
  /** 0 when not given. */
  pullRequest: number
  post: boolean
  authorizedUsers: Allowlist
  configPath: string
  /** The cache branch the frozen brief is read from (never written by this action). */
  stateBranch: string
  /** Who the action posts as: only its own comments are edited on a re-run. */
  botLogin: string
  /** undefined keeps the configured timeout. */
  timeoutSeconds?: number
  /** Signs the posted comment's marker ('' when not set). Never printed. */
  markerSecret: string
  /** An envelope an earlier run of this action produced, to post instead of running the critic ('' when none). */
  envelopeFile: string
}

/** Reads and checks every input; faults name the input. */
export function readCriticActionInputs(getInput: (name: string) => string): CriticActionInputs {
  const text = (name: string): string => getInput(name).trim()
  const critic = text('critic')
  if (!critic)
    throw new UserError('is required: the name of a critic in the harness config', "input 'critic'")
  const prNumber = text('pull-request')
  if (prNumber && !/^[1-9][0-9]*$/.test(prNumber)) {
    throw new UserError(`must be a pull request number, not '${prNumber}'`, "input 'pull-request'")
  }
  const post = text('post').toLowerCase()
  if (post && post !== 'true' && post !== 'false')
    throw new UserError(`must be true or false, not '${post}'`, "input 'post'")
  const timeout = text('timeout-seconds')
  const timeoutSeconds = timeout ? Number(timeout) : undefined
  if (timeoutSeconds !== undefined && !(Number.isFinite(timeoutSeconds) && timeoutSeconds > 0)) {
    throw new UserError(`must be a positive number of seconds, not '${timeout}'`, "input 'timeout-seconds'")
  }
  const inputs: CriticActionInputs = {
    critic,
    prompt: getInput('prompt'),
    promptFile: text('prompt-file'),
    pullRequest: prNumber ? Number(prNumber) : 0,
    post: post === 'true',
    authorizedUsers: parseAllowlist(getInput('authorized-users')),
    configPath: text('config-path') || '.the-loop/harness-config.yaml',
    stateBranch: text('state-branch') || DEFAULT_STATE_BRANCH,
    botLogin: text('bot-login'),
    timeoutSeconds,
    markerSecret: readMarkerSecret(text('marker-secret'), "'marker-secret'"),
    envelopeFile: text('envelope-file')
  }
  if (inputs.envelopeFile) {
    const mixed = (['prompt', 'prompt-file', 'timeout-seconds'] as const).find((n) => text(n) !== '')
    if (mixed)
      throw new UserError(`posts an envelope made elsewhere: leave '${mixed}' empty`, "input 'envelope-file'")
    if (!inputs.post || !inputs.pullRequest)
      throw new UserError(
        "posts an envelope: give 'post: true' and 'pull-request' with it",
        "input 'envelope-file'"
      )
    return inputs
  }
  if (inputs.prompt.trim() && inputs.promptFile) {
    throw new UserError("give either 'prompt' or 'prompt-file', not both", "inputs 'prompt'/'prompt-file'")
  }
  if (!inputs.prompt.trim() && !inputs.promptFile && !inputs.pullRequest) {
    throw new UserError("give 'prompt', 'prompt-file' or 'pull-request'", "input 'prompt'")
  }
  if (inputs.post && !inputs.pullRequest)
    throw new UserError("needs 'pull-request' to post on", "input 'post'")
  return inputs
}
