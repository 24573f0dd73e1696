// A diff too large for one critic's prompt, cut into parts that each fit: along file boundaries, files of one
// folder together, the files most worth reviewing first (loop/pull/review-order.ts); a file larger than a
// part along its hunks, a hunk larger than a part cut with a note. Whatever no part holds is named with the
// reason.
import { PULL_FILES_LIMIT as FILES_LIST_LIMIT, type ChangedFile } from '../../github/port.js'
import { thousands } from '../../base/shared/thousands.js'
import { parseDiffSpans, splitSource, type DiffFileSpan } from '../pull/parse-diff.js'
import { folderOf, reviewRank, type LinguistMark } from '../pull/review-order.js'

/** Characters `[start, end)` of one pull request's diff (its split source). */
type DiffSpan = readonly [start: number, end: number]

/**
 * A run of one file's diff in a part: the whole file, or some of its hunks (each piece repeats the headers), as
 * spans of the pull request's diff, not as a copy: a 10 MB change split into parts holds its text once.
 */
interface DiffPiece {
  pull: number
  path: string
  spans: DiffSpan[]
  /** Said after the spans: a hunk of it was cut to fit, and how much is not shown. */
  note?: string
  /** The characters of the piece: its spans and its note. */
  length: number
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
  /** Each pull request's diff as the pieces' spans index it (splitSource of its diff). */
  sources: string[]
  total: { files: number; hunks: number }
  seen: { files: number; hunks: number }
  /** Files no part holds, each with why: binary, no patch from GitHub, over maxParts. */
  notSeen: Array<{ path: string; why: string }>
  /** Files past GitHub's files list (it lists 3,000): in the total, named by no one. */
  beyondList: number
  /** Files of which a hunk was cut to fit a part. */
  cut: string[]
  /** The characters of each file's diff, by pull and path: the prompt's list of every changed file says them. */
  sizes: Array<Record<string, number>>
  /** More parts were needed than maxParts allows, so files (or hunks) were left out for want of parts. */
  cutByMaxParts: boolean
}

