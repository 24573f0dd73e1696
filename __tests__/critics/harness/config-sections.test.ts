// The loader's key lists and the shipped JSON Schema name the same keys, and the schema keeps the top open.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { parse } from 'yaml'
import { CRITIC_FIELDS, REVIEWS_FIELDS, UPSTREAM_SECTIONS } from '../../../src/critics/harness/config-keys.js'

const schema = JSON.parse(
  readFileSync(new URL('../../../schemas/harness-config.schema.json', import.meta.url), 'utf8')
)
const validate = new Ajv2020({ allErrors: true }).compile(schema)
const sorted = (keys: Iterable<string>) => [...keys].sort()

describe('the harness-config schema and the loader', () => {
  it("list the same top-level sections: this action's two and the upstream CLI's", () => {
    expect(sorted(Object.keys(schema.properties))).toEqual(
      sorted(new Set(['reviews', 'workflow', ...UPSTREAM_SECTIONS]))
    )
    expect(schema.additionalProperties).toBe(true)
  })
  it('list the same reviews keys and critic fields', () => {
    expect(sorted(Object.keys(schema.$defs.reviews.properties))).toEqual(sorted(REVIEWS_FIELDS))
    expect(sorted(Object.keys(schema.$defs.critic.properties))).toEqual(sorted(CRITIC_FIELDS))
  })
  it('accepts an upstream config with a key neither knows (the loader only warns), and workflow.specDir', () => {
    const text =
      'version: "0.2.0"\nworkflow: {specDir: specs, phaseLabelPrefix: "loop:"}\nsomethingElse: 1\nreviews:\n  selfReviewCount: 3\n  critics: []\n'
    expect(validate(parse(text))).toBe(true)
    expect(validate(parse('workflow: {specDir: 3}\n'))).toBe(false)
  })
  it('takes timeoutSeconds as a number >= 1, as the seed says', () => {
    const entry = (t: string) =>
      parse(`reviews:\n  critics:\n    - {name: a, harness: claude, timeoutSeconds: ${t}}\n`)
    expect([
      validate(entry('1')),
      validate(entry('1.5')),
      validate(entry('0.5')),
      validate(entry('0'))
    ]).toEqual([true, true, false, false])
  })
})
