// git's own answer, for comparing the .gitattributes reader with it: `git check-attr` in a scratch repository
// whose only attributes are the given text (no global, system or info/attributes file).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LinguistAttributes } from '../../src/loop/pull/gitattributes.js'

export interface GitAttrRepo {
  /** Linguist's reading of what git says of each path (unspecified attributes left out, as in byPath). */
  marks(text: string, paths: readonly string[]): Map<string, LinguistAttributes>
  remove(): void
}

const ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_ATTR_NOSYSTEM: '1',
  LC_ALL: 'C'
}

function linguist(value: string): boolean | undefined {
  if (value === 'unspecified') return undefined
  return value !== 'unset' && value !== 'false'
}

export function gitAttrRepo(): GitAttrRepo {
  const dir = mkdtempSync(join(tmpdir(), 'the-loop-check-attr-'))
  execFileSync('git', ['init', '-q', dir], { env: ENV })
  return {
    marks(text, paths) {
      writeFileSync(join(dir, '.gitattributes'), text)
      // -z: paths and answers NUL-separated, never quoted.
      const out = execFileSync(
        'git',
        [
          '-C',
          dir,
          '-c',
          'core.ignorecase=false',
          'check-attr',
          '-z',
          '--stdin',
          'linguist-generated',
          'linguist-vendored'
        ],
        { env: ENV, input: paths.map((p) => `${p}\0`).join(''), stdio: ['pipe', 'pipe', 'ignore'] }
      ).toString('utf8')
      const fields = out.split('\0')
      const byPath = new Map<string, LinguistAttributes>()
      for (let i = 0; i + 2 < fields.length; i += 3) {
        const [path, attr, value] = [fields[i]!, fields[i + 1]!, fields[i + 2]!]
        const v = linguist(value)
        if (v === undefined) continue
        const marks = byPath.get(path) ?? {}
        if (attr === 'linguist-generated') marks.generated = v
        else marks.vendored = v
        byPath.set(path, marks)
      }
      // In the order asked, as linguistAttributes answers.
      return new Map(paths.flatMap((p) => (byPath.has(p) ? [[p, byPath.get(p)!] as const] : [])))
    },
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}
