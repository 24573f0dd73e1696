// The critic CLIs the action installs: the defaults are the versions the real-CLI suite tested, the lockfiles the
// action ships pin exactly those with sha512 hashes, and a critic's `install` field names another exact version or
// is refused with the fix (messages whole).
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { loadHarnessConfigText } from '../../../src/critics/harness/config.js'
import { CLI_PACKAGES, parseInstall } from '../../../src/critics/harness/cli-packages.js'

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'))

interface Lock {
  packages: Record<string, { version?: string; integrity?: string; hasInstallScript?: boolean }>
}

describe('the shipped critic-CLI lockfiles', () => {
  const tested = json('__tests__/real-clis/package.json').dependencies as Record<string, string>
  it.each(Object.entries(CLI_PACKAGES))('pin %s at the version the real-CLI suite ran', (harness, pkg) => {
    expect(pkg.tested).toBe(tested[pkg.name])
    expect(json(`critic-clis/${harness}/package.json`).dependencies).toEqual({ [pkg.name]: pkg.tested })
    const lock = json(`critic-clis/${harness}/package-lock.json`) as Lock
    expect(lock.packages[`node_modules/${pkg.name}`]?.version).toBe(pkg.tested)
  })
  it.each(Object.keys(CLI_PACKAGES))(
    'give every package of %s an exact version and a sha512 integrity',
    (harness) => {
      const lock = json(`critic-clis/${harness}/package-lock.json`) as Lock
      const entries = Object.entries(lock.packages).filter(([path]) => path !== '')
      expect(entries.length).toBeGreaterThan(0)
      for (const [path, entry] of entries) {
        expect([path, entry.integrity]).toEqual([path, expect.stringMatching(/^sha512-[A-Za-z0-9+/]{86}==$/)])
        expect([path, entry.version]).toEqual([path, expect.stringMatching(/^\d+\.\d+\.\d+(-[\w.-]+)?$/)])
      }
    }
  )
  it('hold the same hashes the real-CLI suite installed', () => {
    const suite = json('__tests__/real-clis/package-lock.json') as Lock
    for (const harness of Object.keys(CLI_PACKAGES)) {
      const lock = json(`critic-clis/${harness}/package-lock.json`) as Lock
      for (const [path, entry] of Object.entries(lock.packages))
        if (path !== '') expect([path, entry.integrity]).toEqual([path, suite.packages[path]?.integrity])
    }
  })
})

/** The error of the one critic entry in a config. */
function entryError(fields: string): string | undefined {
  return loadHarnessConfigText(`reviews:\n  critics:\n    - name: c\n${fields}`, 'cfg.yaml').critics[0]!.error
}

describe("a critic's install field", () => {
  it('takes the harness package at an exact version, pre-releases included', () => {
    const critic = loadHarnessConfigText(
      'reviews:\n  critics:\n    - {name: c, harness: codex, install: "@openai/codex@0.172.0-alpha.1"}\n',
      'cfg.yaml'
    ).critics[0]!
    expect([critic.error, critic.install]).toEqual([undefined, '@openai/codex@0.172.0-alpha.1'])
    expect(parseInstall('@openai/codex@0.171.0', 'codex', '')).toEqual({
      harness: 'codex',
      name: '@openai/codex',
      version: '0.171.0',
      locked: true
    })
  })
  it.each([
    [
      '      harness: codex\n      install: "@openai/codex@^0.171.0"\n',
      "'install' needs an exact version after '@openai/codex@' (such as '@openai/codex@0.171.0'), not '^0.171.0': ranges, tags and 'latest' would install whatever the registry says on the day"
    ],
    [
      '      harness: codex\n      install: "@openai/codex@latest"\n',
      "'install' needs an exact version after '@openai/codex@' (such as '@openai/codex@0.171.0'), not 'latest': ranges, tags and 'latest' would install whatever the registry says on the day"
    ],
    [
      '      harness: codex\n      install: "@openai/codex"\n',
      "'install' needs an exact version after '@openai/codex@' (such as '@openai/codex@0.171.0'), not '': ranges, tags and 'latest' would install whatever the registry says on the day"
    ],
    [
      '      harness: claude\n      install: "@openai/codex@0.171.0"\n',
      "'install' names '@openai/codex', but harness claude runs the package @anthropic-ai/claude-code: write '@anthropic-ai/claude-code@<version>', such as '@anthropic-ai/claude-code@2.1.332'"
    ],
    [
      '      harness: gemini\n      install: 0.61\n',
      "'install' must be a string naming the package and an exact version, such as '@google/gemini-cli@0.61.0'"
    ],
    [
      '      harness: cursor\n      install: "cursor-agent@1.0.0"\n',
      "'install' applies to the built-in harnesses whose CLI is on npm: claude (@anthropic-ai/claude-code), codex (@openai/codex), gemini (@google/gemini-cli); a 'command' critic runs a program already on PATH"
    ],
    [
      '      command: codex\n      args: [\'{prompt}\']\n      install: "@openai/codex@0.171.0"\n',
      "'install' applies to the built-in harnesses whose CLI is on npm: claude (@anthropic-ai/claude-code), codex (@openai/codex), gemini (@google/gemini-cli); a 'command' critic runs a program already on PATH"
    ]
  ])('refuses %j', (fields, message) => {
    expect(entryError(fields)).toBe(message)
  })
  it('is placed at its own line', () => {
    const critic = loadHarnessConfigText(
      'reviews:\n  critics:\n    - name: c\n      harness: codex\n      install: "codex@1"\n',
      'cfg.yaml'
    ).critics[0]!
    expect(critic.where).toBe('cfg.yaml:5')
  })
})
