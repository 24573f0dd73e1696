// The repository's own review rules, as the harness config names them: `reviews.rulesFiles`, the files read from
// the default branch into every round's prompt (AGENTS.md, CLAUDE.md, REVIEW.md, .the-loop/review-rules.md unless
// the list is given; `[]` reads none), and `reviews.rules`, texts included only when the diff touches one of their
// paths (git's wildmatch, as .gitattributes patterns). A fault names the key and its line.
import type { Fault, SchemaError } from './config-faults.js'

export const DEFAULT_RULES_FILES = ['AGENTS.md', 'CLAUDE.md', 'REVIEW.md', '.the-loop/review-rules.md']

/** Each file is one contents read per round: a handful is what the peers read. */
export const MAX_RULES_FILES = 10
export const MAX_SCOPED_RULES = 50
export const MAX_RULE_PATHS = 20
/** The longest path or pattern a rule names. */
export const MAX_PATH_LENGTH = 300
/** A path-scoped rule is a line or a paragraph; a longer one belongs in a rules file. */
export const MAX_RULE_TEXT = 10_000

interface ScopedRule {
  /** Patterns of repository paths (git's wildmatch); the rule applies when the diff touches one. */
  paths: string[]
  text: string
}

export interface RulesConfig {
  /** Repository-relative paths read from the default branch, in order. */
  files: string[]
  scoped: ScopedRule[]
}

export function defaultRules(): RulesConfig {
  return { files: [...DEFAULT_RULES_FILES], scoped: [] }
}

/** A repository-relative path: never absolute, never climbing out, no control characters. */
function isRepoPath(path: string): boolean {
  if (path.startsWith('/') || path.includes('\\') || /[\x00-\x1f\x7f]/.test(path)) return false
  return path.split('/').every((s) => s !== '' && s !== '.' && s !== '..')
}

const FILES_LIST = `'reviews.rulesFiles' must be a list of at most ${MAX_RULES_FILES} paths (default ${DEFAULT_RULES_FILES.join(', ')}; [] reads none)`
const filesItem = (value: unknown) =>
  `'reviews.rulesFiles' holds ${JSON.stringify(value)}: each must be a path inside the repository, such as docs/REVIEW.md`
const RULES_LIST = `'reviews.rules' must be a list of at most ${MAX_SCOPED_RULES} entries, each {paths: [...], text: "..."}`
const ruleName = (i: number) => `'reviews.rules' entry ${i + 1}`
const rulePaths = (i: number) =>
  `${ruleName(i)}: 'paths' must be a list of 1 to ${MAX_RULE_PATHS} path patterns, such as ["src/db/**"]`
const ruleText = (i: number) =>
  `${ruleName(i)}: 'text' must be the rule, a string of 1 to ${MAX_RULE_TEXT} characters`

/** A fault ranked after the list's own and by the item's place in it (`step` orders an item's faults). */
const itemFault = (key: string, message: string, index: number, step = 0): Fault => ({
  message,
  key,
  rank: 1 + index / 1000 + step / 10_000
})

/**
 * One schema error about `reviews.rulesFiles` or `reviews.rules` as a fault; `path` is from the key on, `value`
 * the key's value. Ranks are within the key (0 for the list, then its items in order).
 */
export function rulesFault(
  error: SchemaError,
  path: ReadonlyArray<string | number>,
  value: unknown
): Fault | undefined {
  const [key, index, part] = path
  if (key === 'rulesFiles')
    return index === undefined
      ? { message: FILES_LIST, key, rank: 0 }
      : itemFault(key, filesItem((value as unknown[])[index as number]), index as number)
  if (key !== 'rules') return undefined
  if (index === undefined) return { message: RULES_LIST, key, rank: 0 }
  const i = index as number
  if (error.keyword === 'additionalProperties' && part === undefined)
    return itemFault(
      key,
      `${ruleName(i)} has the unknown key '${String(error.params.additionalProperty)}' (paths, text)`,
      i
    )
  const text = part === 'text' || (error.keyword === 'required' && error.params.missingProperty === 'text')
  return text ? itemFault(key, ruleText(i), i, 2) : itemFault(key, rulePaths(i), i, 1)
}

/** The review rules' faults the schema cannot see: a path out of the repository, a rule of blanks only. */
export function rulesCodeFaults(reviews: Record<string, unknown>): Fault[] {
  const files = Array.isArray(reviews.rulesFiles) ? (reviews.rulesFiles as unknown[]) : []
  const scoped = Array.isArray(reviews.rules) ? (reviews.rules as Array<Record<string, unknown>>) : []
  const blank = (v: unknown) => typeof v === 'string' && v.trim() === ''
  return [
    ...files.flatMap((f, i) =>
      typeof f === 'string' && !isRepoPath(f) ? [itemFault('rulesFiles', filesItem(f), i)] : []
    ),
    ...scoped.flatMap((r, i) => [
      ...(Array.isArray(r?.paths) && r.paths.some(blank) ? [itemFault('rules', rulePaths(i), i, 1)] : []),
      ...(blank(r?.text) ? [itemFault('rules', ruleText(i), i, 2)] : [])
    ])
  ]
}

/** `reviews.rulesFiles` and `reviews.rules` of a `reviews` block that has no fault (a file named twice is read once). */
export function readRulesConfig(reviews: Record<string, unknown>): RulesConfig {
  const files = reviews.rulesFiles as string[] | undefined
  const scoped = reviews.rules as ScopedRule[] | undefined
  return {
    files: files === undefined ? [...DEFAULT_RULES_FILES] : [...new Set(files)],
    scoped: (scoped ?? []).map(({ paths, text }) => ({ paths, text }))
  }
}
