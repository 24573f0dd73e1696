// `config validate`: every problem of a harness config (schema shape + loader rules), each with file:line.
import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { loadHarnessConfigText } from './config.js'
import { validateHarnessConfigShape } from './schema.js'

/** Settings that load but do nothing, as `where: critic 'name': message` strings (the config stays valid). */
export function harnessConfigWarnings(text: string, where: string): string[] {
  try {
    return loadHarnessConfigText(text, where).critics.flatMap((c) =>
      c.warnings.map((warning) => `${c.where ?? where}: critic '${c.name}': ${warning}`)
    )
  } catch {
    return []
  }
}

/** Problems found in the text, as `where:line: message` strings; empty when the config is valid. */
export function checkHarnessConfigText(text: string, where: string): string[] {
  let config
  try {
    config = loadHarnessConfigText(text, where)
  } catch (error) {
    return [(error as Error).message]
  }
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
  return [...new Set(problems)]
}
