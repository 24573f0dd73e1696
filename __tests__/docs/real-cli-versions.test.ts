// One file names the tested agent CLI versions: the real-CLI suite's lockfile. The example workflows' install
// step (and the README's copy of it), the critic table of docs/harness-config.md and `critic list --check` must
// name exactly those.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { CLI_FACTS } from '../../src/harness/check/cli-facts.js'

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
    '%s installs exactly those versions of every CLI it installs',
    (path) => {
      const installs = [...read(path).matchAll(/npm install --global ([^\n]+)/g)].map((m) => m[1]!)
      expect(installs.length).toBeGreaterThan(0)
      for (const line of installs) {
        const packages = line.split(/\s+/).filter((word) => word.startsWith('@'))
        expect(packages.length).toBeGreaterThan(0)
        for (const spec of packages) {
          const at = spec.lastIndexOf('@')
          const name = spec.slice(0, at) as keyof typeof pinned
          expect(`${name}@${pinned[name]}`).toBe(spec)
        }
      }
    }
  )
  it("are the docs/harness-config.md table's and critic list --check's", () => {
    const page = read('docs/harness-config.md')
    for (const [name, version] of Object.entries(pinned)) expect(page).toContain(`\`${name}\` ${version}`)
    expect(CLI_FACTS.claude?.testedVersion).toBe(pinned['@anthropic-ai/claude-code'])
    expect(CLI_FACTS.codex?.testedVersion).toBe(pinned['@openai/codex'])
    expect(CLI_FACTS.gemini?.testedVersion).toBe(pinned['@google/gemini-cli'])
  })
})
