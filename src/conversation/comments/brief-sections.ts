// A comment's brief sections as the reader reads them (src/base/reading/): each label and the items under it,
// in order. A label is a heading (`## Questions`), a line of its own (`Questions:`), or a bold or italic run
// on a line of its own (`**Questions**`), which may carry the first item after its colon (`**Questions:** Is
// it safe?`). Items are list items in any style, each with its wrapped lines and nested lists; under a label
// with no list, its paragraphs are the items.
import type { ReadBlock, ReadComment, ReadLine } from '../../base/reading/types.js'
import { sectionNamed, type SectionKey } from './brief-labels.js'

/** A section keeps its first items up to this many: a brief is read by people and by critics. */
/** @internal */
export const MAX_SECTION_ITEMS = 100

/** One labelled part of a comment; `key` is undefined under a heading or bold label the brief does not know. */
interface SectionRead {
  key: SectionKey | undefined
  items: string[]
  /** True when the items are list items (else they are the section's paragraphs, or there are none). */
  listed: boolean
  /** Items with nothing of their own, dropped: the template's `<…>` placeholders, empty or HTML-only items. */
  placeholders: number
}

export interface BriefReading {
  sections: SectionRead[]
  /** List items under no label at all. */
  unlabelled: number
  /** Sections named on a plain line with text after the colon (`Questions: why?`): prose, not a label. */
  inlinePlain: SectionKey[]
}

/** Where an item came from: the label's own line, a list item, or a paragraph under the label. */
type Origin = 'inline' | 'item' | 'prose'

interface Unit {
  origin: Origin
  text: string
}

interface Open {
  key: SectionKey | undefined
  units: Unit[]
}

/** A bold or italic line standing alone, short, with no sentence in it: a label (`**Notes:**`), known or not. */
const BARE_LABEL_WORDS = 4

export function readSections(comment: ReadComment): BriefReading {
  const reading: BriefReading = { sections: [], unlabelled: 0, inlinePlain: [] }
  let open: Open | undefined
  const start = (key: SectionKey | undefined): Open => {
    if (open) reading.sections.push(finish(open))
    return (open = { key, units: [] })
  }
  for (const block of comment.blocks) {
    if (block.kind === 'heading') {
      start(sectionNamed(block.lines.map((l) => l.text).join(' ')))
      continue
    }
    let unit: Unit | undefined
    // An item with nothing to read (empty, or only HTML such as the template's `<a question …>`) is still an item.
    if (block.kind === 'item' && block.lines.length === 0) {
      if (open) open.units.push({ origin: 'item', text: '' })
      else reading.unlabelled++
    }
    for (const [i, line] of block.lines.entries()) {
      const label = labelOf(line)
      if (label) {
        const section = start(label.key)
        unit = label.first === undefined ? undefined : { origin: 'inline', text: label.first }
        if (unit) section.units.push(unit)
        continue
      }
      const plain = inlinePlainLabel(line)
      if (plain) reading.inlinePlain.push(plain)
      if (block.kind === 'paragraph' && isBareLabel(line)) {
        start(undefined)
        unit = undefined
        continue
      }
      if (!open) {
        if (block.kind === 'item' && i === 0) reading.unlabelled++
        continue
      }
      if (!unit) open.units.push((unit = { origin: originOf(block), text: line.source }))
      else unit.text += joiner(unit.text, line) + line.source
    }
  }
  if (open) reading.sections.push(finish(open))
  return reading
}

function originOf(block: ReadBlock): Origin {
  return block.kind === 'item' ? 'item' : 'prose'
}

/** A nested item is set off by `; ` (unless the line before introduces it); a wrapped line by a space. */
function joiner(before: string, line: ReadLine): string {
  return line.opens === 'item' && !/[:;]\s*$/.test(before) ? '; ' : ' '
}

/** The section a line labels, and the first item written after its colon, if any. */
function labelOf(line: ReadLine): { key: SectionKey; first?: string } | undefined {
  const lead = line.lead
  const whole = sectionNamed(line.text)
  if (whole && (!lead || lead.after === '' || lead.after === ':')) return { key: whole }
  if (!lead) return undefined
  const key = sectionNamed(lead.text)
  if (!key || lead.after === '') return key ? { key } : undefined
  let first: string | undefined
  if (/:\s*$/.test(lead.text)) first = lead.after
  else if (lead.after.startsWith(':')) first = lead.after.slice(1).trim()
  if (first === undefined) return undefined
  return first === '' ? { key } : { key, first }
}

function inlinePlainLabel(line: ReadLine): SectionKey | undefined {
  if (line.lead) return undefined
  const m = /^([^:]{1,40}):\s*\S/.exec(line.text)
  return m ? sectionNamed(m[1]!) : undefined
}

function isBareLabel(line: ReadLine): boolean {
  const lead = line.lead
  if (!lead || lead.after !== '' || lead.text === '' || /[?!.]$/.test(lead.text)) return false
  return lead.text.split(/\s+/).length <= BARE_LABEL_WORDS
}

/**
 * An item that is wholly `<…>` is the template's placeholder (so a quoted-back template is no brief); an
 * autolink (`<https://…>`, `<a@b.c>`) is a real item.
 */
function isPlaceholder(text: string): boolean {
  if (!text.startsWith('<') || !text.endsWith('>')) return false
  return !/^<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>$/.test(text) && !/^<[^\s@<>]+@[^\s@<>]+>$/.test(text)
}

/** A section's items: the label line's own, then its list items, or its paragraphs when it has no list. */
function finish(open: Open): SectionRead {
  const listed = open.units.some((u) => u.origin === 'item')
  const kept = open.units.filter((u) => u.origin === 'inline' || u.origin === (listed ? 'item' : 'prose'))
  const texts = kept.map((u) => u.text.trim())
  const items = texts.filter((t) => t !== '' && !isPlaceholder(t))
  return {
    key: open.key,
    items: items.slice(0, MAX_SECTION_ITEMS),
    listed,
    placeholders: texts.length - items.length
  }
}
