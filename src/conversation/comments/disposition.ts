// The disposition reader: a reply on a finding's thread that decides the finding (`won't fix`, `false positive`,
// ...) or undoes such a decision (`reopen`). Read through the comment reader (src/base/reading/), so a
// disposition quoted (`>`), in code (fenced, indented or inline) or in HTML is none. Pure: recording,
// answering and the gate's handling of what it reads live with their callers.
import { readComment } from '../../base/reading/comment.js'
import type { ReadBlock, ReadLine } from '../../base/reading/types.js'

/** What a reviewer may decide of a finding, in the order the ledger's schema lists them. */
export const DISPOSITION_KINDS = [
  'wont-fix',
  'false-positive',
  'not-a-bug',
  'by-design',
  'accepted-risk',
  'intended'
] as const

export type DispositionKind = (typeof DISPOSITION_KINDS)[number]

export type DispositionReading =
  { kind: DispositionKind; reason: string; followUp: string } | { reopen: true; followUp: string }

/** How a reply or a prompt names each kind. */
export const DISPOSITION_LABELS: Record<DispositionKind, string> = {
  'wont-fix': "won't fix",
  'false-positive': 'false positive',
  'not-a-bug': 'not a bug',
  'by-design': 'by design',
  'accepted-risk': 'accepted risk',
  intended: 'intended'
}

/** A reason is data carried into every later prompt: bounded, in characters (code points). */
/** @internal */
export const MAX_REASON_CHARS = 500

const WORD_CHAR = '[\\p{L}\\p{N}_]'
/** A hyphen right before a word joins words (`fix-ish`, `-1`); before a space or the end it separates. */
const SEPARATOR = `(?:--|\\.{3}|[:,.;!\u2026\u2014\u2013]|-(?!${WORD_CHAR}))`
/** What may follow a phrase: the end, a separator, or whitespace and a reason. */
const LOOSE_END = `(?=$|\\s|${SEPARATOR})`
/**
 * `intended` is also an everyday word that opens questions ("Intended behaviour changed?"): it is a disposition
 * only when the end of the line or a separator follows it (`Intended.`, `Intended: ...`, `Intended — ...`).
 */
const STRICT_END = `(?=\\s*(?:$|${SEPARATOR}))`

const PHRASES: ReadonlyArray<{ kind: DispositionKind; pattern: RegExp }> = [
  { kind: 'wont-fix', pattern: new RegExp(`^(?:wontfix|won['\u2018\u2019]?t\\s+fix)${LOOSE_END}`, 'iu') },
  { kind: 'false-positive', pattern: new RegExp(`^false\\s+positive${LOOSE_END}`, 'iu') },
  { kind: 'not-a-bug', pattern: new RegExp(`^not\\s+a\\s+bug${LOOSE_END}`, 'iu') },
  { kind: 'by-design', pattern: new RegExp(`^by\\s+design${LOOSE_END}`, 'iu') },
  { kind: 'accepted-risk', pattern: new RegExp(`^accepted\\s+risk${LOOSE_END}`, 'iu') },
  { kind: 'intended', pattern: new RegExp(`^intended${STRICT_END}`, 'iu') }
]

/** One separator after the phrase (and the whitespace around it) is not part of the reason. */
const LEADING_SEPARATOR = new RegExp(`^\\s*${SEPARATOR}?\\s*`, 'u')
/** Like the thread's `resolve`: the word alone on its line, a full stop or an exclamation mark allowed. */
const REOPEN = /^reopen\s*[.!]?$/iu

/**
 * What a reply decides about the finding whose thread it is on, or undefined when it decides nothing.
 *
 * - The first paragraph a person wrote (as Markdown reads it: it ends at a blank line, or where a list, quote,
 *   fence or heading starts) must open with a disposition phrase, matched as a whole word, case-insensitive.
 *   A comment that opens with anything else (a list, a heading, a quote, a sentence) is no disposition.
 * - The reason is the rest of that paragraph as written (Markdown kept, HTML comments out), one separator
 *   (`:`, `-`, `--`, `—`, `–`, `,`, `.`, `...`, `…`, `;`, `!`) after the phrase dropped, whitespace collapsed, at most
 *   MAX_REASON_CHARS. It is untrusted text: a caller that posts or prompts with it quotes it as such.
 * - followUp is what is read after that paragraph (as written, paragraphs apart by a blank line), '' when nothing
 *   is: only it is a follow-up question. Quoted or fenced text after the paragraph is no follow-up.
 * - `reopen` alone on the first line (`Reopen.`, `reopen!`) undoes a disposition; `reopen please` does not, as
 *   a sentence that opens with the word may be asking rather than deciding. The rest of its paragraph is ignored.
 */
export function readDisposition(body: string): DispositionReading | undefined {
  const comment = readComment(body)
  const [first, ...rest] = comment.blocks
  const opening = first?.kind === 'paragraph' ? first.lines[0] : undefined
  if (!first || !opening) return undefined
  const followUp = rest.map(sourceOf).join('\n\n').trim()
  if (REOPEN.test(opening.text)) return { reopen: true, followUp }
  const phrase = PHRASES.find((p) => p.pattern.test(opening.text))
  if (!phrase) return undefined
  const head = afterPhrase(opening, phrase.pattern)
  const reason = [head, ...first.lines.slice(1).map((l) => l.source)].join(' ')
  return { kind: phrase.kind, reason: capped(collapsed(reason)), followUp }
}

/**
 * The first line after the phrase, as written where it can be found there: the source when it opens with the
 * phrase, else the bold or italic run it opens with (`**Won't fix**: ...`), else the line as read (a link or
 * an escape around the phrase: the words alone).
 */
function afterPhrase(line: ReadLine, pattern: RegExp): string {
  const inSource = pattern.exec(line.source)
  if (inSource) return stripSeparator(line.source.slice(inSource[0].length))
  const lead = line.lead
  const inLead = lead ? pattern.exec(lead.text) : null
  if (lead && inLead) return stripSeparator(`${lead.text.slice(inLead[0].length)} ${lead.after}`)
  const inText = pattern.exec(line.text)
  return stripSeparator(line.text.slice(inText?.[0].length ?? 0))
}

const stripSeparator = (text: string): string => text.replace(LEADING_SEPARATOR, '')

const sourceOf = (block: ReadBlock): string => block.lines.map((l) => l.source).join('\n')

const collapsed = (text: string): string => text.replace(/\s+/gu, ' ').trim()

/** Cut by code points, so a cut never splits a surrogate pair. */
function capped(text: string): string {
  const chars = Array.from(text)
  return chars.length <= MAX_REASON_CHARS ? text : chars.slice(0, MAX_REASON_CHARS).join('').trimEnd()
}
