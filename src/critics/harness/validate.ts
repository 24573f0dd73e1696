// `config validate`: every problem of a harness config (the loader's, then the schema's elsewhere), each with
// file:line.
import { isMap, LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { loadHarnessConfigText } from './config.js'
import { pathOf, schemaErrors, schemaWords, valueAt, type SchemaError } from './config-faults.js'
import { reviewsFault, upstreamOnlyWarnings } from './config-sections.js'
import { criticFault } from './critic-faults.js'

const CRITIC_PATH = /^\/reviews\/critics\/(\d+)/

/** One schema error in the words the loader uses for the same place (an empty value the loader reads as left out). */
function problemOf(e: SchemaError, data: unknown): string {
  const critic = CRITIC_PATH.exec(e.instancePath)
  if (critic) {
    const entry = valueAt(data, ['reviews', 'critics', Number(critic[1])]) as Record<string, unknown>
    const fault = criticFault({ ...e, instancePath: e.instancePath.slice(critic[0].length) }, entry)
    return `critic '${String(entry.name)}': ${fault?.message ?? schemaWords(e)}`
  }
  if (e.instancePath.startsWith('/reviews')) {
    const reviews = valueAt(data, ['reviews']) as Record<string, unknown>
    const fault = reviewsFault({ ...e, instancePath: e.instancePath.slice('/reviews'.length) }, reviews)
    if (fault) return fault.message
  }
  const field = pathOf(e.instancePath).join('.')
  return field ? `'${field}' ${schemaWords(e)}` : `the top level ${schemaWords(e)}`
}

/**
 * Problems, and warnings about settings that load but do nothing (the config stays valid), each as a
 * `where:line: critic 'name': message` string, from one parse of the text.
 */
export function checkHarnessConfig(text: string, where: string): { problems: string[]; warnings: string[] } {
  let config
  try {
    config = loadHarnessConfigText(text, where)
  } catch (error) {
    return { problems: [(error as Error).message], warnings: [] }
  }
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  const reviews = doc.get('reviews', true)
  const warnings = [
    ...config.warnings,
    ...(isMap(reviews) ? upstreamOnlyWarnings(reviews, lines, where) : []),
    ...config.critics.flatMap((c) =>
      c.warnings.map((warning) => `${c.where ?? where}: critic '${c.name}': ${warning}`)
    )
  ]
  // Valid, and still no round can run: the action stops at "no enabled critic" after the brief.
  if (!config.critics.some((c) => c.enabled))
    warnings.push(
      `${where}: no enabled critic: the action's rounds fail until reviews.critics has one (an entry is enabled unless it says enabled: false)`
    )
  const problems = config.critics
    .filter((c) => c.error)
    .map((c) => `${c.where}: critic '${c.name}': ${c.error}`)
  // An entry the loader refused is said once, in its first fault. The schema is then held to the text as
  // written: it refuses what the loader reads leniently (an empty value, a section this action does not read).
  const refused = new Set(config.critics.flatMap((c, i) => (c.error ? [`/reviews/critics/${i}`] : [])))
  const data: unknown = doc.toJS() ?? {}
  for (const e of schemaErrors(data)) {
    const entry = CRITIC_PATH.exec(e.instancePath)?.[0]
    if ((entry !== undefined && refused.has(entry)) || e.keyword === 'if') continue
    const node = doc.getIn(pathOf(e.instancePath), true) as YamlNode | undefined
    const offset = node?.range?.[0]
    const line = offset === undefined ? 0 : lines.linePos(offset).line
    problems.push(`${where}:${line}: ${problemOf(e, data)}`)
  }
  return { problems: [...new Set(problems)], warnings }
}
