#!/usr/bin/env node
// Sample deterministic critic: reads the prompt file, finds the diff, and reports rule-based findings.
// Usage: node diff-checker.mjs PROMPT_FILE    (prints findings, most severe first; exit 2 when unusable)
// The list is for people; the `the-loop-findings` block after it (docs/findings-format.md) holds the
// same findings for the action, which posts each one on its diff line, and where the rules stand on each item
// of the brief (`ledger`). Asked to verify other critics' problems, it confirms what its patterns see in the
// lines shown, and is unsure of the rest.
import { readFileSync } from 'node:fs'
import { findDiffSection, parseDiff } from './diff-section.mjs'
import { briefItems, isVerification, jsonBlock, verificationProblems } from './prompt-parts.mjs'

const MAX_LINE = 120
const SOURCE = /\.(ts|tsx|js|mjs|cjs|py|go|rs|java|rb)$/
const TEST = /(^|\/)(__tests__|tests?|spec)\/|\.(test|spec)\.[a-z]+$|_test\.[a-z]+$/

const path = process.argv[2]
if (!path) {
  process.stderr.write('usage: diff-checker.mjs PROMPT_FILE\n')
  process.exit(2)
}
/** What its patterns can see in the lines shown around another critic's problem. */
const PATTERNS = [
  {
    words: /catch/i,
    line: /^\+.*catch\s*(\(\w*\))?\s*\{\s*\}/m,
    seen: 'the lines shown add an empty catch block'
  },
  {
    words: /log|debug/i,
    line: /^\+.*(console\.log\(|\bdebugger\b)/m,
    seen: 'the lines shown add debug output'
  },
  {
    words: /eval|dynamic/i,
    line: /^\+.*(\beval\(|new Function\()/m,
    seen: 'the lines shown evaluate code at run time'
  }
]

/** Answers a verification prompt: confirmed where a pattern sees the problem, else unsure; a verdicts block. */
function verify(text) {
  const verdicts = verificationProblems(text).map((p) => {
    const pattern = PATTERNS.find((x) => x.words.test(p.wrote) && x.line.test(p.hunk))
    return pattern
      ? { id: p.id, verdict: 'confirmed', reason: pattern.seen }
      : { id: p.id, verdict: 'unsure', reason: 'no pattern of diff-checker checks this problem' }
  })
  for (const v of verdicts) process.stdout.write(`- ${v.id}: ${v.verdict} (${v.reason})\n`)
  process.stdout.write(`\n${jsonBlock('the-loop-verdicts', { verdicts })}\n`)
}

const prompt = readFileSync(path, 'utf8')
if (isVerification(prompt)) verify(prompt)
else review()

/** Reviews the prompt's diff: the findings as a list, then the block. */
function review() {
  const diff = findDiffSection(prompt)
  if (diff === undefined) {
    process.stderr.write('diff-checker: the prompt has no diff section to check\n')
    process.exit(2)
  }

  const findings = []
  // `at` is { path, line }: the block needs them apart, the list joins them as `path:line`.
  const add = (severity, at, what, why) =>
    findings.push({ severity, ...at, where: `${at.path}:${at.line}`, what, why })
  const files = parseDiff(diff)
  for (const file of files) {
    for (const { line, text } of file.added) {
      const at = { path: file.path, line }
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}/.test(text)) {
        add(
          1,
          at,
          'a credential-looking value is added',
          'secrets in a repository leak to everyone who can read it'
        )
      }
      if (/\bconsole\.log\(|\bdebugger\b/.test(text) && SOURCE.test(file.path) && !TEST.test(file.path)) {
        add(
          2,
          at,
          'debug output (console.log/debugger) is added',
          'leftover debugging noise ends up in production logs'
        )
      }
      if (/\b(TODO|FIXME|XXX)\b/.test(text)) {
        add(3, at, 'a TODO/FIXME marker is added', 'unfinished work should be a tracked issue, not a comment')
      }
      if (text.length > MAX_LINE) {
        add(
          4,
          at,
          `line is ${text.length} characters long (limit ${MAX_LINE})`,
          'long lines are hard to review and diff'
        )
      }
    }
  }
  const tested = files.filter((f) => TEST.test(f.path)).map((f) => f.path)
  for (const file of files) {
    if (file.deleted || !SOURCE.test(file.path) || TEST.test(file.path) || file.added.length === 0) continue
    const stem = file.path
      .split('/')
      .pop()
      .replace(/\.[a-z]+$/, '')
    if (!tested.some((t) => t.includes(stem))) {
      add(
        2,
        { path: file.path, line: 1 },
        'source changed without a matching test change',
        'untested changes regress silently'
      )
    }
  }

  findings.sort((a, b) => a.severity - b.severity || a.where.localeCompare(b.where))
  const label = ['', 'high', 'medium', 'low', 'style']
  // The findings format's severities for the rule levels; the list keeps its own words ("style" for level 4).
  const severity = ['', 'high', 'medium', 'low', 'info']

  /** Where the rules stand on an item of the brief: the log and test rules speak to items that name them. */
  function ledgerEntry({ id, text }) {
    const where = (list) => list.map((f) => f.where).join(', ')
    if (/\blog/i.test(text)) {
      const logs = findings.filter((f) => f.what.startsWith('debug output'))
      return logs.length > 0
        ? { id, status: 'answered', answer: `debug output is added at ${where(logs)}` }
        : { id, status: 'answered', answer: 'no debug output is added' }
    }
    if (/\btests?\b/i.test(text)) {
      const untested = findings.filter((f) => f.what.startsWith('source changed without'))
      return untested.length > 0
        ? { id, status: 'partly', answer: `no test change names ${untested.map((f) => f.path).join(', ')}` }
        : { id, status: 'answered', answer: 'every changed source file has a test change' }
    }
    return { id, status: 'cannot-check', answer: 'no rule of diff-checker speaks to this item' }
  }

  /** The findings as the action reads them: one fenced `the-loop-findings` block of JSON, ending the answer. */
  function findingsBlock(list) {
    const entries = list.map((f) => ({
      path: f.path,
      line: f.line,
      severity: severity[f.severity],
      title: f.what,
      body: f.why
    }))
    const items = briefItems(prompt)
    const ledger = items.length > 0 ? { ledger: items.map(ledgerEntry) } : {}
    return jsonBlock('the-loop-findings', { findings: entries, ...ledger })
  }

  // No findings still ends with a block (an empty list): an answer without one is an answer nobody could read, and
  // under `fail-on` the review's check fails on it.
  if (findings.length === 0) process.stdout.write('no new findings\n')
  for (const f of findings)
    process.stdout.write(`- [${label[f.severity]}] ${f.where}: ${f.what} (${f.why})\n`)
  process.stdout.write(`\n${findingsBlock(findings)}\n`)
}
