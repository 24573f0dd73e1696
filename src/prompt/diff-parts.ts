// A diff too large for one critic's prompt, cut into parts that each fit: along file boundaries, files of one
// folder together, the files most worth reviewing first (pull/review-order.ts); a file larger than a part along
// its hunks, a hunk larger than a part cut with a note. Whatever no part holds is named with the reason.
import type { ChangedFile } from '../github/port.js'
import { parseDiffTexts, type DiffFileText } from '../pull/parse-diff.js'
import { folderOf, reviewRank, type LinguistMark } from '../pull/review-order.js'

/** A run of one file's diff in a part: the whole file, or some of its hunks (each piece repeats the headers). */
interface DiffPiece {
  pull: number
  path: string
  text: string
  hunks: number
  /** A hunk of it was cut to fit. */
  cut?: true
}

interface DiffPart {
  pieces: DiffPiece[]
  /** The files the part holds (some of a file split at its hunks), in order. */
  files: string[]
}

export interface DiffSplit {
  parts: DiffPart[]
  total: { files: number; hunks: number }
  seen: { files: number; hunks: number }
  /** Files no part holds, each with why: binary, no patch from GitHub, over maxParts. */
  notSeen: Array<{ path: string; why: string }>
  /** Files of which a hunk was cut to fit a part. */
  cut: string[]
  /** The characters of each file's diff, by pull and path: the prompt's list of every changed file says them. */
  sizes: Array<Record<string, number>>
  /** More parts were needed than maxParts allows, so files (or hunks) were left out for want of parts. */
  cutByMaxParts: boolean
}

/** One pull request's diff; `texts` is its parse, when the caller parsed it once for several splits. */
export interface SplitPull {
  diff: string
  files: readonly ChangedFile[]
  texts?: readonly DiffFileText[]
}

export interface SplitInput {
  pulls: readonly SplitPull[]
  /** Characters of diff one part may hold. */
  capacity: number
  maxParts: number
  marks?: ReadonlyMap<string, LinguistMark>
}

const cutNote = (left: number) =>
  `\n[… ${left} more characters of this hunk not shown: it is larger than one part of this critic's prompt]\n`
/** Room kept for the note after a cut hunk. */
const NOTE_ROOM = 160

/** One file's pieces: whole when it fits, else its hunks grouped, a hunk too large cut. */
function piecesOf(pull: number, text: DiffFileText, capacity: number): DiffPiece[] {
  const path = text.file.path
  const whole = text.header + text.hunks.join('')
  if (whole.length <= capacity) return [{ pull, path, text: whole, hunks: text.hunks.length }]
  const pieces: DiffPiece[] = []
  let current: DiffPiece | undefined
  for (const hunk of text.hunks) {
    if (current && current.text.length + hunk.length <= capacity) {
      current.text += hunk
      current.hunks++
      continue
    }
    current = { pull, path, text: text.header + hunk, hunks: 1 }
    if (current.text.length > capacity) {
      const keep = Math.max(0, capacity - NOTE_ROOM)
      current.text = current.text.slice(0, keep) + cutNote(current.text.length - keep)
      current.cut = true
    }
    pieces.push(current)
  }
  return pieces
}

/** Pieces in parts, in order, a new part whenever the next piece does not fit the current one. */
function pack(pieces: DiffPiece[], capacity: number): DiffPart[] {
  const parts: DiffPart[] = []
  // The files of the part being filled, as a set: a list's `includes` made a 3,000-file part quadratic.
  let named = new Set<string>()
  let size = Infinity
  for (const piece of pieces) {
    if (size + piece.text.length > capacity) {
      parts.push({ pieces: [], files: [] })
      named = new Set()
      size = 0
    }
    const part = parts.at(-1)!
    part.pieces.push(piece)
    if (!named.has(piece.path)) {
      named.add(piece.path)
      part.files.push(piece.path)
    }
    size += piece.text.length
  }
  return parts
}

/** A pull's changed files: those its diff shows, those its files list names, and how many in all. */
function filesOf(texts: readonly DiffFileText[], files: readonly ChangedFile[]) {
  const inDiff = new Set(texts.map((t) => t.file.path))
  const listed = files.length > 0 ? files.map((f) => f.path) : [...inDiff]
  return { inDiff, listed, count: new Set([...listed, ...inDiff]).size }
}

const textsOf = (pull: SplitPull) => pull.texts ?? parseDiffTexts(pull.diff)

