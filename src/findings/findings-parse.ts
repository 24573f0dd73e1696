// parseFindings: a critic's answer → its text without the findings block, the valid findings, and what was
// dropped and why. Tolerant by design: whatever it cannot use stays readable (in the text, or as `raw`), the rest
// still works, and it never throws, whatever a model wrote.
import { findBlocks, withoutLines, type FindingsBlock } from './block.js'
import { checkFinding } from './check.js'
import { FINDINGS_INFO, LIMITS, type DroppedPart, type Finding, type ParsedFindings } from './finding.js'
import { relaxJson } from './relaxed-json.js'

const BLOCK = `the \`${FINDINGS_INFO}\` block`

export function parseFindings(answer: string): ParsedFindings {
  if (typeof answer !== 'string') return { text: '', findings: [], dropped: [] }
  try {
    return parse(answer)
  } catch (error) {
    // Not expected; a bug here must cost the inline findings of one answer, never the answer itself.
    return { text: answer, findings: [], dropped: [{ what: BLOCK, why: `not read: ${messageOf(error)}` }] }
  }
}

function parse(answer: string): ParsedFindings {
  const lines = answer.split('\n')
  const blocks = findBlocks(lines)
  const block = blocks.at(-1)
  if (!block) return { text: answer, findings: [], dropped: [] }
  const dropped: DroppedPart[] = []
  if (blocks.length > 1)
    dropped.push({
      what: `${blocks.length - 1} earlier \`${FINDINGS_INFO}\` block${blocks.length > 2 ? 's' : ''}`,
      why: 'only the last block counts; the earlier ones stay in the text'
    })
  const entries = readEntries(block)
  if (typeof entries === 'string') {
    dropped.push({ what: BLOCK, why: `${entries}; it stays in the text` })
    return { text: answer, findings: [], dropped }
  }
  return { text: withoutLines(lines, block.start, block.end), ...checkEntries(entries, dropped) }
}

/** The block's `findings` array, or why there is none. */
function readEntries(block: FindingsBlock): unknown[] | string {
  const unclosed = block.closed ? '' : ' (the block is never closed)'
  if (block.content.length > LIMITS.blockChars)
    return `it is ${block.content.length} characters, over ${LIMITS.blockChars}`
  let doc: unknown
  try {
    doc = JSON.parse(relaxJson(block.content))
  } catch (error) {
    return `invalid JSON${unclosed}: ${messageOf(error)}`
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return 'the JSON is not an object with a `findings` array'
  const findings = (doc as Record<string, unknown>).findings
  if (!Array.isArray(findings)) return 'the JSON has no `findings` array'
  return findings
}

function checkEntries(entries: unknown[], dropped: DroppedPart[]): Omit<ParsedFindings, 'text'> {
  const findings: Finding[] = []
  let invalid = 0
  let leftOut = 0
  entries.forEach((entry, index) => {
    const checked = checkFinding(entry)
    if (checked.ok) {
      if (findings.length < LIMITS.findings) findings.push(checked.finding)
      else leftOut++
      return
    }
    invalid++
    if (invalid <= LIMITS.droppedListed)
      dropped.push({ what: describe(index, entry), why: checked.why, raw: rawOf(entry) })
  })
  if (invalid > LIMITS.droppedListed)
    dropped.push({
      what: `${invalid - LIMITS.droppedListed} more invalid findings`,
      why: `only the first ${LIMITS.droppedListed} are listed`
    })
  if (leftOut > 0)
    dropped.push({
      what: `${leftOut} valid finding${leftOut > 1 ? 's' : ''}`,
      why: `left out: at most ${LIMITS.findings} findings are taken from one answer`
    })
  return { findings, dropped }
}

/** `finding 3 (src/a.ts:12)`: its place in the list, and where it points when it says so. */
function describe(index: number, entry: unknown): string {
  const e = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
  const path = typeof e.path === 'string' ? e.path.slice(0, 100) : undefined
  const line = typeof e.line === 'number' ? `:${e.line}` : ''
  return `finding ${index + 1}${path === undefined ? '' : ` (${path}${line})`}`
}

function rawOf(entry: unknown): string | undefined {
  try {
    const raw = JSON.stringify(entry) ?? String(entry)
    return raw.length > LIMITS.rawChars ? `${raw.slice(0, LIMITS.rawChars)}…` : raw
  } catch {
    return undefined
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
