// The CLI's cache of parsed harness configs: used only for the same build, path and text, only from a private
// directory, and never trusted when its entry is not a loaded config.
import { describe, expect, it } from '@jest/globals'
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  cliConfigCache,
  readCachedConfig,
  writeCachedConfig,
  type ConfigCache
} from '../../src/cli/config-cache.js'
import { loadHarnessConfigText } from '../../src/critics/harness/config.js'
import { tempDir } from '../support/critic-fixtures.js'

const TEXT = "reviews:\n  critics:\n    - name: echo\n      command: /bin/echo\n      args: ['{prompt}']\n"
const PATH = '/repo/.the-loop/harness-config.yaml'

function freshCache(build = 'build-1'): ConfigCache {
  return { dir: join(tempDir('config-cache-'), 'the-loop', 'configs'), build }
}

describe('the config cache', () => {
  it('gives back exactly what was stored for the same build, path and text', () => {
    const cache = freshCache()
    const config = loadHarnessConfigText(TEXT, PATH)
    expect(readCachedConfig(cache, PATH, TEXT)).toBeUndefined()
    writeCachedConfig(cache, PATH, TEXT, config)
    expect(readCachedConfig(cache, PATH, TEXT)).toEqual(config)
    // Made 0700 and its entry 0600: the parse names commands this user runs.
    expect(readdirSync(cache.dir)).toHaveLength(1)
  })

  it('misses on any other text, path or build', () => {
    const cache = freshCache()
    writeCachedConfig(cache, PATH, TEXT, loadHarnessConfigText(TEXT, PATH))
    expect(readCachedConfig(cache, PATH, TEXT.replace('echo', 'echo2'))).toBeUndefined()
    expect(readCachedConfig(cache, `${PATH}.other`, TEXT)).toBeUndefined()
    expect(readCachedConfig({ ...cache, build: 'build-2' }, PATH, TEXT)).toBeUndefined()
  })

  it('a new parse of the same path replaces the old one', () => {
    const cache = freshCache()
    const changed = TEXT.replace("['{prompt}']", "['x', '{prompt}']")
    writeCachedConfig(cache, PATH, TEXT, loadHarnessConfigText(TEXT, PATH))
    writeCachedConfig(cache, PATH, changed, loadHarnessConfigText(changed, PATH))
    expect(readCachedConfig(cache, PATH, TEXT)).toBeUndefined()
    expect(readCachedConfig(cache, PATH, changed)?.critics[0]?.args).toEqual(['x', '{prompt}'])
    expect(readdirSync(cache.dir)).toHaveLength(1)
  })

  it('is not used when others may write its directory', () => {
    const cache = freshCache()
    writeCachedConfig(cache, PATH, TEXT, loadHarnessConfigText(TEXT, PATH))
    chmodSync(cache.dir, 0o777)
    expect(readCachedConfig(cache, PATH, TEXT)).toBeUndefined()
    chmodSync(cache.dir, 0o700)
    expect(readCachedConfig(cache, PATH, TEXT)).toBeDefined()
  })

  it('ignores an entry that is not JSON, or whose config is not a loaded config', () => {
    const cache = freshCache()
    writeCachedConfig(cache, PATH, TEXT, loadHarnessConfigText(TEXT, PATH))
    const [name] = readdirSync(cache.dir)
    const file = join(cache.dir, name!)
    const entry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    writeFileSync(file, '{ not json')
    expect(readCachedConfig(cache, PATH, TEXT)).toBeUndefined()
    writeFileSync(file, JSON.stringify({ ...entry, config: { source: PATH, critics: 'echo' } }))
    expect(readCachedConfig(cache, PATH, TEXT)).toBeUndefined()
    writeFileSync(
      file,
      JSON.stringify({ ...entry, config: { ...(entry.config as object), source: '/elsewhere' } })
    )
    expect(readCachedConfig(cache, PATH, TEXT)).toBeUndefined()
  })

  it('a cache that cannot be written costs nothing but the next parse', () => {
    const base = tempDir('config-cache-')
    writeFileSync(join(base, 'the-loop'), 'a file where the directory would go')
    const cache = { dir: join(base, 'the-loop', 'configs'), build: 'b' }
    expect(() => writeCachedConfig(cache, PATH, TEXT, loadHarnessConfigText(TEXT, PATH))).not.toThrow()
    expect(readCachedConfig(cache, PATH, TEXT)).toBeUndefined()
  })

  it('only a build uses it, under XDG_CACHE_HOME, and THE_LOOP_CONFIG_CACHE=off turns it off', () => {
    // Under jest the sources are not a build: nothing stamps THE_LOOP_CLI_BUILD.
    expect(cliConfigCache({ XDG_CACHE_HOME: '/c' })).toBeUndefined()
    process.env.THE_LOOP_CLI_BUILD = 'stamp'
    try {
      expect(cliConfigCache({ XDG_CACHE_HOME: '/c' })).toEqual({ dir: '/c/the-loop/configs', build: 'stamp' })
      expect(cliConfigCache({ XDG_CACHE_HOME: '/c', THE_LOOP_CONFIG_CACHE: 'off' })).toBeUndefined()
    } finally {
      delete process.env.THE_LOOP_CLI_BUILD
    }
  })
})
