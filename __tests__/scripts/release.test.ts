// scripts/release.mjs against a temporary git repository holding this repository's CHANGELOG.md, README.md,
// docs/ and example workflows, and a stand-in build: the refusals, then releases that commit and tag.
import { describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tempDir } from '../support/critic-fixtures.js'

const SCRIPT = resolve('scripts/release.mjs')
const DATE = '2026-12-01'
/** The page that names the action by its major tag (`OWNER/REPO@v0`), which a new major renames. */
const VERSIONS_PAGE = 'docs/versions-and-releases.md'

const git = (repo: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
const read = (repo: string, file: string) => readFileSync(join(repo, file), 'utf8')

/** A committed repository at version 0.1.0 whose `npm run build` turns src/index.txt into dist/index.js. */
function fixture(): string {
  const repo = tempDir('release-')
  git(repo, 'init', '--quiet', '--initial-branch=main')
  git(repo, 'config', 'user.name', 'Release Test')
  git(repo, 'config', 'user.email', 'release@example.com')
  git(repo, 'config', 'tag.gpgSign', 'false')
  git(repo, 'config', 'commit.gpgSign', 'false')
  const pkg = { name: 'fixture', version: '0.1.0', private: true, scripts: { build: 'node build.mjs' } }
  writeFileSync(join(repo, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  const lock = {
    name: 'fixture',
    version: '0.1.0',
    lockfileVersion: 3,
    packages: { '': { name: 'fixture', version: '0.1.0' } }
  }
  writeFileSync(join(repo, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`)
  writeFileSync(
    join(repo, 'build.mjs'),
    "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'\n" +
      "mkdirSync('dist', { recursive: true })\n" +
      "writeFileSync('dist/index.js', `// built\\n${readFileSync('src/index.txt', 'utf8')}`)\n"
  )
  mkdirSync(join(repo, 'src'))
  writeFileSync(join(repo, 'src/index.txt'), 'one\n')
  for (const file of ['CHANGELOG.md', 'README.md', 'docs', 'examples/workflows'])
    cpSync(file, join(repo, file), { recursive: true })
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: repo })
  git(repo, 'add', '.')
  git(repo, 'commit', '--quiet', '-m', 'initial')
  return repo
}

function release(repo: string, ...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args, '--repo', repo, '--date', DATE], { encoding: 'utf8' })
}

describe('scripts/release.mjs refuses', () => {
  it.each([
    ['1.2', "'1.2' is not a version X.Y.Z"],
    ['v1.2.3', "'v1.2.3' is not a version"],
    ['01.2.3', "'01.2.3' is not a version"],
    ['0.1.0', '0.1.0 is not above the current version 0.1.0'],
    ['0.0.9', '0.0.9 is not above the current version 0.1.0'],
    ['0.1.0-rc.1', '0.1.0-rc.1 is not above the current version 0.1.0']
  ])('the version %s', (version, message) => {
    const repo = fixture()
    const r = release(repo, version)
    expect(r.status).toBe(1)
    expect(r.stderr.startsWith(`release refused: ${message}`)).toBe(true)
    expect(git(repo, 'status', '--porcelain')).toBe('')
  })

  it('no version, or an unknown flag, with the usage (exit 2)', () => {
    const repo = fixture()
    expect(release(repo).status).toBe(2)
    expect(release(repo, '1.0.0', '--push').stderr).toMatch(
      /Unknown option '--push'[\s\S]*usage: npm run release/
    )
  })

  it('a dirty work tree, naming each changed and untracked file', () => {
    const repo = fixture()
    writeFileSync(join(repo, 'README.md'), 'edited\n')
    writeFileSync(join(repo, 'notes.txt'), 'new\n')
    const r = release(repo, '0.2.0')
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/^release refused: the work tree has uncommitted changes/)
    expect(r.stderr).toContain(' M README.md')
    expect(r.stderr).toContain('?? notes.txt')
    expect(git(repo, 'tag')).toBe('')
    expect(JSON.parse(read(repo, 'package.json')).version).toBe('0.1.0')
  })

  it('a stale dist/, naming the files, and leaves the fresh build to commit', () => {
    const repo = fixture()
    writeFileSync(join(repo, 'src/index.txt'), 'two\n')
    git(repo, 'commit', '--quiet', '-am', 'source changed, dist not rebuilt')
    const r = release(repo, '0.2.0')
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/^release refused: dist\/ is stale/)
    expect(r.stderr).toContain(' M dist/index.js')
    expect(read(repo, 'dist/index.js')).toBe('// built\ntwo\n')
    expect(git(repo, 'tag')).toBe('')
    expect(git(repo, 'log', '--format=%s')).toBe('source changed, dist not rebuilt\ninitial')
  })

  it('an empty Unreleased section, and an existing tag', () => {
    const repo = fixture()
    const changelog = read(repo, 'CHANGELOG.md')
    const emptied = changelog.replace(/## \[Unreleased\]\n[\s\S]*?(?=\n## \[)/, '## [Unreleased]\n')
    writeFileSync(join(repo, 'CHANGELOG.md'), emptied)
    git(repo, 'commit', '--quiet', '-am', 'nothing unreleased')
    expect(release(repo, '0.2.0').stderr).toMatch(/the Unreleased section of CHANGELOG.md is empty/)
    git(repo, 'tag', 'v0.3.0')
    expect(release(repo, '0.3.0').stderr).toMatch(/tag v0.3.0 already exists/)
  })
})

