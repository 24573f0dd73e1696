// `critic list --check` against the pinned real CLIs: each takes its adapter's flags and refuses one it lacks,
// offline (base URL at a closed loopback port), inside the suite's loopback-only network namespace.
import { afterAll, describe, expect, it } from '@jest/globals'
import { dirname } from 'node:path'
import { checkCritics } from '../../src/critics/harness/cli-check/cli-check.js'
import { CLI_FACTS } from '../../src/critics/harness/cli-check/cli-facts.js'
import { makeCritic } from '../../src/critics/harness/critic-model.js'
import { binFolder, networkInterfaces, removeTempFolders, tempFolder } from './support.js'

afterAll(removeTempFolders)

describe('critic list --check on the real CLIs', () => {
  it('says each takes the adapter’s flags at the tested version, and each refuses a flag it lacks', async () => {
    expect(networkInterfaces()).toEqual(['lo'])
    const env = { PATH: `${binFolder()}:${dirname(process.execPath)}:/usr/bin:/bin`, HOME: tempFolder() }
    const names = ['claude', 'codex', 'gemini']
    const good = names.map((name) => makeCritic(name, { harness: name }))
    const bogus = names.map((name) =>
      makeCritic(`${name}-bogus`, { harness: name, args: ['--the-loop-no-such-flag'] })
    )
    const checks = await checkCritics([...good, ...bogus], { root: tempFolder(), baseEnv: env })
    const summary = checks.map((c) => ({ name: c.name, version: c.version.cell, flags: c.flags.state }))
    const tested = (name: string) => `${CLI_FACTS[name]!.testedVersion} (tested)`
    expect(summary).toEqual([
      ...names.map((name) => ({ name, version: tested(name), flags: 'ok' })),
      ...names.map((name) => ({ name: `${name}-bogus`, version: tested(name), flags: 'problem' }))
    ])
    for (const check of checks.slice(3)) expect(check.flags.detail).toMatch(/the-loop-no-such-flag/)
  }, 120_000)
})
