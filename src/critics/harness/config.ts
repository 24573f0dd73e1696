// Loads the harness config from its YAML text: the schema's generated validator and the checks beside it refuse
// what is wrong, with file:line for every message.
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from 'yaml'
import { firstFault, schemaErrors, withoutEmpty } from './config-faults.js'
import { POLICY_FIELDS } from './config-keys.js'
import { DEFAULT_SPEC_DIR, emptyHarnessConfig, type HarnessConfig } from './config-model.js'
import type { RawReviews } from './config-schema.js'
import { checkRootKeys, keyWhere, nodeWhere, reviewsCodeFaults, reviewsFault } from './config-sections.js'
import { readCriticEntry } from './entry.js'
import { CriticConfigError, DEFAULT_POLICY, type Critic } from './critic-model.js'
import { describeParseError } from './yaml-errors.js'
import { readRulesConfig } from './review-rules.js'

// The yaml-free half, re-exported so importers of the loader need one module.
export { CONFIG_PATH, LEGACY_CONFIG_PATH, findCritic, type HarnessConfig } from './config-model.js'

/**
 * The `reviews` block checked by the schema (its critics' entries apart: entry.ts reads each on its own, so one
 * broken entry does not refuse the others) and by the rules beside it; the first fault throws at its key's line.
 */
function checkReviews(reviews: RawReviews, node: YAMLMap, lines: LineCounter, where: string): void {
  const block = Array.isArray(reviews.critics) ? { ...reviews, critics: [] } : reviews
  const faults = schemaErrors({ reviews: block }).flatMap(
    (e) => reviewsFault({ ...e, instancePath: e.instancePath.slice('/reviews'.length) }, block) ?? []
  )
  const fault = firstFault([...faults, ...reviewsCodeFaults(block)])
  if (!fault) return
  const at = fault.key === undefined ? undefined : keyWhere(node, fault.key, lines, where)
  throw new CriticConfigError(fault.message, at ?? nodeWhere(node, lines, where))
}

/** The keys of `record` among `keys` that it sets. */
function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((k) => record[k] !== undefined).map((k) => [k, record[k]])
  ) as Partial<Pick<T, K>>
}

/**
 * Parses harness-config text. Whole-config faults (unparseable YAML, `reviews`/`critics` of the wrong kind,
 * an unknown key in `reviews`, a near miss of `reviews` at the top, duplicate names) throw CriticConfigError;
 * per-entry faults stay on the entry; a top-level key nobody reads is a warning.
 */
export function loadHarnessConfigText(text: string, where: string): HarnessConfig {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true })
  const firstError = doc.errors[0]
  if (firstError) {
    const { line, message } = describeParseError(firstError)
    throw new CriticConfigError(message, `${where}:${line}`)
  }
  const root = doc.contents
  if (root === null || root === undefined) return { ...emptyHarnessConfig(), source: where }
  if (!isMap(root))
    throw new CriticConfigError('the top level must be a mapping', nodeWhere(root, lines, where))
  const warnings = checkRootKeys(root, lines, where)
  const top = doc.toJS() as Record<string, unknown>
  const workflow = top.workflow as { specDir?: unknown } | null | undefined
  const specDir =
    typeof workflow?.specDir === 'string' && workflow.specDir ? workflow.specDir : DEFAULT_SPEC_DIR
  const reviewsNode = root.get('reviews', true) as YamlNode | undefined
  if (top.reviews === undefined || top.reviews === null)
    return { ...emptyHarnessConfig(), source: where, specDir, warnings }
  // Written here as a mapping, and the critics as a list: their lines place every message (an alias has none).
  if (!isMap(reviewsNode))
    throw new CriticConfigError("'reviews' must be a mapping", nodeWhere(reviewsNode, lines, where))
  // An empty list key (`critics:`) reads as left out; an empty count or switch is refused.
  const reviews = withoutEmpty(top.reviews, POLICY_FIELDS) as RawReviews
  checkReviews(reviews, reviewsNode, lines, where)
  const policy = { ...DEFAULT_POLICY, ...pick(reviews, POLICY_FIELDS) }
  const rules = readRulesConfig(reviews)
  if (reviews.critics === undefined) return { source: where, critics: [], policy, specDir, warnings, rules }
  const criticsNode = reviewsNode.get('critics', true) as YamlNode | undefined
  if (!isSeq(criticsNode))
    throw new CriticConfigError("'reviews.critics' must be a list", nodeWhere(criticsNode, lines, where))
  const rawList = reviews.critics as unknown[]
  const seen = new Map<string, string>()
  const critics = rawList.map((raw, i) => {
    const item = criticsNode.items[i] as YamlNode | undefined
    const at = nodeWhere(item, lines, where)
    // An unknown field is named at its own line, which in a block mapping is not the entry's first.
    const fieldAt = isMap(item) ? (field: string) => keyWhere(item, field, lines, where) ?? at : undefined
    const critic = readCriticEntry(raw, i + 1, at, fieldAt)
    const named = typeof (raw as { name?: unknown })?.name === 'string' ? critic.name : undefined
    if (named !== undefined) {
      const earlier = seen.get(named)
      if (earlier)
        throw new CriticConfigError(
          `duplicate critic name '${named}' (also at ${earlier}): each critic needs its own name; rename one`,
          at
        )
      seen.set(named, at)
    }
    return critic
  })
  const verifiers = verifiersOf(
    reviews.verifiers,
    critics,
    nodeWhere(reviewsNode.get('verifiers', true) as YamlNode | undefined, lines, where)
  )
  return { source: where, critics, policy, specDir, warnings, rules, ...(verifiers ? { verifiers } : {}) }
}

/** `reviews.verifiers`, each a critic of the list: a name that is none is refused, naming it (it would never verify). */
function verifiersOf(names: unknown, critics: readonly Critic[], at: string): string[] | undefined {
  if (names === undefined || names === null) return undefined
  if (!Array.isArray(names) || !names.every((n): n is string => typeof n === 'string'))
    throw new CriticConfigError('reviews.verifiers must be a list of critic names', at)
  for (const name of names)
    if (!critics.some((c) => c.name === name))
      throw new CriticConfigError(
        `reviews.verifiers names '${name.slice(0, 64)}', which is no critic of reviews.critics: name a critic of the list`,
        at
      )
  return names
}
