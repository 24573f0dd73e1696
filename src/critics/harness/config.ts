// Loads `reviews.critics[]` from harness-config YAML text, keeping file:line for every message.
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { DEFAULT_SPEC_DIR, emptyHarnessConfig, type HarnessConfig } from './config-model.js'
import { checkReviewsKeys, checkRootKeys, keyWhere, nodeWhere } from './config-sections.js'
import { readCriticEntry } from './entry.js'
import { CriticConfigError, DEFAULT_POLICY, type ReviewPolicy } from './critic-model.js'
import { describeParseError } from './yaml-errors.js'
import { readRulesConfig } from './review-rules.js'

// The yaml-free half, re-exported so importers of the loader need one module.
export { CONFIG_PATH, LEGACY_CONFIG_PATH, findCritic, type HarnessConfig } from './config-model.js'

function readPolicy(reviews: Record<string, unknown>, where: string): ReviewPolicy {
  const policy = { ...DEFAULT_POLICY }
  for (const key of ['selfReviewCount', 'criticReviewCount'] as const) {
    const v = reviews[key]
    if (v === undefined) continue
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
      throw new CriticConfigError(`reviews.${key} must be a whole number >= 0`, where)
    }
    policy[key] = v
  }
  for (const key of ['stopOnNoNewFindings', 'escalateOnRepeatFinding'] as const) {
    const v = reviews[key]
    if (v === undefined) continue
    if (typeof v !== 'boolean') throw new CriticConfigError(`reviews.${key} must be true or false`, where)
    policy[key] = v
  }
  return policy
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
  const reviewsValue = top.reviews
  if (reviewsValue === undefined || reviewsValue === null)
    return { ...emptyHarnessConfig(), source: where, specDir, warnings }
  if (!isMap(reviewsNode)) {
    throw new CriticConfigError("'reviews' must be a mapping", nodeWhere(reviewsNode, lines, where))
  }
  checkReviewsKeys(reviewsNode, lines, where)
  const reviews = reviewsValue as Record<string, unknown>
  const policy = readPolicy(reviews, nodeWhere(reviewsNode, lines, where))
  const reviewsAt = nodeWhere(reviewsNode, lines, where)
  const rules = readRulesConfig(reviews, (key) => keyWhere(reviewsNode, key, lines, where) ?? reviewsAt)
  const criticsNode = reviewsNode.get('critics', true) as YamlNode | undefined
  if (reviews.critics === undefined || reviews.critics === null)
    return { source: where, critics: [], policy, specDir, warnings, rules }
  if (!isSeq(criticsNode) || !Array.isArray(reviews.critics)) {
    throw new CriticConfigError("'reviews.critics' must be a list", nodeWhere(criticsNode, lines, where))
  }
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
  return { source: where, critics, policy, specDir, warnings, rules }
}
