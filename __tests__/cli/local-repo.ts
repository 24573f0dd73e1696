// Temporary git repositories for the `review --local` tests, made with the real git: an isolated config (no
// global or system file), a fixed identity, and a `main` with one commit that a `feature` branch builds on.
import { afterAll, beforeAll } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { tempDir } from '../support/critic-fixtures.js'

/**
 * What every git here (the tests' and the command's) reads: no user's config, one identity, and no repository
 * found above the temporary folder (a test outside a repository stays outside one).
 */
const GIT_ENV = {
  GIT_CEILING_DIRECTORIES: realpathSync(tmpdir()),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Author',
  GIT_COMMITTER_EMAIL: 'author@example.com'
}

/** Sets GIT_ENV in this process (the command runs in it) until the returned function puts it back. */
function isolateGit(): () => void {
  const before = Object.fromEntries(Object.keys(GIT_ENV).map((k) => [k, process.env[k]]))
  Object.assign(process.env, GIT_ENV)
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}

/** Isolates git for the whole test file: GIT_ENV from before its first test until after its last. */
export function useIsolatedGit(): void {
  let restore: (() => void) | undefined
  beforeAll(() => {
    restore = isolateGit()
  })
  afterAll(() => restore?.())
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } })
}

export function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** A commit of these files on the branch checked out. */
export function commit(root: string, message: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) write(root, path, text)
  git(root, 'add', '--all')
  git(root, 'commit', '--quiet', '-m', message)
}

const OLD_APP = 'const a = 1\nconst b = 2\nexport { a, b }\n'
const NEW_APP = 'const a = 1\nconst b = a + 2\nconst c = 3\nexport { a, b, c }\n'

/** `main` with src/app.js; with `feature`, a branch off it that changes src/app.js in one commit. */
export function makeRepo(options: { branch?: string; feature?: boolean } = {}): string {
  const root = tempDir('review-local-')
  git(root, 'init', '--quiet', '-b', options.branch ?? 'main')
  commit(root, 'Start the app', { 'src/app.js': OLD_APP, 'README.md': '# app\n' })
  if (options.feature !== false) {
    git(root, 'checkout', '--quiet', '-b', 'feature')
    commit(root, 'Compute b from a\n\nAnd add c.', { 'src/app.js': NEW_APP })
  }
  return root
}
