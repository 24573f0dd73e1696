// The two sample critics of examples/, run through the shipped example config exactly as the demo does.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { findCritic, loadHarnessConfigText } from '../../../src/critics/harness/config.js'
import { withPromptFile } from '../../../src/critics/harness/prompt-file.js'
import { runCritic, runRound } from '../../../src/critics/harness/run.js'
import type { Finding } from '../../../src/base/findings/finding.js'
import { parseFindings } from '../../../src/base/findings/findings-parse.js'
import { renderRoundPrompt } from '../../../src/loop/prompt/round-prompt.js'
import type { ChangedFile } from '../../../src/github/port.js'
import { verifyPrompts } from '../../../src/critics/verify/verify-prompt.js'
import { parseVerdicts } from '../../../src/base/findings/verdicts.js'

const config = loadHarnessConfigText(
  readFileSync('examples/harness-config.yaml', 'utf8'),
  'examples/harness-config.yaml'
)
const diff = [
  'diff --git a/src/cache.ts b/src/cache.ts',
  '--- a/src/cache.ts',
  '+++ b/src/cache.ts',
  '@@ -1,2 +1,6 @@',
  ' export const a = 1',
  '+// TODO: expire entries',
  '+console.log("cache miss")',
  `+export const long = '${'z'.repeat(130)}'`,
  '+export const run = (s: string) => eval(s)',
  "+export const key = 'AKIAABCDEFGHIJKLMNOP'",
  ''
].join('\n')
/** The prompt the critic action builds for one pull request, without a brief. */
const promptFor = (title: string, body: string, files: ChangedFile[], diff: string) =>
  renderRoundPrompt({
    pulls: [{ ref: '#3', title, body, files, diff }],
    previousFindings: [],
    executableChanges: []
  })
const prompt = promptFor(
  'Cache',
  'adds a cache',
  [{ path: 'src/cache.ts', status: 'modified', additions: 5, deletions: 0 }],
  diff
)
const run = (name: string) =>
  withPromptFile(prompt, (promptFile) =>
    runCritic(
      findCritic(config, name),
      { prompt, promptFile, model: findCritic(config, name).model },
      { cwd: process.cwd() }
    )
  )

/** The word diff-checker's list uses for each severity of its block: it has always called level 4 "style". */
const LIST_WORD: Record<string, string> = { high: 'high', medium: 'medium', low: 'low', info: 'style' }
/** A finding of the block as diff-checker's list prints it: `- [word] path:line: title (body)`. */
const listLine = (f: Finding) => `- [${LIST_WORD[f.severity]}] ${f.path}:${f.line}: ${f.title} (${f.body})`

