// Types of the ahead-of-time compiled ledger validator (see scripts/gen-graphs.mjs).
import type { CompiledValidator } from '../../engine/graph/validators.generated.js'

/** sha256 of the schema texts the validator was generated from. */
export const SCHEMA_DIGEST: string
/** src/loop/ledger/ledger.schema.json (with src/loop/ledger/owed-post.schema.json for its owed posts) */
export const validateLedger: CompiledValidator
