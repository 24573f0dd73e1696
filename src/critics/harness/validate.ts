// `config validate`: every problem of a harness config (schema shape + loader rules), each with file:line.
import { isMap, LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { loadHarnessConfigText } from './config.js'
import { upstreamOnlyWarnings } from './config-sections.js'
import { validateHarnessConfigShape } from './config-schema.js'

/** The schema's JSON pointer as a path into the YAML document. */
function pathOf(instancePath: string): Array<string | number> {
  return instancePath
    .split('/')
    .slice(1)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p.replace(/~1/g, '/').replace(/~0/g, '~')))
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
  // An entry the loader refused is said once, in the loader's words (they name the fix); the schema's
  // errors about the same entry would repeat it less clearly.
  const refused = new Set(config.critics.flatMap((c, i) => (c.error ? [`/reviews/critics/${i}`] : [])))
  const data: unknown = doc.toJS() ?? {}
  if (!validateHarnessConfigShape(data)) {
    for (const e of validateHarnessConfigShape.errors ?? []) {
      const entry = /^\/reviews\/critics\/\d+/.exec(e.instancePath)?.[0]
      if (entry !== undefined && refused.has(entry)) continue
      const node = doc.getIn(pathOf(e.instancePath), true) as YamlNode | undefined
      const offset = node?.range?.[0]
      const line = offset === undefined ? 0 : lines.linePos(offset).line
      const detail = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : ''
      problems.push(
        `${where}:${line}: ${e.instancePath || '(top level)'} ${e.message ?? 'is invalid'}${detail} (schema)`
      )
    }
  }
  return { problems: [...new Set(problems)], warnings }
}
