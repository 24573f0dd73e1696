// Each critic's share of a round: the shared prompt when it fits the critic's prompt capacity (as before capacities), else
// the diff in parts that each fit, every part's prompt carrying the brief, the replies, the list of every changed
// file with its size and its own part. A capacity that cannot hold even the fixed part refuses that critic alone.
import { randomUUID } from 'node:crypto'
import type { Critic } from '../../critics/harness/critic-model.js'
import type { CriticSplit, PromptSegment } from '../../critics/harness/critics-job.js'
import { maxPartsOf, promptCapacityOf } from '../../critics/harness/prompt-capacity.js'
import {
  coverageLine,
  diffSizes,
  parsedPulls,
  pieceText,
  splitDiff,
  splitPullOf,
  type DiffSplit,
  type SplitPull
} from '../prompt/diff-parts.js'
import { renderRoundPrompt, type RoundPromptInput } from '../prompt/round-prompt.js'
import { DEFAULT_MAX_BLOCK } from '../../base/markdown/untrusted-fence.js'
import type { LinguistMark } from '../pull/review-order.js'
import type { CriticCoverage } from './coverage.js'
import { escapeInline } from '../../base/markdown/text.js'

/** Room for each pull request's diff fence and label, which the fixed part renders empty. */
const FENCE_ROOM = 64
/** A part must hold at least this much diff to be worth a run. */
const MIN_PART_CHARS = 500

/** The splits that left files out for want of parts: only then does the review order decide what is seen. */
const CUT_BY_MAX_PARTS = new WeakSet<CriticSplit>()

/** What each split's prompts held of the diff: kept beside the split (the job's JSON need not carry it). */
const COUNTS = new WeakMap<CriticSplit, CriticCoverage>()

/** What a split left out or cut beyond the files GitHub gave no lines of, in the check's words. */
const SHORT = new WeakMap<CriticSplit, string>()

/** Files left out for want of parts, hunks cut to fit one: the author's change was too large to read whole. */
export function shortfallOf(split: CriticSplit): string | undefined {
  return SHORT.get(split)
}

/** The coverage of a critic's split, as planned (before any run). */
export function countsOf(split: CriticSplit): CriticCoverage | undefined {
  return COUNTS.get(split)
}

/** Whether this split left files unseen because the critic's `maxParts` ran out (never decided by a path). */
export function isCutByMaxParts(split: CriticSplit): boolean {
  return CUT_BY_MAX_PARTS.has(split)
}

/** Whether the shared prompt reaches a critic of this capacity whole: under it, and no diff cut at one block. */
function fitsWhole(input: RoundPromptInput, shared: string, capacity: number): boolean {
  return shared.length <= capacity && input.pulls.every((p) => (p.diff ?? '').length <= DEFAULT_MAX_BLOCK)
}

function splitFor(
  critic: Critic,
  input: RoundPromptInput,
  pulls: readonly SplitPull[],
  marks: ReadonlyMap<string, LinguistMark> | undefined
): CriticSplit {
  const capacity = promptCapacityOf(critic)
  const maxParts = maxPartsOf(critic)
  const { sizes, total } = diffSizes(pulls)
  const withDiffs = (diffs: readonly string[], files: ReadonlyArray<ReadonlySet<string>>) =>
    input.pulls.map((p, i) =>
      p.diff === undefined
        ? p
        : { ...p, diff: diffs[i] ?? '', sizes: sizes[i] ?? {}, partFiles: files[i] ?? new Set<string>() }
    )
  // The fixed part as large as any part's can be: the changes since shown for every file, up to their cap.
  const everyFile = input.pulls.map((p) => new Set(sinceFiles(p)))
  const fixed = renderRoundPrompt({
    ...input,
    maxBlock: capacity,
    part: { index: maxParts, count: maxParts },
    pulls: withDiffs([], everyFile)
  })
  const room = capacity - fixed.length - FENCE_ROOM * input.pulls.length
  if (room < MIN_PART_CHARS) {
    const files = input.pulls.reduce((n, p) => n + p.files.length, 0)
    const none = {
      whole: false,
      files: { seen: 0, total: total.files },
      hunks: { seen: 0, total: total.hunks }
    }
    return counted(none, {
      parts: [],
      coverage: 'Coverage: nothing seen (the prompt budget cannot hold the round).',
      refusal: `the round's fixed part (the brief, the replies, the instructions and the list of all ${files} changed files) is ${fixed.length} characters, which leaves no room for the diff in maxPromptChars ${capacity}: raise maxPromptChars of critic '${critic.name}' in the harness config to at least ${fixed.length + MIN_PART_CHARS + FENCE_ROOM * input.pulls.length}`
    })
  }
  const split = splitDiff({ pulls, capacity: room, maxParts, ...(marks ? { marks } : {}) })
  const count = split.parts.length
  const nonce = randomUUID()
  const parts = split.parts.map((part, index) => {
    const byPull = input.pulls.map((_, i) => part.pieces.filter((piece) => piece.pull === i))
    const stands = byPull.map((pieces, i) => standIn(split, pieces, i, nonce))
    const prompt = renderRoundPrompt({
      ...input,
      maxBlock: capacity,
      part: { index: index + 1, count },
      pulls: withDiffs(
        stands,
        byPull.map((pieces) => new Set(pieces.map((piece) => piece.path)))
      )
    })
    return { text: segmentsOf(prompt, stands, byPull), files: part.files }
  })
  const out: CriticSplit = { parts, coverage: coverageLine(split) }
  if (split.cutByMaxParts) CUT_BY_MAX_PARTS.add(out)
  const short = [
    ...(split.cutByMaxParts ? [`files left out past its maxParts ${maxParts}`] : []),
    ...(split.cut.length > 0 ? [`a hunk of ${namedFew(split.cut)} cut to fit a part`] : [])
  ]
  if (short.length > 0) SHORT.set(out, short.join('; '))
  const { seen } = split
  // Whole only when nothing was left out or cut: a cut hunk counts as seen, but not all of it was.
  const whole = seen.files === split.total.files && seen.hunks === split.total.hunks && split.cut.length === 0
  return counted(
    {
      whole,
      files: { seen: seen.files, total: split.total.files },
      hunks: { seen: seen.hunks, total: split.total.hunks }
    },
    out
  )
}

