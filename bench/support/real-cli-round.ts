// One review round through the composite (prepare, critics step, publish) with one real CLI against its fake:
// the brief's run, timed per step. Used by bench/real-clis.bench.ts inside the real-CLI suite's namespace.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { tempFolder } from '../../__tests__/real-clis/support.js'
import type { Wiring } from '../../__tests__/real-clis/wiring.js'
import { runComposite } from '../../__tests__/support/composite.js'
import { startReviewScene } from '../../__tests__/support/review-scene.js'

/** The variables steps/critics.sh passes to critics by name; the rest of a wiring goes in the critic's env. */
const PASSED = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'CODEX_API_KEY',
  'GEMINI_API_KEY',
  'GOOGLE_GEMINI_BASE_URL'
]
/** The brief of the e2e tests (__tests__/e2e/harness.ts, which imports jest, so it is not imported here). */
const BRIEF =
  'Questions:\n- does scaling stay linear below 100?\nAngles:\n- logging noise\nValidations:\n- run the unit tests'
const MODELS: Record<string, string> = { claude: 'sonnet', codex: '', gemini: 'gemini-2.5-pro' }

export interface RoundTimes {
  roundMs: number
  criticsStepMs: number
}

export async function timedRound(wiring: Wiring, actionDir: string, bin: string): Promise<RoundTimes> {
  const workspace = tempFolder()
  const home = tempFolder()
  const fake = await wiring.start({ markerDir: tempFolder() })
  const job: Record<string, string> = {}
  const own: string[] = []
  for (const [name, value] of Object.entries(wiring.env(fake, home, 'fake-key'))) {
    if (PASSED.includes(name)) job[name] = value
    else own.push(`        ${name}: ${JSON.stringify(value)}`)
  }
  const model = MODELS[wiring.harness] ? [`      model: ${MODELS[wiring.harness]}`] : []
  const critic = [`    - name: ${wiring.harness}`, `      harness: ${wiring.harness}`, ...model]
  const config = [
    'reviews:',
    '  critics:',
    ...critic,
    ...(own.length ? ['      env:', ...own] : []),
    ''
  ].join('\n')
  const scene = await startReviewScene({ config })
  writeFileSync(join(workspace, 'readable.txt'), 'readable\n')
  let runs = 0
  const run = (payload: object) =>
    runComposite({
      actionDir,
      eventName: 'issue_comment',
      payload: payload as Record<string, unknown>,
      apiUrl: scene.gh.url,
      runId: ++runs,
      inputs: { 'github-token': 't', 'authorized-users': 'alice' },
      workspace,
      jobEnv: { PATH: [bin, dirname(process.execPath), '/usr/bin', '/bin'].join(':'), HOME: home, ...job },
      timeoutMs: 170_000
    })
  try {
    await run(scene.comment('alice', 'the-loop review'))
    const started = performance.now()
    const r = await run(scene.comment('alice', BRIEF))
    const roundMs = performance.now() - started
    const envelope = (JSON.parse(r.outputs.envelopes || '[]') as Array<{ ok: boolean; error: string }>)[0]
    if (r.exitCode !== 0 || !envelope?.ok)
      throw new Error(`bench: ${wiring.harness} round failed: ${envelope?.error}`)
    return { roundMs, criticsStepMs: r.steps.find((s) => s.id === 'critics')?.ms ?? NaN }
  } finally {
    await scene.gh.close()
    await fake.close()
  }
}
