// Replaces every occurrence of many literal strings in one left-to-right pass, the longest first at each place.

export interface Replaced {
  text: string
  count: number
}

const MULTIPLIER = 0x01000193
const GRAM = 4
/** 2^20 filter bits (128 KiB): a thousand secrets in all their forms still leave it mostly empty. */
const FILTER_SHIFT = 12

function hashAt(text: string, start: number, width: number): number {
  let h = 0
  for (let j = start; j < start + width; j++) h = (Math.imul(h, MULTIPLIER) + text.charCodeAt(j)) | 0
  return h
}

/** The filter bit of a window: Fibonacci hashing spreads every character into the top bits. */
function bitOf(text: string, start: number, gram: number): number {
  return Math.imul(hashAt(text, start, gram), 0x9e3779b1) >>> FILTER_SHIFT
}

/**
 * A RegExp alternation of the escaped literals does the same, but V8 tries each alternative at each
 * position: 4 MiB against a thousand literals takes close to a second. Here the text is sampled: every
 * literal is at least `width` long, so any occurrence covers a GRAM-character window that starts at a
 * multiple of `stride` (width - GRAM + 1) within its first `width` characters. A bit filter of those
 * windows rules out almost every sample at once; only a hit is looked at closely. The cost is about one
 * character read per character of text, whatever the number of literals.
 */
export function createLiteralReplacer(literals: string[], replacement: string): (text: string) => Replaced {
  const needles = [...new Set(literals)].filter((l) => l.length > 0).sort((a, b) => b.length - a.length)
  if (needles.length === 0) return (text) => ({ text, count: 0 })
  const width = needles[needles.length - 1]!.length
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

  function onePass(text: string): Replaced {
    const n = text.length
    const parts: string[] = []
    let count = 0
    let last = 0
    for (let p = 0; p + gram <= n; p += stride) {
      const bit = bitOf(text, p, gram)
      if (!(filter[bit >>> 5]! & (1 << (bit & 31)))) continue
      // A hit: a literal may start anywhere in (p - stride, p]; earlier samples ruled out what precedes.
      for (let i = Math.max(last, p - stride + 1); i <= p && i + width <= n; i++) {
        const found = buckets.get(hashAt(text, i, width))?.find((needle) => text.startsWith(needle, i))
        if (found === undefined) continue
        parts.push(text.slice(last, i), replacement)
        count++
        last = i + found.length
        // Resume at the first sample whose window reaches `last`.
        p = Math.ceil(last / stride) * stride - stride
        break
      }
    }
    if (count === 0) return { text, count }
    parts.push(text.slice(last))
    return { text: parts.join(''), count }
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
