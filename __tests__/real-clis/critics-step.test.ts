// One review round end to end through the action's composite (prepare → critics step → publish, each a process
// of its own, as a runner runs them) in which the real pinned claude, codex and gemini review the pull request
// against their loopback vendor fakes, and each answer is posted as its own section of the round's comment on the
// loopback GitHub. The critics reach their fakes only through what the action lets through: the allowlisted model
// variables of steps/critics.sh from the job's env, the critic's `env:` in the harness config the scene serves
// (settings off the allowlist, such as CODEX_HOME), and the `critic-env` input (the proxies, aimed at a log of
// every attempt to reach another host).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Envelope } from '../../src/critics/harness/envelope.js'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { BRIEF, ownPosts, readStateDoc, roundCritics, roundPost, type Scene } from '../e2e/harness.js'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { runComposite, type CompositeResult } from '../support/composite.js'
import { startReviewScene } from '../support/review-scene.js'
import { startFakeServer, type FakeMode, type FakeServer } from './fakes/server.js'
import { binFolder, networkInterfaces, PINNED, removeTempFolders, tempFolder } from './support.js'
import { CLAUDE, CODEX, GEMINI, type Fake, type Wiring } from './wiring.js'

const WIRINGS = [CLAUDE, CODEX, GEMINI]
const MODELS: Record<string, string> = { claude: 'sonnet', codex: '', gemini: 'gemini-2.5-pro' }

/** The model variables steps/critics.sh passes on by itself (its `model_vars`); the rest needs `env:`. */
const ALLOWLISTED = new Set(
  readFileSync('steps/critics.sh', 'utf8')
    .match(/model_vars="([^"]*)"/)![1]!
    .split(/\s+/)
    .filter(Boolean)
)

/** The hosts each CLI calls besides its model API when telemetry is allowed: claude, codex, gemini. */
const OUTSIDE_HOSTS = [/^api\.anthropic\.com:/, /^(ab\.)?chatgpt\.com:/, /^play\.googleapis\.com:/]

const PROXY_VARS = ['HTTPS_PROXY', 'HTTP_PROXY', 'https_proxy', 'http_proxy', 'NO_PROXY', 'no_proxy']

interface Round {
  scene: Scene
  fakes: Array<{ wiring: Wiring; fake: Fake }>
  /** Where the proxies point: every request a critic made for another host lands here, refused. */
  outside: FakeServer
  readable: string
  result: CompositeResult
  envelopes: Envelope[]
}

let action: ActionDir | undefined
let scene: Scene | undefined
const servers: Array<{ close(): Promise<void> }> = []
const bin = binFolder()

beforeAll(async () => {
  // The proof that nothing left the machine: this process's network namespace has loopback only.
  expect(networkInterfaces()).toEqual(['lo'])
  action = await buildActionDir(['main'])
})
afterEach(async () => {
  await scene?.gh.close()
  scene = undefined
  for (const server of servers.splice(0)) await server.close()
})
afterAll(async () => {
  await action?.remove()
  removeTempFolders()
})

/** A YAML mapping of strings, indented for a critic entry (JSON strings are YAML double-quoted scalars). */
function yamlEnv(env: Record<string, string>): string[] {
  const names = Object.keys(env)
  if (names.length === 0) return []
  return ['      env:', ...names.map((name) => `        ${name}: ${JSON.stringify(env[name])}`)]
}

/** The harness config of the round: one entry per CLI, with the settings the allowlist does not carry. */
function configOf(entries: Array<{ wiring: Wiring; env: Record<string, string> }>, extra: string[]): string {
  const lines = entries.flatMap(({ wiring, env }) => [
    `    - name: ${wiring.harness}`,
    `      harness: ${wiring.harness}`,
    ...(MODELS[wiring.harness] ? [`      model: ${MODELS[wiring.harness]}`] : []),
    '      timeoutSeconds: 120',
    ...extra,
    ...yamlEnv(env)
  ])
  return `reviews:\n  critics:\n${lines.join('\n')}\n`
}

/**
 * Round 1 of a review on a fresh scene, with the given CLIs as the config's critics and their fakes in `mode`:
 * armed with `the-loop review`, then the brief, each a composite run of the bundled action.
 */
