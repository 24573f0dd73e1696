// Benchmark: keyword-parser throughput over 10,000 mixed comment bodies (bodies per second).
import { defaultKeywordConfig } from '../src/base/keywords/keywords.js'
import { parseCommand } from '../src/base/keywords/keyword-parse.js'
import { parseBrief } from '../src/conversation/comments/brief.js'
import { declaresDone } from '../src/conversation/comments/reply-reading.js'
import { median, timeRuns, type BenchRow } from './table.js'

/** A deterministic mix: short chat, commands, near-misses, briefs, long diffs, astral text. */
function mixedBodies(count: number): string[] {
  const kinds = [
    (i: number) => `Thanks! Could you also check case ${i}?`,
    (i: number) => `the-loop review\nQuestions:\n- is ${i} safe?\nAngles:\n- retries`,
    (i: number) => `the-loop startlater and xthe-loop stop and the-loop reviews ${i}`,
    (i: number) => `\`\`\`diff\n${'+ line of code with the-loop-ish text\n'.repeat(40 + (i % 40))}\`\`\``,
    (i: number) => `${'😀𝔸 zero\u200bwidth '.repeat(30)} the-loop stop and the-loop review ${i}`,
    (i: number) => `lgtm, we're done ${i}`,
    (i: number) => `${'word '.repeat(2000)}the-loop do ${i}`
  ]
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!(i))
}

export async function rows(): Promise<BenchRow[]> {
  const config = defaultKeywordConfig()
  const bodies = mixedBodies(10_000)
  const chars = bodies.reduce((n, b) => n + b.length, 0)
  const parseAll = () => {
    for (const body of bodies) parseCommand(body, config)
  }
  const parseMs = median(await timeRuns(7, parseAll, 2))
  const briefMs = median(await timeRuns(7, () => bodies.forEach((b) => parseBrief(b)), 2))
  const doneMs = median(await timeRuns(7, () => bodies.forEach((b) => declaresDone(b)), 2))
  const big = `${'the-loop startx '.repeat(65_536)}`
  const bigMs = median(await timeRuns(5, () => parseCommand(big, config), 1))
  const perSecond = (ms: number) => Math.round((bodies.length / ms) * 1000).toLocaleString('en-US')
  return [
    {
      area: 'control',
      what: 'parseCommand, 10,000 mixed bodies',
      value: `${perSecond(parseMs)} bodies/s`,
      note: `median ${parseMs.toFixed(1)} ms; ${(chars / 1e6).toFixed(1)} M chars`
    },
    {
      area: 'control',
      what: 'parseBrief, same bodies',
      value: `${perSecond(briefMs)} bodies/s`,
      note: `median ${briefMs.toFixed(1)} ms`
    },
    {
      area: 'control',
      what: 'declaresDone, same bodies',
      value: `${perSecond(doneMs)} bodies/s`,
      note: `median ${doneMs.toFixed(1)} ms`
    },
    {
      area: 'control',
      what: 'parseCommand, 1 MB of near-misses',
      value: `${bigMs.toFixed(1)} ms`,
      note: 'worst-case scan, one body'
    }
  ]
}