describe('sample critics', () => {
  it('test_a_configured_critic_reviews_the_work_and_its_findings_reach_the_harness (diff-checker)', async () => {
    const envelope = await run('diff-checker')
    expect(envelope.ok).toBe(true)
    const lines = envelope.output.trim().split('\n')
    expect(lines[0]).toMatch(/^- \[high\] src\/cache\.ts:6: a credential-looking value/)
    expect(lines[1]).toMatch(/^- \[medium\] src\/cache\.ts:1: source changed without a matching test change/)
    expect(lines[2]).toMatch(/^- \[medium\] src\/cache\.ts:3: debug output/)
    expect(envelope.output).toMatch(/src\/cache\.ts:2: a TODO\/FIXME marker is added/)
    expect(envelope.output).toMatch(/src\/cache\.ts:4: line is 152 characters long/)
    expect(envelope.output).toMatch(/src\/cache\.ts:1: source changed without a matching test change/)
  })
  it('diff-checker ends its answer with a findings block holding the findings of its list', async () => {
    const { output } = await run('diff-checker')
    expect(output.trimEnd().endsWith('```')).toBe(true)
    const parsed = parseFindings(output)
    expect(parsed.dropped).toEqual([])
    // Every rule level once, most severe first; severity 4 is the list's "style" and the format's "info".
    expect(parsed.findings.map((f) => `${f.severity} ${f.path}:${f.line}`)).toEqual([
      'high src/cache.ts:6',
      'medium src/cache.ts:1',
      'medium src/cache.ts:3',
      'low src/cache.ts:2',
      'info src/cache.ts:4'
    ])
    // What is left once the block is taken out is the list, line for line the same findings.
    expect(parsed.text.trim().split('\n')).toEqual(parsed.findings.map(listLine))
  })
  it('the scripted LLM answers in Claude JSON shape with usage and cost', async () => {
    const envelope = await run('scripted-claude')
    expect(envelope).toMatchObject({ ok: true, attribution: '[claude/scripted]' })
    expect(envelope.output).toMatch(/src\/cache\.ts:5: dynamic code evaluation/)
    expect(envelope.usage.present).toBe(true)
    expect(envelope.usage.inputTokens).toBe(Math.ceil(prompt.length / 4))
    expect(envelope.usage.costUsd).toBeGreaterThan(0)
  })
  it('both run as one concurrent round; a clean diff gives "no new findings"', async () => {
    const clean = promptFor(
      't',
      '',
      [{ path: 'README.md', status: 'modified', additions: 1, deletions: 0 }],
      'diff --git a/README.md b/README.md\n+++ b/README.md\n@@ -1 +1,2 @@\n # x\n+More words.\n'
    )
    const envelopes = await withPromptFile(clean, (promptFile) =>
      runRound(
        ['diff-checker', 'scripted-claude'].map((name) => ({
          critic: findCritic(config, name),
          values: { prompt: clean, promptFile, model: findCritic(config, name).model },
          options: { cwd: process.cwd() }
        }))
      )
    )
    // Both still end with an empty block: under fail-on, an answer without one fails the check.
    const empty = 'no new findings\n\n```the-loop-findings\n{\n  "findings": []\n}\n```'
    expect(envelopes.map((e) => e.output.trim())).toEqual([empty, empty])
  })
  it('with a brief, each reports on every item by its id, from what it read', async () => {
    const brief = {
      questions: ['Is the cache ever evaluated as code?'],
      angles: ['log noise'],
      validations: ['every new source file has a test'],
      pullRequests: [],
      by: 'alice',
      at: '2026-01-01T00:00:00Z',
      commentId: 1
    }
    const withBrief = renderRoundPrompt({
      pulls: [{ ref: '#3', title: 'Cache', body: '', files: [], diff }],
      previousFindings: [],
      executableChanges: [],
      brief
    })
    const ledgers = await withPromptFile(withBrief, (promptFile) =>
      Promise.all(
        ['diff-checker', 'scripted-claude'].map(async (name) => {
          const critic = findCritic(config, name)
          const e = await runCritic(
            critic,
            { prompt: withBrief, promptFile, model: critic.model },
            { cwd: '.' }
          )
          return parseFindings(e.output).ledger.map((l) => `${l.id} ${l.status}`)
        })
      )
    )
    expect(ledgers).toEqual([
      ['Q1 cannot-check', 'A1 answered', 'V1 partly'],
      ['Q1 cannot-check', 'A1 answered', 'V1 cannot-check']
    ])
  })
  it('asked to verify, each answers a verdicts block for the ids put to it, by its own rules', async () => {
    const problem = (id: string, line: number, title: string) => ({
      id,
      critic: 'other',
      verifier: '',
      finding: { path: 'src/cache.ts', line, severity: 'medium' as const, title, body: `${title}.` }
    })
    const asks = [problem('P1', 5, 'dynamic code evaluation'), problem('P2', 1, 'no test covers the cache')]
    const verdicts = await Promise.all(
      ['diff-checker', 'scripted-claude'].map(async (name) => {
        const critic = findCritic(config, name)
        const [part] = verifyPrompts(critic, asks, { context: '## No frozen brief', diffs: [diff] })
        const e = await withPromptFile(part!.prompt, (promptFile) =>
          runCritic(critic, { prompt: part!.prompt, promptFile, model: critic.model }, { cwd: '.' })
        )
        return [...parseVerdicts(e.output).verdicts].map(([id, v]) => `${id} ${v.verdict}`)
      })
    )
    expect(verdicts).toEqual([
      ['P1 confirmed', 'P2 unsure'],
      ['P1 confirmed', 'P2 refuted']
    ])
  })
  it('the disabled example entry is listed but refused', () => {
    expect(findCritic(config, 'claude-sonnet').enabled).toBe(false)
  })
})
