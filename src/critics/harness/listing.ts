// `critic list` rows and their table rendering (pure apart from the PATH lookup done by the caller).
import type { Critic } from './critic-model.js'

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
  return alignedTable(HEADERS, cells, (i) => {
    const error = rows[i]!.error
    return error ? `${' '.repeat(9)}! ${error}` : undefined
  })
}

/**
 * Columns padded to their widest cell with two-space gaps, under a dashed rule; `after(i)` may add a line under
 * row i. Shared by `critic list` and `critic list --check`.
 */
export function alignedTable(
  headers: string[],
  cells: string[][],
  after: (row: number) => string | undefined = () => undefined
): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]): string =>
    c
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  const out = [line(headers), line(widths.map((w) => '-'.repeat(w)))]
  cells.forEach((row, i) => {
    out.push(line(row))
    const extra = after(i)
    if (extra !== undefined) out.push(extra)
  })
  return out.join('\n')
}
