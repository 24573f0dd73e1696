// The shipped harness-config JSON Schema (schemas/harness-config.schema.json), compiled once.
import { Ajv2020 } from 'ajv/dist/2020.js'
import schema from '../../../schemas/harness-config.schema.json' with { type: 'json' }

const HARNESS_CONFIG_SCHEMA: object = schema

export const validateHarnessConfigShape = new Ajv2020({ allErrors: true }).compile(HARNESS_CONFIG_SCHEMA)
