// Per-entry validation of one `reviews.critics[]` item: the first failing rule becomes the entry's error.
import { existsSync } from 'node:fs'
import { isAbsolute } from 'node:path'
import { adapterFor, builtinHarnessNames, looseningArg, pinnedEnvName } from './adapters.js'
import { isInjectionEnvName, isScrubbedEnvName } from './env.js'
import {
  DEFAULT_TIMEOUT_SECONDS,
  MAX_TIMEOUT_SECONDS,
  MIN_TIMEOUT_SECONDS,
  isPlaceholder,
  makeCritic,
  TELEMETRY_POLICIES,
  TOOL_POLICIES,
  type Critic,
  type TelemetryPolicy,
  type ToolPolicy
} from './critic-model.js'
import { parseInstall, specText } from './cli-packages.js'
import { nearestKey } from './edit-distance.js'
import { placeholdersIn } from './resolve.js'
import { readMaxParts, readMaxPromptChars } from './prompt-capacity.js'
import { readMaxLineComments, readMinSeverity } from './noise-controls.js'
import { readCostEstimate } from './usage-meter.js'
import { SEVERITIES, type Severity } from '../../base/shared/severity.js'

const SEVERITY_SET: ReadonlySet<string> = new Set(SEVERITIES)

/** @internal */
export const CRITIC_FIELDS = [
  'name',
  'harness',
  'model',
  'command',
  'args',
  'env',
  'cwd',
  'outputFormat',
  'timeoutSeconds',
  'maxPromptChars',
  'maxParts',
  'minSeverity',
  'maxLineComments',
  'costEstimateUsd',
  'enabled',
  'tools',
  'telemetry',
  'install'
] as const

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseTimeout(value: unknown): number | undefined {
  if (value === undefined || value === null) return DEFAULT_TIMEOUT_SECONDS
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(n) && n >= MIN_TIMEOUT_SECONDS && n <= MAX_TIMEOUT_SECONDS ? n : undefined
}

/** A YAML flow-list item: single-quoted, a quote inside doubled. */
const yamlQuoted = (word: string): string => `'${word.replace(/'/g, "''")}'`

/**
 * Why a `command` with whitespace cannot be run, or undefined when it can: the command is argv[0], never a
 * shell line, so `claude -p` would be looked up as one executable named so. A path with a space that exists
 * (`/opt/my tools/critic`) is that executable, and stays valid.
 */
function shellLineProblem(command: string): string | undefined {
  if (!/\s/.test(command) || (isAbsolute(command) && existsSync(command))) return undefined
  const [first = '', ...rest] = command.trim().split(/\s+/)
  const fix = `move the arguments into 'args' (command: ${first}, args: [${rest.map(yamlQuoted).join(', ')}])`
  const missing = isAbsolute(command) ? ', and no file has that path' : ''
  return `'command' is one executable, never a shell line, and '${command}' has spaces${missing}: ${fix}`
}

/** The unknown-field error: the field most likely meant, else the list of fields. */
function unknownFieldProblem(field: string): string {
  const meant = nearestKey(field, CRITIC_FIELDS)
  return meant
    ? `unknown field '${field}': did you mean '${meant}'?`
    : `unknown field '${field}' (known: ${CRITIC_FIELDS.join(', ')})`
}

/**
 * Turns one raw entry (index is 1-based) into a Critic; never throws. `fieldWhere` places a field's own line,
 * where an error about that field is reported.
 */
