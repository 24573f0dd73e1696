// Each critic's coverage of a round, as the ledger records it: planned with the split (what each critic's prompt
// or parts held of the diff), then, at publish, whole only where every run of the critic also finished. A
// critic on the shared prompt saw every line GitHub gave (no block of it cut: critic-split.ts fitsWhole), but
// not the files it gave no lines of: binary, without a patch, past its files list. And why coverage is short for
// a reason the pull request's author controls, which fails the check under `fail-on`.
import { plannedRuns, splitOf } from '../../critics/harness/critic-runs.js'
import type { Critic } from '../../critics/harness/critic-model.js'
import type { CriticSplit } from '../../critics/harness/critics-job.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { CriticCoverage } from './coverage.js'
import { diffTotals, splitPullOf } from '../prompt/diff-parts.js'
import type { RoundPromptInput } from '../prompt/round-prompt.js'
import { countsOf } from './critic-split.js'
import type { PlanWithCoverage } from './coverage-plan.js'
import type { UnseenFile } from '../pull/unseen.js'
import { escapeInline } from '../../base/markdown/text.js'
import { thousands } from '../../base/shared/thousands.js'
import { PULL_FILES_LIMIT } from '../../github/port.js'

/** Every critic's coverage as planned: its split's counts, or the whole diff for the shared prompt. */
export function plannedCoverage(
  input: Pick<RoundPromptInput, 'pulls'>,
  critics: readonly Critic[],
  split: Record<string, CriticSplit> | undefined
): Record<string, CriticCoverage> {
  const job = split ? { split } : {}
  const splits = critics.map((c) => splitOf(job, c.name))
  // The diff counted once, only when a critic takes the shared prompt.
  let totals: { files: number; hunks: number; unseen: number } | undefined
  // The shared prompt holds every line GitHub gave: not the files it gave none of (binary, no patch, past its
  // files list), which count as not seen here exactly as a split counts them.
  const whole = (): CriticCoverage => {
    totals ??= diffTotals(input.pulls.map(splitPullOf))
    const { files, hunks, unseen } = totals
    return {
      whole: unseen === 0,
      files: { seen: files - unseen, total: files },
      hunks: { seen: hunks, total: hunks }
    }
  }
  // Entries, not assignment: a critic's name is the config's, and `__proto__` must stay a key.
  const entries = critics.flatMap((c, i): Array<[string, CriticCoverage]> => {
    const own = splits[i]
    if (own === undefined) return [[c.name, whole()]]
    // A split without counts is not one this planner made: nothing is claimed for it.
    const counted = countsOf(own)
    return counted ? [[c.name, counted]] : []
  })
  return Object.fromEntries(entries)
}

/** The plan's coverage after the runs: a critic any of whose runs did not finish is not whole. */
export function coverageAfterRuns(
  plan: Pick<PlanWithCoverage, 'critics' | 'split' | 'prompt' | 'coverage'>,
  runs: readonly Envelope[]
): Record<string, CriticCoverage> {
  const finished = (critic: string, part: number | undefined) =>
    runs.some((e) => e.critic === critic && e.part === part && e.ok)
  const failed = new Set(
    plannedRuns(plan)
      .filter((r) => r.refusal !== undefined || !finished(r.critic.name, r.part))
      .map((r) => r.critic.name)
  )
  return Object.fromEntries(
    Object.entries(plan.coverage ?? {}).map(([name, c]) => [
      name,
      failed.has(name) ? { ...c, whole: false } : c
    ])
  )
}

/** Files named in one reason before it says how many more. */
const NAMED = 5

/**
 * Why the round's coverage is short for a reason the pull request's author controls, each as inline Markdown:
 * files no critic saw that could hold code (loop/pull/unseen.ts), files past GitHub's list, what a split
 * critic's parts left out or cut, a part that did not run. Empty when nothing of the sort: an image no critic
 * saw is not one.
 */
export function authorShortfalls(
  plan: Pick<PlanWithCoverage, 'critics' | 'split' | 'prompt' | 'unseen'>,
  runs: readonly Envelope[]
): string[] {
  const out: string[] = []
  const blocking = (plan.unseen?.files ?? []).filter((f) => f.blocks)
  if (blocking.length > 0) {
    const named = blocking.slice(0, NAMED).map((f) => `${escapeInline(f.path, 120)} (${f.why})`)
    const more = blocking.length > NAMED ? ` and ${blocking.length - NAMED} more` : ''
    out.push(`no critic saw ${named.join(', ')}${more}`)
  }
  for (const b of plan.unseen?.beyond ?? [])
    out.push(
      `${thousands(b.total - b.listed)} files of ${escapeInline(b.ref, 120)} are past GitHub's files list (it lists ${thousands(b.listed)} of ${thousands(b.total)})`
    )
  for (const [critic, why] of Object.entries(plan.unseen?.cut ?? {}))
    out.push(`\`${escapeInline(critic, 64)}\`: ${why}`)
  const finished = (critic: string, part: number) =>
    runs.some((e) => e.critic === critic && e.part === part && e.ok)
  for (const r of plannedRuns(plan)) {
    if (r.part === undefined || finished(r.critic.name, r.part)) continue
    const count = splitOf(plan, r.critic.name)?.parts.length ?? 0
    out.push(`\`${escapeInline(r.critic.name, 64)}\`: part ${r.part} of ${count} did not run`)
  }
  return out
}

/**
 * What a critic's round comment says of the files no critic read: its count of files (GitHub's limit named when
 * its list stopped short) and each file with why; '' when the prompts hold every file GitHub changed.
 */
export function unseenSection(plan: Pick<PlanWithCoverage, 'unseen' | 'coverage'>, critic: string): string {
  const u = plan.unseen
  if (!u || u.files.length + u.beyond.length === 0) return ''
  const files = plan.coverage?.[critic]?.files
  const listed = u.beyond.length > 0 ? ` (GitHub lists ${thousands(PULL_FILES_LIMIT)})` : ''
  const count = files ? [`**Coverage:** ${files.seen} of ${files.total} files${listed}.`] : []
  return `\n\n${[...count, ...(u.files.length > 0 ? [unseenLine(u.files)] : [])].join(' ')}`
}

/** Files named before the line says how many more. */
const NAMED_UNSEEN = 20

/** `**Not seen by any critic** (GitHub gave no lines of them): a.png (binary), …`, a blocking file marked. */
export function unseenLine(files: readonly UnseenFile[]): string {
  // Those that block first: they are what the check's conclusion is about.
  const named = [...files]
    .sort((a, b) => Number(b.blocks) - Number(a.blocks))
    .slice(0, NAMED_UNSEEN)
    .map((u) => `${escapeInline(u.path, 120)} (${u.why})${u.blocks ? ' ⛔' : ''}`)
  const more = files.length > NAMED_UNSEEN ? ` and ${files.length - NAMED_UNSEEN} more` : ''
  const blocking = files.filter((u) => u.blocks).length
  const gate =
    blocking === 0
      ? 'none of them could hold code'
      : `${blocking} could hold code the author put there (⛔): under \`fail-on\` that fails the check`
  return `**Not seen by any critic** (GitHub gave no lines of them; ${gate}): ${named.join(', ')}${more}.`
}