/** The pulls with their diffs parsed, once for every split and count of a round. */
export function parsedPulls(pulls: readonly SplitPull[]): SplitPull[] {
  return pulls.map((p) => ({ ...p, texts: textsOf(p) }))
}

/** The characters of each file's diff (by pull and path), and the files and hunks in all, as `splitDiff` counts. */
export function diffSizes(pulls: readonly SplitPull[]): Pick<DiffSplit, 'sizes' | 'total'> {
  const total = { files: 0, hunks: 0 }
  const sizes = pulls.map((pull) => {
    const texts = textsOf(pull)
    total.files += filesOf(texts, pull.files).count
    const own: Record<string, number> = {}
    for (const text of texts) {
      own[text.file.path] = text.header.length + text.hunks.reduce((n, h) => n + h.length, 0)
      total.hunks += text.hunks.length
    }
    return own
  })
  return { sizes, total }
}

/** The files and hunks of a round's diffs, counted as `splitDiff` counts its totals (for a critic not split). */
export function diffTotals(pulls: readonly SplitPull[]): DiffSplit['total'] {
  return diffSizes(pulls).total
}

export function splitDiff(input: SplitInput): DiffSplit {
  const notSeen: DiffSplit['notSeen'] = []
  const pulls = parsedPulls(input.pulls)
  const { sizes, total } = diffSizes(pulls)
  const ordered: Array<{ pull: number; text: DiffFileText; rank: number; why?: string }> = []
  pulls.forEach((pull, index) => {
    const texts = pull.texts!
    const { inDiff, listed } = filesOf(texts, pull.files)
    for (const path of listed) if (!inDiff.has(path)) notSeen.push({ path, why: 'no patch from GitHub' })
    for (const text of texts) {
      if (text.file.binary) notSeen.push({ path: text.file.path, why: 'binary' })
      else ordered.push({ pull: index, text, ...reviewRank(text.file, input.marks) })
    }
  })
  ordered.sort(
    (a, b) =>
      a.rank - b.rank ||
      folderOf(a.text.file.path).localeCompare(folderOf(b.text.file.path)) ||
      a.text.file.path.localeCompare(b.text.file.path) ||
      a.pull - b.pull
  )
  const pieces = ordered.flatMap((o) => piecesOf(o.pull, o.text, input.capacity))
  const all = pack(pieces, input.capacity)
  const parts = all.slice(0, input.maxParts)
  const key = (p: { pull: number; path: string }) => `${p.pull}\u0000${p.path}`
  const kept = new Set(parts.flatMap((p) => p.pieces.map(key)))
  // Why each file comes late, by key: a search of `ordered` per dropped file was quadratic in the files.
  const lateWhy = new Map(ordered.map((o) => [key({ pull: o.pull, path: o.text.file.path }), o.why]))
  const dropped = new Set<string>()
  for (const part of all.slice(input.maxParts))
    for (const piece of part.pieces) {
      if (dropped.has(key(piece))) continue
      dropped.add(key(piece))
      const why = lateWhy.get(key(piece))
      const over = `over maxParts ${input.maxParts}`
      const partly = kept.has(key(piece)) ? 'some hunks ' : ''
      notSeen.push({ path: piece.path, why: `${partly}${over}${why ? `; ${why}` : ''}` })
    }
  const seenHunks = parts.reduce((n, p) => n + p.pieces.reduce((m, piece) => m + piece.hunks, 0), 0)
  return {
    parts,
    total,
    seen: { files: kept.size, hunks: seenHunks },
    notSeen,
    cut: [...new Set(parts.flatMap((p) => p.pieces.filter((piece) => piece.cut).map((piece) => piece.path)))],
    sizes,
    cutByMaxParts: all.length > input.maxParts
  }
}

/** The coverage line of one critic's round comment and job summary: what its parts saw of the diff. */
export function coverageLine(split: DiffSplit): string {
  const { parts, total, seen } = split
  const head =
    `Coverage: ${parts.length} part${parts.length === 1 ? '' : 's'}; ` +
    `${seen.files} of ${total.files} files and ${seen.hunks} of ${total.hunks} hunks seen.`
  const missing = split.notSeen.map((n) => `${n.path} (${n.why})`)
  const notSeen = missing.length > 0 ? ` Not seen: ${missing.join(', ')}.` : ''
  const cut = split.cut.length > 0 ? ` Cut to fit a part: ${split.cut.join(', ')}.` : ''
  return head + notSeen + cut
}
