// `npm run release -- X.Y.Z [--repo DIR] [--date YYYY-MM-DD]`: version, changelog, commit and tags; never pushes.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const USAGE = 'usage: npm run release -- X.Y.Z [--repo DIR] [--date YYYY-MM-DD]'
// Semantic Versioning 2.0.0 without build metadata: no leading zeros, an optional pre-release part.
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/

class Refusal extends Error {}

function git(repo, ...args) {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** -1, 0 or 1; pre-releases sort before their release (1.0.0-rc.1 < 1.0.0), compared as text after that. */
function compareVersions(a, b) {
  const [pa, pb] = [SEMVER.exec(a), SEMVER.exec(b)]
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i]) - Number(pb[i])
    if (d !== 0) return Math.sign(d)
  }
  if (pa[4] === pb[4]) return 0
  if (pa[4] === undefined) return 1
  if (pb[4] === undefined) return -1
  return pa[4] < pb[4] ? -1 : 1
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

/** npm writes package-lock.json as JSON.stringify does (and prettier ignores it), so it is rewritten whole. */
function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`)
}

/** Only the top-level "version" line changes, so package.json keeps the layout prettier gave it. */
function withPackageVersion(text, version) {
  const line = /^ {2}"version": "[^"]*"/m
  if (!line.test(text)) throw new Refusal('package.json has no top-level "version" line to update')
  return text.replace(line, `  "version": "${version}"`)
}

function checkCleanTree(repo) {
  const status = git(repo, 'status', '--porcelain', '--untracked-files=all').trimEnd()
  if (status) {
    const files = status.split('\n').map((line) => `  ${line}`)
    throw new Refusal(
      `the work tree has uncommitted changes; commit or stash them first:\n${files.join('\n')}`
    )
  }
}

/**
 * Builds into the work tree and asks git whether dist/ changed, rather than building elsewhere and
 * comparing: it is the very check CI makes (.ci/run), so a release never passes what CI would fail.
 * The tree is clean at this point, so any change under dist/ is the build's. On a stale dist/ the fresh
 * build is left in place, to be reviewed and committed.
 */
function checkFreshDist(repo) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] })
  const status = git(repo, 'status', '--porcelain', '--untracked-files=all', '--', 'dist').trimEnd()
  if (status) {
    const files = status.split('\n').map((line) => `  ${line}`)
    throw new Refusal(
      `dist/ is stale: the sources build to something else. The fresh build is now in the work tree;\n` +
        `review and commit it, then run the release again:\n${files.join('\n')}`
    )
  }
}

/** CHANGELOG.md with the Unreleased entries moved under `## [version] - date`, link references updated. */
function moveUnreleased(text, version, date) {
  const head = /^## \[Unreleased\][^\n]*\n/m.exec(text)
  if (!head) throw new Refusal('CHANGELOG.md has no "## [Unreleased]" section')
  const start = head.index + head[0].length
  const next = text.slice(start).search(/^## \[|^\[[^\]]+\]: /m)
  const end = next < 0 ? text.length : start + next
  const entries = text.slice(start, end).trim()
  if (!entries) throw new Refusal('the Unreleased section of CHANGELOG.md is empty: write down what changed')
  let out = `${text.slice(0, start)}\n## [${version}] - ${date}\n\n${entries}\n\n${text.slice(end)}`
  // Keep a Changelog's links: Unreleased compares from the new tag; the new version from the previous one.
  const link = /^\[Unreleased\]: (\S+)\/compare\/(\S+)\.\.\.HEAD$/m.exec(out)
  if (link) {
    const [line, base, previous] = link
    const compare = `[Unreleased]: ${base}/compare/v${version}...HEAD\n[${version}]: ${base}/compare/${previous}...v${version}`
    out = out.replace(line, compare)
  }
  return out
}

/**
 * README.md, docs/ and examples/ may name the action by its major tag (`OWNER/REPO@v0`, `OWNER/REPO/critic@v0`);
 * a new major renames those references. References pinned to a commit SHA are left as they are.
 */
function retagReferences(repo, major) {
  const files = ['README.md']
  const walk = (dir) => {
    for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.(ya?ml|md)$/.test(entry.name)) files.push(path)
    }
  }
  for (const dir of ['docs', 'examples']) if (existsSync(join(repo, dir))) walk(dir)
  const changed = []
  for (const file of files.filter((f) => existsSync(join(repo, f)))) {
    const text = readFileSync(join(repo, file), 'utf8')
    const next = text
      .replace(/(\bOWNER\/REPO(?:\/critic|\/review)?@v)\d+\b/g, `$1${major}`)
      .replace(/(\bOWNER\/REPO\/v)\d+(?=\/)/g, `$1${major}`)
    if (next !== text) {
      writeFileSync(join(repo, file), next)
      changed.push(file)
    }
  }
  return changed
}