async function reviewRound(
  wirings: Wiring[],
  mode: FakeMode,
  extra: string[] = []
): Promise<Round & { ms: number }> {
  // Open to other users, as a runner's workspace and home may be: each critic runs as an OS user of its own
  // (critic-isolation: user), which reads the workspace in place and the suite's settings files from here.
  const workspace = tempFolder('critics-step-workspace-')
  chmodSync(workspace, 0o755)
  const readable = join(workspace, 'readable.txt')
  writeFileSync(readable, 'readable\n')
  const markerDir = tempFolder('critics-step-markers-')
  const home = tempFolder('critics-step-home-')
  chmodSync(home, 0o755)
  const outside = await startFakeServer(() => undefined)
  servers.push(outside)
  const fakes: Round['fakes'] = []
  const jobVars: Record<string, string> = {}
  const entries: Array<{ wiring: Wiring; env: Record<string, string> }> = []
  for (const wiring of wirings) {
    const fake = await wiring.start({ mode, markerDir, readFile: readable })
    servers.push(fake)
    fakes.push({ wiring, fake })
    const own: Record<string, string> = {}
    for (const [name, value] of Object.entries(wiring.env(fake, home, 'fake-key'))) {
      if (ALLOWLISTED.has(name)) jobVars[name] = value
      else own[name] = value
    }
    entries.push({ wiring, env: own })
  }
  // codex writes to its CODEX_HOME, and the critic's user is made only when the step runs.
  const codexHome = join(home, 'codex-home')
  if (existsSync(codexHome)) {
    chmodSync(codexHome, 0o1777)
    for (const file of readdirSync(codexHome)) chmodSync(join(codexHome, file), 0o644)
  }
  scene = await startReviewScene({ config: configOf(entries, extra) })
  const proxies = {
    HTTPS_PROXY: outside.url,
    HTTP_PROXY: outside.url,
    https_proxy: outside.url,
    http_proxy: outside.url,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost'
  }
  const jobEnv = {
    PATH: [bin, dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
    HOME: home,
    LANG: 'C.UTF-8',
    ...proxies,
    ...jobVars
  }
  let runs = 0
  const run = (payload: object) =>
    runComposite({
      actionDir: action!.root,
      eventName: 'issue_comment',
      payload: payload as Record<string, unknown>,
      apiUrl: scene!.gh.url,
      runId: ++runs,
      inputs: {
        'github-token': 't',
        'authorized-users': 'alice',
        'critic-env': PROXY_VARS.join(',')
      },
      workspace,
      jobEnv,
      timeoutMs: 170_000
    })
  const armed = await run(scene.comment('alice', 'the-loop review'))
  expect(armed.outputs.node).toBe('review-brief')
  const started = performance.now()
  const result = await run(scene.comment('alice', BRIEF))
  const ms = performance.now() - started
  const envelopes = JSON.parse(result.outputs.envelopes || '[]') as Envelope[]
  return { scene, fakes, outside, readable, result, envelopes, ms }
}

/** One critic's section of round 1's comment (found by the critic's marker that ends it). */
function sectionOf(s: Scene, critic: string): string | undefined {
  return roundPost(s, 1, critic)?.body
}

/** Traces of a CLI's raw JSON (claude's result object, codex's event stream, gemini's stats). */
const RAW_JSON = [
  /"session_id"/,
  /"type"\s*:\s*"result"/,
  /"thread\.started"|"turn\.completed"|"item\.completed"/,
  /"stats"\s*:/,
  /"usageMetadata"|"input_tokens"/
]

function expectNoOutsideHost(round: Round): void {
  for (const { fake } of round.fakes) {
    expect(fake.requests.filter((r) => r.proxied).map((r) => r.url)).toEqual([])
  }
  expect(round.outside.requests.map((r) => `${r.method} ${r.url}`)).toEqual([])
}

describe(`a review round through the composite with the real ${WIRINGS.map((w) => `${w.harness} ${PINNED[w.harness].version}`).join(', ')}`, () => {
  it('posts each critic’s answer as its own section of the round comment, records its usage, and calls no other host', async () => {
    const round = await reviewRound(WIRINGS, 'review')
    const { result, envelopes } = round
    const s = round.scene
    expect(result.exitCode).toBe(0)
    expect(result.outputs.round).toBe('1')
    expect(result.outputs.node).toBe('follow-up')
    expect(roundCritics(s).sort()).toEqual(['claude', 'codex', 'gemini'])
    const posts = ownPosts(s)
    const state = JSON.parse(readStateDoc(s) ?? '{}') as {
      host?: {
        review?: { tally?: Record<string, { rounds: number; inputTokens: number; outputTokens: number }> }
      }
    }
    for (const { wiring, fake } of round.fakes) {
      const name = wiring.harness
      const envelope = envelopes.find((e) => e.critic === name)
      expect(envelope).toMatchObject({ ok: true, error: '', exitCode: 0 })
      expect(envelope!.output).toContain(wiring.canned)
      expect(envelope!.durationSeconds).toBeGreaterThan(0)
      expect(envelope!.usage).toMatchObject({ ...wiring.usage, present: true })
      const usage = envelope!.usage
      // Its own section of the round's one comment: attributed, the vendor's canned review, the usage in the
      // action's footer, and no other critic's answer.
      expect(
        ownPosts(s, 'round').filter((p) => parseMarkers(p.body).some((m) => m.critic === name))
      ).toHaveLength(1)
      const body = sectionOf(s, name)!
      expect(body).toContain(`**[${name}/${MODELS[name] || 'default'}]**`)
      expect(body).toContain(wiring.canned)
      expect(body).toContain(
        `tokens: ${usage.inputTokens} in / ${usage.outputTokens} out (cache ${usage.cacheReadTokens} read, ${usage.cacheWriteTokens} write)`
      )
      for (const other of WIRINGS.filter((w) => w !== wiring)) expect(body).not.toContain(other.canned)
      // The job summary's row and the stored tally.
      const model = MODELS[name] ? `${name}/${MODELS[name]}` : name
      const tokens = usage.inputTokens + usage.outputTokens
      expect(result.summary).toMatch(
        new RegExp(
          `\\| ${name} \\| ${model.replace(/\./g, '\\.')} \\| [\\d.]+ s \\| ok \\(0\\) \\| ${tokens} \\|`
        )
      )
      expect(state.host?.review?.tally?.[name]).toMatchObject({
        rounds: 1,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens
      })
      expect(fake.modelRequests().length).toBeGreaterThan(0)
      expect(fake.unexpected().map((r) => r.url)).toEqual([])
    }
    for (const post of posts) for (const raw of RAW_JSON) expect(post.body).not.toMatch(raw)
    expectNoOutsideHost(round)
    // The critics step says each critic finished, and never prints a critic's output.
    const step = result.steps.find((st) => st.id === 'critics')!
    expect(step.exitCode).toBe(0)
    for (const { wiring } of round.fakes)
      expect(step.stdout).toMatch(new RegExp(`the-loop: critic ${wiring.harness} ok in [\\d.]+s`))
    expect(step.stdout).not.toContain('CANNED-REVIEW')
  }, 400_000)

  it('refuses the shell, write, edit and web tools the models ask for: no marker file, the answers still posted', async () => {
    const round = await reviewRound(WIRINGS, 'attack')
    const s = round.scene
    expect(round.result.exitCode).toBe(0)
    expect(roundCritics(s).sort()).toEqual(['claude', 'codex', 'gemini'])
    for (const { wiring, fake } of round.fakes) {
      expect(fake.toolResults().length).toBeGreaterThan(0)
      expect(fake.markerFiles().filter((file) => existsSync(file))).toEqual([])
      expect(fake.requests.filter((r) => r.path.includes('pwned'))).toEqual([])
      expect(sectionOf(s, wiring.harness)).toContain(wiring.canned)
    }
    expect(readFileSync(round.readable, 'utf8')).toBe('readable\n')
    expectNoOutsideHost(round)
  }, 400_000)

  it('the control of "calls no other host": with telemetry: allow, the attempts reach the proxies critic-env passed', async () => {
    const round = await reviewRound(WIRINGS, 'review', ['      telemetry: allow'])
    expect(round.result.exitCode).toBe(0)
    expect(roundCritics(round.scene).sort()).toEqual(['claude', 'codex', 'gemini'])
    // Each CLI's own outside hosts (CONNECT host:port through HTTPS_PROXY), so each got the proxies.
    const hosts = round.outside.requests.filter((r) => r.proxied).map((r) => r.url)
    for (const host of OUTSIDE_HOSTS) expect(hosts.some((h) => host.test(h))).toBe(true)
  }, 400_000)
})
