// Prepare's node binary for the later steps: used in place where only root and this user can change its path,
// otherwise copied into a fresh 0700 folder under RUNNER_TEMP; the copy runs on its own. Trees are built under
// the temp folder (ours, below a root-owned sticky /tmp); the tests that need another owner run as root only.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { copyNodeBinary, nodeBinaryForLaterSteps } from '../../../src/critics/handoff/node-copy.js'
import { AS_ROOT, NOT_ROOT } from '../../support/sudo.js'

/**
 * A case only root can stage (a file given to another user). Not root, the test says so in its name and shows
 * what holds instead: this user cannot give a file away, so no such file of its own making exists.
 */
const asRoot = (name: string, test: () => void) =>
  AS_ROOT
    ? it(name, test)
    : it(`${name}: ${NOT_ROOT}, this user cannot give a file to another user (chown is refused)`, () => {
        expect(() => chownSync(binaryIn([['bin', 0o755]]), NOBODY, NOBODY)).toThrow(/EPERM/)
      })
const NOBODY = 65534
let root = ''
let runnerTemp = ''

beforeEach(() => {
  // Resolved: on macOS the temp folder is reached through a symlink, and in-place paths come back resolved.
  root = realpathSync(mkdtempSync(join(tmpdir(), 'node-copy-')))
  runnerTemp = join(root, 'runner-temp')
  mkdirSync(runnerTemp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A small executable at `<root>/<folders…>/tool`, each folder given its mode (chmod: the umask does not apply). */
function binaryIn(folders: [string, number][], fileMode = 0o755): string {
  let dir = root
  for (const [name, mode] of folders) {
    dir = join(dir, name)
    mkdirSync(dir)
    chmodSync(dir, mode)
  }
  const file = join(dir, 'tool')
  writeFileSync(file, '#!/bin/sh\necho ran\n')
  chmodSync(file, fileMode)
  return file
}

const mode = (path: string) => statSync(path).mode & 0o7777

/** The binary was copied: `<runnerTemp>/the-loop-node-*\/node`, file and folder 0700, same bytes, and it runs. */
function expectPrivateCopy(copy: string, original: string): void {
  expect(dirname(dirname(copy))).toBe(runnerTemp)
  expect(basename(dirname(copy))).toMatch(/^the-loop-node-/)
  expect(basename(copy)).toBe('node')
  expect(mode(copy)).toBe(0o700)
  expect(mode(dirname(copy))).toBe(0o700)
  expect(readFileSync(copy)).toEqual(readFileSync(original))
  expect(execFileSync(copy, { encoding: 'utf8' })).toBe('ran\n')
}

describe('a node binary only root and this user can change', () => {
  it('is used in place, by its resolved path, and nothing is copied', () => {
    // Fails first if the temp folder itself sits where others can write: every other test builds on it.
    const file = binaryIn([['bin', 0o755]])
    expect(nodeBinaryForLaterSteps(file, runnerTemp)).toBe(file)
    const link = join(root, 'link')
    symlinkSync(file, link)
    expect(nodeBinaryForLaterSteps(link, runnerTemp)).toBe(file)
    expect(readdirSync(runnerTemp)).toEqual([])
  })

  it('is used in place below a world-writable sticky folder, whose entry on the path is ours', () => {
    const below = binaryIn([
      ['tmp', 0o1777],
      ['ours', 0o755]
    ])
    expect(nodeBinaryForLaterSteps(below, runnerTemp)).toBe(below)
    rmSync(join(root, 'tmp'), { recursive: true })
    const directly = binaryIn([['tmp', 0o1777]])
    expect(nodeBinaryForLaterSteps(directly, runnerTemp)).toBe(directly)
  })
})

describe('a node binary others could replace', () => {
  it('is copied when its folder is world-writable', () => {
    const file = binaryIn([['open', 0o777]])
    expectPrivateCopy(nodeBinaryForLaterSteps(file, runnerTemp), file)
  })

  it('is copied when a folder above it is group-writable', () => {
    const file = binaryIn([
      ['shared', 0o775],
      ['bin', 0o755]
    ])
    expectPrivateCopy(nodeBinaryForLaterSteps(file, runnerTemp), file)
  })

  it('is copied when the file itself is writable by others, even in a safe folder', () => {
    const file = binaryIn([['bin', 0o755]], 0o757)
    expectPrivateCopy(nodeBinaryForLaterSteps(file, runnerTemp), file)
  })

  asRoot('is copied when the entry below a sticky folder is another user’s (who may swap it)', () => {
    const file = binaryIn([
      ['tmp', 0o1777],
      ['theirs', 0o755]
    ])
    chownSync(dirname(file), NOBODY, NOBODY)
    expectPrivateCopy(nodeBinaryForLaterSteps(file, runnerTemp), file)
  })

  asRoot('is copied when the file is another user’s (who may chmod it)', () => {
    const file = binaryIn([['bin', 0o755]])
    chownSync(file, NOBODY, NOBODY)
    expectPrivateCopy(nodeBinaryForLaterSteps(file, runnerTemp), file)
  })
})

describe('the copy of the real node binary', () => {
  it('holds the same bytes and runs with nothing beside it', () => {
    const copy = copyNodeBinary(process.execPath, runnerTemp)
    const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')
    expect(sha(copy)).toBe(sha(process.execPath))
    expect(mode(copy)).toBe(0o700)
    const version = execFileSync(copy, ['-e', 'console.log(process.version)'], { encoding: 'utf8', env: {} })
    expect(version.trim()).toBe(process.version)
  })
})