function release(repo, version, date) {
  if (!SEMVER.test(version)) throw new Refusal(`'${version}' is not a version X.Y.Z (semver, no leading 'v')`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Refusal(`--date must be YYYY-MM-DD, not '${date}'`)
  const pkg = readJson(join(repo, 'package.json'))
  if (compareVersions(version, pkg.version) <= 0)
    throw new Refusal(`${version} is not above the current version ${pkg.version}`)
  const tag = `v${version}`
  if (git(repo, 'tag', '--list', tag).trim()) throw new Refusal(`tag ${tag} already exists`)
  checkCleanTree(repo)
  checkFreshDist(repo)
  const changelog = moveUnreleased(readFileSync(join(repo, 'CHANGELOG.md'), 'utf8'), version, date)
  const manifest = withPackageVersion(readFileSync(join(repo, 'package.json'), 'utf8'), version)

  // Nothing is written before every check has passed.
  writeFileSync(join(repo, 'CHANGELOG.md'), changelog)
  writeFileSync(join(repo, 'package.json'), manifest)
  const changed = ['CHANGELOG.md', 'package.json']
  if (existsSync(join(repo, 'package-lock.json'))) {
    const lock = readJson(join(repo, 'package-lock.json'))
    lock.version = version
    if (lock.packages?.['']) lock.packages[''].version = version
    writeJson(join(repo, 'package-lock.json'), lock)
    changed.push('package-lock.json')
  }
  const major = SEMVER.exec(version)[1]
  // A pre-release gets its own tag only: `@vN` users must not receive it.
  const prerelease = version.includes('-')
  if (!prerelease) changed.push(...retagReferences(repo, major))
  git(repo, 'add', '--', ...changed)
  git(repo, 'commit', '--quiet', '-m', `Release ${tag}`)
  git(repo, 'tag', '-a', tag, '-m', tag)
  const lines = [`Committed "Release ${tag}" and tagged it ${tag}.`]
  if (!prerelease) {
    // The major tag moves to every release of its line (docs/versions-and-releases.md).
    git(repo, 'tag', '-f', '-a', `v${major}`, '-m', `v${major} (latest: ${tag})`, `${tag}^{commit}`)
    lines.push(`Moved v${major} to ${tag}.`)
  }
  lines.push('Nothing was pushed. To publish:', `  git push origin HEAD ${tag}`)
  if (!prerelease) lines.push(`  git push --force origin v${major}`)
  return lines.join('\n')
}

function main(argv) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      options: { repo: { type: 'string' }, date: { type: 'string' } },
      allowPositionals: true
    })
  } catch (error) {
    process.stderr.write(`release: ${error.message}\n${USAGE}\n`)
    return 2
  }
  const { positionals, values } = parsed
  if (positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  const repo = values.repo ?? process.cwd()
  const date = values.date ?? new Date().toISOString().slice(0, 10)
  try {
    process.stdout.write(`${release(repo, positionals[0], date)}\n`)
    return 0
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    process.stderr.write(`release refused: ${error.message}\n`)
    return 1
  }
}

process.exitCode = main(process.argv.slice(2))
