// parseFindings: a critic's answer → its text without the findings block, the valid findings, answers and ledger
// entries, and what was dropped and why. Tolerant by design: whatever it cannot use stays readable (in the text,
// or as `raw`), the rest still works, and it never throws, whatever a model wrote.
import { findBlocks, withoutLines, type FindingsBlock } from './block.js'
import { checkAnswer, checkCheckedPlace, checkFinding, checkLedgerEntry, type EntryCheck } from './check.js'
import {
  FINDINGS_INFO,
  LEDGER_ID,
  LIMITS,
  type CheckedPlace,
  type DroppedPart,
  type Finding,
  type LedgerEntry,
  type ParsedFindings,
  type ThreadAnswer
} from './finding.js'
import { relaxJson } from './relaxed-json.js'

const BLOCK = `the \`${FINDINGS_INFO}\` block`

/** How one list of the block is checked, capped and reported. */
interface EntryList<T> {
  check: (entry: unknown) => EntryCheck<T>
  cap: number
  /** `finding 3 (src/a.ts:12)`: an entry's place in the list (from 1), and what it is about when it says so. */
  name: (index: number, entry: unknown) => string
  one: string
  many: string
  /** Counted past LIMITS.droppedListed: `12 more invalid findings`. */
  more: string
  capWhy: string
  /** Two entries with the same key are one too many: the first counts, the later ones are dropped. */
  repeat?: { key: (value: T) => string; why: (value: T, first: string) => string }
}

/** A finding as read, with the fields it had that a finding may not have (left out, named in the round). */
type ReadFinding = { finding: Finding; ignored: string[] }

const FINDINGS: EntryList<ReadFinding> = {
  check: (entry) => {
    const checked = checkFinding(entry)
    return checked.ok ? { ok: true, value: { finding: checked.finding, ignored: checked.ignored } } : checked
  },
  cap: LIMITS.findings,
  name: (index, entry) => {
    const e = fieldsOf(entry)
    const path = typeof e.path === 'string' ? e.path.slice(0, 100) : undefined
    const line = typeof e.line === 'number' ? `:${e.line}` : ''
    return `finding ${index + 1}${path === undefined ? '' : ` (${path}${line})`}`
  },
  one: 'finding',
  many: 'findings',
  more: 'invalid findings',
  capWhy: `left out: at most ${LIMITS.findings} findings are taken from one answer`
}

const ANSWERS: EntryList<ThreadAnswer> = {
  check: checkAnswer,
  cap: LIMITS.answers,
  name: (index, entry) => {
    const thread = fieldsOf(entry).thread
    return `answer ${index + 1}${typeof thread === 'number' ? ` (thread ${thread})` : ''}`
  },
  one: 'answer',
  many: 'answers',
  more: 'invalid or repeated answers',
  capWhy: `left out: at most ${LIMITS.answers} answers to threads are taken from one critic's answer`,
  repeat: {
    key: (a) => String(a.thread),
    why: (a, first) => `thread ${a.thread} is answered already by ${first}; only the first counts`
  }
}

const LEDGER: EntryList<LedgerEntry> = {
  check: checkLedgerEntry,
  cap: LIMITS.ledger,
  name: (index, entry) => {
    const id = fieldsOf(entry).id
    // A wrong id is quoted by the reason; only a well-formed one names the entry.
    return `ledger entry ${index + 1}${typeof id === 'string' && LEDGER_ID.test(id) ? ` (${id})` : ''}`
  },
  one: 'ledger entry',
  many: 'ledger entries',
  more: 'invalid or repeated ledger entries',
  capWhy: `left out: at most ${LIMITS.ledger} ledger entries are taken from one critic's answer`,
  repeat: {
    key: (e) => e.id,
    why: (e, first) => `${e.id} is given already by ${first}; only the first counts`
  }
}

const CHECKED: EntryList<CheckedPlace> = {
  check: checkCheckedPlace,
  cap: LIMITS.checked,
  name: (index, entry) => {
    const e = fieldsOf(entry)
    const path = typeof e.path === 'string' ? ` (${e.path.slice(0, 100)})` : ''
    return `checked place ${index + 1}${path}`
  },
  one: 'checked place',
  many: 'checked places',
  more: 'invalid checked places',
  capWhy: `left out: at most ${LIMITS.checked} checked places are taken from one critic's answer`
}

type Replies = Pick<ParsedFindings, 'answers' | 'answersDropped' | 'ledger' | 'ledgerDropped'>

/** Fresh arrays each time: a caller may push onto what it was given. */
const noReplies = (): Replies => ({ answers: [], answersDropped: [], ledger: [], ledgerDropped: [] })

export function parseFindings(answer: string): ParsedFindings {
  if (typeof answer !== 'string') return unread('', NO_BLOCK, [])
  try {
    return parse(answer)
  } catch (error) {
    // Not expected; a bug here must cost the inline findings of one answer, never the answer itself.
    const why = `not read: ${messageOf(error)}`
    return unread(answer, `${BLOCK} was ${why}`, [{ what: BLOCK, why }])
  }
}

/** Why an answer without any findings block has none. */
export const NO_BLOCK = `no \`${FINDINGS_INFO}\` block`

