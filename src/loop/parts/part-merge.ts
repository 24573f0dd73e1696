// The runs of one critic on the parts of a split diff, as the one result its round comment and review show:
// each part's text under its own heading, one findings block holding every part's findings (a finding two parts
// both made counted once, by key), the coverage line, and for a failed part the files it held. Publish merges
// from the signed plan, so which parts exist and what they held never comes from the critics step.
import { emptyUsage } from '../../critics/harness/usage.js'
import { newEnvelope, type Envelope } from '../../critics/harness/envelope.js'
import type { Critic } from '../../critics/harness/critic-model.js'
import { splitOf } from '../../critics/harness/critic-runs.js'
import type { CriticSplit } from '../../critics/harness/critics-job.js'
import { parseFindings } from '../../base/findings/findings-parse.js'
import {
  FINDINGS_INFO,
  type Finding,
  type LedgerEntry,
  type LedgerStatus,
  type ThreadAnswer
} from '../../base/findings/finding.js'
import { findingKey } from '../placement/key.js'
import type { PlanWithCoverage } from './coverage-plan.js'

/** Files named in a heading or a failure before the list says how many more. */
const NAMED_FILES = 20

function fileList(files: readonly string[]): string {
  const named = files.slice(0, NAMED_FILES).join(', ')
  return files.length > NAMED_FILES ? `${named} and ${files.length - NAMED_FILES} more` : named
}

/** A finding's identity across parts: its place and title (the same line named twice is one finding). */
const keyOf = (f: Finding) => findingKey(f, `${f.pullRequest ?? ''}:${f.side ?? 'RIGHT'}:${f.line}`)

function addUsage(total: Envelope['usage'], u: Envelope['usage']): Envelope['usage'] {
  return {
    inputTokens: total.inputTokens + u.inputTokens,
    outputTokens: total.outputTokens + u.outputTokens,
    cacheReadTokens: total.cacheReadTokens + u.cacheReadTokens,
    cacheWriteTokens: total.cacheWriteTokens + u.cacheWriteTokens,
    costUsd: total.costUsd + u.costUsd,
    present: total.present || u.present,
    // A token count out of range in one part flags the critic's, as an invalid cost does below.
    ...(total.tokenStatus === 'invalid' || u.tokenStatus === 'invalid'
      ? { tokenStatus: 'invalid' as const }
      : {}),
    // An invalid cost in one part makes the critic's cost invalid: the budget never takes it as a cheaper run.
    ...(total.costStatus === 'invalid' || u.costStatus === 'invalid'
      ? { costStatus: 'invalid' as const }
      : (total.costStatus ?? u.costStatus)
        ? { costStatus: 'reported' as const }
        : {})
  }
}

/** Which of two parts' statuses for one brief item stands: a part that answered it outweighs one that could not. */
const STANDING: Readonly<Record<LedgerStatus, number>> = {
  answered: 3,
  partly: 2,
  'cannot-check': 1,
  open: 0
}

/** The parts' answers and ledger as one: the first answer per thread, the strongest status per brief item. */
class PartExtras {
  private readonly answers = new Map<number, ThreadAnswer>()
  private readonly ledger = new Map<string, LedgerEntry>()

  add(parsed: { answers: ThreadAnswer[]; ledger: LedgerEntry[] }): void {
    for (const a of parsed.answers) if (!this.answers.has(a.thread)) this.answers.set(a.thread, a)
    for (const e of parsed.ledger) {
      const known = this.ledger.get(e.id)
      if (!known || STANDING[e.status] > STANDING[known.status]) this.ledger.set(e.id, e)
    }
  }

  /** The block's roots beside `findings`, only those that hold something (a block as critics write it). */
  roots(): { answers?: ThreadAnswer[]; ledger?: LedgerEntry[] } {
    return {
      ...(this.answers.size > 0 ? { answers: [...this.answers.values()] } : {}),
      ...(this.ledger.size > 0 ? { ledger: [...this.ledger.values()] } : {})
    }
  }
}

/** One critic's part envelopes (in part order, one per part of its split) as its one envelope. */
function mergeCritic(critic: Critic, split: CriticSplit, runs: Envelope[]): Envelope {
  const merged = newEnvelope(critic)
  if (split.refusal !== undefined) return { ...merged, error: `${split.refusal}. ${split.coverage}` }
  const count = split.parts.length
  const texts: string[] = []
  const failures: string[] = []
  const findings = new Map<string, Finding>()
  const extras = new PartExtras()
  let usage = emptyUsage()
  split.parts.forEach((part, i) => {
    const run = runs.find((e) => e.part === i + 1)
    const heading = `**Part ${i + 1} of ${count}** (${part.files.length} file${part.files.length === 1 ? '' : 's'}: ${fileList(part.files)})`
    if (run) {
      usage = addUsage(usage, run.usage)
      merged.durationSeconds += run.durationSeconds
    }
    if (!run?.ok) {
      const why = run?.error || 'no result'
      failures.push(`part ${i + 1} of ${count} (${fileList(part.files)}): ${why}`)
      texts.push(`${heading}\n\nThis part failed (${why}); its files were not reviewed.`)
      if (run && run.exitCode !== 0 && merged.exitCode <= 0) merged.exitCode = run.exitCode
      return
    }
    const parsed = parseFindings(run.output)
    for (const f of parsed.findings) if (!findings.has(keyOf(f))) findings.set(keyOf(f), f)
    extras.add(parsed)
    texts.push(`${heading}\n\n${parsed.text.trim()}`)
    if (merged.exitCode < 0) merged.exitCode = run.exitCode
  })
  merged.usage = usage
  merged.durationSeconds = Math.round(merged.durationSeconds * 1000) / 1000
  if (failures.length === count) {
    return { ...merged, error: `every part failed: ${failures.join('; ')}. ${split.coverage}` }
  }
  const failed = failures.length > 0 ? `\n\nFailed: ${failures.join('; ')}.` : ''
  const block = `\`\`\`${FINDINGS_INFO}\n${JSON.stringify({ findings: [...findings.values()], ...extras.roots() })}\n\`\`\``
  return {
    ...merged,
    ok: true,
    output: `${texts.join('\n\n')}\n\n${split.coverage}${failed}\n\n${block}\n`
  }
}

/**
 * The round's envelopes, one per critic of the plan in its order: a critic that ran on the shared prompt as its
 * envelope is, a critic with a split diff merged from its parts' envelopes. Envelopes of a (critic, part) the plan
 * does not list were never read (critics/handoff/envelopes.ts); here they are not taken either.
 */
export function mergeCriticParts(
  plan: Pick<PlanWithCoverage, 'critics' | 'split'>,
  envelopes: Envelope[]
): Envelope[] {
  return plan.critics.map((critic) => {
    const own = envelopes.filter((e) => e.critic === critic.name)
    const split = splitOf(plan, critic.name)
    if (split === undefined)
      return own.find((e) => e.part === undefined) ?? { ...newEnvelope(critic), error: 'no result' }
    return mergeCritic(critic, split, own)
  })
}

/** The coverage line of every critic with a split diff, for the job summary. */
export function coverageOf(
  plan: Pick<PlanWithCoverage, 'critics' | 'split'>
): Array<{ critic: string; line: string }> {
  return plan.critics.flatMap((c) => {
    const split = splitOf(plan, c.name)
    return split ? [{ critic: c.name, line: split.coverage }] : []
  })
}
