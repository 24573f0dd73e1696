// The CLI's build id (scripts/build-id.mjs, stamped into dist/cli by scripts/build-cli.mjs) against temporary
// folders with the real git: in a checkout it is made of the tracked files under src/, so an untracked file
// there leaves it as it was, and a build of a copy of this repository's sources (scripts/build-cli.mjs) is byte
// for byte the same with one; outside a checkout it is made of every file under src/.
import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { cpSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { buildId, sourceFiles } from '../../scripts/build-id.mjs'
import { tempDir } from '../support/critic-fixtures.js'
import { commit, git, useIsolatedGit, write } from '../cli/local-repo.js'

useIsolatedGit()

const run = promisify(execFile)

/** A committed copy of this repository's sources and build scripts, node_modules shared. */
function sourceCheckout(): string {
  const root = tempDir('build-id-copy-')
  for (const entry of ['src', 'scripts', 'schemas', 'graphs', 'package.json', 'tsconfig.json'])
    cpSync(resolve(entry), join(root, entry), { recursive: true })
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  git(root, 'init', '--quiet', '-b', 'main')
  write(root, '.gitignore', 'node_modules\n')
  commit(root, 'Sources', {})
  return root
}

/** Builds the CLI as scripts/build.mjs does, from `root`'s scripts, into `out`; each file's text by name. */
async function buildCliOf(root: string, out: string): Promise<Record<string, string>> {
  const script = `import(${JSON.stringify(join(root, 'scripts/build-cli.mjs'))}).then((m) => m.buildCli(${JSON.stringify(out)}))`
  await run(process.execPath, ['-e', script], { cwd: root })
  return Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(join(out, f), 'utf8')]))
}

/** A project with two sources and the yaml package.json the id reads; a git checkout when `checkout`. */
function project(checkout: boolean): string {
  const root = tempDir('build-id-')
  write(root, 'node_modules/yaml/package.json', '{ "version": "2.9.1" }\n')
  const sources = { 'src/a.ts': 'export const a = 1\n', 'src/cli/b.ts': 'export const b = 2\n' }
  if (!checkout) {
    for (const [path, text] of Object.entries(sources)) write(root, path, text)
    return root
  }
  git(root, 'init', '--quiet', '-b', 'main')
  write(root, '.gitignore', 'node_modules/\n')
  commit(root, 'Sources', sources)
  return root
}

describe("the CLI's build id", () => {
  it('in a checkout: an untracked file under src/ changes nothing; a tracked edit or a staged file does', () => {
    const root = project(true)
    const before = buildId(root)
    write(root, 'src/scratch.ts', 'notes of the day\n')
    write(root, 'src/cli/b.ts.orig', 'an editor backup\n')
    expect(sourceFiles(root)).toEqual(['src/a.ts', 'src/cli/b.ts'])
    expect(buildId(root)).toBe(before)
    // What git tracks counts as it is in the working tree, committed or not.
    write(root, 'src/a.ts', 'export const a = 3\n')
    const edited = buildId(root)
    expect(edited).not.toBe(before)
    git(root, 'add', 'src/scratch.ts')
    expect(buildId(root)).not.toBe(edited)
    // A tracked file deleted from the working tree is read by no build: it is skipped, not a failure.
    rmSync(join(root, 'src/cli/b.ts'))
    expect(sourceFiles(root)).toEqual(['src/a.ts', 'src/scratch.ts'])
  })

  it('outside a checkout (a tarball): every file under src/, so a new one changes the id', () => {
    const root = project(false)
    const before = buildId(root)
    expect(sourceFiles(root)).toEqual(['src/a.ts', 'src/cli/b.ts'])
    write(root, 'src/scratch.ts', 'notes of the day\n')
    expect(sourceFiles(root)).toEqual(['src/a.ts', 'src/cli/b.ts', 'src/scratch.ts'])
    expect(buildId(root)).not.toBe(before)
  })

  it('the same sources give the same id in a checkout and out of one, and a new yaml version another', () => {
    const [inside, outside] = [project(true), project(false)]
    expect(buildId(inside)).toBe(buildId(outside))
    expect(buildId(inside)).toMatch(/^[0-9a-f]{16}$/)
    write(outside, 'node_modules/yaml/package.json', '{ "version": "2.9.2" }\n')
    expect(buildId(outside)).not.toBe(buildId(inside))
  })

  it('a build of a checkout with an untracked file under src/ is the build without it, byte for byte', async () => {
    const root = sourceCheckout()
    const before = await buildCliOf(root, join(root, 'dist/cli'))
    write(root, 'src/cli/scratch.ts', 'export const notes = 1\n')
    expect(await buildCliOf(root, join(root, 'dist/cli'))).toEqual(before)
  })
})