export function readCriticEntry(
  raw: unknown,
  index: number,
  where?: string,
  fieldWhere?: (field: string) => string
): Critic {
  const broken = (name: string, error: string, at = where): Critic => ({
    ...makeCritic(name),
    error,
    enabled: true,
    where: at
  })
  if (!isMap(raw)) return broken(`<entry #${index}>`, 'entry is not a mapping')
  if (typeof raw.name !== 'string' || raw.name.trim() === '') {
    return broken(`<unnamed entry #${index}>`, "entry has no 'name' (a non-empty string)")
  }
  const name = raw.name
  const unknown = Object.keys(raw).find((k) => !(CRITIC_FIELDS as readonly string[]).includes(k))
  if (unknown) return broken(name, unknownFieldProblem(unknown), fieldWhere?.(unknown) ?? where)
  for (const field of ['harness', 'model', 'command', 'cwd'] as const) {
    if (raw[field] !== undefined && raw[field] !== null && typeof raw[field] !== 'string') {
      return broken(name, `'${field}' must be a string`)
    }
  }
  const str = (v: unknown): string => (typeof v === 'string' ? v : '')
  const shellLine = shellLineProblem(str(raw.command))
  if (shellLine) return broken(name, shellLine, fieldWhere?.('command') ?? where)
  const args = raw.args ?? []
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) {
    return broken(name, "'args' must be a list of strings")
  }
  const env = raw.env ?? {}
  if (!isMap(env)) return broken(name, "'env' must be a mapping of names to strings")
  const badValue = Object.keys(env).find((k) => typeof env[k] !== 'string')
  if (badValue) return broken(name, `'env.${badValue}' must be a string (quote numbers and booleans)`)
  const secret = Object.keys(env).find(isScrubbedEnvName)
  if (secret)
    return broken(name, `'env' may not set ${secret}: tokens and runner channels never reach a critic`)
  const injector = Object.keys(env).find(isInjectionEnvName)
  if (injector)
    return broken(
      name,
      `'env' may not set ${injector}: it makes a loader or shell run code before the critic`
    )
  const outputFormat = raw.outputFormat ?? 'text'
  if (outputFormat !== 'text' && outputFormat !== 'json') {
    return broken(name, `unknown outputFormat '${String(outputFormat)}' (use text or json)`)
  }
  const timeoutSeconds = parseTimeout(raw.timeoutSeconds)
  if (timeoutSeconds === undefined)
    return broken(
      name,
      `'timeoutSeconds' must be a number of seconds from ${MIN_TIMEOUT_SECONDS} to ${MAX_TIMEOUT_SECONDS} (5 days, the longest a job runs), not ${JSON.stringify(raw.timeoutSeconds)}`
    )
  const maxPromptChars = readMaxPromptChars(raw.maxPromptChars)
  if (typeof maxPromptChars === 'string')
    return broken(name, maxPromptChars, fieldWhere?.('maxPromptChars') ?? where)
  const maxParts = readMaxParts(raw.maxParts)
  if (typeof maxParts === 'string') return broken(name, maxParts, fieldWhere?.('maxParts') ?? where)
  const minSeverity = readMinSeverity(raw.minSeverity)
  if (minSeverity !== undefined && !SEVERITY_SET.has(minSeverity))
    return broken(name, minSeverity, fieldWhere?.('minSeverity') ?? where)
  const maxLineComments = readMaxLineComments(raw.maxLineComments)
  if (typeof maxLineComments === 'string')
    return broken(name, maxLineComments, fieldWhere?.('maxLineComments') ?? where)
  const costEstimateUsd = readCostEstimate(raw.costEstimateUsd)
  if (typeof costEstimateUsd === 'string')
    return broken(name, costEstimateUsd, fieldWhere?.('costEstimateUsd') ?? where)
  if (raw.enabled !== undefined && typeof raw.enabled !== 'boolean')
    return broken(name, "'enabled' must be true or false")
  const tools = raw.tools ?? 'read-only'
  if (!(TOOL_POLICIES as readonly unknown[]).includes(tools))
    return broken(name, `unknown tools '${String(tools)}' (use ${TOOL_POLICIES.join(' or ')})`)
  // A command critic runs exactly its args: a 'tools' line there would promise a restriction nobody applies.
  if (raw.tools !== undefined && str(raw.command))
    return broken(
      name,
      "'tools' applies to built-in harnesses only; a 'command' critic runs exactly its args"
    )
  const telemetry = raw.telemetry ?? 'off'
  if (!(TELEMETRY_POLICIES as readonly unknown[]).includes(telemetry))
    return broken(name, `unknown telemetry '${String(telemetry)}' (use ${TELEMETRY_POLICIES.join(' or ')})`)
  if (raw.telemetry !== undefined && str(raw.command))
    return broken(
      name,
      "'telemetry' applies to built-in harnesses only; a 'command' critic runs exactly its args"
    )
  let install = ''
  if (raw.install !== undefined) {
    const spec = parseInstall(raw.install, str(raw.harness), str(raw.command))
    if (typeof spec === 'string') return broken(name, spec, fieldWhere?.('install') ?? where)
    install = specText(spec)
  }
  const critic = makeCritic(name, {
    harness: str(raw.harness),
    model: str(raw.model),
    command: str(raw.command),
    args: args as string[],
    env: env as Record<string, string>,
    cwd: str(raw.cwd),
    outputFormat,
    timeoutSeconds,
    ...(maxPromptChars === undefined ? {} : { maxPromptChars }),
    ...(maxParts === undefined ? {} : { maxParts }),
    ...(minSeverity === undefined ? {} : { minSeverity: minSeverity as Severity }),
    ...(maxLineComments === undefined ? {} : { maxLineComments }),
    ...(costEstimateUsd === undefined ? {} : { costEstimateUsd }),
    enabled: raw.enabled !== false,
    tools: tools as ToolPolicy,
    telemetry: telemetry as TelemetryPolicy,
    install,
    warnings: raw.outputFormat !== undefined && namesBuiltin(raw) ? [OUTPUT_FORMAT_UNUSED] : [],
    where
  })
  const error = invocationProblem(critic)
  return error ? { ...critic, error } : critic
}

/** Whether a raw entry runs a built-in harness (no command): its adapter then reads the CLI's output itself. */
function namesBuiltin(raw: Record<string, unknown>): boolean {
  return typeof raw.harness === 'string' && adapterFor(raw.harness) !== undefined && !raw.command
}

const OUTPUT_FORMAT_UNUSED =
  "'outputFormat' has no effect on a built-in harness: its adapter asks the CLI for JSON and reads it"

/** Placeholders are from the closed set, the critic can receive the prompt, and its args keep read-only. */
function invocationProblem(critic: Critic): string | undefined {
  for (const arg of critic.args) {
    const unknown = placeholdersIn(arg).find((p) => !isPlaceholder(p))
    if (unknown) return `unknown placeholder {${unknown}} in args`
  }
  if (critic.command) {
    const mentioned = critic.args.flatMap(placeholdersIn)
    if (!mentioned.includes('prompt') && !mentioned.includes('promptFile')) {
      return 'args never pass the prompt: mention {prompt} or {promptFile}'
    }
    return undefined
  }
  const adapter = adapterFor(critic.harness)
  if (!adapter) {
    const label = critic.harness ? `harness '${critic.harness}'` : 'no harness'
    return `${label} has no built-in invocation; set 'command' (+ 'args') or use one of: ${builtinHarnessNames().join(', ')}`
  }
  const loose = critic.tools === 'read-only' ? looseningArg(adapter, critic.args) : undefined
  if (loose !== undefined)
    return `args '${loose}' would undo tools: read-only for ${adapter.binary}; drop it, or set tools: allow`
  const pinned = pinnedEnvName(adapter, Object.keys(critic.env))
  if (pinned !== undefined)
    return `'env' may not set ${pinned}: the ${adapter.binary} adapter sets it, so the CLI never trusts the working folder or reads settings the adapter did not write`
  return undefined
}
