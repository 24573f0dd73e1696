// Benchmark: redacting 4 MiB of critic output, with a realistic set of secrets and with a thousand of them.
import { createHash } from 'node:crypto'
import { createRedactor } from '../src/critic/redact.js'
import { secretForms } from '../src/critic/secret-forms.js'
import { median, timeRuns, type BenchRow } from './table.js'

const SIZE = 4 * 1024 * 1024

/** Deterministic, secret-looking values (hex and base64 digests), so runs compare. */
function secrets(count: number, seed: string): string[] {
  return Array.from({ length: count }, (_, i) => {
    const digest = createHash('sha256').update(`${seed}${i}`).digest()
    return i % 2
      ? `sk-${digest.toString('base64').slice(0, 40)}`
      : `ghs_${digest.toString('hex').slice(0, 36)}`
  })
}

/**
 * Review-like markdown and diff text, with every form of every secret (and each one's base64 inside a
 * longer base64 blob at the three byte offsets) spread through it: the work a leak makes.
 */
function criticOutput(leaked: string[]): string {
  const lines = [
    '### Findings',
    '- `src/app/critic-action.ts:120`: the envelope is posted before the summary is written; fine.',
    '```diff',
    '+  const envelope = await withPromptFile(prompt, async (promptFile) => runCritic(critic, values))',
    '-  return runCritic(critic, values, { cwd, timeoutSeconds: inputs.timeoutSeconds })',
    '```',
    'The retry policy reads well; consider naming the 406 fallback in the summary. 😀 ünïcödé'
  ]
  const leaks = leaked.flatMap((s) => [
    ...secretForms(s),
    ...['x', 'xy', 'xyz'].map((pre) => Buffer.from(`${pre}${s}payload`).toString('base64'))
  ])
  const parts: string[] = []
  let size = 0
  for (let i = 0; size < SIZE; i++) {
    const line =
      i % 40 === 39 ? `token seen: ${leaks[((i / 40) % leaks.length) | 0]}` : lines[i % lines.length]!
    parts.push(line)
    size += line.length + 1
  }
  return parts.join('\n')
}

export async function rows(): Promise<BenchRow[]> {
  const real = secrets(13, 'env')
  const realRedactor = createRedactor(real)
  const text = criticOutput(real)
  const realForms = new Set(real.flatMap(secretForms)).size
  const realMs = median(await timeRuns(9, () => realRedactor.redact(text), 2))
  const { count } = realRedactor.redact(text)
  const many = [...real, ...secrets(987, 'many')]
  const buildMs = median(await timeRuns(3, () => createRedactor(many), 0))
  const manyRedactor = createRedactor(many)
  const manyForms = new Set(many.flatMap(secretForms)).size
  const manyMs = median(await timeRuns(5, () => manyRedactor.redact(text), 1))
  if (manyRedactor.redact(text).count !== count) throw new Error('bench: redactors disagree')
  const mib = (text.length / 1024 / 1024).toFixed(1)
  return [
    {
      area: 'redact',
      what: `redact ${mib} MiB of critic output, 12 env secrets + token`,
      value: `${realMs.toFixed(1)} ms`,
      note: `median of 9; ${realForms} forms (raw, base64 x alignments, URL); ${count} replaced; target < 100 ms`
    },
    {
      area: 'redact',
      what: 'same output, the same 13 among 1,000 secrets',
      value: `${manyMs.toFixed(1)} ms`,
      note: `median of 5; ${manyForms} forms, built in ${buildMs.toFixed(0)} ms; the scan does not grow with them`
    }
  ]
}
