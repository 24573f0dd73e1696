// The critic-CLI installer against a loopback npm registry (no network): `npm ci` from the shipped lockfile with
// install scripts off, the reuse of a whole install, and the refusals (registry unreachable, a tarball whose
// sha512 is not the lockfile's, a folder changed since it was installed).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultInstall, parseInstall, type InstallSpec } from '../../../src/critics/harness/cli-packages.js'
import { installCli, type CliInstallContext } from '../../../src/critics/isolation/cli-install.js'
import {
  fakeCodex,
  packFake,
  startNpmRegistry,
  writeCatalog,
  type NpmRegistry
} from '../../support/npm-registry.js'
import { AS_ROOT, NOT_ROOT } from '../../support/sudo.js'

const npm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()
const uid = process.getuid!()
const gid = process.getgid!()
const codex = defaultInstall('codex')!

let base: string
let registry: NpmRegistry | undefined

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'the-loop-cli-install-'))
  chmodSync(base, 0o755)
})
afterEach(async () => {
  await registry?.close()
  registry = undefined
  rmSync(base, { recursive: true, force: true })
})

function context(url: string, catalog = join(base, 'catalog')): CliInstallContext {
  const root = join(base, 'clis')
  execFileSync('mkdir', ['-p', '-m', '755', root])
  return {
    root,
    catalog,
    npm,
    owner: { uid, gid },
    env: { PATH: process.env.PATH ?? '', HOME: base },
    registry: url
  }
}

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise<void>((done) => server.close(() => done()))
  return port
}

const run = (program: string) => execFileSync(program, [], { encoding: 'utf8' })

describe('installing a critic CLI from the shipped lockfile', () => {
  it('installs it once with npm ci (scripts off) and reuses the whole folder after, asking the registry nothing', async () => {
    const pkg = fakeCodex()
    writeCatalog(join(base, 'catalog'), 'codex', pkg)
    registry = await startNpmRegistry([pkg])
    const ctx = context(registry.url)
    const first = await installCli(ctx, codex)
    if ('error' in first) throw new Error(first.error)
    expect(first.reused).toBe(false)
    expect(run(first.program)).toBe('fake codex 0.171.0\n')
    expect(statSync(first.folder).mode & 0o7777).toBe(0o755)
    expect(registry.requests).toEqual(['/@openai%2fcodex', '/tarballs/%40openai%2Fcodex-0.171.0.tgz'])
    // Only the finished folder and npm's cache remain: no partial install.
    expect(readdirSync(ctx.root).sort()).toEqual(['.npm-cache', first.folder.split('/').pop()])
    const again = await installCli(ctx, codex)
    if ('error' in again) throw new Error(again.error)
    expect([again.reused, again.program]).toEqual([true, first.program])
    expect(registry.requests).toHaveLength(2)
  })

  // Only root can hand an install to another user: not root, the test of what holds instead says why.
  it(
    AS_ROOT
      ? "runs npm as the runner's user when the step is root, so that user owns every file"
      : `runs npm as this user, who owns every file (${NOT_ROOT}: only a root step hands the install to another user)`,
    async () => {
      const pkg = fakeCodex()
      writeCatalog(join(base, 'catalog'), 'codex', pkg)
      registry = await startNpmRegistry([pkg])
      const owner = AS_ROOT ? { uid: 65534, gid: 65534 } : { uid, gid }
      const ctx = { ...context(registry.url), owner }
      chownSync(ctx.root, owner.uid, owner.gid)
      const result = await installCli(ctx, codex)
      if ('error' in result) throw new Error(result.error)
      expect(run(result.program)).toBe('fake codex 0.171.0\n')
      expect([statSync(result.folder).uid, statSync(result.program).uid]).toEqual([owner.uid, owner.uid])
    }
  )

  it('installs again, never reuses, a folder a file of which others could write', async () => {
    const pkg = fakeCodex()
    writeCatalog(join(base, 'catalog'), 'codex', pkg)
    registry = await startNpmRegistry([pkg])
    const ctx = context(registry.url)
    const first = await installCli(ctx, codex)
    if ('error' in first) throw new Error(first.error)
    writeFileSync(first.program, '#!/bin/sh\necho planted\n')
    chmodSync(first.program, 0o777)
    const again = await installCli(ctx, codex)
    if ('error' in again) throw new Error(again.error)
    expect(again.reused).toBe(false)
    expect(run(again.program)).toBe('fake codex 0.171.0\n')
  })

  it('fails clearly when the registry is unreachable, leaving no folder behind', async () => {
    writeCatalog(join(base, 'catalog'), 'codex', fakeCodex())
    const ctx = context(`http://127.0.0.1:${await closedPort()}/`)
    const started = Date.now()
    const result = await installCli(ctx, codex)
    expect('error' in result && result.error).toMatch(
      /^could not install @openai\/codex@0\.171\.0: npm ci failed: .*ECONNREFUSED/
    )
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(readdirSync(ctx.root).filter((name) => !name.startsWith('.npm-cache'))).toEqual([])
  })

  it("refuses a tarball whose sha512 is not the lockfile's", async () => {
    const pkg = fakeCodex()
    writeCatalog(join(base, 'catalog'), 'codex', pkg)
    registry = await startNpmRegistry([pkg], { tamper: true })
    const ctx = context(registry.url)
    const result = await installCli(ctx, codex)
    expect('error' in result && result.error).toMatch(
      /^could not install @openai\/codex@0\.171\.0: npm ci failed: .*EINTEGRITY/
    )
    expect(readdirSync(ctx.root).filter((name) => !name.startsWith('.npm-cache'))).toEqual([])
  })

  it("refuses a registry's consistent packument and tarball of another build: the lockfile's hash decides", async () => {
    const shipped = fakeCodex()
    writeCatalog(join(base, 'catalog'), 'codex', shipped)
    const rebuilt = packFake({
      ...shipped,
      files: { 'bin/codex.mjs': '#!/usr/bin/env node\nconsole.log(1)\n' }
    })
    expect(rebuilt.integrity).not.toBe(shipped.integrity)
    registry = await startNpmRegistry([rebuilt])
    const result = await installCli(context(registry.url), codex)
    expect('error' in result && result.error).toMatch(/EINTEGRITY.*sha512/)
  })

  it('installs the exact version an install field names, with npm install (no lockfile of the action)', async () => {
    const pkg = fakeCodex('0.172.0')
    registry = await startNpmRegistry([pkg])
    const ctx = context(registry.url, join(base, 'no-catalog'))
    const spec = parseInstall('@openai/codex@0.172.0', 'codex', '') as InstallSpec
    expect(spec.locked).toBe(false)
    const result = await installCli(ctx, spec)
    if ('error' in result) throw new Error(result.error)
    expect(run(result.program)).toBe('fake codex 0.172.0\n')
    expect(result.folder).toMatch(/\/codex-0\.172\.0-[0-9a-f]{16}$/)
  })
})
