// steps/critics.sh, run as the runner runs the critics step: the process it execs into gets an environment
// built from the allowlist only, and names the workflow asks for are refused when they are tokens or loaders.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tempDir } from '../../support/critic-fixtures.js'

/** A stand-in for node that prints its pid, parent's view and environment instead of running the bundle. */
function fakeNode(): string {
  const file = join(tempDir('fake-node-'), 'node')
  writeFileSync(file, '#!/bin/sh\necho "argv: $*"\n/usr/bin/env\n')
  chmodSync(file, 0o755)
  return file
}

function runStep(env: Record<string, string>) {
  return spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', resolve('steps/critics.sh')], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/home/runner', ...env }
  })
}

describe('steps/critics.sh', () => {
  it('replaces itself with node under the allowlist: no token, input or runner channel survives', () => {
    const r = runStep({
      THE_LOOP_NODE: fakeNode(),
      THE_LOOP_HANDOFF: '/tmp/handoff-x',
      RUNNER_TEMP: '/tmp/rt',
      GITHUB_TOKEN: 'ghs_job',
      GH_TOKEN: 'ghs_job',
      'INPUT_GITHUB-TOKEN': 'ghs_input',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      GITHUB_ENV: '/tmp/rt/set_env_1',
      ANTHROPIC_API_KEY: 'sk-ant-1',
      OPENAI_API_KEY: 'sk-2',
      MY_PROXY_SETTING: 'p',
      UNRELATED: 'u',
      THE_LOOP_CRITIC_ENV: 'MY_PROXY_SETTING, GITHUB_TOKEN LD_PRELOAD github_token bad-name *',
      github_token: 'lower-case'
    })
    expect(r.status).toBe(0)
    const env = Object.fromEntries(
      r.stdout
        .split('\n')
        .filter((l) => /^[A-Za-z_][A-Za-z0-9_-]*=/.test(l))
        // Set by the stand-in's own shell, not passed by the step.
        .filter((l) => !/^(PWD|SHLVL|_)=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)])
    )
    expect(Object.keys(env).sort()).toEqual(
      [
        'ANTHROPIC_API_KEY',
        'GITHUB_ENV',
        'HOME',
        'LANG',
        'MY_PROXY_SETTING',
        'OPENAI_API_KEY',
        'PATH',
        'RUNNER_TEMP',
        'TMPDIR'
      ].sort()
    )
    expect(r.stdout).toMatch(/^argv: .*\/dist\/critics-step\/index\.js \/tmp\/handoff-x$/m)
    expect(r.stdout).toContain('::warning::critic-env: GITHUB_TOKEN is never passed to critics')
    expect(r.stdout).toContain('::warning::critic-env: LD_PRELOAD is never passed to critics')
    expect(r.stdout).toContain('::warning::critic-env: github_token is never passed to critics')
    expect(r.stdout).toContain("::warning::critic-env: 'bad-name' is not a variable name; skipped")
  })

  it('fails without the prepare step outputs', () => {
    const r = runStep({})
    expect(r.status).not.toBe(0)
    expect(r.stderr).toMatch(/the prepare step named no node binary/)
  })
})
