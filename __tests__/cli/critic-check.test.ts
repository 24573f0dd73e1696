// `critic list --check` per critic, on stub CLIs on PATH (the pinned real ones: __tests__/real-clis/list-check.test.ts).
import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkCritics, type CheckOptions } from '../../src/critics/harness/cli-check/cli-check.js'
import { CHECK_BASE_URL, CHECK_DUMMY_KEY } from '../../src/critics/harness/cli-check/cli-facts.js'
import { CHECK_PROMPT } from '../../src/critics/harness/cli-check/cli-offline.js'
import { makeCritic, type Critic } from '../../src/critics/harness/critic-model.js'
import { resolveInvocation } from '../../src/critics/harness/resolve.js'
import { tempDir } from '../support/critic-fixtures.js'
import { NODE_DIR, REAL_KEY, REFUSED, seen, stub } from './critic-cli-support.js'

const UNKNOWN = `console.error("error: unknown option '--restricted'"); process.exit(1)`

/** A bin folder, the environment critics inherit (PATH: the stubs and node), and a project root. */
function scene(extra: Record<string, string> = {}) {
  const bin = tempDir('check-bin-')
  const home = tempDir('check-home-')
  const env: NodeJS.ProcessEnv = { PATH: `${bin}:${NODE_DIR}`, HOME: home, ...extra }
  const options: CheckOptions = { root: tempDir('check-root-'), baseEnv: env, timeoutSeconds: 5 }
  return { bin, env, options }
}

const harness = (name: string, fields: Partial<Critic> = {}): Critic =>
  makeCritic(name, { harness: name, ...fields })

async function checkOne(critic: Critic, options: CheckOptions) {
  const [check] = await checkCritics([critic], options)
  return check!
}

