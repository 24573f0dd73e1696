// What is wrong with one `reviews.critics[]` entry: the schema's errors about it in the words the loader names the
// field with, and the checks no JSON Schema makes (a command path that exists, the env names refused in any letter
// case, the harness's own npm package). Ranked in the order of the entry's fields, so the first fault is reported.
import { existsSync } from 'node:fs'
import { isAbsolute } from 'node:path'
import { parseInstall } from './cli-packages.js'
import { CRITIC_FIELDS } from './config-keys.js'
import { pathOf, schemaWords, type Fault, type SchemaError } from './config-faults.js'
import {
  MAX_TIMEOUT_SECONDS,
  MIN_TIMEOUT_SECONDS,
  PLACEHOLDERS,
  TELEMETRY_POLICIES,
  TOOL_POLICIES
} from './critic-model.js'
import { nearestKey } from './edit-distance.js'
import { isInjectionEnvName, isScrubbedEnvName } from './env.js'
import { maxLineCommentsProblem, minSeverityProblem } from './noise-controls.js'
import { maxPartsProblem, maxPromptCharsProblem } from './prompt-capacity.js'
import { placeholdersIn } from './resolve.js'
import { costEstimateProblem } from './usage-meter.js'

export const NAME_PROBLEM = "entry has no 'name' (a non-empty string)"

/** The order faults are reported in: the name, an unknown field, then the fields as CRITIC_FIELDS lists them. */
const ORDER: readonly string[] = ['name', '', ...CRITIC_FIELDS.filter((f) => f !== 'name')]
const rankOf = (field: string, step = 0) => ORDER.indexOf(field) * 10 + step

type Entry = Record<string, unknown>
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** The unknown-field error: the field most likely meant, else the list of fields. */
function unknownFieldProblem(field: string): string {
  const meant = nearestKey(field, CRITIC_FIELDS)
  return meant
    ? `unknown field '${field}': did you mean '${meant}'?`
    : `unknown field '${field}' (known: ${CRITIC_FIELDS.join(', ')})`
}

/** The words for an arg the placeholder pattern refuses: the unknown name, or the brace that opens none. */
function argProblem(arg: unknown): string {
  const unknown = placeholdersIn(str(arg)).find((p) => !(PLACEHOLDERS as readonly string[]).includes(p))
  return unknown
    ? `unknown placeholder {${unknown}} in args`
    : `args element ${JSON.stringify(arg)} has a '{' that opens no placeholder (${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`
}

/** A built-in-only field set on a command critic (the schema's `then`). */
function builtinOnlyProblem(field: string, entry: Entry): string {
  if (field === 'install') return installProblem(entry) ?? ''
  return `'${field}' applies to built-in harnesses only; a 'command' critic runs exactly its args`
}

function installProblem(entry: Entry): string | undefined {
  const spec = parseInstall(entry.install, str(entry.harness), str(entry.command))
  return typeof spec === 'string' ? spec : undefined
}

/** The words for one field's schema error, given the field's value. */
function fieldProblem(field: string, error: SchemaError, path: Array<string | number>, entry: Entry): string {
  const value = entry[field]
  switch (field) {
    case 'name':
      return NAME_PROBLEM
    case 'args':
      return path.length > 1 && error.keyword === 'pattern'
        ? argProblem((value as unknown[])[path[1] as number])
        : "'args' must be a list of strings"
    case 'env':
      return path.length > 1
        ? `'env.${String(path[1])}' must be a string (quote numbers and booleans)`
        : "'env' must be a mapping of names to strings"
    case 'outputFormat':
      return `unknown outputFormat '${String(value)}' (use text or json)`
    case 'timeoutSeconds':
      return `'timeoutSeconds' must be a number of seconds from ${MIN_TIMEOUT_SECONDS} to ${MAX_TIMEOUT_SECONDS} (5 days, the longest a job runs), not ${JSON.stringify(value)}`
    case 'maxPromptChars':
      return maxPromptCharsProblem(value)
    case 'maxParts':
      return maxPartsProblem(value)
    case 'minSeverity':
      return minSeverityProblem(value)
    case 'maxLineComments':
      return maxLineCommentsProblem(value)
    case 'costEstimateUsd':
      return costEstimateProblem(value)
    case 'enabled':
      return "'enabled' must be true or false"
    case 'tools':
      return `unknown tools '${String(value)}' (use ${TOOL_POLICIES.join(' or ')})`
    case 'telemetry':
      return `unknown telemetry '${String(value)}' (use ${TELEMETRY_POLICIES.join(' or ')})`
    case 'install':
      return installProblem(entry) ?? `'install' ${schemaWords(error)}`
    default:
      return error.keyword === 'type' ? `'${field}' must be a string` : `'${field}' ${schemaWords(error)}`
  }
}

/**
 * One schema error about an entry as a fault; `error.instancePath` is relative to the entry. An env name the
 * schema refuses is left to envFault (it refuses the same names and more, in its own words).
 */
export function criticFault(error: SchemaError, entry: Entry): Fault | undefined {
  const path = pathOf(error.instancePath)
  const [field] = path
  if (field === undefined) {
    if (error.keyword === 'type') return { message: 'entry is not a mapping', rank: -1 }
    if (error.keyword === 'required') return { message: NAME_PROBLEM, key: 'name', rank: rankOf('name') }
    if (error.keyword === 'additionalProperties') {
      const key = String(error.params.additionalProperty)
      return { message: unknownFieldProblem(key), key, rank: rankOf('') }
    }
    if (error.keyword !== 'not') return undefined
    // The schema's `then` refuses a built-in's fields on a command critic, without naming which one is set.
    const set = ['tools', 'telemetry', 'install'].find((f) => entry[f] !== undefined) ?? 'tools'
    return { message: builtinOnlyProblem(set, entry), key: set, rank: rankOf(set, 5) }
  }
  const key = String(field)
  if (key === 'env' && path.length === 1 && error.keyword !== 'type') return undefined
  const step = key === 'env' && path.length > 1 ? 1 : 0
  return { message: fieldProblem(key, error, path, entry), key, rank: rankOf(key, step) }
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

/** The env name a critic may never set, in any letter case: tokens and runner channels, then code injectors. */
function envProblem(env: unknown): string | undefined {
  if (typeof env !== 'object' || env === null || Array.isArray(env)) return undefined
  const names = Object.keys(env)
  const secret = names.find(isScrubbedEnvName)
  if (secret) return `'env' may not set ${secret}: tokens and runner channels never reach a critic`
  const injector = names.find(isInjectionEnvName)
  return injector && `'env' may not set ${injector}: it makes a loader or shell run code before the critic`
}

/** The faults of the checks beside the schema, each ranked with its field. */
export function codeFaults(entry: Entry): Fault[] {
  const checks: Array<[string, number, string | undefined]> = [
    ['command', 1, shellLineProblem(str(entry.command))],
    ['env', 2, envProblem(entry.env)],
    ['install', 1, entry.install === undefined ? undefined : installProblem(entry)]
  ]
  return checks.flatMap(([key, step, message]) =>
    message ? [{ message, key, rank: rankOf(key, step) }] : []
  )
}
