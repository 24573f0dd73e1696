// A built-in harness through the whole action: the stub claude (which checks the adapter's argv) answers in its
// CLI's JSON, and the round comment carries the answer's text, never that JSON, whatever `outputFormat` says.
import { describe, expect, it } from '@jest/globals'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownPosts, useBundledMain, type Scene } from './harness.js'

const STUBS = join(dirname(fileURLToPath(import.meta.url)), '../support/stub-clis')

let scene: Scene
const run = useBundledMain(() => scene)

describe('a built-in claude critic in a round', () => {
  it('posts the answer text, not the CLI JSON, and the job log warns that outputFormat does nothing', async () => {
    const config = `reviews:\n  critics:\n    - name: claude\n      harness: claude\n      model: sonnet\n      outputFormat: text\n`
    scene = await startReviewScene({ config })
    const jobEnv = { PATH: [STUBS, dirname(process.execPath), process.env.PATH ?? ''].join(delimiter) }
    await run(scene.comment('alice', 'the-loop review'), { jobEnv })
    const r = await run(scene.comment('alice', BRIEF), { jobEnv })
    expect(r.exitCode).toBe(0)
    const [post] = ownPosts(scene, 'round')
    // The stub's answer text is its report as JSON: stub, bytes, sha256, argv (the adapter's flags).
    expect(post!.body).toMatch(/"stub":"claude"/)
    expect(post!.body).toContain('--restricted')
    expect(post!.body).not.toMatch(/"type":"result"|"session_id"/)
    expect(r.stdout).toMatch(/warning: .*critic 'claude': 'outputFormat' has no effect on a built-in harness/)
  })
})
