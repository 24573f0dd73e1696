// The checks of the folder critic CLIs are installed into and run from: its owner and mode, every folder above it,
// whether the critics' users can enter it, and what an installed tree may hold.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  cliRoot,
  cliRootProblem,
  makeCliRoot,
  treeProblem
} from '../../../src/critics/isolation/cli-folder.js'

const uid = process.getuid!()
const gid = process.getgid!()
const FIX = "name a folder of the runner's user with THE_LOOP_CLI_FOLDER"
let base: string

beforeEach(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'the-loop-cli-folder-')))
  chmodSync(base, 0o755)
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

describe('where the critic CLIs go', () => {
  it('is THE_LOOP_CLI_FOLDER when set (absolute only), else /var/lib as root and RUNNER_TEMP otherwise', () => {
    expect(cliRoot({ THE_LOOP_CLI_FOLDER: '/srv/clis/' }, true)).toBe('/srv/clis')
    expect(() => cliRoot({ THE_LOOP_CLI_FOLDER: 'clis' }, true)).toThrow(
      "the variable THE_LOOP_CLI_FOLDER: must be an absolute path, not 'clis'"
    )
    expect(cliRoot({ RUNNER_TEMP: '/home/runner/work/_temp' }, true)).toBe('/var/lib/the-loop/critic-clis')
    expect(cliRoot({ RUNNER_TEMP: '/home/runner/work/_temp' }, false)).toBe(
      '/home/runner/work/_temp/the-loop-critic-clis'
    )
  })
})

describe('the CLIs folder check', () => {
  it('holds for a folder of ours, 0755, below folders only root or we can write (a sticky /tmp included)', async () => {
    const root = join(base, 'a', 'clis')
    await makeCliRoot(root, { uid, gid })
    expect(await cliRootProblem(root, uid, true)).toBeUndefined()
  })

  it('refuses a folder above that others can write and is not sticky', async () => {
    const root = join(base, 'clis')
    await makeCliRoot(root, { uid, gid })
    chmodSync(base, 0o777)
    expect(await cliRootProblem(root, uid, true)).toBe(
      `${base}, a folder above ${root}, is mode 0777 (writable by others, not sticky): they could rename what is below it and put other CLIs in its place; ${FIX}`
    )
    chmodSync(base, 0o1777)
    expect(await cliRootProblem(root, uid, true)).toBeUndefined()
  })

  it('refuses a folder another user owns, or that others can write', async () => {
    const root = join(base, 'clis')
    mkdirSync(root, { mode: 0o755 })
    // Ours, with the runner's user another: no chown, which only root may do, so this holds as any user.
    const runner = uid === 65534 ? 65533 : 65534
    expect(await cliRootProblem(root, runner, true)).toBe(
      `${root} belongs to uid ${uid}, not the runner's user (uid ${runner}): another user may have put a CLI there; remove it, or ${FIX}`
    )
    chmodSync(root, 0o775)
    expect(await cliRootProblem(root, uid, true)).toBe(
      `${root} is mode 0775: others could change the CLIs in it; run chmod 755 on it, or ${FIX}`
    )
  })

  it("refuses, when critics run as users of their own, a folder they cannot enter; not when they run as the job's user", async () => {
    const root = join(base, 'clis')
    await makeCliRoot(root, { uid, gid })
    chmodSync(base, 0o750)
    expect(await cliRootProblem(root, uid, true)).toBe(
      `${base} is mode 0750: the critics' users cannot enter it to run the CLIs; ${FIX} that every user can enter`
    )
    expect(await cliRootProblem(root, uid, false)).toBeUndefined()
  })
})

describe('an installed tree', () => {
  it('passes when its owner alone can write it and its links stay inside; not otherwise', async () => {
    const top = join(base, 'codex-1')
    mkdirSync(join(top, 'node_modules', '.bin'), { recursive: true, mode: 0o755 })
    writeFileSync(join(top, 'node_modules', 'cli.js'), 'x', { mode: 0o755 })
    symlinkSync('../cli.js', join(top, 'node_modules', '.bin', 'cli'))
    expect(await treeProblem(top, uid)).toBeUndefined()
    symlinkSync('/usr/bin/env', join(top, 'node_modules', '.bin', 'out'))
    expect(await treeProblem(top, uid)).toBe(
      `${join(top, 'node_modules', '.bin', 'out')} links outside the folder`
    )
    rmSync(join(top, 'node_modules', '.bin', 'out'))
    chmodSync(join(top, 'node_modules', 'cli.js'), 0o757)
    expect(await treeProblem(top, uid)).toBe(
      `${join(top, 'node_modules', 'cli.js')} is mode 0757: writable by others`
    )
  })
})
