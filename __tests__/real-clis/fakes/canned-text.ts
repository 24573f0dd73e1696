// The answer texts of the fakes: each vendor's canned review, `huge` mode's multi-megabyte text, cut into chunks.

/** The size of the answer text in `huge` mode. */
const HUGE_TEXT_BYTES = 3 * 1024 * 1024

/** The canned review each fake answers with, carrying a distinctive marker per vendor. */
export function cannedReview(vendor: string): string {
  return [
    `CANNED-REVIEW-${vendor}`,
    '',
    'The change looks correct. One nit: the new helper lacks a test.',
    `(end of CANNED-REVIEW-${vendor})`
  ].join('\n')
}

const WORDS = (
  'review change helper test branch merge commit diff line file module error value result parser token ' +
  'stream buffer cache limit retry window render format schema option config event handler state queue'
).split(' ')

/**
 * A multi-megabyte answer text for `huge` mode, starting with the vendor's marker. Every line is numbered and
 * its words are drawn by a seeded generator, so no long run repeats: Gemini CLI stops on repeated content
 * ("Loop detected") and would drop a text of identical lines.
 */
export function hugeText(vendor: string, bytes: number = HUGE_TEXT_BYTES): string {
  const parts = [`CANNED-REVIEW-${vendor} HUGE\n`]
  let size = parts[0]?.length ?? 0
  let seed = 0x2545f491
  const next = () => {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    return (seed >>> 0) % WORDS.length
  }
  for (let n = 1; size < bytes; n++) {
    const words = Array.from({ length: 9 }, () => WORDS[next()] ?? 'word').join(' ')
    const line = `${n}. ${words}.\n`
    parts.push(line)
    size += line.length
  }
  return parts.join('')
}

/** Cuts a text into pieces of at most `size` characters (at least one piece). */
export function chunks(text: string, size: number = 64 * 1024): string[] {
  if (text.length === 0) return ['']
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size))
  return out
}
