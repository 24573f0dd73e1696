// Integration: real subprocess critics (tiny node scripts) through runCritic and runRound.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { buildCriticEnv, isScrubbedEnvName } from '../../../src/critics/harness/env.js'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { runCritic, runRound } from '../../../src/critics/harness/run.js'
import { isAlive, nodeCritic, tempDir } from '../../support/critic-fixtures.js'

const cwd = process.cwd()
const waitFor = async (check: () => boolean, ms = 3000): Promise<boolean> => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await new Promise((r) => setTimeout(r, 25))
  }
  return check()
}

describe('runCritic', () => {
  it('test_run_returns_the_envelope_for_a_successful_round', async () => {
    const env = await runCritic(
      nodeCritic('echo', 'echo.mjs', [], { harness: 'stub', model: 'm' }),
      { prompt: 'hi' },
      { cwd }
    )
    expect(env).toMatchObject({ critic: 'echo', attribution: '[stub/m]', ok: true, exitCode: 0, error: '' })
    expect(env.durationSeconds).toBeGreaterThan(0)
    expect(JSON.parse(env.output).argv).toEqual(['hi'])
  })
  it('test_json_output_format_extracts_the_reviewers_text (+usage/cost)', async () => {
    const critic = nodeCritic('cl', 'claude-json.mjs', [], { outputFormat: 'json' })
    const env = await runCritic(critic, { prompt: 'the diff' }, { cwd })
    expect(env.output).toBe('reviewed: the diff')
    expect(env.usage).toEqual({
      inputTokens: 10,
      outputTokens: 4,
      cacheReadTokens: 2,
      cacheWriteTokens: 1,
      costUsd: 0.25,
      present: true,
      costStatus: 'reported'
    })
  })
  it('test_json_output_falls_back_to_raw_stdout (broken JSON)', async () => {
    const env = await runCritic(
      nodeCritic('b', 'broken-json.mjs', [], { outputFormat: 'json' }),
      { prompt: 'p' },
      { cwd }
    )
    expect(env).toMatchObject({ ok: true, output: '{"result": "unterminated' })
    expect(env.usage.present).toBe(false)
  })
  it('test_non_zero_exit_is_a_failed_round (exit 3, stderr only)', async () => {
    const env = await runCritic(nodeCritic('f', 'fail.mjs'), { prompt: 'p' }, { cwd })
    expect(env).toMatchObject({ ok: false, exitCode: 3 })
    expect(env.error).toMatch(/exited 3: boom: the critic failed/)
  })
  it('test_missing_binary_fails_closed', async () => {
    const critic = makeCritic('ghost', { command: 'the-loop-no-such-critic', args: ['{prompt}'] })
    const env = await runCritic(critic, { prompt: 'p' }, { cwd })
    expect(env).toMatchObject({ ok: false, exitCode: -1 })
    expect(env.error).toMatch(/critic CLI 'the-loop-no-such-critic' not found on PATH/)
  })
  it('test_timeout_is_reported_as_a_failed_round, killing the forked child too', async () => {
    const pidFile = join(tempDir(), 'pid')
    const critic = nodeCritic('h', 'hang.mjs', [pidFile])
    const env = await runCritic(critic, { prompt: 'p' }, { cwd, timeoutSeconds: 0.5, graceMs: 300 })
    expect(env).toMatchObject({ ok: false })
    expect(env.error).toMatch(/timed out after 0.5s/)
    const grandchild = Number(readFileSync(pidFile, 'utf8'))
    expect(grandchild).toBeGreaterThan(1)
    expect(await waitFor(() => !isAlive(grandchild))).toBe(true)
  })
  it('a critic that ignores TERM is KILLed after the grace period', async () => {
    const pidFile = join(tempDir(), 'pid')
    const started = Date.now()
    const critic = nodeCritic('h', 'hang.mjs', [pidFile, 'ignore-term'])
    const env = await runCritic(critic, { prompt: 'p' }, { cwd, timeoutSeconds: 0.3, graceMs: 300 })
    expect(env.error).toMatch(/timed out/)
    expect(Date.now() - started).toBeLessThan(5000)
  })
  it('a critic that exits but leaves a child holding stdout does not hang the round', async () => {
    const pidFile = join(tempDir(), 'pid')
    const env = await runCritic(
      nodeCritic('o', 'orphan.mjs', [pidFile]),
      { prompt: 'p' },
      { cwd, graceMs: 300 }
    )
    expect(env).toMatchObject({ ok: true, output: 'done early\n' })
    expect(await waitFor(() => !isAlive(Number(readFileSync(pidFile, 'utf8'))))).toBe(true)
  })
  it('a critic that prints 50 MiB is cut at the cap with a note', async () => {
    const env = await runCritic(nodeCritic('f', 'flood.mjs', ['50']), { prompt: 'p' }, { cwd })
    expect(env.ok).toBe(true)
    expect(env.output.length).toBeLessThan(4 * 1024 * 1024 + 200)
    expect(env.output).toMatch(/output cut at the capture limit; dropped stdout: 48234496 bytes/)
  })
  it('test_env_overlays_the_inherited_environment (and scrubs tokens)', async () => {
    const base = {
      ...process.env,
      KEEP_ME: 'yes',
      GITHUB_TOKEN: 'ghs_secret',
      'INPUT_GITHUB-TOKEN': 'ghs_secret',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc',
      GITHUB_ENV: '/tmp/env-file'
    }
    const critic = nodeCritic('e', 'echo.mjs', [], { env: { OVERLAY: 'on', KEEP_ME: 'overridden' } })
    const env = await runCritic(critic, { prompt: 'p' }, { cwd, baseEnv: base })
    const seen = JSON.parse(env.output).env as Record<string, string>
    expect(seen).toMatchObject({ OVERLAY: 'on', KEEP_ME: 'overridden' })
    for (const name of Object.keys(seen)) expect(isScrubbedEnvName(name)).toBe(false)
    expect(JSON.stringify(seen)).not.toContain('ghs_secret')
    expect(seen.GITHUB_ENV).toBeUndefined()
  })
  it('buildCriticEnv drops every scrubbed name even when the overlay tries to add it', () => {
    expect(buildCriticEnv({ GH_TOKEN: 'x', PATH: '/bin' }, { gh_token: 'y', A: 'b' })).toEqual({
      PATH: '/bin',
      A: 'b'
    })
  })
  it('test_the_round_runs_in_the_requested_directory', async () => {
    const dir = tempDir()
    const env = await runCritic(nodeCritic('e', 'echo.mjs'), { prompt: 'p' }, { cwd: dir })
    expect(realpathSync(JSON.parse(env.output).cwd)).toBe(realpathSync(dir))
  })
  it("a command critic's stdin is closed: it reads end-of-file at once and gets the prompt from args", async () => {
    const reader = makeCritic('reader', {
      command: process.execPath,
      args: [
        '-e',
        'let n=0;process.stdin.on("data",(d)=>{n+=d.length}).on("end",()=>console.log(n, process.argv[1]))',
        '{prompt}'
      ]
    })
    const env = await runCritic(reader, { prompt: 'the diff' }, { cwd, timeoutSeconds: 10 })
    expect(env).toMatchObject({ ok: true, output: '0 the diff\n' })
  })
  it('test_the_prompt_reaches_the_critic_as_one_argument (hostile prompt)', async () => {
    const dir = tempDir()
    const hostile = `; touch ${dir}/pwned $(touch ${dir}/pwned2) \`touch ${dir}/pwned3\` | cat > ${dir}/x && echo hi`
    const env = await runCritic(nodeCritic('e', 'echo.mjs'), { prompt: hostile }, { cwd: dir })
    expect(JSON.parse(env.output).argv).toEqual([hostile])
    expect(() => readFileSync(join(dir, 'pwned'))).toThrow()
    expect(() => readFileSync(join(dir, 'x'))).toThrow()
  })
})

