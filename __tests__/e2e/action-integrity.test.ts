// A critic that rewrites the action's bundle (publish runs it with the token), in critic-isolation: none: publish checks the sha256 that
// prepare recorded in a step output and refuses to run it. The control run, with the check taken out of a copy of
// action.yml, shows the attack works without it.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startReviewScene } from '../support/review-scene.js'
import type { CompositeResult } from '../support/composite.js'
import { BRIEF, ownComments, useBundledMain, type Scene } from './harness.js'

const CONFIG = `reviews:
  critics:
    - name: rewriter
      harness: test
      command: node
      args: ['__tests__/support/critics/rewrite-action.mjs', '{promptFile}']
      timeoutSeconds: 30
`

let scene: Scene
let actionRoot = ''
const run = useBundledMain(() => scene, { onBuilt: (root) => (actionRoot = root) })
const publishOf = (r: CompositeResult) => r.steps.find((step) => step.id === 'publish')!

/** Arms a review and states the brief: the rewriter's round; the bundle is put back afterwards. */
async function roundWithRewriter(): Promise<CompositeResult> {
  const bundle = join(actionRoot, 'dist/main/index.js')
  const pristine = readFileSync(bundle, 'utf8')
  try {
    scene = await startReviewScene({ config: CONFIG })
    // With critic-isolation: user the critic cannot write the action at all (critic-boundary.test.ts); the
    // sha256 check is what stands in the same-user mode.
    const inputs = { 'critic-isolation': 'none' }
    await run(scene.comment('alice', 'the-loop review'), { inputs })
    const r = await run(scene.comment('alice', BRIEF), { inputs })
    expect(readFileSync(bundle, 'utf8')).toContain('PWNED-BY-CRITIC')
    return r
  } finally {
    writeFileSync(bundle, pristine)
  }
}

describe('a critic that rewrites dist/main/index.js', () => {
  it('is caught by publish: the changed bundle never runs, the step fails and says why', async () => {
    const r = await roundWithRewriter()
    expect(r.exitCode).not.toBe(0)
    expect(publishOf(r).stdout).toMatch(/::error::the-loop: the action's files or its node binary changed/)
    expect(publishOf(r).stdout).toMatch(/index\.js: FAILED/)
    expect(r.stdout).not.toContain('PWNED-BY-CRITIC: this line ran')
    expect(ownComments(scene, 'round')).toHaveLength(0)
  })

  it('control: without the check, the rewritten bundle runs in publish', async () => {
    const file = join(actionRoot, 'action.yml')
    const original = readFileSync(file, 'utf8')
    const weakened = original.replace(/\n *if ! \/usr\/bin\/sha256sum[^\n]*\n[^\n]*\n[^\n]*\n *fi(?=\n)/, '')
    expect(weakened).not.toBe(original)
    writeFileSync(file, weakened)
    try {
      const r = await roundWithRewriter()
      expect(publishOf(r).stdout).toContain('PWNED-BY-CRITIC: this line ran')
      expect(ownComments(scene, 'round')).toHaveLength(1)
    } finally {
      writeFileSync(file, original)
    }
  })
})