describe('critic list --check, per critic', () => {
  it('a binary missing from PATH is a problem naming the critic and how to install the tested version', async () => {
    const { options } = scene({ ANTHROPIC_API_KEY: REAL_KEY })
    const check = await checkOne(harness('claude'), options)
    expect(check.onPath).toMatchObject({ state: 'problem', cell: 'missing' })
    expect(check.version.cell).toBe('n/a (not on PATH)')
    expect(check.problems).toEqual([
      expect.stringMatching(
        /^critic 'claude': 'claude' is not on PATH; fix: npm install -g @anthropic-ai\/claude-code@2\.1\.332/
      )
    ])
  })

  it('a version other than the tested one is a note, not a problem', async () => {
    const { bin, options } = scene({ ANTHROPIC_API_KEY: REAL_KEY })
    stub(bin, 'claude', '2.1.300 (Claude Code)', REFUSED)
    const check = await checkOne(harness('claude'), options)
    expect(check.onPath).toMatchObject({ state: 'ok', cell: join(bin, 'claude') })
    expect(check.version).toMatchObject({ state: 'note', cell: '2.1.300 (tested: 2.1.332)' })
    expect(check.notes).toEqual([expect.stringMatching(/claude 2\.1\.300 is not the tested 2\.1\.332/)])
    expect(check.problems).toEqual([])
  })

  it('the tested version passes', async () => {
    const { bin, options } = scene({ CODEX_API_KEY: REAL_KEY })
    stub(bin, 'codex', 'codex-cli 0.171.0', REFUSED)
    const check = await checkOne(harness('codex'), options)
    expect(check.version).toMatchObject({ state: 'ok', cell: '0.171.0 (tested)' })
  })

  it('a CLI that says "error: unknown option \'--restricted\'" rejected the flags, quoted', async () => {
    const { bin, options } = scene({ ANTHROPIC_API_KEY: REAL_KEY })
    stub(bin, 'claude', '2.1.332', UNKNOWN)
    const check = await checkOne(harness('claude'), options)
    expect(check.flags).toMatchObject({ state: 'problem', cell: 'rejected' })
    expect(check.problems).toEqual([
      expect.stringContaining(
        `critic 'claude': claude rejected the-loop's flags: "error: unknown option '--restricted'"; fix: npm install`
      )
    ])
  })

  it('exit 2 with usage text is a rejection too (clap, getopt)', async () => {
    const { bin, options } = scene({ CODEX_API_KEY: REAL_KEY })
    stub(bin, 'codex', '0.171.0', `console.error('Usage: codex exec [OPTIONS] [PROMPT]'); process.exit(2)`)
    const check = await checkOne(harness('codex'), options)
    expect(check.flags).toMatchObject({ state: 'problem', cell: 'rejected' })
    expect(check.flags.detail).toContain('"Usage: codex exec [OPTIONS] [PROMPT]"')
  })

  it('a CLI that fails with ECONNREFUSED accepted the flags; it ran the real argv, offline, with a dummy key', async () => {
    const { bin, options } = scene({
      ANTHROPIC_API_KEY: REAL_KEY,
      CLAUDE_CODE_OAUTH_TOKEN: REAL_KEY,
      HTTPS_PROXY: 'http://proxy.example:8080'
    })
    const log = stub(bin, 'claude', '2.1.332', REFUSED)
    const critic = harness('claude', { model: 'some-model' })
    const check = await checkOne(critic, options)
    expect(check.flags).toMatchObject({ state: 'ok', cell: 'accepted' })
    expect(check.flags.detail).toBe(
      'accepted (stopped at the network: Error: connect ECONNREFUSED 127.0.0.1:1)'
    )
    expect(check.problems).toEqual([])
    const [run] = seen(log)
    expect(run!.argv).toEqual(resolveInvocation(critic, { prompt: CHECK_PROMPT }).argv.slice(1))
    expect(run!.stdin).toBe(CHECK_PROMPT)
    expect(run!.env).toMatchObject({
      ANTHROPIC_API_KEY: CHECK_DUMMY_KEY,
      ANTHROPIC_BASE_URL: CHECK_BASE_URL,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1'
    })
    expect(run!.env.CLAUDE_CODE_OAUTH_TOKEN).toBeUndefined()
    expect(run!.env.HTTPS_PROXY).toBeUndefined()
    // Its config home is an empty folder of the check, and it runs in an empty folder, not the project.
    expect(run!.env.CLAUDE_CONFIG_DIR).toMatch(/the-loop-run-[^/]+\/home-claude_config_dir$/)
    expect(run!.cwd).toMatch(/the-loop-run-[^/]+\/workspace$/)
    expect(existsSync(run!.cwd)).toBe(false)
  })

  it("codex gets its base URL as `-c openai_base_url=...` after the adapter's argv, and CODEX_API_KEY dummy", async () => {
    const { bin, options } = scene({ CODEX_API_KEY: REAL_KEY, OPENAI_API_KEY: REAL_KEY })
    const log = stub(bin, 'codex', '0.171.0', REFUSED)
    const critic = harness('codex')
    await checkOne(critic, options)
    const [run] = seen(log)
    const planned = resolveInvocation(critic, { prompt: CHECK_PROMPT }).argv.slice(1)
    expect(run!.argv.slice(0, planned.length)).toEqual(planned)
    expect(run!.argv.slice(planned.length)).toEqual([
      '-c',
      'model_provider="openai"',
      '-c',
      'openai_base_url="http://127.0.0.1:1/v1"'
    ])
    expect(run!.env.CODEX_API_KEY).toBe(CHECK_DUMMY_KEY)
    expect(run!.env.OPENAI_API_KEY).toBeUndefined()
    expect(run!.env.CODEX_HOME).toMatch(/home-codex_home$/)
  })

  it('gemini gets GOOGLE_GEMINI_BASE_URL and a dummy GEMINI_API_KEY; an auth error after parsing is acceptance', async () => {
    const { bin, options } = scene({ GEMINI_API_KEY: REAL_KEY, GOOGLE_API_KEY: REAL_KEY })
    const log = stub(
      bin,
      'gemini',
      '0.61.0',
      `console.log(JSON.stringify({ error: { type: 'Error', message: 'Invalid auth method selected.', code: 41 } }, null, 2)); process.exit(41)`
    )
    const check = await checkOne(harness('gemini'), options)
    expect(check.flags).toMatchObject({ state: 'ok', cell: 'accepted' })
    expect(check.flags.detail).toBe(
      'accepted (failed after parsing, exited 41: Invalid auth method selected.)'
    )
    const [run] = seen(log)
    expect(run!.env).toMatchObject({
      GEMINI_API_KEY: CHECK_DUMMY_KEY,
      GOOGLE_GEMINI_BASE_URL: CHECK_BASE_URL
    })
    expect(run!.env.GOOGLE_API_KEY).toBeUndefined()
    expect(run!.env.GEMINI_CLI_HOME).toMatch(/the-loop-run-/)
  })

  it('a CLI still waiting at the timeout accepted its flags', async () => {
    const { bin, options } = scene({ ANTHROPIC_API_KEY: REAL_KEY })
    stub(
      bin,
      'claude',
      '2.1.332',
      `console.error('Reconnecting... connection refused'); setTimeout(() => {}, 60000)`
    )
    const check = await checkOne(harness('claude'), { ...options, timeoutSeconds: 1 })
    expect(check.flags.state).toBe('ok')
    expect(check.flags.detail).toBe('accepted (still running after 1s: Reconnecting... connection refused)')
  })

  it('cursor-agent is never run for flags (no base URL keeps it offline) and has no tested version', async () => {
    const { bin, options } = scene({ CURSOR_API_KEY: REAL_KEY })
    const log = stub(bin, 'cursor-agent', '2026.01.28-abc1234', 'process.exit(0)')
    const check = await checkOne(harness('cursor'), options)
    expect(seen(log)).toEqual([])
    expect(check.flags).toMatchObject({ state: 'note', cell: 'skipped' })
    expect(check.version).toMatchObject({ state: 'note', cell: '2026.01.28-abc1234 (not tested)' })
    expect(check.notes).toEqual([
      "critic 'cursor': cursor 2026.01.28-abc1234: not tested: not installable here, checked from documentation only",
      "critic 'cursor': flag check skipped: cursor-agent has no base URL setting that keeps it off the network"
    ])
    expect(check.problems).toEqual([])
  })

  it('a key variable missing is a problem; set in the job or in the critic env it passes', async () => {
    const { bin, options } = scene()
    stub(bin, 'claude', '2.1.332', REFUSED)
    const missing = await checkOne(harness('claude'), options)
    expect(missing.key).toMatchObject({ state: 'problem', cell: 'missing' })
    expect(missing.problems).toEqual([
      expect.stringMatching(
        /^critic 'claude': none of ANTHROPIC_API_KEY, CLAUDE_CODE_OAUTH_TOKEN is set; fix: set ANTHROPIC_API_KEY or/
      )
    ])
    const viaEnv = await checkOne(harness('claude', { env: { CLAUDE_CODE_OAUTH_TOKEN: REAL_KEY } }), options)
    expect(viaEnv.key).toMatchObject({ state: 'ok', cell: 'CLAUDE_CODE_OAUTH_TOKEN' })
    const viaJob = await checkOne(harness('claude'), {
      ...options,
      baseEnv: { ...options.baseEnv, ANTHROPIC_API_KEY: 'k' }
    })
    expect(viaJob.key.state).toBe('ok')
    expect(viaJob.problems).toEqual([])
  })

  it('codex with OPENAI_API_KEY alone is told that it does not authenticate codex 0.171', async () => {
    const { bin, options } = scene({ OPENAI_API_KEY: REAL_KEY })
    stub(bin, 'codex', '0.171.0', REFUSED)
    const check = await checkOne(harness('codex'), options)
    expect(check.problems).toEqual([
      expect.stringMatching(
        /^critic 'codex': CODEX_API_KEY is not set \(OPENAI_API_KEY alone does not authenticate codex 0\.171 exec\); fix: set CODEX_API_KEY/
      )
    ])
  })

  it('a command critic gets its PATH lookup only; a disabled critic never fails and is never run', async () => {
    const { bin, options } = scene()
    const log = stub(bin, 'claude', '2.1.332', REFUSED)
    const [command, ghost, off] = await checkCritics(
      [
        makeCritic('echo', { command: 'node', args: ['{prompt}'] }),
        makeCritic('ghost', { command: 'no-such-critic-bin' }),
        harness('claude', { enabled: false })
      ],
      options
    )
    expect(command).toMatchObject({ kind: 'command', path: join(NODE_DIR, 'node'), problems: [] })
    expect([command!.version.cell, command!.flags.cell, command!.key.cell]).toEqual(
      Array(3).fill('n/a (command critic)')
    )
    expect(ghost!.problems).toEqual([
      "critic 'ghost': 'no-such-critic-bin' is not on PATH; fix: fix its 'command' or the PATH of its 'env'"
    ])
    expect(off).toMatchObject({ enabled: false, problems: [], version: { cell: 'n/a (disabled)' } })
    expect(seen(log)).toEqual([])
  })

  it('an entry resolveInvocation refuses is a problem, and the other critics are still checked', async () => {
    const { bin, options } = scene({ ANTHROPIC_API_KEY: REAL_KEY })
    const log = stub(bin, 'claude', '2.1.332', REFUSED)
    const loose = harness('claude', { name: 'loose', args: ['--dangerously-skip-permissions'] })
    const [bad, good] = await checkCritics([loose, harness('claude')], options)
    expect(bad!.flags).toMatchObject({ state: 'problem', cell: 'not run' })
    expect(bad!.problems).toEqual([
      expect.stringMatching(
        /^critic 'loose': args '--dangerously-skip-permissions' would undo tools: read-only/
      )
    ])
    expect(good!.problems).toEqual([])
    expect(seen(log)).toHaveLength(1)
  })

  it('runs the critics concurrently', async () => {
    const { bin, options } = scene({ ANTHROPIC_API_KEY: REAL_KEY, CODEX_API_KEY: REAL_KEY })
    // Each flag run logs its start, then writes its end time 800 ms later.
    const slow = (name: string) =>
      `setTimeout(() => { fs.writeFileSync(${JSON.stringify(join(bin, `${name}.end`))}, String(Date.now())); ${REFUSED} }, 800)`
    const logs = ['claude', 'codex'].map((name) => stub(bin, name, '1.0.0', slow(name)))
    await checkCritics([harness('claude'), harness('codex')], options)
    const starts = logs.map((log) => seen(log)[0]!.at)
    const ends = ['claude', 'codex'].map((name) => Number(readFileSync(join(bin, `${name}.end`), 'utf8')))
    // Both were running at once: the later start came before the earlier end.
    expect(Math.max(...starts)).toBeLessThan(Math.min(...ends))
  })
})
