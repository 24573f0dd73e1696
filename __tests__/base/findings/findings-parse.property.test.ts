// Properties of parseFindings: it never throws, and a valid finding in a well-formed block is never lost or
// changed, whatever the prose around it and however the JSON is written (pretty, comments, trailing commas).
import { expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { checkFinding } from '../../../src/base/findings/check.js'
import { LIMITS, type Finding } from '../../../src/base/findings/finding.js'
import { parseFindings } from '../../../src/base/findings/findings-parse.js'
import { nearFinding, prose, validFinding } from './arbitraries.js'

/** Writes `findings` as a model might: compact or pretty, with comments and trailing commas between lines. */
function write(findings: Finding[], style: { pretty: boolean; commas: boolean; comments: boolean }): string {
  const json = JSON.stringify({ findings }, null, style.pretty ? 2 : undefined)
  if (!style.pretty) return style.comments ? `// findings\n${json} /* end */` : json
  // Pretty JSON has one token group per line and no line break inside a string: safe places to add things.
  const lines = json.split('\n')
  const out: string[] = []
  for (const line of lines) {
    const previous = out.at(-1)
    if (style.commas && previous !== undefined && /^\s*[}\]]/.test(line) && !/[[{,]$/.test(previous))
      out[out.length - 1] = `${previous},`
    if (style.comments) out.push('  // a note, with "quotes" and /* stars */')
    out.push(line)
  }
  return out.join('\n')
}

const style = fc.record({ pretty: fc.boolean(), commas: fc.boolean(), comments: fc.boolean() })

prop.prop(
  [
    prose,
    fc.array(validFinding, { maxLength: LIMITS.findings }),
    style,
    prose,
    fc.constantFrom('```', '~~~', '`````')
  ],
  {
    numRuns: 300
  }
)(
  'every valid finding in a well-formed block comes back unchanged, and the prose stays',
  (before, findings, how, after, fence) => {
    const answer = `${before}\n${fence}the-loop-findings\n${write(findings, how)}\n${fence}\n${after}`
    const parsed = parseFindings(answer)
    expect(parsed.dropped).toEqual([])
    expect(parsed.findings).toEqual(findings)
    expect(parsed.text).not.toContain('the-loop-findings')
    // The block goes, the prose stays: only blank lines around the gap are folded.
    expect(parsed.text.replace(/\s+/g, '')).toBe((before + after).replace(/\s+/g, ''))
  }
)

prop.prop([fc.array(fc.oneof(validFinding, nearFinding), { maxLength: 70 })], { numRuns: 200 })(
  'valid findings among invalid ones all survive, in order, up to the cap',
  (entries) => {
    const parsed = parseFindings('```the-loop-findings\n' + JSON.stringify({ findings: entries }) + '\n```')
    const expected = entries.flatMap((e) => {
      const checked = checkFinding(e)
      return checked.ok ? [checked.finding] : []
    })
    expect(parsed.findings).toEqual(expected.slice(0, LIMITS.findings))
    // What is not taken is counted: the review's gate fails on it.
    expect(parsed.lost).toBe(entries.length - Math.min(expected.length, LIMITS.findings))
  }
)

const noise = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({
    unit: fc.constantFrom('`', '~', '\n', ' ', '{', '}', '[', ']', '"', ',', '/', '*', '\\', 'a', '1'),
    maxLength: 300
  }),
  fc.json().map((j) => '```the-loop-findings\n' + j + '\n```'),
  fc
    .tuple(prose, fc.array(nearFinding, { maxLength: 5 }), fc.boolean())
    .map(
      ([p, findings, closed]) =>
        `${p}\n\`\`\`the-loop-findings\n${JSON.stringify({ findings })}${closed ? '\n```' : ''}`
    )
)

prop.prop([fc.array(noise, { minLength: 1, maxLength: 4 })], { numRuns: 500 })(
  'never throws, and its answer is well-formed',
  (parts) => {
    const parsed = parseFindings(parts.join('\n'))
    // parseFindings catches a throw as a last resort and says `not read: …`; that must never be needed.
    expect(parsed.dropped.filter((d) => d.why.startsWith('not read:'))).toEqual([])
    expect(typeof parsed.text).toBe('string')
    expect(parsed.findings.length).toBeLessThanOrEqual(LIMITS.findings)
    for (const d of parsed.dropped) expect([typeof d.what, typeof d.why]).toEqual(['string', 'string'])
  }
)
