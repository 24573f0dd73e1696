// Reads a verifier's answer: its last `the-loop-verdicts` block (fenced as the findings block is, block.ts), one
// verdict per problem id, each entry checked alone by the validator compiled from verdicts-schema.ts. An entry
// that is not valid, an id given again, and a block that does not read are each no verdict: the problem stays
// unverified, never confirmed. Which ids count is the caller's to say — a verdict on a problem the verifier was
// not asked about is dropped there.
import { findBlocks } from './block.js'
import { VERDICT_LIMITS, type VERDICTS } from './finding-limits.js'
import { relaxJson } from './relaxed-json.js'
import { validateVerdict } from './verdicts-validator.generated.js'

export const VERDICTS_INFO = 'the-loop-verdicts'

type VerdictKind = (typeof VERDICTS)[number]

export interface Verdict {
  verdict: VerdictKind
  reason: string
}

/** The block's characters past which it is not read (200 verdicts of 500 characters fit well under it). */
const BLOCK_CHARS = 200_000

/** The verdicts of `answer` by problem id; `unread` says why there are none when the block did not read. */
export function parseVerdicts(answer: string): { verdicts: Map<string, Verdict>; unread?: string } {
  const verdicts = new Map<string, Verdict>()
  const block = findBlocks(answer.split('\n'), VERDICTS_INFO).at(-1)
  if (!block) return { verdicts, unread: `no \`${VERDICTS_INFO}\` block` }
  if (block.content.length > BLOCK_CHARS)
    return { verdicts, unread: `its block is ${block.content.length} characters, over ${BLOCK_CHARS}` }
  let doc: unknown
  try {
    doc = JSON.parse(relaxJson(block.content))
  } catch {
    return { verdicts, unread: 'its block is not valid JSON' }
  }
  const list = (doc as { verdicts?: unknown } | null)?.verdicts
  if (!Array.isArray(list)) return { verdicts, unread: 'its block has no `verdicts` array' }
  for (const entry of list.slice(0, VERDICT_LIMITS.verdicts)) {
    if (!validateVerdict(entry)) continue
    const { id, verdict, reason } = entry as { id: string; verdict: VerdictKind; reason: string }
    if (!verdicts.has(id)) verdicts.set(id, { verdict, reason })
  }
  return { verdicts }
}
