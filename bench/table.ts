// Benchmark rows and their table; plus small timing helpers shared by every bench file.
import { performance } from 'node:perf_hooks'

export interface BenchRow {
  area: string
  what: string
  value: string
  note?: string
}

export function formatTable(rows: BenchRow[]): string {
  const head = ['area', 'what', 'value', 'note']
  const cells = rows.map((r) => [r.area, r.what, r.value, r.note ?? ''])
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`
  const sep = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  return [line(head), sep, ...cells.map(line)].join('\n') + '\n'
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Runs `fn` `runs` times (after `warmup` untimed runs) and returns the durations in ms. */
export async function timeRuns(runs: number, fn: () => unknown, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn()
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await fn()
    out.push(performance.now() - t0)
  }
  return out
}
