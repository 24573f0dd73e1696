// The check run `the-loop / review` as GitHub's Checks tab shows it: a title and a Markdown summary, in progress
// while a round runs and completed once it is posted. Every value is the action's own bookkeeping; critic names
// are config names and failure reasons our harness's words, shown inline and inert all the same.
import { SEVERITIES, type Severity } from '../../base/shared/severity.js'
import { escapeInline } from '../../base/markdown/text.js'
import { PULL_FILES_LIMIT, type CheckConclusion, type CheckOutput } from '../../github/port.js'
import { unseenLine } from '../parts/round-coverage.js'
import type { UnseenFile } from '../pull/unseen.js'
import { thousands } from '../../base/shared/thousands.js'
import type { FailOn } from '../../conversation/inputs/fail-on.js'

/** One critic of the round as the check shows it. */
export interface CheckCritic {
  critic: string
  /** Undefined when the critic answered; else why it did not. */
  failed?: string
  /** Set when it answered without a findings block (`missing`) or with one that is not readable. */
  block?: 'missing' | 'unreadable'
  /** How many of its findings could not be read (invalid, or past the cap of one answer). */
  lost?: number
  /** Its findings of the round that are still open (not decided), by severity. */
  open: Record<Severity, number>
  /** What its prompt or parts held of the diff. */
  files?: { seen: number; total: number }
}

export interface CheckFigures {
  round: number
  /** The reviewed head, a full sha. */
  head: string
  critics: readonly CheckCritic[]
  /**
   * The brief's ledger across critics on one line (loop/brief/brief-table.ts); undefined without a brief.
   */
  brief?: string
  briefItems: { answered: number; total: number }
  conclusion: CheckConclusion
  /** Why the conclusion is what it is, in the action's words. */
  why: string
  /** Files no critic saw (binary, no patch), each with why; `blocks`: it fails the check under `fail-on`. */
  unseen?: readonly UnseenFile[]
  /** A pull request's files list stopped at GitHub's limit: the counts say so. */
  pastList?: boolean
  runUrl?: string
}

/** `1 high, 2 low open`, or `nothing open`. */
function openLine(critics: readonly CheckCritic[]): string {
  const parts = SEVERITIES.flatMap((s) => {
    const n = critics.reduce((sum, c) => sum + c.open[s], 0)
    return n === 0 ? [] : [`${n} ${s}`]
  })
  return parts.length === 0 ? 'nothing open' : `${parts.join(', ')} open`
}

/** The critic's outcome in the table: answered, and whether all of its findings could be read. */
function outcomeOf(c: CheckCritic): string {
  if (c.failed !== undefined) return `failed: ${escapeInline(c.failed, 120)}`
  if (c.block === 'missing') return 'answered without a findings block'
  if (c.block === 'unreadable') return 'answered, its findings block not readable'
  if (c.lost) return `answered; ${c.lost} finding${c.lost === 1 ? '' : 's'} not read`
  return 'answered'
}

const runPart = (url: string | undefined) => (url ? ` — [the run](${url})` : '')

/** The output of a check whose round is running. */
export function renderCheckInProgress(
  round: number,
  head: string,
  critics: number,
  runUrl?: string
): CheckOutput {
  return {
    title: `Round ${round} in progress`,
    summary: `**the-loop review, round ${round}**: ${critics} ${critics === 1 ? 'critic is' : 'critics are'} reviewing \`${head.slice(0, 7)}\`${runPart(runUrl)}. The check completes when the round is posted.`
  }
}

/** The output of a check whose round is posted: per critic its outcome, open findings and coverage; the brief. */
export function renderCheckCompleted(f: CheckFigures): CheckOutput {
  const { answered, total } = f.briefItems
  const brief = total === 0 ? '' : ` · brief ${answered} of ${total} answered`
  const rows = f.critics.map((c) => {
    const read = c.failed === undefined && c.block === undefined
    const counts = SEVERITIES.map((s) => (read ? String(c.open[s]) : '—')).join(' | ')
    const listed = f.pastList ? ` (GitHub lists ${thousands(PULL_FILES_LIMIT)})` : ''
    const seen = c.files ? `${c.files.seen} of ${c.files.total} files${listed}` : '—'
    return `| \`${escapeInline(c.critic, 64)}\` | ${outcomeOf(c)} | ${counts} | ${seen} |`
  })
  const table = [
    `| critic | outcome | ${SEVERITIES.join(' | ')} | diff seen |`,
    `|---|---|${SEVERITIES.map(() => '---:').join('|')}|---|`,
    ...rows
  ].join('\n')
  const lines = [
    `**the-loop review, round ${f.round}** of \`${f.head.slice(0, 7)}\`${runPart(f.runUrl)}`,
    `Findings still open (not decided), by critic:\n\n${table}`,
    ...(f.unseen && f.unseen.length > 0 ? [unseenLine(f.unseen)] : []),
    ...(f.brief ? [`**The brief:** ${f.brief}`] : []),
    `**Conclusion: ${f.conclusion}** — ${f.why}`
  ]
  return { title: `Round ${f.round}: ${openLine(f.critics)}${brief}`, summary: lines.join('\n\n') }
}

/**
 * The output of the check a push posts on the new head of a pull request under review. Under `fail-on` the check
 * stays in progress until a round reviews that head and completes it, so the text says so and stays true while
 * that round runs; without it the check is neutral, and says it blocks nothing.
 */
export function renderCheckBehind(
  reviewed: string,
  head: string,
  round: number,
  failOn: FailOn
): CheckOutput {
  const [was, now] = [reviewed.slice(0, 7), head.slice(0, 7)]
  const behind = `**the-loop review**: round ${round} reviewed \`${was}\`; \`${now}\` is newer and no critic has read it yet.`
  const ask = 'Reply on the pull request to ask for a round on it.'
  const rest =
    failOn === 'none'
      ? `${ask} Neutral: this check never blocks a merge.`
      : `In progress until a round reviews \`${now}\` and completes this check: input \`fail-on\` is \`${failOn}\`, so a push never lifts the gate, and where this check is required the pull request cannot merge before then. ${ask}`
  return { title: `Not reviewed since ${was}`, summary: `${behind} ${rest}` }
}