/** The first few paths, and how many more: a reason stays one line. */
function namedFew(paths: readonly string[]): string {
  const few = paths
    .slice(0, 3)
    .map((p) => escapeInline(p, 120))
    .join(', ')
  return paths.length > 3 ? `${few} and ${paths.length - 3} more` : few
}

/** The paths a pull request's changes since the last round touch (none when it has no such section). */
function sinceFiles(pull: RoundPromptInput['pulls'][number]): string[] {
  return pull.since?.kind === 'changes' ? pull.since.files.map((f) => f.path) : []
}

type Piece = DiffSplit['parts'][number]['pieces'][number]

function longestBackticks(text: string): number {
  let longest = 0
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length)
  return longest
}

/**
 * What a part's prompt is rendered with in place of a pull request's diff: a mark no comment or diff can hold
 * (a fresh random id), with as long a run of backticks as the diff itself, so the fence drawn around it is the one
 * the diff needs. The rendered prompt is then cut at the marks and the diff's spans put in their place.
 */
function standIn(split: DiffSplit, pieces: readonly Piece[], pull: number, nonce: string): string {
  if (pieces.length === 0) return ''
  const text = pieces.map((piece) => pieceText(split.sources, piece)).join('')
  return `\u0000the-loop diff ${pull} ${nonce}\u0000${'`'.repeat(longestBackticks(text))}`
}

/** The rendered prompt cut at each stand-in, the pieces' spans (and cut notes) in their place. */
function segmentsOf(prompt: string, stands: readonly string[], byPull: readonly Piece[][]): PromptSegment[] {
  const out: PromptSegment[] = []
  let from = 0
  stands.forEach((stand, pull) => {
    if (stand === '') return
    const at = prompt.indexOf(stand, from)
    if (at < 0) throw new Error(`the prompt of a part lost the place of diff ${pull}`)
    out.push(prompt.slice(from, at))
    for (const piece of byPull[pull]!) {
      for (const [start, end] of piece.spans) out.push([pull, start, end])
      if (piece.note !== undefined) out.push(piece.note)
    }
    from = at + stand.length
  })
  out.push(prompt.slice(from))
  return out
}

function counted(coverage: CriticCoverage, split: CriticSplit): CriticSplit {
  COUNTS.set(split, coverage)
  return split
}

/** The critics whose capacity the shared prompt does not fit, and the diffs their parts' segments point into. */
export interface RoundSplit {
  byCritic: Record<string, CriticSplit>
  /** One per pull request of the round, in its order (the split source of its diff; '' for none). */
  diffs: string[]
}

/**
 * The critics whose capacity the shared prompt does not fit, each with its parts (or its refusal). Undefined when
 * every critic takes the shared prompt: such a round is planned, run and posted exactly as before capacities.
 */
export function splitForCritics(
  input: RoundPromptInput,
  shared: string,
  critics: readonly Critic[],
  marks?: ReadonlyMap<string, LinguistMark>
): RoundSplit | undefined {
  const out: Record<string, CriticSplit> = {}
  // The diffs are parsed once for every critic split (and only when one is): a 10 MB diff takes ~75 ms.
  let pulls: SplitPull[] | undefined
  for (const critic of critics)
    if (!fitsWhole(input, shared, promptCapacityOf(critic))) {
      pulls ??= parsedPulls(input.pulls.map(splitPullOf))
      out[critic.name] = splitFor(critic, input, pulls, marks)
    }
  return pulls ? { byCritic: out, diffs: pulls.map((p) => p.source ?? '') } : undefined
}
