// Types of the ahead-of-time compiled ledger validator (see scripts/gen-graphs.mjs).
import type { CompiledValidator } from '../graph/validators.generated.js'

/** sha256 of the schema texts the validator was generated from. */
export const SCHEMA_DIGEST: string
/** src/ledger/ledger.schema.json (with src/ledger/owed-post.schema.json for its owed posts) */
export const validateLedger: CompiledValidator
