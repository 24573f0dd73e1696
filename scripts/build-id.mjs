// The CLI's build id (scripts/build-cli.mjs stamps it into the bundle as THE_LOOP_CLI_BUILD): a hash of the
// files under src/ and of the yaml version. The CLI keys its cache of parsed configs with it
// (src/cli/config-cache.ts), so a new build never trusts an older one's parse.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * The files under `<root>/src` the id is made of, relative to `root` with `/` between folders, sorted. In a git
 * checkout: the files git tracks there (`git ls-files`, an argv, no shell), as they are in the working tree, so
 * an untracked file (a scratch note, an editor's backup) cannot change the id and so `dist/` (CI would call that
 * stale). A tracked file deleted from the working tree (or a submodule's folder) is skipped: the build reads no such
 * file either. Outside a
 * checkout (a tarball, or no git installed), or when git tracks nothing under src/ there (the sources unpacked
 * inside another repository that does not track them), every file under src/: all there is to go by.
 */
export function sourceFiles(root) {
  const tracked = trackedFiles(root)
  const files = tracked && tracked.length > 0 ? tracked.filter((f) => isFile(join(root, f))) : walk(root)
  return files.sort()
}

/** What git tracks under `<root>/src` (relative to `root`), or undefined when git cannot say (not a checkout). */
function trackedFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--', 'src'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore']
    })
    return out.split('\0').filter((f) => f !== '')
  } catch {
    return undefined
  }
}

function isFile(path) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** Every file under `<root>/src`. */
function walk(root) {
  const out = []
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else out.push(relative(root, path).split(sep).join('/'))
    }
  }
  visit(join(root, 'src'))
  return out
}

/** The id of the code a build of `root` is made of: its sources (sourceFiles) and the yaml version. */
export function buildId(root) {
  const hash = createHash('sha256')
  for (const file of sourceFiles(root))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0')
  hash.update(JSON.parse(readFileSync(join(root, 'node_modules/yaml/package.json'), 'utf8')).version)
  return hash.digest('hex').slice(0, 16)
}