/** An answer whose block could not be used: no finding, no reply, and why. */
function unread(text: string, why: string, dropped: DroppedPart[]): ParsedFindings {
  return { text, findings: [], dropped, ignored: [], lost: 0, unreadBlock: why, ...noReplies() }
}

function parse(answer: string): ParsedFindings {
  const lines = answer.split('\n')
  const blocks = findBlocks(lines)
  const block = blocks.at(-1)
  if (!block) return unread(answer, NO_BLOCK, [])
  const dropped: DroppedPart[] = []
  if (blocks.length > 1)
    dropped.push({
      what: `${blocks.length - 1} earlier \`${FINDINGS_INFO}\` block${blocks.length > 2 ? 's' : ''}`,
      why: 'only the last block counts; the earlier ones stay in the text'
    })
  const doc = readDocument(block)
  if (typeof doc === 'string') {
    dropped.push({ what: BLOCK, why: `${doc}; it stays in the text` })
    return unread(answer, `${BLOCK} is not readable: ${doc}`, dropped)
  }
  const taken = takeEntries(doc.findings, FINDINGS, dropped)
  const ignored = taken.kept.flatMap(({ finding, ignored: fields }, i) =>
    fields.length === 0
      ? []
      : [
          {
            what: `finding ${i + 1} (${finding.path.slice(0, 100)}:${finding.line})`,
            why: `${fields.length === 1 ? 'its field' : 'its fields'} ${fields
              .slice(0, 5)
              .map((f) => `\`${f.slice(0, 40)}\``)
              .join(', ')}${fields.length > 5 ? ` and ${fields.length - 5} more` : ''} ${
              fields.length === 1 ? 'is' : 'are'
            } not part of the format: ignored, the finding is kept`
          }
        ]
  )
  const answersDropped: DroppedPart[] = []
  const ledgerDropped: DroppedPart[] = []
  return {
    text: withoutLines(lines, block.start, block.end),
    findings: taken.kept.map((t) => t.finding),
    dropped,
    ignored: ignored.slice(0, LIMITS.droppedListed),
    lost: taken.lost,
    answers: takeOptional(doc, 'answers', ANSWERS, answersDropped),
    answersDropped,
    ledger: takeOptional(doc, 'ledger', LEDGER, ledgerDropped),
    ledgerDropped,
    // What of `checked` is not valid is left out unsaid: it only ever adds to the round comment's lead.
    ...(Object.hasOwn(doc, 'checked') ? { checked: takeOptional(doc, 'checked', CHECKED, []) } : {})
  }
}

/** The block's JSON object, holding a `findings` array, or why there is none. */
function readDocument(block: FindingsBlock): ({ findings: unknown[] } & Record<string, unknown>) | string {
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
  const record = doc as Record<string, unknown>
  if (!Array.isArray(record.findings)) return 'the JSON has no `findings` array'
  return record as { findings: unknown[] } & Record<string, unknown>
}

/** An optional root list: absent is none; anything but an array is said and ignored, the rest still counts. */
function takeOptional<T>(
  doc: Record<string, unknown>,
  field: string,
  list: EntryList<T>,
  dropped: DroppedPart[]
): T[] {
  if (!Object.hasOwn(doc, field)) return []
  const value = doc[field]
  if (Array.isArray(value)) return takeEntries(value, list, dropped).kept
  dropped.push({
    what: `the \`${field}\` field`,
    why: `it is ${kindOf(value)}, not an array; it is ignored`,
    raw: rawOf(value)
  })
  return []
}

/** `lost`: the entries not taken, invalid or past the cap (a repeat is not lost: its first is taken). */
function takeEntries<T>(
  entries: unknown[],
  list: EntryList<T>,
  dropped: DroppedPart[]
): { kept: T[]; lost: number } {
  const kept: T[] = []
  let invalid = 0
  // Each key's first valid entry (`answer 2`); entries past the cap count too, so a repeat of one is still a repeat.
  const first = new Map<string, string>()
  let listed = 0
  let unlisted = 0
  let leftOut = 0
  const drop = (index: number, entry: unknown, why: string) => {
    if (listed < LIMITS.droppedListed) {
      listed++
      dropped.push({ what: list.name(index, entry), why, raw: rawOf(entry) })
    } else unlisted++
  }
  entries.forEach((entry, index) => {
    const checked = list.check(entry)
    if (!checked.ok) {
      invalid++
      return drop(index, entry, checked.why)
    }
    if (list.repeat) {
      const key = list.repeat.key(checked.value)
      const earlier = first.get(key)
      if (earlier !== undefined) return drop(index, entry, list.repeat.why(checked.value, earlier))
      first.set(key, `${list.one} ${index + 1}`)
    }
    if (kept.length < list.cap) kept.push(checked.value)
    else leftOut++
  })
  if (unlisted > 0)
    dropped.push({
      what: `${unlisted} more ${list.more}`,
      why: `only the first ${LIMITS.droppedListed} are listed`
    })
  if (leftOut > 0)
    dropped.push({ what: `${leftOut} valid ${leftOut > 1 ? list.many : list.one}`, why: list.capWhy })
  return { kept, lost: invalid + leftOut }
}

function fieldsOf(entry: unknown): Record<string, unknown> {
  return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
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
