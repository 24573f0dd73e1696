// The repository's own review rules, as the harness config names them: `reviews.rulesFiles`, the files read from
// the default branch into every round's prompt (AGENTS.md, CLAUDE.md, REVIEW.md, .the-loop/review-rules.md unless
// the list is given; `[]` reads none), and `reviews.rules`, texts included only when the diff touches one of their
// paths (git's wildmatch, as .gitattributes patterns). A fault names the key and its line.
import { CriticConfigError } from './critic-model.js'

/** @internal */
export const DEFAULT_RULES_FILES = ['AGENTS.md', 'CLAUDE.md', 'REVIEW.md', '.the-loop/review-rules.md']

/** Each file is one contents read per round: a handful is what the peers read. */
const MAX_RULES_FILES = 10
const MAX_SCOPED_RULES = 50
const MAX_RULE_PATHS = 20
/** A path-scoped rule is a line or a paragraph; a longer one belongs in a rules file. */
const MAX_RULE_TEXT = 10_000

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
function isRepoPath(path: unknown): path is string {
  if (typeof path !== 'string' || path === '' || path.length > 300) return false
  if (path.startsWith('/') || path.includes('\\') || /[\x00-\x1f\x7f]/.test(path)) return false
  return path.split('/').every((s) => s !== '' && s !== '.' && s !== '..')
}

function readFiles(value: unknown, at: string): string[] {
  if (value === undefined || value === null) return [...DEFAULT_RULES_FILES]
  if (!Array.isArray(value) || value.length > MAX_RULES_FILES)
    throw new CriticConfigError(
      `'reviews.rulesFiles' must be a list of at most ${MAX_RULES_FILES} paths (default ${DEFAULT_RULES_FILES.join(', ')}; [] reads none)`,
      at
    )
  const bad = value.find((p) => !isRepoPath(p))
  if (bad !== undefined)
    throw new CriticConfigError(
      `'reviews.rulesFiles' holds ${JSON.stringify(bad)}: each must be a path inside the repository, such as docs/REVIEW.md`,
      at
    )
  return [...new Set(value as string[])]
}

function readScoped(value: unknown, at: string): ScopedRule[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > MAX_SCOPED_RULES)
    throw new CriticConfigError(
      `'reviews.rules' must be a list of at most ${MAX_SCOPED_RULES} entries, each {paths: [...], text: "..."}`,
      at
    )
  return value.map((raw: unknown, i) => {
    const where = `'reviews.rules' entry ${i + 1}`
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    const extra = Object.keys(r).find((k) => k !== 'paths' && k !== 'text')
    if (extra !== undefined)
      throw new CriticConfigError(`${where} has the unknown key '${extra}' (paths, text)`, at)
    const paths = r.paths
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > MAX_RULE_PATHS ||
      !paths.every((p) => typeof p === 'string' && p.trim() !== '' && p.length <= 300)
    )
      throw new CriticConfigError(
        `${where}: 'paths' must be a list of 1 to ${MAX_RULE_PATHS} path patterns, such as ["src/db/**"]`,
        at
      )
    if (typeof r.text !== 'string' || r.text.trim() === '' || r.text.length > MAX_RULE_TEXT)
      throw new CriticConfigError(
        `${where}: 'text' must be the rule, a string of 1 to ${MAX_RULE_TEXT} characters`,
        at
      )
    return { paths: paths as string[], text: r.text }
  })
}

/** `reviews.rulesFiles` and `reviews.rules` of a parsed `reviews` block; `at(key)` is where the key is written. */
export function readRulesConfig(
  reviews: Record<string, unknown>,
  at: (key: 'rulesFiles' | 'rules') => string
): RulesConfig {
  return {
    files: readFiles(reviews.rulesFiles, at('rulesFiles')),
    scoped: readScoped(reviews.rules, at('rules'))
  }
}
