// `critic list` rows and their table rendering (pure apart from the PATH lookup done by the caller).
import type { Critic } from './model.js'

export interface CriticRow {
  name: string
  harness: string
  model: string
  binary: string
  available: boolean
  enabled: boolean
  error: string
}

export function toCriticRow(critic: Critic, binary: string, available: boolean): CriticRow {
  return {
    name: critic.name,
    harness: critic.harness,
    model: critic.model,
    binary,
    available,
    enabled: critic.enabled,
    error: critic.error ?? ''
  }
}

const HEADERS = ['Critic', 'Harness', 'Model', 'Executable', 'Available', 'Enabled']

/** The aligned table: two-space gaps, a dashed rule, `—` for empty cells, and `! error` lines. */
export function renderCriticTable(rows: CriticRow[]): string {
  const dash = (s: string): string => s || '—'
  const yesNo = (b: boolean): string => (b ? 'yes' : 'no')
  const cells = rows.map((r) => [
    r.name,
    dash(r.harness),
    dash(r.model),
    dash(r.binary),
    yesNo(r.available),
    yesNo(r.enabled)
  ])
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]): string =>
    c
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  const out = [line(HEADERS), line(widths.map((w) => '-'.repeat(w)))]
  rows.forEach((row, i) => {
    out.push(line(cells[i]!))
    if (row.error) out.push(`${' '.repeat(9)}! ${row.error}`)
  })
  return out.join('\n')
}