describe('scripts/release.mjs releases', () => {
  it('sets the version, moves Unreleased under it, commits, tags vX.Y.Z and moves vX; pushes nothing', () => {
    const repo = fixture()
    const remote = tempDir('release-remote-')
    git(remote, 'init', '--quiet', '--bare')
    git(repo, 'remote', 'add', 'origin', remote)
    const before = read(repo, 'CHANGELOG.md')
    const unreleased = /## \[Unreleased\]\n([\s\S]*?)\n## \[/.exec(before)![1]!.trim()
    const readme = read(repo, 'README.md')
    const versions = read(repo, VERSIONS_PAGE)

    const r = release(repo, '0.2.0')
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect(JSON.parse(read(repo, 'package.json')).version).toBe('0.2.0')
    const lock = JSON.parse(read(repo, 'package-lock.json'))
    expect([lock.version, lock.packages[''].version]).toEqual(['0.2.0', '0.2.0'])
    const changelog = read(repo, 'CHANGELOG.md')
    expect(changelog).toContain(`## [Unreleased]\n\n## [0.2.0] - ${DATE}\n\n${unreleased}\n\n## [0.1.0]`)
    expect(changelog).toContain('/compare/v0.2.0...HEAD\n[0.2.0]: ')
    expect(changelog).toMatch(/\n\[0\.2\.0\]: \S+\/compare\/v0\.1\.0\.\.\.v0\.2\.0\n/)
    // Same major: the @v0 references stay.
    expect([read(repo, 'README.md'), read(repo, VERSIONS_PAGE)]).toEqual([readme, versions])
    expect(git(repo, 'status', '--porcelain')).toBe('')
    expect(git(repo, 'log', '-1', '--format=%s')).toBe('Release v0.2.0')
    const head = git(repo, 'rev-parse', 'HEAD')
    expect(git(repo, 'rev-parse', 'v0.2.0^{commit}')).toBe(head)
    expect(git(repo, 'rev-parse', 'v0^{commit}')).toBe(head)
    expect(r.stdout).toContain('git push origin HEAD v0.2.0')
    expect(r.stdout).toContain('git push --force origin v0')
    expect(git(remote, 'tag')).toBe('')
    expect(git(remote, 'rev-list', '--all')).toBe('')

    // The next release of the same line moves v0 on; a new major gets its own tag and the docs follow.
    writeFileSync(
      join(repo, 'CHANGELOG.md'),
      read(repo, 'CHANGELOG.md').replace('## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n\n- a fix\n')
    )
    git(repo, 'commit', '--quiet', '-am', 'a fix')
    expect(release(repo, '0.2.1').status).toBe(0)
    expect(git(repo, 'rev-parse', 'v0^{commit}')).toBe(git(repo, 'rev-parse', 'HEAD'))
    expect(git(repo, 'rev-parse', 'v0.2.0^{commit}')).toBe(head)

    writeFileSync(
      join(repo, 'CHANGELOG.md'),
      read(repo, 'CHANGELOG.md').replace(
        '## [Unreleased]\n',
        '## [Unreleased]\n\n### Changed\n\n- breaking\n'
      )
    )
    git(repo, 'commit', '--quiet', '-am', 'a breaking change')
    const tagged = git(repo, 'grep', '-lE', 'OWNER/REPO(/critic|/review)?@v0([^0-9]|$)').split('\n')
    expect(tagged).toContain(VERSIONS_PAGE)
    const example = read(repo, 'examples/workflows/the-loop.yml')
    expect(release(repo, '1.0.0').status).toBe(0)
    expect(git(repo, 'rev-parse', 'v1^{commit}')).toBe(git(repo, 'rev-parse', 'HEAD'))
    expect(git(repo, 'rev-parse', 'v0^{commit}')).not.toBe(git(repo, 'rev-parse', 'HEAD'))
    const docs = tagged.map((file) => read(repo, file)).join('\n')
    expect(docs).not.toMatch(/OWNER\/REPO\S*[@/]v0\b/)
    expect(docs).toContain('OWNER/REPO@v1')
    // The example workflows pin a commit SHA, which no release renames.
    expect(read(repo, 'examples/workflows/the-loop.yml')).toBe(example)
    expect(git(repo, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(
      ['CHANGELOG.md', 'package-lock.json', 'package.json', ...tagged].sort()
    )
  })

  it('a pre-release gets its own tag and leaves the major tag and the docs alone', () => {
    const repo = fixture()
    const r = release(repo, '1.0.0-rc.1')
    expect(r.status).toBe(0)
    expect(git(repo, 'tag')).toBe('v1.0.0-rc.1')
    expect(r.stdout).not.toContain('--force')
    expect(read(repo, VERSIONS_PAGE)).toContain('OWNER/REPO@v0')
  })
})
