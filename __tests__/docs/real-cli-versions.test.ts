// One file names the tested agent CLI versions: the real-CLI suite's lockfile. The lockfiles the action installs
// critic CLIs from (critic-clis/, src/critics/harness/cli-packages.ts), the critic table of
// docs/harness-config.md and `critic list --check` must name exactly those; the example workflows (and the
// README's copy) install none.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { CLI_FACTS } from '../../src/critics/harness/cli-check/cli-facts.js'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const lock = JSON.parse(read('__tests__/real-clis/package-lock.json')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>
}
const pinned = {
  '@anthropic-ai/claude-code': lock.packages['node_modules/@anthropic-ai/claude-code']?.version,
  '@openai/codex': lock.packages['node_modules/@openai/codex']?.version,
  '@google/gemini-cli': lock.packages['node_modules/@google/gemini-cli']?.version
}

describe('the tested CLI versions', () => {
  it('are exact versions in the lockfile', () => {
    for (const version of Object.values(pinned)) expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    // Why scripts/real-clis.sh installs with --ignore-scripts and runs claude's platform binary.
    expect(lock.packages['node_modules/@anthropic-ai/claude-code']?.hasInstallScript).toBe(true)
  })
  it.each(['README.md', 'examples/workflows/the-loop.yml', 'examples/workflows/the-loop-hardened.yml'])(
    '%s installs no critic CLI: the action installs the ones a round needs',
    (path) => {
      expect(read(path)).not.toMatch(/npm (?:install|i|ci)\b[^\n]*@(?:anthropic-ai|openai|google)\//)
    }
  )
  it.each(Object.entries(pinned))('the lockfile the action ships installs %s at %s', (name, version) => {
    const folder = {
      '@anthropic-ai/claude-code': 'claude',
      '@openai/codex': 'codex',
      '@google/gemini-cli': 'gemini'
    }[name]
    const shipped = JSON.parse(read(`critic-clis/${folder}/package-lock.json`)) as {
      packages: Record<string, { version?: string }>
    }
    expect(shipped.packages[`node_modules/${name}`]?.version).toBe(version)
  })
  it("are the docs/harness-config.md table's and critic list --check's", () => {
    const page = read('docs/harness-config.md')
    for (const [name, version] of Object.entries(pinned)) expect(page).toContain(`\`${name}\` ${version}`)
    expect(CLI_FACTS.claude?.testedVersion).toBe(pinned['@anthropic-ai/claude-code'])
    expect(CLI_FACTS.codex?.testedVersion).toBe(pinned['@openai/codex'])
    expect(CLI_FACTS.gemini?.testedVersion).toBe(pinned['@google/gemini-cli'])
  })
})