describe('runRound', () => {
  it('runs critics concurrently and keeps a misconfigured one as a failed envelope', async () => {
    // Each waits for all three to have started (barrier.mjs): run one after another, none would succeed.
    const arrivals = tempDir()
    const calls = [1, 2, 3].map((i) => ({
      critic: nodeCritic(`s${i}`, 'barrier.mjs', [arrivals, `s${i}`, '3']),
      values: { prompt: 'p' },
      options: { cwd }
    }))
    const broken = makeCritic('broken', { command: 'rev', args: ['{prompt}'], enabled: false })
    const envelopes = await runRound([...calls, { critic: broken, values: {}, options: { cwd } }])
    expect(envelopes.map((e) => e.ok)).toEqual([true, true, true, false])
    expect(envelopes[3]!.error).toMatch(/disabled in config/)
  })
})

describe('runner exit', () => {
  it('ends critic process groups that are still running when the runner exits', async () => {
    const { execFile } = await import('node:child_process')
    const pidFile = join(tempDir(), 'pid')
    await new Promise<void>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', '__tests__/support/exit-while-running.ts', pidFile],
        (error) => (error ? reject(error) : resolve())
      )
    )
    const grandchild = Number(readFileSync(pidFile, 'utf8'))
    expect(grandchild).toBeGreaterThan(1)
    expect(await waitFor(() => !isAlive(grandchild))).toBe(true)
  })
})
