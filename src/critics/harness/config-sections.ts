// The keys a harness config may hold above a critic entry: the top-level sections and the `reviews` block.
// A key nobody reads is a mistake the owner cannot see (a misspelt `reviews` silently configures no critic),
// so each one is named with its line and the key it most likely meant.
import { isScalar, type LineCounter, type Node as YamlNode, type YAMLMap } from 'yaml'
import { CriticConfigError } from './critic-model.js'
import { nearestKey } from './edit-distance.js'

/** The top-level sections this action reads: the critics and `workflow.specDir` (the CLI's `{specDir}`). */
const ACTION_SECTIONS = ['reviews', 'workflow'] as const

/**
 * The top-level sections of the upstream the-loop CLI's harness config (its schema at v11.2.0, then the
 * four that earlier versions had: messaging, personas, polling, webhooks). The file is shared with that
 * CLI, so its sections are accepted here unread; `schemas/harness-config.schema.json` lists the same names.
 * @internal
 */
export const UPSTREAM_SECTIONS = [
  'version',
  'ticketing',
  'repository',
  'workflow',
  'tooling',
  'customInstructions',
  'testing',
  'apiSpecs',
  'design',
  'localOrchestration',
  'hooks',
  'graph',
  'observability',
  'reviews',
  'autonomy',
  'security',
  'tdd',
  'minimalism',
  'tokenEconomy',
  'selfImprovement',
  'contextManagement',
  'userInteraction',
  'notifications',
  'externalTools',
  'messaging',
  'personas',
  'polling',
  'webhooks'
] as const

const ROOT_SECTIONS: readonly string[] = [...new Set([...ACTION_SECTIONS, ...UPSTREAM_SECTIONS])]

/**
 * The keys of the `reviews` block. `critics` and the review rules (`rulesFiles`, `rules`) act here; the four
 * counts are the upstream CLI's policy.
 * @internal
 */
export const REVIEWS_FIELDS = [
  'critics',
  'rulesFiles',
  'rules',
  'selfReviewCount',
  'criticReviewCount',
  'stopOnNoNewFindings',
  'escalateOnRepeatFinding'
] as const

/** Policy keys of `reviews` that the upstream CLI's review procedure reads and this action does not. */
const UPSTREAM_ONLY_REVIEWS_FIELDS: readonly string[] = REVIEWS_FIELDS.filter(
  (k) => k !== 'critics' && k !== 'rulesFiles' && k !== 'rules'
)

/** Where a node starts, as `where:line` (`where:0` for a node without a position). */
export function nodeWhere(node: YamlNode | null | undefined, lines: LineCounter, where: string): string {
  const offset = node?.range?.[0]
  return `${where}:${offset === undefined ? 0 : lines.linePos(offset).line}`
}

/** Each key of a mapping with the place it is written. */
function keysOf(map: YAMLMap, lines: LineCounter, where: string): Array<{ key: string; at: string }> {
  return map.items.map((pair) => {
    const node = pair.key as YamlNode | null
    const key = isScalar(node) ? String(node.value) : String(node)
    return { key, at: nodeWhere(node, lines, where) }
  })
}

/** Where `key` is written in `map`, as `where:line`; undefined when the map has no such key. */
export function keyWhere(map: YAMLMap, key: string, lines: LineCounter, where: string): string | undefined {
  return keysOf(map, lines, where).find((k) => k.key === key)?.at
}

/** "did you mean 'x'?", with a note when only the letter case differs. */
function suggestion(key: string, meant: string): string {
  const caseOnly = meant.toLowerCase() === key.toLowerCase() ? ' Keys are case-sensitive.' : ''
  return `did you mean '${meant}'?${caseOnly}`
}

/**
 * Checks the top-level keys. Without a `reviews` key, one that is a near miss of it (`review`, `Reviews`)
 * or the critics list put at the top (`critics:`) is an error: the file would otherwise configure no critic
 * and say nothing. Any other key neither this action nor the upstream CLI knows is returned as a warning.
 */
export function checkRootKeys(root: YAMLMap, lines: LineCounter, where: string): string[] {
  const hasReviews = root.has('reviews')
  const warnings: string[] = []
  for (const { key, at } of keysOf(root, lines, where)) {
    if (ROOT_SECTIONS.includes(key)) continue
    const meant = nearestKey(key, ROOT_SECTIONS)
    const misplacedList = key === 'critics' || key === 'critic'
    if (!hasReviews && misplacedList) {
      const rename = key === 'critics' ? '' : ", rename it 'critics'"
      throw new CriticConfigError(
        `'${key}' at the top level is not read: the critics list is 'reviews.critics'; add a line 'reviews:' above it${rename} and indent it and its entries under 'reviews:'`,
        at
      )
    }
    if (!hasReviews && meant === 'reviews')
      throw new CriticConfigError(
        `unknown top-level key '${key}': ${suggestion(key, meant)} No critic is read from this file until it is renamed`,
        at
      )
    const hint = misplacedList ? "; the critics list belongs under 'reviews' as 'critics'" : ''
    const guess = meant ? `; ${suggestion(key, meant)}` : hint
    warnings.push(
      `${at}: unknown top-level key '${key}': neither this action (it reads ${ACTION_SECTIONS.join(' and ')}) nor the upstream the-loop CLI reads it${guess}`
    )
  }
  return warnings
}

/** Checks the keys of the `reviews` block: an unknown one is an error naming its line and the likely key. */
export function checkReviewsKeys(reviews: YAMLMap, lines: LineCounter, where: string): void {
  for (const { key, at } of keysOf(reviews, lines, where)) {
    if ((REVIEWS_FIELDS as readonly string[]).includes(key)) continue
    const meant = nearestKey(key, REVIEWS_FIELDS)
    const fix = meant ? suggestion(key, meant) : `the keys are ${REVIEWS_FIELDS.join(', ')}`
    throw new CriticConfigError(`unknown key 'reviews.${key}': ${fix}`, at)
  }
}

/** Warnings for the `reviews` policy keys, which load (the upstream CLI reads them) and change nothing here. */
export function upstreamOnlyWarnings(reviews: YAMLMap, lines: LineCounter, where: string): string[] {
  return keysOf(reviews, lines, where)
    .filter(({ key }) => UPSTREAM_ONLY_REVIEWS_FIELDS.includes(key))
    .map(
      ({ key, at }) =>
        `${at}: 'reviews.${key}' has no effect in this action (the upstream the-loop CLI's review procedure reads it); the action's max-rounds input bounds the rounds`
    )
}
