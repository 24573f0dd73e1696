// `npm run demo` as a process: against the action built from this source it plays the whole review and exits 0;
// against an action that does nothing it must say which steps did not happen and exit 1.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildActionDir } from './support/action-dir.js'
import { bundleScript } from './support/bundle-script.js'

interface DemoRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs the demo script as `npm run demo` does, with the action folder to play given by THE_LOOP_DEMO_ACTION. */
function runDemo(action: string): Promise<DemoRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/demo.ts'], {
      env: { ...process.env, THE_LOOP_DEMO_ACTION: action, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
  })
}

const bundles: string[] = []

/** The action folder built from this source (action.yml files, steps/, dist/ bundled fresh). */
async function actionFromSource(): Promise<string> {
  const dir = await buildActionDir(['main'])
  bundles.push(dir.root)
  return dir.root
}

/** An action whose one step runs a probe that does nothing. */
async function doNothingAction(): Promise<string> {
  const { file, dir } = await bundleScript('__tests__/support/probe-action.ts')
  bundles.push(dir)
  await writeFile(
    join(dir, 'action.yml'),
    `name: probe\nruns:\n  using: composite\n  steps:\n    - shell: bash\n      run: node "${file}"\n`
  )
  return dir
}
afterAll(async () => {
  await Promise.all(bundles.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('npm run demo with the main action built from this source', () => {
  let run: DemoRun
  beforeAll(async () => {
    run = await runDemo(await actionFromSource())
  }, 120_000)

  test('exits 0 and says so', () => {
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('demo OK: 5 events, no network, no API key')
    expect(run.code).toBe(0)
  })

  test('shows the thread with its authors and no hidden marker (output is not a terminal)', () => {
    expect(run.stdout).toContain('@alice')
    expect(run.stdout).toContain('@github-actions[bot] (bot)')
    expect(run.stdout).toContain('[diff-checker/rules-v1]')
    expect(run.stdout).toContain('[claude/scripted]')
    expect(run.stdout).not.toContain('<!--')
  })

  test("shows diff-checker's finding on the console.log line, and alice's reply on its thread starts round 2", () => {
    const step = (n: number) => run.stdout.split(/^── /m).find((part) => part.startsWith(`${n}. `)) ?? ''
    // Round 1: one comment with a section per critic, then one review whose line comment sits under its
    // `path:line`, its body indented beneath it.
    expect(step(2)).toMatch(/<summary>\*\*\[diff-checker\/rules-v1\]\*\* — review round 1/)
    expect(step(2)).toMatch(
      /\(review\)\n {2}│ 🤖 _the-loop_ — review round 1: 2 line comments, one per problem/
    )
    expect(step(2)).toMatch(
      / {4}src\/fetch-widgets\.ts:5\n {4}│ \*\*\[diff-checker\/rules-v1\]\*\* · \*\*medium\*\* · debug output/
    )
    expect(step(4)).toMatch(/^ {2}@alice \S+ \(reply on the thread of src\/fetch-widgets\.ts:5\)$/m)
    // Round 2 found it again: listed as a repeat in diff-checker's section, no review posted for it.
    expect(step(4)).toMatch(/review round 2, critic `diff-checker`/)
    expect(step(4)).toMatch(
      /fetch-widgets\.ts:5\].* · debug output .*_\(repeated from round 1; also raised by scripted-claude\)_/
    )
    expect(step(4)).not.toContain('(review)')
  })

  test('shows one problem both critics raised, a lone one verified, a lone one refuted, and every brief item reported', () => {
    const step2 = run.stdout.split(/^── /m).find((part) => part.startsWith('2. ')) ?? ''
    // Agreement: one line comment carries both critics' findings of the console.log.
    expect(step2).toContain('<details><summary>Found too by `scripted-claude`</summary>')
    // scripted-claude's lone empty catch, confirmed by diff-checker (another harness): on the diff.
    expect(step2).toMatch(
      /src\/fetch-widgets\.ts:9\n {4}│ \*\*\[claude\/scripted\]\*\* · \*\*medium\*\* · an empty catch/
    )
    expect(step2).toContain('_No other critic raised it; verified by `diff-checker` this round._')
    // diff-checker's lone missing test, refuted by scripted-claude: listed with its reason, not on the diff.
    expect(step2).toMatch(
      /source changed without a matching test change _\(kept off the diff: refuted by `scripted-claude`/
    )
    expect(step2).not.toMatch(/ {4}src\/retry\.ts:1\n/)
    // Each critic reports on the brief, so no item stays open for want of a report.
    expect(step2).toContain(
      '**The brief so far:** Q1 answered by `scripted-claude` · A1 partly by `scripted-claude` · A2 answered by `diff-checker`, `scripted-claude` · V1 partly by `diff-checker`'
    )
  })

  test('reports one line per run, the final label and the state folder', () => {
    expect(run.stdout).toMatch(/4\. pull_request_review_comment by @alice +→ follow-up +\d+ API requests/)
    expect(run.stdout).toMatch(/5\. issue_comment by @alice +→ complete +\d+ API requests/)
    expect(run.stdout).toMatch(/3\. issue_comment by @mallory/)
    expect(run.stdout).toMatch(/job summary: decision ignore; why: @mallory is not in authorized-users/)
    expect(run.stdout).toContain('loop:complete')
    expect(run.stdout).toMatch(/items\/acme\/widgets\/1\/\S+ \(\d+ bytes\)/)
  })
})

test('npm run demo fails, naming the missing steps, when the action does nothing', async () => {
  const run = await runDemo(await doNothingAction())
  expect(run.code).toBe(1)
  expect(run.stdout).toContain('step 1 (alice arms the review): command is "undefined", expected review')
  expect(run.stdout).toContain(
    "step 2 (alice states the brief: round 1 by both critics): no review of the round's findings"
  )
  expect(run.stdout).toMatch(/step 4 \(alice replies .*\): there is no line comment to reply on/)
  expect(run.stdout).toContain('step 5 (alice ends the review): label loop:complete is missing')
  expect(run.stdout).toMatch(/demo FAILED: \d+ expectation\(s\) did not hold/)
}, 120_000)
