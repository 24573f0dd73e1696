// How far a misspelt config key is from the keys that exist, so an error can say "did you mean `x`?".

/**
 * The edit distance of two words: insertions, deletions, substitutions and swaps of two neighbouring letters
 * each cost one (optimal string alignment), so `reveiws` is one edit from `reviews`, as a reader sees it.
 * @internal
 */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance of a's first i letters to b's first j letters.
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + same)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  }
  return rows[a.length]![b.length]!
}

/** The most edits a word may be from a key and still be taken for a misspelling of it. */
function tolerance(word: string): number {
  if (word.length <= 4) return 1
  return word.length <= 8 ? 2 : 3
}

/**
 * The known key `word` is most likely a misspelling of (letter case ignored), or undefined when none is
 * close. On a tie the earlier key wins, so the order of `known` decides.
 */
export function nearestKey(word: string, known: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined
  for (const key of known) {
    const distance = editDistance(word.toLowerCase(), key.toLowerCase())
    if (distance <= tolerance(word) && (best === undefined || distance < best.distance))
      best = { key, distance }
  }
  return best?.key
}
