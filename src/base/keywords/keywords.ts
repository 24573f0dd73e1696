// Keyword configuration: defaults plus the `control-keywords` input (a YAML map; "" disables one word).
import { parse as parseYaml } from 'yaml'
import { UserError } from '../shared/errors.js'
import { COMMANDS, defaultKeyword, isCommand, type Command } from './commands.js'

export interface KeywordConfig {
  /** false → no keyword is recognised at all. */
  enabled: boolean
  /** The literal keyword of each command; "" means that command is disabled. */
  keywords: Readonly<Record<Command, string>>
}

const INPUT = 'control-keywords'
/** Keywords are short literal phrases; a long one is almost certainly a mistake in the input. */
const MAX_KEYWORD_LENGTH = 100

export function defaultKeywordConfig(): KeywordConfig {
  const keywords = Object.fromEntries(COMMANDS.map((c) => [c, defaultKeyword(c)])) as Record<Command, string>
  return { enabled: true, keywords }
}

/**
 * Reads the `control-keywords` input. Empty text keeps every default. Otherwise the text must be a
 * YAML map from command names to strings; absent keys keep their default, an empty value disables
 * that command only. Every fault is a UserError naming the input and the key.
 */
export function parseKeywordConfig(text: string): KeywordConfig {
  const config = defaultKeywordConfig()
  if (text.trim() === '') return config
  let doc: unknown
  try {
    doc = parseYaml(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new UserError(`not valid YAML (${detail})`, `input ${INPUT}`)
  }
  if (doc === null || doc === undefined) return config
  if (typeof doc !== 'object' || Array.isArray(doc)) {
    throw new UserError('must be a YAML map of command: keyword', `input ${INPUT}`)
  }
  const keywords: Record<Command, string> = { ...config.keywords }
  for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
    if (!isCommand(key)) {
      throw new UserError(
        `unknown command "${key}"; valid commands: ${COMMANDS.join(', ')}`,
        `input ${INPUT}`
      )
    }
    keywords[key] = checkKeyword(key, value)
  }
  rejectClashes(keywords)
  return { enabled: true, keywords }
}

function checkKeyword(command: Command, value: unknown): string {
  // A YAML `review:` with nothing after it is null: treat it like "" (disabled), the documented way.
  if (value === null) return ''
  if (typeof value !== 'string') {
    throw new UserError(`the keyword of "${command}" must be a string`, `input ${INPUT}`)
  }
  const keyword = value.trim()
  if (keyword.length > MAX_KEYWORD_LENGTH) {
    throw new UserError(
      `the keyword of "${command}" is longer than ${MAX_KEYWORD_LENGTH} characters`,
      `input ${INPUT}`
    )
  }
  if (/[\r\n]/.test(keyword)) {
    throw new UserError(`the keyword of "${command}" must be on one line`, `input ${INPUT}`)
  }
  return keyword
}

/** Two commands sharing one keyword would make every use of it ambiguous: refuse at load. */
function rejectClashes(keywords: Record<Command, string>): void {
  const seen = new Map<string, Command>()
  for (const command of COMMANDS) {
    const folded = foldAscii(keywords[command])
    if (folded === '') continue
    const other = seen.get(folded)
    if (other) {
      throw new UserError(
        `"${command}" and "${other}" share the keyword "${keywords[command]}"`,
        `input ${INPUT}`
      )
    }
    seen.set(folded, command)
  }
}

/** ASCII-only lower-casing: keeps string length, so indexes found in folded text hold in the original. */
export function foldAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (run) => run.toLowerCase())
}
