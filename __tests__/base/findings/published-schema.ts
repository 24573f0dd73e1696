// schemas/findings.schema.json compiled afresh by ajv, as an owner validating their critic's output compiles it:
// the tests hold the parser's verdicts to it.
import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'

export const schema = JSON.parse(
  readFileSync(new URL('../../../schemas/findings.schema.json', import.meta.url), 'utf8')
) as { $schema: string; $id: string }
const ajv = new Ajv2020({ allErrors: true, strict: true })
export const validateDocument = ajv.compile(schema)
export const validateFinding = ajv.getSchema(`${schema.$id}#/$defs/finding`)!
export const validateAnswer = ajv.getSchema(`${schema.$id}#/$defs/threadAnswer`)!
export const validateLedgerEntry = ajv.getSchema(`${schema.$id}#/$defs/ledgerEntry`)!
export const validateCheckedPlace = ajv.getSchema(`${schema.$id}#/$defs/checkedPlace`)!
