// The versions `critic list --check` calls tested: those of the pinned real-CLI suite, for every built-in harness.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { builtinHarnessNames } from '../../src/critics/harness/adapters.js'
import { CLI_FACTS } from '../../src/critics/harness/cli-check/cli-facts.js'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

describe('the tested versions', () => {
  it('are those of the pinned suite (__tests__/real-clis/package-lock.json)', () => {
    const lock = JSON.parse(readFileSync(join(REPO, '__tests__/real-clis/package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>
    }
    const tested = Object.entries(CLI_FACTS).filter(([, facts]) => facts.npmPackage)
    expect(tested.map(([name]) => name).sort()).toEqual(['claude', 'codex', 'gemini'])
    for (const [, facts] of tested) {
      const pinned = lock.packages[`node_modules/${facts.npmPackage}`]?.version
      expect({ package: facts.npmPackage, version: facts.testedVersion }).toEqual({
        package: facts.npmPackage,
        version: pinned
      })
      expect(facts.install).toBe(`npm install -g ${facts.npmPackage}@${pinned}`)
    }
  })
  it('every built-in harness has its facts', () => {
    expect(Object.keys(CLI_FACTS).sort()).toEqual(builtinHarnessNames().sort())
  })
})