/** One pull request's diff; `source` and `spans` are its parse, when the caller parsed it once for several splits. */
export interface SplitPull {
  diff: string
  files: readonly ChangedFile[]
  /** GitHub's count of the pull's changed files, when its files list stops short of it (round-prompt.ts). */
  changedFiles?: number
  source?: string
  spans?: readonly DiffFileSpan[]
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

const spanLength = (spans: readonly DiffSpan[]) => spans.reduce((n, [a, b]) => n + b - a, 0)

/** The first `keep` characters of the spans, as spans. */
function firstChars(spans: readonly DiffSpan[], keep: number): DiffSpan[] {
  const out: DiffSpan[] = []
  let left = keep
  for (const [a, b] of spans) {
    if (left <= 0) break
    const take = Math.min(left, b - a)
    out.push([a, a + take])
    left -= take
  }
  return out
}

/** Adds a span, joined to the last one when they touch (a header and the hunk after it are one span). */
function pushSpan(spans: DiffSpan[], span: DiffSpan): void {
  const last = spans.at(-1)
  if (last && last[1] === span[0]) spans[spans.length - 1] = [last[0], span[1]]
  else spans.push(span)
}

/** Where hunk `i` of a file lies. */
const hunkSpan = (text: DiffFileSpan, i: number): DiffSpan => [text.hunks[i]!, text.hunks[i + 1] ?? text.end]

/** One file's pieces: whole when it fits, else its hunks grouped, a hunk too large cut. */
function piecesOf(pull: number, text: DiffFileSpan, capacity: number): DiffPiece[] {
  const path = text.file.path
  const count = text.hunks.length
  if (text.end - text.start <= capacity)
    return [{ pull, path, spans: [[text.start, text.end]], length: text.end - text.start, hunks: count }]
  const header: DiffSpan = [text.start, text.hunks[0] ?? text.end]
  const pieces: DiffPiece[] = []
  let current: DiffPiece | undefined
  for (let i = 0; i < count; i++) {
    const hunk = hunkSpan(text, i)
    const size = hunk[1] - hunk[0]
    if (current && !current.cut && current.length + size <= capacity) {
      pushSpan(current.spans, hunk)
      current.length += size
      current.hunks++
      continue
    }
    const spans: DiffSpan[] = [header]
    pushSpan(spans, hunk)
    current = { pull, path, spans, length: spanLength(spans), hunks: 1 }
    if (current.length > capacity) {
      const keep = Math.max(0, capacity - NOTE_ROOM)
      const note = cutNote(current.length - keep)
      current.spans = firstChars(spans, keep)
      current.note = note
      current.length = keep + note.length
      current.cut = true
    }
    pieces.push(current)
  }
  return pieces
}

/** A piece's text, read from its pull request's diff: for a prompt being written, one part at a time. */
export function pieceText(
  sources: readonly string[],
  piece: Pick<DiffPiece, 'pull' | 'spans' | 'note'>
): string {
  const source = sources[piece.pull] ?? ''
  return piece.spans.map(([a, b]) => source.slice(a, b)).join('') + (piece.note ?? '')
}

/** Pieces in parts, in order, a new part whenever the next piece does not fit the current one. */
function pack(pieces: DiffPiece[], capacity: number): DiffPart[] {
  const parts: DiffPart[] = []
  // The files of the part being filled, as a set: a list's `includes` made a 3,000-file part quadratic.
  let named = new Set<string>()
  let size = Infinity
  for (const piece of pieces) {
    if (size + piece.length > capacity) {
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
    size += piece.length
  }
  return parts
}

/**
 * A pull's changed files: those its diff shows, those its files list names, how many in all (GitHub's own count
 * when its list stops short of it) and how many of them no prompt can hold (binary, no patch, past the list).
 */
function filesOf(spans: readonly DiffFileSpan[], pull: Pick<SplitPull, 'files' | 'changedFiles'>) {
  const inDiff = new Set(spans.map((t) => t.file.path))
  const listed = pull.files.length > 0 ? pull.files.map((f) => f.path) : [...inDiff]
  const named = new Set([...listed, ...inDiff]).size
  const count = Math.max(named, pull.changedFiles ?? 0)
  const noPatch = listed.filter((path) => !inDiff.has(path)).length
  const binary = spans.filter((t) => t.file.binary).length
  return { inDiff, listed, count, beyond: count - named, unseen: noPatch + binary + count - named }
}

/** A pull request of a round's prompt as a split reads it: its diff, its files, GitHub's count of them. */
export function splitPullOf(pull: {
  diff?: string
  files: readonly ChangedFile[]
  changedFiles?: number
}): SplitPull {
  const { diff = '', files, changedFiles } = pull
  return changedFiles === undefined ? { diff, files } : { diff, files, changedFiles }
}

/** The pull with its diff parsed: the split source and its files' spans (kept when the caller parsed it). */
function parsed(pull: SplitPull): SplitPull & Required<Pick<SplitPull, 'source' | 'spans'>> {
  const source = pull.source ?? splitSource(pull.diff)
  return { ...pull, source, spans: pull.spans ?? parseDiffSpans(source) }
}

/** The pulls with their diffs parsed, once for every split and count of a round. */
export function parsedPulls(pulls: readonly SplitPull[]): SplitPull[] {
  return pulls.map(parsed)
}

/** The characters of each file's diff (by pull and path), and the files and hunks in all, as `splitDiff` counts. */
export function diffSizes(
  pulls: readonly SplitPull[]
): Pick<DiffSplit, 'sizes' | 'total' | 'beyondList'> & { unseen: number } {
  const total = { files: 0, hunks: 0 }
  let beyondList = 0
  let unseen = 0
  const sizes = pulls.map((pull) => {
    const { spans } = parsed(pull)
    const files = filesOf(spans, pull)
    total.files += files.count
    beyondList += files.beyond
    unseen += files.unseen
    const own: Record<string, number> = {}
    for (const text of spans) {
      own[text.file.path] = text.end - text.start
      total.hunks += text.hunks.length
    }
    return own
  })
  return { sizes, total, beyondList, unseen }
}

/**
 * The files and hunks of a round's diffs, counted as `splitDiff` counts its totals, and the files no prompt holds
 * a line of (binary, no patch, past GitHub's list): what a critic not split sees of them.
 */
export function diffTotals(pulls: readonly SplitPull[]): DiffSplit['total'] & { unseen: number } {
  const { total, unseen } = diffSizes(pulls)
  return { ...total, unseen }
}

export function splitDiff(input: SplitInput): DiffSplit {
  const notSeen: DiffSplit['notSeen'] = []
  const pulls = input.pulls.map(parsed)
  const { sizes, total, beyondList } = diffSizes(pulls)
  const ordered: Array<{ pull: number; text: DiffFileSpan; rank: number; why?: string }> = []
  pulls.forEach((pull, index) => {
    const { inDiff, listed } = filesOf(pull.spans, pull)
    for (const path of listed) if (!inDiff.has(path)) notSeen.push({ path, why: 'no patch from GitHub' })
    for (const text of pull.spans) {
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
    sources: pulls.map((p) => p.source),
    total,
    seen: { files: kept.size, hunks: seenHunks },
    notSeen,
    beyondList,
    cut: [...new Set(parts.flatMap((p) => p.pieces.filter((piece) => piece.cut).map((piece) => piece.path)))],
    sizes,
    cutByMaxParts: all.length > input.maxParts
  }
}

/** The coverage line of one critic's round comment and job summary: what its parts saw of the diff. */
export function coverageLine(split: DiffSplit): string {
  const { parts, total, seen } = split
  const listed = split.beyondList > 0 ? ` (GitHub lists ${thousands(FILES_LIST_LIMIT)})` : ''
  const head =
    `Coverage: ${parts.length} part${parts.length === 1 ? '' : 's'}; ` +
    `${seen.files} of ${total.files} files${listed} and ${seen.hunks} of ${total.hunks} hunks seen.`
  const missing = split.notSeen.map((n) => `${n.path} (${n.why})`)
  const notSeen = missing.length > 0 ? ` Not seen: ${missing.join(', ')}.` : ''
  const cut = split.cut.length > 0 ? ` Cut to fit a part: ${split.cut.join(', ')}.` : ''
  return head + notSeen + cut
}
