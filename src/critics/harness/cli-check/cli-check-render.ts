// `critic list --check` output: the aligned table with each run's detail, then one line per problem and note.
import type { CriticCheck } from './cli-check.js'
import { alignedTable } from '../listing.js'

const HEADERS = ['Critic', 'Harness', 'Executable', 'Version', 'Flags', 'Key']
const INDENT = ' '.repeat(9)

/** The table: two-space gaps and a dashed rule as `critic list` draws it, a detail line under a flag run. */
function renderCheckTable(checks: CriticCheck[]): string {
  const cells = checks.map((c) => [
    c.name,
    c.kind === 'command' ? `${c.harness || '—'} (command)` : c.harness || '—',
    c.onPath.cell,
    c.version.cell,
    c.flags.cell,
    c.key.cell
  ])
  return alignedTable(HEADERS, cells, (i) =>
    checks[i]!.flags.state === 'ok' ? `${INDENT}flags ${checks[i]!.flags.detail}` : undefined
  )
}

/** Table, problems, notes and a closing verdict line, as printed by `critic list --check`. */
export function renderCheckReport(checks: CriticCheck[]): string {
  const enabled = checks.filter((c) => c.enabled)
  const failing = enabled.filter((c) => c.problems.length > 0)
  const lines = [renderCheckTable(checks), '']
  for (const c of checks) for (const p of c.problems) lines.push(`problem: ${p}`)
  for (const c of checks) for (const n of c.notes) lines.push(`note: ${n}`)
  if (failing.length === 0) lines.push(`All ${enabled.length} enabled critic(s) pass.`)
  else lines.push(`${failing.length} of ${enabled.length} enabled critic(s) fail the check.`)
  return lines.join('\n')
}

/** The JSON document: `ok`, every critic's check, and the problem lines again in one list. */
export function checkReportJson(checks: CriticCheck[]): string {
  const problems = checks.flatMap((c) => c.problems)
  return JSON.stringify({ ok: problems.length === 0, critics: checks, problems }, null, 2)
}
