// The main action's job summary: what was decided and why, where the loop stands, and each critic's run.
import { describeRedactions } from '../../critics/harness/redact.js'
import { renderWalkSummary } from '../../engine/runtime/walk-summary.js'
import type { WalkReport } from '../../engine/runtime/walk.js'
import { renderCriticTable } from '../../loop/render/critic-table.js'
import { escapeInline } from '../../base/markdown/text.js'
import { pendingLines } from '../../loop/posts/pending.js'
import type { MainRunReport } from '../../loop/run-report.js'
import type { RulesStated } from '../../loop/context/plan-core.js'
import { findingsLines } from './findings-summary.js'
import { renderSpendLines } from '../../loop/spend/spend-lines.js'

function briefLines(brief: NonNullable<MainRunReport['brief']>): string[] {
  const out = [`**Frozen brief** (stated by ${escapeInline(brief.by, 60)}):`, '']
  const section = (title: string, items: string[]) => {
    if (items.length > 0) out.push(`- ${title}: ${items.map((i) => escapeInline(i, 200)).join('; ')}`)
  }
  section('Questions', brief.questions)
  section('Angles', brief.angles)
  section('Validations', brief.validations)
  section('Pull requests', brief.pullRequests)
  return out
}

/** Which review rules the round's prompt stated, and which files could not be read. */
function rulesLines(rules: RulesStated | undefined): string[] {
  if (!rules) return []
  const stated = [...rules.files, ...rules.scoped.map((s) => `the rule for ${s}`)]
  const out =
    stated.length > 0
      ? [`- Review rules from the default branch: ${stated.map((s) => escapeInline(s, 300)).join('; ')}`]
      : []
  for (const n of rules.notes) out.push(`- ⚠️ ${escapeInline(n, 400)}`)
  return out
}

export function renderMainSummary(
  report: MainRunReport,
  outputs: { command: string; 'work-item': string; node: string; round: string }
): string {
  const lines = ['## the-loop', '']
  lines.push(`- Work item: ${outputs['work-item'] ? `\`${outputs['work-item']}\`` : '(none)'}`)
  lines.push(
    `- Decision: \`${report.decision || 'none'}\`${outputs.command ? ` (command \`${outputs.command}\`)` : ''}`
  )
  if (report.reason) lines.push(`- Why: ${escapeInline(report.reason, 400)}`)
  if (outputs.node) lines.push(`- Node after this run: \`${outputs.node}\`, round ${outputs.round || '0'}`)
  for (const n of report.notes) lines.push(`- ${escapeInline(n, 400)}`)
  if (report.retries > 0)
    lines.push(`- Re-read and decided again ${report.retries} time(s): another run wrote this item first`)
  for (const w of report.warnings) lines.push(`- ⚠️ ${escapeInline(w, 400)}`)
  lines.push(...pendingLines(report.pending))
  if (report.brief) lines.push('', ...briefLines(report.brief))
  const spend = renderSpendLines(report.spend)
  if (spend.length > 0) lines.push('', ...spend)
  for (const round of report.rounds) {
    lines.push('', `### Round ${round.round}`)
    if (round.kind === 'skipped') {
      lines.push(`Not run: ${escapeInline(round.reason, 400)}`)
      continue
    }
    for (const u of round.unreadable)
      lines.push(`- ⚠️ not read, named to the critics: ${escapeInline(u, 300)}`)
    lines.push(
      renderCriticTable(
        round.envelopes.map((e) => ({
          critic: e.critic,
          harness: e.harness,
          ...(e.model ? { model: e.model } : {}),
          durationMs: e.durationSeconds * 1000,
          exit: e.ok ? `ok (${e.exitCode})` : `failed (${e.exitCode}): ${e.error}`,
          ...(e.usage.present
            ? { tokens: e.usage.inputTokens + e.usage.outputTokens, costUsd: e.usage.costUsd }
            : {})
        }))
      )
    )
    lines.push(...rulesLines(round.rules))
    for (const c of round.coverage ?? [])
      lines.push(`- ${escapeInline(c.critic, 64)}: ${escapeInline(c.line, 2000)}`)
    const findings = findingsLines(round.findings ?? [])
    if (findings.length > 0) lines.push('', ...findings)
    const redacted = describeRedactions(round.redacted ?? [])
    if (redacted) lines.push('', `🔒 ${escapeInline(redacted, 400)} (replaced with \`***\`)`)
  }
  const last: WalkReport = report.walks[report.walks.length - 1] ?? {
    node: report.node,
    status: 'noop',
    outcome: '',
    messages: [],
    transitions: [],
    warnings: []
  }
  if (report.graph && report.node)
    lines.push('', renderWalkSummary(report.graph, { ...last, node: report.node }))
  return `${lines.join('\n')}\n`
}
