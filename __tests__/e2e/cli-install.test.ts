// The critic CLIs installed by the action only when a round runs, through the whole composite: a codex critic whose
// CLI is not on PATH gets the version the action's lockfile pins, from a loopback npm registry (the stub codex
// packed as @openai/codex@0.171.0, the lockfile rewritten with that tarball's sha512). Events that run no round
// (the arming comment's template, a stranger's comment, the closing reply) ask the registry nothing.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startReviewScene } from '../support/review-scene.js'
import { packFake, startNpmRegistry, writeCatalog, type NpmRegistry } from '../support/npm-registry.js'
import { E2E_ISOLATION } from '../support/sudo.js'
import { BRIEF, ownPosts, roundCritics, useBundledMain, type Scene } from './harness.js'

const STUBS = join(dirname(fileURLToPath(import.meta.url)), '../support/stub-clis')
const stubFile = (name: string) => readFileSync(join(STUBS, name), 'utf8')
/** The stub codex (it checks the adapter's argv and answers in codex's JSONL), published as the real package. */
const STUB_CODEX = packFake({
  name: '@openai/codex',
  version: '0.171.0',
  bin: { codex: 'bin/codex.mjs' },
  files: { 'bin/codex.mjs': stubFile('codex'), 'bin/stub-kit.mjs': stubFile('stub-kit.mjs') }
})
const CONFIG = `reviews:\n  critics:\n    - name: codex\n      harness: codex\n    - name: gemini-missing\n      harness: gemini\n`
const TARBALL = /^\/tarballs\//

let scene: Scene
let registry: NpmRegistry
let base: string
let actionRoot = ''
const run = useBundledMain(() => scene, {
  onBuilt: (root) => {
    actionRoot = root
  }
})

beforeEach(async () => {
  // The action's lockfile for codex names the stub's tarball; gemini's names a package the registry lacks.
  writeCatalog(join(actionRoot, 'critic-clis'), 'codex', STUB_CODEX)
  base = mkdtempSync(join(tmpdir(), 'the-loop-e2e-clis-'))
  chmodSync(base, 0o755) // the critics' users must enter it to run the CLI
  registry = await startNpmRegistry([STUB_CODEX])
  scene = await startReviewScene({ config: CONFIG })
})
afterEach(async () => {
  await registry.close()
  rmSync(base, { recursive: true, force: true })
})

/** A PATH with node and npm and no codex, the folder and the registry as job `env:` settings. */
const jobEnv = () => ({
  PATH: [dirname(process.execPath), '/usr/bin', '/bin'].join(delimiter),
  THE_LOOP_CLI_FOLDER: join(base, 'clis'),
  THE_LOOP_CLI_REGISTRY: registry.url
})
const tarballRequests = () => registry.requests.filter((path) => TARBALL.test(path))

describe('critic CLIs installed by the critics step', () => {
  it('installs nothing for events that run no round, once for a round, and reuses it for the next', async () => {
    const env = { jobEnv: jobEnv() }
    await run(scene.comment('mallory', 'the-loop review'), env) // not authorized: ignored
    let r = await run(scene.comment('alice', 'the-loop review'), env) // the template: no round
    expect(r.outputs.node).toBe('review-brief')
    expect(registry.requests).toEqual([])
    expect(existsSync(join(base, 'clis'))).toBe(false)

    r = await run(scene.comment('alice', BRIEF), env)
    expect(r.outputs.round).toBe('1')
    expect(tarballRequests()).toHaveLength(1)
    const [envelope, missing] = JSON.parse(r.outputs.envelopes!) as Array<{ ok: boolean; error: string }>
    expect(envelope!.error).toBe('')
    expect(envelope!.ok).toBe(true)
    // gemini's package is not in the registry: that critic fails saying why, and codex's round still posts.
    expect(missing!.error).toMatch(
      /^critic 'gemini-missing': could not install @google\/gemini-cli@0\.61\.0: npm ci failed: .*E404/
    )
    expect(roundCritics(scene)).toContain('codex')
    expect(ownPosts(scene, 'round').find((p) => p.body.includes('"stub":"codex"'))).toBeDefined()
    expect(r.stdout).toMatch(/the-loop: critic CLI @openai\/codex@0\.171\.0 installed in \d+\.\ds/)
    // The critic ran as a user of its own, and the check of what that user can write held for the CLIs' folder too;
    // where that mode cannot be built (no root, no sudo: critic-boundary.test.ts says so), the run took none.
    if (E2E_ISOLATION === 'user') expect(r.summary).toMatch(/\| codex \| `[^`]+` \(uid \d+\) \| holds \|/)
    else expect(r.summary).toContain('### The-loop critic boundary: none')
    const folders = readdirSync(join(base, 'clis')).filter((name) => name.startsWith('codex-'))
    expect(folders).toHaveLength(1)

    r = await run(scene.comment('alice', 'also check the negative sizes'), env)
    expect(r.outputs.round).toBe('2')
    expect(r.stdout).toMatch(/the-loop: critic CLI @openai\/codex@0\.171\.0 reused in \d+\.\ds/)
    expect(tarballRequests()).toHaveLength(1)

    const requestsBefore = registry.requests.length
    r = await run(scene.comment('alice', 'lgtm, ship it'), env)
    expect(r.outputs.node).toBe('complete')
    expect(registry.requests).toHaveLength(requestsBefore)
  })

  it('runs the CLI on PATH and installs nothing when the critic names no version', async () => {
    const env = { jobEnv: { ...jobEnv(), PATH: [STUBS, jobEnv().PATH].join(delimiter) } }
    await run(scene.comment('alice', 'the-loop review'), env)
    const r = await run(scene.comment('alice', BRIEF), env)
    expect(r.outputs.round).toBe('1')
    expect(JSON.parse(r.outputs.envelopes!).map((e: { ok: boolean }) => e.ok)).toEqual([true, true])
    expect(registry.requests).toEqual([])
  })
})
