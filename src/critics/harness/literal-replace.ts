// Replaces every occurrence of many literal strings in one left-to-right pass, the longest first at each place.

export interface Replaced {
  text: string
  count: number
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * One RegExp alternation of the literals, longest first: at each place V8 takes the first alternative that
 * matches, so the longest literal wins, and `g` resumes past it (no overlap). V8 tries the alternatives one
 * by one wherever one may start, so the time grows with the number of literals: about as fast as a sampled
 * scan for the dozen or so secrets of a job (their forms, some hundred literals), about 2 s on 4 MiB for a
 * thousand secrets (bench/redact.bench.ts). A job holds nowhere near that many.
 */
export function createLiteralReplacer(literals: string[], replacement: string): (text: string) => Replaced {
  const needles = [...new Set(literals)].filter((l) => l.length > 0).sort((a, b) => b.length - a.length)
  if (needles.length === 0) return (text) => ({ text, count: 0 })
  const pattern = new RegExp(needles.map(escapeRegExp).join('|'), 'g')

  // A string replacement is V8's fast path (a function per match costs about twice the time): `$` escaped.
  const literalReplacement = replacement.replace(/\$/g, '$$$$')
  function onePass(text: string): Replaced {
    // Counting first costs one more scan only where something is found; clean text is scanned once.
    const found = text.match(pattern)
    if (found === null) return { text, count: 0 }
    return { text: text.replace(pattern, literalReplacement), count: found.length }
  }

  // Text around a replacement can form a literal again only when a literal shares a character with the
  // replacement (a secret ending in `*` after its own prefix). Then passes repeat until nothing is found;
  // they end, as each replacement shortens the text when the replacement is shorter than every literal.
  const shortest = needles[needles.length - 1]!.length
  const canReform =
    replacement.length < shortest && needles.some((n) => [...replacement].some((c) => n.includes(c)))
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
