// Each data contract's generated files are what its definition gives now: the published JSON Schemas and the
// validators' digest. A definition edited without `npm run gen:contracts` fails here, naming the command.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CONTRACTS } from '../../scripts/contracts.js'
import { contractJson } from '../../scripts/contract-files.js'
import { schemaDigest } from '../../scripts/validators.mjs'

const stale = 'stale: run `npm run gen:contracts` and commit what it writes'

describe.each(CONTRACTS.map((c) => [c.name, c] as const))('the %s', (_name, contract) => {
  const texts = contract.schemas.map((s) => contractJson(JSON.parse(JSON.stringify(s)) as object))

  it('has validators generated from its definition', async () => {
    const module = (await import(pathToFileURL(resolve(contract.validators)).href)) as {
      SCHEMA_DIGEST: string
    }
    expect([stale, module.SCHEMA_DIGEST]).toEqual([stale, schemaDigest(texts)])
    for (const name of Object.keys(contract.exports))
      expect(typeof (module as Record<string, unknown>)[name]).toBe('function')
  })

  it('publishes the schema its definition gives', () => {
    for (const [file, index] of Object.entries(contract.published ?? {}))
      expect([stale, file, JSON.parse(readFileSync(file, 'utf8'))]).toEqual([
        stale,
        file,
        JSON.parse(texts[index] ?? '')
      ])
  })
})
