// The keys a harness config may hold above a critic entry: the top-level sections and the `reviews` block.
// A key nobody reads is a mistake the owner cannot see (a misspelt `reviews` silently configures no critic),
// so each one is named with its line and the key it most likely meant. The schema's errors about the `reviews`
// block are worded here too, ranked in the order an owner reads its keys.
import { isScalar, type LineCounter, type Node as YamlNode, type YAMLMap } from 'yaml'
import { ACTION_SECTIONS, POLICY_FIELDS, REVIEWS_FIELDS, UPSTREAM_SECTIONS } from './config-keys.js'
import { pathOf, type Fault, type SchemaError } from './config-faults.js'
import { CriticConfigError } from './critic-model.js'
import { nearestKey } from './edit-distance.js'
import { rulesCodeFaults, rulesFault } from './review-rules.js'

const ROOT_SECTIONS: readonly string[] = [...new Set([...ACTION_SECTIONS, ...UPSTREAM_SECTIONS])]

/** The order the faults of the `reviews` block are reported in: an unknown key, then key by key. */
const REVIEWS_ORDER: readonly string[] = ['(unknown)', ...POLICY_FIELDS, 'rulesFiles', 'rules', 'critics']
const rankOf = (key: string, within = 0) => REVIEWS_ORDER.indexOf(key) * 10 + within

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

/** An unknown key of the `reviews` block: the key most likely meant, else the keys it takes. */
function unknownReviewsKey(key: string): string {
  const meant = nearestKey(key, REVIEWS_FIELDS)
  const fix = meant ? suggestion(key, meant) : `the keys are ${REVIEWS_FIELDS.join(', ')}`
  return `unknown key 'reviews.${key}': ${fix}`
}

/**
 * One schema error about the `reviews` block as a fault; `error.instancePath` is relative to the block. The
 * critics' entries are read one by one (entry.ts): the block is validated with an empty list in their place.
 */
export function reviewsFault(error: SchemaError, reviews: Record<string, unknown>): Fault | undefined {
  const path = pathOf(error.instancePath)
  const [key] = path
  if (key === undefined) {
    if (error.keyword !== 'additionalProperties') return undefined
    const unknown = String(error.params.additionalProperty)
    return { message: unknownReviewsKey(unknown), key: unknown, rank: rankOf('(unknown)') }
  }
  const name = String(key)
  if (name === 'critics')
    return { message: "'reviews.critics' must be a list", key: name, rank: rankOf(name) }
  if (name === 'selfReviewCount' || name === 'criticReviewCount')
    return { message: `reviews.${name} must be a whole number >= 0`, key: name, rank: rankOf(name) }
  if (name === 'stopOnNoNewFindings' || name === 'escalateOnRepeatFinding')
    return { message: `reviews.${name} must be true or false`, key: name, rank: rankOf(name) }
  const fault = rulesFault(error, path, reviews[name])
  return fault && { ...fault, rank: rankOf(name, fault.rank) }
}

/** The faults of the review rules that no schema states, ranked among the block's others. */
export function reviewsCodeFaults(reviews: Record<string, unknown>): Fault[] {
  return rulesCodeFaults(reviews).map((f) => ({ ...f, rank: rankOf(f.key ?? '', f.rank) }))
}

/** Warnings for the `reviews` policy keys, which load (the upstream CLI reads them) and change nothing here. */
export function upstreamOnlyWarnings(reviews: YAMLMap, lines: LineCounter, where: string): string[] {
  return keysOf(reviews, lines, where)
    .filter(({ key }) => (POLICY_FIELDS as readonly string[]).includes(key))
    .map(
      ({ key, at }) =>
        `${at}: 'reviews.${key}' has no effect in this action (the upstream the-loop CLI's review procedure reads it); the action's max-rounds input bounds the rounds`
    )
}
