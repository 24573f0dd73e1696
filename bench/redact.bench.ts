// Benchmark: redacting 4 MiB of critic output, with a realistic set of secrets and with a thousand of them (what
// one RegExp alternation costs as the secrets grow).
import { createHash } from 'node:crypto'
import { createRedactor } from '../src/critics/harness/redact.js'
import { secretForms } from '../src/critics/harness/secret-forms.js'
import { median, timeRuns, type BenchRow } from './table.js'

const SIZE = 4 * 1024 * 1024

/** Deterministic values shaped like real ones (GitHub token, Anthropic key, AWS secret key, webhook secret). */
function secrets(count: number, seed: string): string[] {
  return Array.from({ length: count }, (_, i) => {
    const digest = createHash('sha512').update(`${seed}${i}`).digest()
    const shapes = [
      () => `ghs_${digest.toString('base64url').replace(/[-_]/g, 'x').slice(0, 36)}`,
      () => `sk-ant-api03-${digest.toString('base64url').slice(0, 60)}`,
      () => digest.toString('base64').slice(0, 40),
      () => digest.toString('hex').slice(0, 32)
    ]
    return shapes[i % shapes.length]!()
  })
}

const WORDS = (
  'the a critic finding retry envelope summary comment token round review brief diff file line should ' +
  'could because error value returns undefined when null async await const function test case branch ' +
  'state publish prepare marker budget config harness timeout output stderr exit code path widget size'
).split(' ')

/**
 * Review-like text that does not repeat (words, paths, code, commit ids, emoji), with every form of every
 * secret (and each one's base64 inside a longer blob at the three byte offsets) spread through it.
 */
function criticOutput(leaked: string[]): string {
  let seed = 42
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    return (seed >>> 8) % n
  }
  const word = () => WORDS[next(WORDS.length)]!
  const sha = (i: number) => createHash('sha1').update(`commit${i}`).digest('hex')
  const leaks = leaked.flatMap((s) => [
    ...secretForms(s),
    ...['x', 'xy', 'xyz'].map((pre) => Buffer.from(`${pre}${s}payload`).toString('base64'))
  ])
  const kinds = [
    (i: number) =>
      `- \`src/${word()}/${word()}-${i % 97}.ts:${i % 400}\`: ${word()} ${word()} ${word()} ${word()}.`,
    () => `+  const ${word()}${next(100)} = await ${word()}(${word()}, { ${word()}: ${next(1000)} })`,
    (i: number) => `Seen in ${sha(i)}: the ${word()} ${word()} ${word()} 😀 ünïcödé ${word()}.`,
    () => Array.from({ length: 12 }, word).join(' '),
    (i: number) => `token seen: ${leaks.length ? leaks[i % leaks.length] : word()}`
  ]
  const parts: string[] = []
  let size = 0
  for (let i = 0; size < SIZE; i++) {
    const line = kinds[i % 40 === 39 ? 4 : next(4)]!(i)
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
  const clean = criticOutput([])
  const cleanMs = median(await timeRuns(9, () => realRedactor.redact(clean), 2))
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
      note: `median of 9; ${realForms} forms (raw, base64 x 3 alignments, URL), ${count} replaced; with no secret in it: ${cleanMs.toFixed(1)} ms; target < 100 ms`
    },
    {
      area: 'redact',
      what: 'same output, the same 13 among 1,000 secrets',
      value: `${manyMs.toFixed(1)} ms`,
      note: `median of 5; ${manyForms} forms, built in ${buildMs.toFixed(0)} ms; the time grows with the secrets (one RegExp alternation), and a job holds a dozen or so`
    }
  ]
}
