// resolveInvocation: a critic + placeholder values -> argv, stdin and files (pure; the security-critical step).
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  adapterFor,
  asPositionalText,
  builtinHarnessNames,
  looseningArg,
  pinnedEnvName,
  type AdapterRequest
} from './adapters.js'
import {
  CriticConfigError,
  isPlaceholder,
  type Critic,
  type OutputFormat,
  type PlaceholderValues
} from './critic-model.js'

const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]*)\}/g

/**
 * The most prompt one argv element may carry. Linux refuses a single argument past 128 KiB
 * (MAX_ARG_STRLEN, `spawn E2BIG`); the margin leaves room for the rest of argv and the environment.
 * @internal
 */
export const PROMPT_ARG_LIMIT_BYTES = 100 * 1024

/** What runCritic spawns for one round. */
export interface Invocation {
  argv: string[]
  /** Written to the critic's stdin, which is then closed; absent: stdin is closed from the start. */
  stdin?: string
  /** Files to write (absolute path -> text) before the spawn. */
  files: Record<string, string>
  /** Added to the critic's environment for this run. */
  env: Record<string, string>
  /** Where the CLI's stdout goes instead of a pipe, when its adapter says so. */
  stdoutFile?: string
  /** How stdout is read: the critic's `outputFormat` for a command, the adapter's own for a built-in. */
  outputFormat: OutputFormat
  /** Set when this round's prompt cannot be passed: the critic fails with it and nothing is spawned. */
  refusal?: string
}

/** Names of every `{placeholder}` mentioned in one argument, known or not. */
export function placeholdersIn(arg: string): string[] {
  return [...arg.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!)
}

/**
 * Replaces each `{name}` inside one argv element. The result is always exactly one element:
 * a value can never add a word boundary. Unknown names throw; known but unset become "".
 * @internal
 */
export function substitute(arg: string, values: PlaceholderValues, critic = '?'): string {
  return arg.replace(PLACEHOLDER_PATTERN, (_whole, name: string) => {
    if (!isPlaceholder(name)) throw new CriticConfigError(`critic '${critic}': unknown placeholder {${name}}`)
    const value = values[name] ?? ''
    // An element that is exactly `{prompt}` must not turn a dash-leading prompt into an option.
    return name === 'prompt' && arg === '{prompt}' ? asPositionalText(value) : value
  })
}

const kib = (bytes: number): string => `${Math.ceil(bytes / 1024)} KiB`

/** Why the `{prompt}` arguments of this critic cannot carry this prompt, if they cannot. */
function promptArgProblem(critic: Critic, args: string[]): string | undefined {
  const sizes = critic.args
    .map((raw, i) => (placeholdersIn(raw).includes('prompt') ? Buffer.byteLength(args[i]!, 'utf8') : 0))
    .filter((bytes) => bytes > PROMPT_ARG_LIMIT_BYTES)
  if (sizes.length === 0) return undefined
  return (
    `critic '${critic.name}': {prompt} would put ${kib(Math.max(...sizes))} into one argument, over the ` +
    `${kib(PROMPT_ARG_LIMIT_BYTES)} limit; pass the prompt as a file with {promptFile} instead`
  )
}

/**
 * The invocation for one critic round; throws CriticConfigError and spawns nothing on any config fault.
 * `dir` is where an adapter's files go: runCritic passes a fresh private directory; the default only
 * serves callers that check a critic without running it.
 */
export function resolveInvocation(
  critic: Critic,
  values: PlaceholderValues,
  dir = join(tmpdir(), 'the-loop-unwritten'),
  readUserFile?: AdapterRequest['readUserFile']
): Invocation {
  if (critic.error) throw new CriticConfigError(`critic '${critic.name}': ${critic.error}`, critic.where)
  if (!critic.enabled)
    throw new CriticConfigError(`critic '${critic.name}' is disabled in config`, critic.where)
  const extra = critic.args.map((a) => substitute(a, values, critic.name))
  const refusal = promptArgProblem(critic, extra)
  const withRefusal = (invocation: Invocation): Invocation =>
    refusal ? { ...invocation, refusal } : invocation
  // A command critic gets its prompt through {prompt}/{promptFile} only; its stdin is closed.
  if (critic.command)
    return withRefusal({
      argv: [critic.command, ...extra],
      files: {},
      env: {},
      outputFormat: critic.outputFormat
    })
  const adapter = adapterFor(critic.harness)
  if (!adapter) {
    throw new CriticConfigError(
      `critic '${critic.name}': harness '${critic.harness}' has no built-in invocation; ` +
        `set 'command' (+ 'args') or use one of: ${builtinHarnessNames().join(', ')}`,
      critic.where
    )
  }
  const loose = critic.tools === 'read-only' ? looseningArg(adapter, critic.args) : undefined
  if (loose !== undefined) {
    const why = `args '${loose}' would undo tools: read-only for ${adapter.binary}`
    throw new CriticConfigError(`critic '${critic.name}': ${why}`, critic.where)
  }
  const pinned = pinnedEnvName(adapter, Object.keys(critic.env))
  if (pinned !== undefined) {
    const why = `'env' may not set ${pinned}: the ${adapter.binary} adapter sets it`
    throw new CriticConfigError(`critic '${critic.name}': ${why}`, critic.where)
  }
  const prompt = values.prompt ?? ''
  const { model, tools, telemetry } = critic
  const call = adapter.call({ prompt, model, tools, telemetry, dir, readUserFile })
  const invocation = withRefusal({
    ...call,
    argv: [adapter.binary, ...call.argv, ...extra],
    outputFormat: adapter.outputFormat
  })
  const bytes = Buffer.byteLength(asPositionalText(prompt), 'utf8')
  if (adapter.promptVia === 'argv' && bytes > PROMPT_ARG_LIMIT_BYTES && !invocation.refusal) {
    invocation.refusal =
      `critic '${critic.name}': ${adapter.binary} takes its prompt as one argument (its documentation ` +
      `names no stdin or file input) and this prompt is ${kib(bytes)}, over the ${kib(PROMPT_ARG_LIMIT_BYTES)} ` +
      `limit; use a harness that reads stdin (claude, codex, gemini) for a change this large`
  }
  return invocation
}

/** The executable a critic would run, or "" when it has none. */
export function binaryOf(critic: Critic): string {
  return critic.command || adapterFor(critic.harness)?.binary || ''
}
