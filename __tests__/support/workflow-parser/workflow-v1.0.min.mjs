// Jest shim (see jest.config.js): the workflow schema JSON that @actions/workflow-parser imports.
import { readFileSync } from 'node:fs'

const file = new URL(
  '../../../node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json',
  import.meta.url
)
export default JSON.parse(readFileSync(file, 'utf8'))
