// `npm run bench`: runs every bench/*.bench.ts and prints one table of measured rows.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'
import type { BenchRow } from './table.js'
import { formatTable } from './table.js'

const here = dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
const rows: BenchRow[] = []
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { rows: () => Promise<BenchRow[]> }
  process.stderr.write(`bench: ${file}\n`)
  rows.push(...(await mod.rows()))
}
// THE_LOOP_BENCH_FORMAT=json: one line of rows, for a bench that runs in another process (real-clis.bench.ts).
if (process.env.THE_LOOP_BENCH_FORMAT === 'json') process.stdout.write(`${JSON.stringify(rows)}\n`)
else process.stdout.write(formatTable(rows))
