// Replaces every occurrence of many literal strings in one left-to-right pass, the longest first at each place.

export interface Replaced {
  text: string
  count: number
}

const MULTIPLIER = 0x01000193
const GRAM = 4
const KEY_WIDTH = 12
/** 2^20 filter bits (128 KiB): a thousand secrets in all their forms still leave it mostly empty. */
const FILTER_SHIFT = 12

function hashAt(text: string, start: number, width: number): number {
  let h = 0
  for (let j = start; j < start + width; j++) h = (Math.imul(h, MULTIPLIER) + text.charCodeAt(j)) | 0
  return h
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The filter bit of a window: Fibonacci hashing spreads every character into the top bits. */
function bitOf(text: string, start: number, gram: number): number {
  return Math.imul(hashAt(text, start, gram), 0x9e3779b1) >>> FILTER_SHIFT
}

/**
 * One RegExp alternation of every literal would do the same, but V8 tries the alternatives one by one
 * wherever one may start: with a thousand secrets of random characters, 4 MiB takes over a second
 * (bench/redact.bench.ts). Here the text is sampled instead: every literal is at least `width` long, so
 * any occurrence covers a GRAM-character window starting at a multiple of `stride` (width - GRAM + 1)
 * within its first `width` characters. A bit filter of those windows rules out almost every sample at
 * once, and only a hit is looked at closely: about one character read per character of text.
 */
export function createLiteralReplacer(literals: string[], replacement: string): (text: string) => Replaced {
  const needles = [...new Set(literals)].filter((l) => l.length > 0).sort((a, b) => b.length - a.length)
  if (needles.length === 0) return (text) => ({ text, count: 0 })
  // Long literals would spread each over many filter bits (one per stride offset): past KEY_WIDTH
  // characters, only their first KEY_WIDTH are sampled and hashed, which keeps the filter sparse.
  const width = Math.min(needles[needles.length - 1]!.length, KEY_WIDTH)
  const gram = Math.min(GRAM, width)
  const stride = width - gram + 1
  const filter = new Uint32Array(1 << (32 - FILTER_SHIFT - 5))
  /** Literals by the hash of their first `width` characters, longest first (they were sorted). */
  const buckets = new Map<number, string[]>()
  for (const needle of needles) {
    for (let offset = 0; offset < stride; offset++) {
      const bit = bitOf(needle, offset, gram)
      filter[bit >>> 5]! |= 1 << (bit & 31)
    }
    const h = hashAt(needle, 0, width)
    const bucket = buckets.get(h)
    if (bucket) bucket.push(needle)
    else buckets.set(h, [needle])
  }

  /** How many literals occur (leftmost first, longest first, not overlapping), and which. */
  function scan(text: string): { count: number; found: Set<string> } {
    const n = text.length
    const found = new Set<string>()
    let count = 0
    let last = 0
    for (let p = 0; p + gram <= n; p += stride) {
      const bit = bitOf(text, p, gram)
      if (!(filter[bit >>> 5]! & (1 << (bit & 31)))) continue
      // A hit: a literal may start anywhere in (p - stride, p]; earlier samples ruled out what precedes.
      for (let i = Math.max(last, p - stride + 1); i <= p && i + width <= n; i++) {
        const match = buckets.get(hashAt(text, i, width))?.find((needle) => text.startsWith(needle, i))
        if (match === undefined) continue
        found.add(match)
        count++
        last = i + match.length
        // Resume at the first sample whose window reaches `last`.
        p = (((last + stride - 1) / stride) | 0) * stride - stride
        break
      }
    }
    return { count, found }
  }

  /**
   * The scan says what occurs (usually nothing); V8's own replace then writes the text, given a RegExp of
   * just the literals found, longest first. It makes the same choices as the scan (a literal never found
   * never matched first anywhere) and builds a 4 MiB result about three times faster than joined slices.
   */
  const literalReplacement = replacement.replace(/\$/g, '$$$$')
  function onePass(text: string): Replaced {
    const { count, found } = scan(text)
    if (count === 0) return { text, count }
    const pattern = [...found].sort((a, b) => b.length - a.length).map(escapeRegExp)
    return { text: text.replace(new RegExp(pattern.join('|'), 'g'), literalReplacement), count }
  }

  // Text around a replacement can form a literal again only when a literal shares a character with the
  // replacement (a secret ending in `*` after its own prefix). Then passes repeat until nothing is found;
  // they end, as each replacement shortens the text when the replacement is shorter than every literal.
  const canReform =
    replacement.length < width && needles.some((n) => [...replacement].some((c) => n.includes(c)))
  return (text) => {
    let result = onePass(text)
    let total = result.count
    while (canReform && result.count > 0) {
      result = onePass(result.text)
      total += result.count
    }
    return { text: result.text, count: total }
  }
}
