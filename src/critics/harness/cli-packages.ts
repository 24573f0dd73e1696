// The npm packages of the built-in harnesses' CLIs: which package a harness runs, the version the real-CLI suite
// tested (the default the critics step installs, pinned with integrity hashes in critic-clis/<harness>/), and
// the `install` field that may name another exact version. Pure: no file is read and nothing is spawned here.
import { join } from 'node:path'

export interface CliPackage {
  /** The npm package that carries the CLI. */
  name: string
  /** The version __tests__/real-clis/ ran (critic-clis/<harness>/package-lock.json pins the same one). */
  tested: string
  /** The name of the executable in the package's `bin` map (the adapter's binary). */
  bin: string
  /**
   * The executable inside an install folder's node_modules when it is not the `bin` entry: with install scripts
   * off, claude's `bin/claude.exe` is a placeholder its postinstall would overwrite, so its platform package's
   * binary is named directly (as __tests__/real-clis/support.ts does).
   */
  platformProgram?: (modules: string, platform?: Platform) => string
}

interface Platform {
  os: string
  arch: string
  musl: boolean
}

/** This process's platform; musl when node reports no glibc (alpine). */
function currentPlatform(): Platform {
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)
    ?.header
  return {
    os: process.platform,
    arch: process.arch,
    musl: process.platform === 'linux' && !header?.glibcVersionRuntime
  }
}

const claudeProgram = (modules: string, p: Platform = currentPlatform()): string => {
  const os = p.os === 'win32' ? 'win32' : p.os
  const suffix = p.musl ? '-musl' : ''
  return join(
    modules,
    `@anthropic-ai/claude-code-${os}-${p.arch}${suffix}`,
    os === 'win32' ? 'claude.exe' : 'claude'
  )
}

/** The built-in harnesses whose CLI is on npm. cursor-agent is not (the npm name is another project). */
export const CLI_PACKAGES: Readonly<Record<string, CliPackage>> = {
  claude: {
    name: '@anthropic-ai/claude-code',
    tested: '2.1.332',
    bin: 'claude',
    platformProgram: claudeProgram
  },
  codex: { name: '@openai/codex', tested: '0.171.0', bin: 'codex' },
  gemini: { name: '@google/gemini-cli', tested: '0.61.0', bin: 'gemini' }
}

/** What the critics step installs for one critic: a package at one exact version. */
export interface InstallSpec {
  harness: string
  name: string
  version: string
  /** Whether this is the tested version, installed from the lockfile the action ships. */
  locked: boolean
}

/** semver 2.0's exact version: no range, no tag, no `v` (build metadata allowed, as npm allows it). */
const EXACT_SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/

/** The install spec a harness gets when its critic names none: the tested version, from the shipped lockfile. */
export function defaultInstall(harness: string): InstallSpec | undefined {
  const pkg = CLI_PACKAGES[harness]
  return pkg && { harness, name: pkg.name, version: pkg.tested, locked: true }
}

/**
 * Reads a critic's `install` value (`@openai/codex@0.171.0`): the harness's own package at an exact version.
 * Returns the spec, or the error message naming the fix.
 */
export function parseInstall(value: unknown, harness: string, command: string): InstallSpec | string {
  const pkg = CLI_PACKAGES[harness]
  if (command || !pkg) {
    const known = Object.entries(CLI_PACKAGES).map(([h, p]) => `${h} (${p.name})`)
    return `'install' applies to the built-in harnesses whose CLI is on npm: ${known.join(', ')}; a 'command' critic runs a program already on PATH`
  }
  const example = `${pkg.name}@${pkg.tested}`
  if (typeof value !== 'string')
    return `'install' must be a string naming the package and an exact version, such as '${example}'`
  const at = value.lastIndexOf('@')
  const name = at > 0 ? value.slice(0, at) : value
  const version = at > 0 ? value.slice(at + 1) : ''
  if (name !== pkg.name)
    return `'install' names '${name}', but harness ${harness} runs the package ${pkg.name}: write '${pkg.name}@<version>', such as '${example}'`
  if (!EXACT_SEMVER.test(version))
    return `'install' needs an exact version after '${pkg.name}@' (such as '${example}'), not '${version}': ranges, tags and 'latest' would install whatever the registry says on the day`
  return { harness, name, version, locked: version === pkg.tested }
}

/** The spec as npm writes it. */
export const specText = (spec: Pick<InstallSpec, 'name' | 'version'>): string =>
  `${spec.name}@${spec.version}`
