// The harness config as loaded, its file names, and reading its text: everything about the config that needs
// no YAML parser, so `the-loop critic run` can find its file and use a cached parse without loading one.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CriticConfigError, DEFAULT_POLICY, type Critic, type ReviewPolicy } from './critic-model.js'
import { defaultRules, type RulesConfig } from './review-rules.js'

export interface HarnessConfig {
  /** Where the text came from (a path, or `owner/repo@branch:path`). "" when there was no file. */
  source: string
  critics: Critic[]
  policy: ReviewPolicy
  /** `workflow.specDir` (default docs/specs): where `{specDir}` points for a work item. */
  specDir: string
  /** `path:line: …` for top-level keys neither this action nor the upstream CLI reads (config-sections.ts). */
  warnings: string[]
  /** The repository's review rules: files read from the default branch, path-scoped texts (review-rules.ts). */
  rules: RulesConfig
  /** `reviews.verifiers`: the critics that verify lone problems, in order (src/critics/verify/); absent: any. */
  verifiers?: string[]
}

export const CONFIG_PATH = '.the-loop/harness-config.yaml'
/** The pre-rename name, still read when the new file is absent. */
export const LEGACY_CONFIG_PATH = '.the-loop/config.yaml'
export const DEFAULT_SPEC_DIR = 'docs/specs'

export function emptyHarnessConfig(): HarnessConfig {
  return {
    source: '',
    critics: [],
    policy: { ...DEFAULT_POLICY },
    specDir: DEFAULT_SPEC_DIR,
    warnings: [],
    rules: defaultRules()
  }
}

/**
 * The file's text, or undefined when there is no such file. Read synchronously: one small file, read before
 * anything else runs, and so `the-loop critic run` neither loads node's promise file API nor waits on the
 * thread pool once each for open, stat, read and close.
 */
function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new CriticConfigError(`cannot read: ${(error as Error).message}`, path)
  }
}

/** A config file found under a root: its path (as messages name it) and its text. */
export interface HarnessConfigSource {
  path: string
  text: string
}

/**
 * The files read for a config path, in order: the default name falls back to the pre-rename one, as the
 * upstream loader does (so the action and the CLI read the same files); a path the owner chose is read alone.
 */
export function configCandidates(configPath: string): string[] {
  return configPath === CONFIG_PATH ? [CONFIG_PATH, LEGACY_CONFIG_PATH] : [configPath]
}

/** The first candidate of `configPath` that `read` finds (read one after another: the fallback is rare). */
export async function readFirstConfig(
  configPath: string,
  read: (path: string) => Promise<string | undefined>
): Promise<HarnessConfigSource | undefined> {
  for (const path of configCandidates(configPath)) {
    const text = await read(path)
    if (text !== undefined) return { path, text }
  }
  return undefined
}

/**
 * The harness config's file under `root`: the given relative path, or the default name with the pre-rename
 * fallback. Undefined when there is none (no critics); an unreadable file is an error, never "no critics".
 */
export function findHarnessConfigSource(root: string, configPath?: string): HarnessConfigSource | undefined {
  for (const relative of configCandidates(configPath ?? CONFIG_PATH)) {
    const path = join(root, relative)
    const text = readIfPresent(path)
    if (text !== undefined) return { path, text }
  }
  return undefined
}

/** The named critic, or an error that lists the configured names. */
export function findCritic(config: HarnessConfig, name: string): Critic {
  const critic = config.critics.find((c) => c.name === name)
  if (critic) return critic
  const names = config.critics.map((c) => c.name)
  const known = names.length
    ? `configured critics: ${names.join(', ')}`
    : `no critics are configured (add reviews.critics[] to ${CONFIG_PATH})`
  throw new CriticConfigError(`unknown critic '${name}'; ${known}`, config.source || undefined)
}
