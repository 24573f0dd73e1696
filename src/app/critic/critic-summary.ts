// Job-summary markdown for the critic action: the round's figures, or why nothing ran (pure).
import type { Envelope } from '../../critics/harness/envelope.js'
import { describeRedactions } from '../../critics/harness/redact.js'
import { escapeInline } from '../../base/markdown/text.js'

/** Critic names, errors and stderr are untrusted: one escaped line per table cell, no HTML. */
function cell(text: string, max = 500): string {
  return escapeInline(text, max)
}

export interface SummaryExtras {
  /** The pull request the result was posted on. */
  postedOn?: number
  /** Why a pull request was reviewed without its frozen brief. */
  briefNote?: string
  /** Why the result could not be posted. */
  postError?: string
  /** Secret values replaced with `***` in the critic's output and error. */
  redacted?: number
  /** The envelope came from a file an earlier run wrote (`envelope-file`): no critic ran in this job. */
  fromFile?: string
  /** What the critic saw of a pull request too large for one prompt (its parts' coverage line). */
  coverage?: string
}

/** An explicit single-critic run is outside every review's bookkeeping; the summary says so. */
const NOT_COUNTED =
  "Not counted against any review's `max-rounds`: the critic action neither reads nor writes the round budget."

export function renderCriticSummary(e: Envelope, extras: SummaryExtras = {}): string {
  const { postedOn, briefNote, postError, redacted, fromFile, coverage } = extras
  const u = e.usage
  const rows: Array<[string, string]> = [
    ['critic', `\`${cell(e.critic)}\` ${cell(e.attribution)}`],
    ['result', e.ok ? 'ok' : 'failed'],
    ['exit code', String(e.exitCode)],
    ['duration', `${e.durationSeconds} s`],
    ['tokens', u.present ? `${u.inputTokens} in / ${u.outputTokens} out` : 'not reported'],
    ['cache tokens', u.present ? `${u.cacheReadTokens} read / ${u.cacheWriteTokens} write` : 'not reported'],
    ['cost', u.present && u.costUsd ? `$${u.costUsd.toFixed(4)}` : 'not reported']
  ]
  if (fromFile !== undefined)
    rows.push(['source', `${cell(fromFile)} (envelope-file); no critic ran in this job`])
  if (postedOn !== undefined) rows.push(['posted', `on #${postedOn}`])
  if (postError !== undefined) rows.push(['posted', cell(postError)])
  if (coverage !== undefined) rows.push(['coverage', cell(coverage, 2000)])
  if (briefNote !== undefined) rows.push(['brief', cell(`none: ran without a frozen brief (${briefNote})`)])
  const redaction = describeRedactions([{ critic: e.critic, count: redacted ?? 0 }])
  if (redaction) rows.push(['redacted', `${cell(redaction)}, replaced with \`***\``])
  if (e.error) rows.push(['error', cell(e.error)])
  return [
    '## the-loop critic',
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    '',
    NOT_COUNTED,
    ''
  ].join('\n')
}

export function renderRefusalSummary(critic: string, reason: string): string {
  const who = critic ? ` \`${cell(critic)}\`` : ''
  return ['## the-loop critic', '', `Critic${who} did not run: ${cell(reason, 1000)}`, ''].join('\n')
}
