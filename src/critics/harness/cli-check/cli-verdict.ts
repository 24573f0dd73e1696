// Pure verdicts of `critic list --check`: a version from `--version` output, a flag run's outcome, a key's presence.
import type { CliFacts } from './cli-facts.js'
import type { SpawnOutcome } from '../process.js'

/** A CLI's words for an option it does not know (commander, clap, yargs, getopt). */
const REJECTED = /unknown option|unexpected argument|unrecognized|unknown argument/i
/** A run that got past its flags and failed at (or while waiting for) the network: the clearest words first. */
const NETWORK = [/ECONNREFUSED|connection refused|os error 111|fetch failed/i, /connect|network/i]
/** The line most worth quoting from another failure. */
const FAILURE = /error|invalid|fail|denied/i
const QUOTE_MAX = 160

export interface FlagVerdict {
  accepted: boolean
  /** One line saying what the run showed. */
  detail: string
  /** The CLI's own line, for a rejection. */
  quote?: string
}

const stripAnsi = (text: string): string => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '')

/** What a JSON answer says in words: its `result`, `message` or `error` (text or `.message`). */
function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const error = typeof v.error === 'object' ? messageOf(v.error) : v.error
  const said = [v.result, v.message, error].find((x) => typeof x === 'string' && x.trim())
  return said as string | undefined
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The output's lines, a JSON document or a JSON line replaced by its message. */
function readableLines(raw: string): string[] {
  const text = stripAnsi(raw)
  const whole = messageOf(parsed(text.trim()))
  if (whole) return whole.split('\n')
  return text
    .split('\n')
    .flatMap((line) => ((line.trim().startsWith('{') && messageOf(parsed(line))) || line).split('\n'))
}

/** The line holding the match, cut to a window around it when long. */
function quoteLine(line: string, at: number): string {
  const text = line.trim()
  if (text.length <= QUOTE_MAX) return text
  const start = Math.max(0, at - 60)
  const cut = text.slice(start, start + QUOTE_MAX)
  return `${start > 0 ? '…' : ''}${cut}${start + QUOTE_MAX < text.length ? '…' : ''}`
}

function findLine(text: string, pattern: RegExp): string | undefined {
  for (const line of readableLines(text)) {
    const at = line.search(pattern)
    if (at >= 0) return quoteLine(line, Math.max(0, at - line.length + line.trimStart().length))
  }
  return undefined
}

const firstLine = (text: string): string | undefined =>
  readableLines(text)
    .map((l) => quoteLine(l, 0))
    .find(Boolean)

const findAny = (texts: string[], patterns: RegExp[]): string | undefined => {
  for (const pattern of patterns) {
    for (const text of texts) {
      const line = findLine(text, pattern)
      if (line) return line
    }
  }
  return undefined
}

/** The first `x.y.z` (with any pre-release or build tail) in `--version` output. */
export function parseVersion(output: string): string | undefined {
  return /\b(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)\b/.exec(output)?.[1]
}

/**
 * Reads one flag run. A usage fault (an unknown-option message, or exit 2 with usage text) means the
 * CLI refused the argv; anything else, a refused connection, a timeout, an auth error, means it parsed.
 */
export function flagVerdict(outcome: SpawnOutcome, timeoutSeconds: number): FlagVerdict {
  const texts = [outcome.stderr, outcome.stdout]
  const rejected = findAny(texts, [REJECTED])
  if (rejected) return { accepted: false, detail: `rejected: ${rejected}`, quote: rejected }
  if (outcome.code === 2 && texts.some((t) => /usage/i.test(t))) {
    const quote = firstLine(outcome.stderr) ?? firstLine(outcome.stdout) ?? 'usage text'
    return { accepted: false, detail: `rejected (exit 2, usage): ${quote}`, quote }
  }
  const network = findAny(texts, NETWORK)
  if (outcome.timedOut) {
    const seen = network ? `: ${network}` : ' with no usage error'
    return { accepted: true, detail: `accepted (still running after ${timeoutSeconds}s${seen})` }
  }
  if (network) return { accepted: true, detail: `accepted (stopped at the network: ${network})` }
  if (outcome.code === 0) return { accepted: true, detail: 'accepted (exited 0)' }
  const said = findAny(texts, [FAILURE]) ?? firstLine(outcome.stderr) ?? firstLine(outcome.stdout)
  const how = `exited ${outcome.code ?? outcome.signal ?? '?'}`
  return { accepted: true, detail: `accepted (failed after parsing, ${how}${said ? `: ${said}` : ''})` }
}

export interface KeyVerdict {
  ok: boolean
  /** The key variables that are set (names only, never values). */
  present: string[]
  detail: string
}

/** Set and not a switch turned off (`GOOGLE_GENAI_USE_VERTEXAI=false`): no key is ever `false` or `0`. */
const isSet = (env: Record<string, string>, name: string): boolean =>
  !['', 'false', '0'].includes((env[name] ?? '').trim().toLowerCase())

/** Whether the environment a critic gets holds one of its CLI's key variables. */
export function keyVerdict(facts: CliFacts, env: Record<string, string>): KeyVerdict {
  const present = facts.keyVars.filter((name) => isSet(env, name))
  if (present.length) return { ok: true, present, detail: `set: ${present.join(', ')}` }
  const misleading = Object.entries(facts.notKeyVars)
    .filter(([name]) => isSet(env, name))
    .map(([, why]) => why)
  const names = facts.keyVars
  const none = names.length === 1 ? `${names[0]} is not set` : `none of ${names.join(', ')} is set`
  return { ok: false, present, detail: `${none}${misleading.length ? ` (${misleading.join('; ')})` : ''}` }
}
