// `config validate`: every problem of a harness config (schema shape + loader rules), each with file:line.
import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { loadHarnessConfigText } from './config.js'
import { validateHarnessConfigShape } from './config-schema.js'

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
  const warnings = config.critics.flatMap((c) =>
    c.warnings.map((warning) => `${c.where ?? where}: critic '${c.name}': ${warning}`)
  )
  const problems = config.critics
    .filter((c) => c.error)
    .map((c) => `${c.where}: critic '${c.name}': ${c.error}`)
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  const data: unknown = doc.toJS() ?? {}
  if (!validateHarnessConfigShape(data)) {
    for (const e of validateHarnessConfigShape.errors ?? []) {
      const path = e.instancePath
        .split('/')
        .slice(1)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p.replace(/~1/g, '/').replace(/~0/g, '~')))
      const node = doc.getIn(path, true) as YamlNode | undefined
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
