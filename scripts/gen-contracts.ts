// Writes what each data contract of scripts/contracts.ts generates: its published JSON Schemas and its module of
// validators compiled ahead of time (with the module's types). Run `npm run gen:contracts` after editing a
// contract's definition; __tests__/contracts.test.ts fails while a generated file is stale.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { CONTRACTS, type Contract } from './contracts.js'
import { contractJson, declarations } from './contract-files.js'
import { validatorModule } from './validators.mjs'

function write(contract: Contract): string[] {
  const from = `scripts/gen-contracts.ts from the ${contract.name} (${contract.validators.replace(/\.generated\.js$/, '')})`
  const schemas = contract.schemas.map((s) => JSON.parse(JSON.stringify(s)) as { $id: string })
  const texts = schemas.map(contractJson)
  const { validators, exports, options } = contract
  writeFileSync(validators, validatorModule({ from, schemas, texts, exports, options }))
  writeFileSync(validators.replace(/\.js$/, '.d.ts'), declarations(contract))
  const published = Object.entries(contract.published ?? {})
  for (const [file, index] of published) writeFileSync(file, texts[index] ?? '')
  return published.map(([file]) => file)
}

const files = CONTRACTS.flatMap(write)
if (files.length > 0)
  execFileSync('node_modules/.bin/prettier', ['--write', '--log-level', 'warn', ...files], {
    stdio: 'inherit'
  })
