// The CLI's cache of parsed harness configs. Loading and running the YAML parser is most of what
// `the-loop critic run` costs beyond node's own start-up (~17 ms of ~50 on node 20, bench/cli.bench.ts), and
// the config rarely changes between two runs. An entry holds the CLI build, the file's path and its exact text
// beside the parse, and is used only when all three are equal to this run's: any change parses again. Only
// configs that loaded are cached: a broken file is parsed (and its error shown) every time.
//
// Trust: the directory must be this user's and writable by nobody else, or it is not used. A process that can
// write there runs as this user and could as well edit the config or the CLI itself, so the cache gives it
// nothing new. The GitHub Actions in this repository never use it; only the built CLI does.
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { HarnessConfig } from '../critics/harness/config-model.js'

export interface ConfigCache {
  dir: string
  /** Identifies the code that parsed the entries: a new build never reads an older build's parse. */
  build: string
}

/**
 * The cache the built CLI uses: `$XDG_CACHE_HOME/the-loop/configs` (or `~/.cache/...`). Undefined when
 * THE_LOOP_CONFIG_CACHE is `off`, or when not running from a build (the build stamps THE_LOOP_CLI_BUILD).
 */
export function cliConfigCache(env: NodeJS.ProcessEnv = process.env): ConfigCache | undefined {
  const build = process.env.THE_LOOP_CLI_BUILD // replaced by a constant at build time (scripts/build-cli.mjs)
  if (!build || env.THE_LOOP_CONFIG_CACHE === 'off') return undefined
  const base = env.XDG_CACHE_HOME || join(homedir(), '.cache')
  return { dir: join(base, 'the-loop', 'configs'), build }
}

/** What an entry holds: the parse, and everything it was made from. */
interface CacheEntry {
  build: string
  path: string
  text: string
  config: HarnessConfig
}

/**
 * One file per config path, named by a 64-bit FNV-1a hash of it. Not node:crypto, whose loading alone costs
 * ~3 ms on node 20: the name needs no secrecy, and two paths sharing one only make each other miss, since an
 * entry is used only when its path and text are equal to this run's.
 */
function entryPath(cache: ConfigCache, path: string): string {
  let hash = 0xcbf29ce484222325n
  for (const byte of Buffer.from(path, 'utf8'))
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn
  return join(cache.dir, `${hash.toString(16).padStart(16, '0')}.json`)
}

/** True when `dir` is a real directory of this user that no one else may write to. */
function isPrivateDir(dir: string): boolean {
  const stat = lstatSync(dir)
  const uid = process.getuid?.()
  return stat.isDirectory() && (uid === undefined || stat.uid === uid) && (stat.mode & 0o022) === 0
}

/** A loaded config has exactly these shapes; an entry that does not is ignored, not trusted. */
function looksLikeConfig(value: unknown, path: string): value is HarnessConfig {
  const c = value as HarnessConfig | null
  return (
    typeof c === 'object' &&
    c !== null &&
    c.source === path &&
    typeof c.specDir === 'string' &&
    Array.isArray(c.warnings) &&
    typeof c.policy === 'object' &&
    c.policy !== null &&
    Array.isArray(c.critics) &&
    c.critics.every(
      (k) => typeof k === 'object' && k !== null && typeof k.name === 'string' && Array.isArray(k.args)
    )
  )
}

/** The cached parse of `text` read from `path`, or undefined (no entry, unreadable, not private, malformed). */
export function readCachedConfig(cache: ConfigCache, path: string, text: string): HarnessConfig | undefined {
  try {
    if (!isPrivateDir(cache.dir)) return undefined
    const entry = JSON.parse(readFileSync(entryPath(cache, path), 'utf8')) as Partial<CacheEntry> | null
    if (entry?.build !== cache.build || entry.path !== path || entry.text !== text) return undefined
    return looksLikeConfig(entry.config, path) ? entry.config : undefined
  } catch {
    return undefined
  }
}

/** Stores a parse. Best effort by design: a cache that cannot be written only means parsing next time. */
export function writeCachedConfig(
  cache: ConfigCache,
  path: string,
  text: string,
  config: HarnessConfig
): void {
  try {
    mkdirSync(cache.dir, { recursive: true, mode: 0o700 })
    if (!isPrivateDir(cache.dir)) return
    const target = entryPath(cache, path)
    // Written whole under a temporary name, then renamed: a concurrent run reads the old entry or the new one.
    const partial = `${target}.${process.pid}.tmp`
    const entry: CacheEntry = { build: cache.build, path, text, config }
    try {
      writeFileSync(partial, JSON.stringify(entry), { mode: 0o600, flag: 'wx' })
      renameSync(partial, target)
    } finally {
      rmSync(partial, { force: true })
    }
  } catch {
    // Nothing to do: the next run parses again.
  }
}
