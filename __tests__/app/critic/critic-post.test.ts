// The critic action's post: with marker-secret its comment is signed, and a re-run edits only a signed one.
import { describe, expect, it } from '@jest/globals'
import { postCriticResult } from '../../../src/app/critic/critic-post.js'
import { newEnvelope, type Envelope } from '../../../src/critics/harness/envelope.js'
import { markerSigner } from '../../../src/base/marker/signature.js'
import { markSelfAuthored, parseMarkers } from '../../../src/base/marker/markers.js'
import { FakeCriticGitHub } from '../../support/fake-critic-github.js'

const SECRET = 'critic-marker-secret-0123456789'
const envelope = (output: string): Envelope => ({
  ...newEnvelope({ name: 'claude', harness: 'claude', model: 'opus' }),
  ok: true,
  exitCode: 0,
  output
})
const opts = { botLogin: 'github-actions[bot]', markerSecret: SECRET, repository: 'acme/widgets' }

describe('postCriticResult with marker-secret', () => {
  it('signs the comment for the repository and pull request, and a re-run edits it', async () => {
    const gh = new FakeCriticGitHub()
    const id = await postCriticResult(gh, 3, envelope('first'), opts)
    const signer = markerSigner(SECRET, 'acme/widgets', 3)!
    expect(signer.verify(parseMarkers(gh.comments[0]!.body).at(-1)!)).toBe(true)
    expect(await postCriticResult(gh, 3, envelope('second'), opts)).toBe(id)
    expect(gh.comments).toHaveLength(1)
    expect(gh.comments[0]!.body).toContain('second')
  })

  it('never edits a look-alike another workflow posted as the same bot (unsigned marker)', async () => {
    const gh = new FakeCriticGitHub()
    const forged = markSelfAuthored('pwned\n\n<!-- the-loop:meta kind=critic-run critic=claude -->')
    await gh.createComment(3, forged)
    await postCriticResult(gh, 3, envelope('findings'), opts)
    expect(gh.updates).toBe(0)
    expect(gh.comments.map((c) => c.body.includes('pwned'))).toEqual([true, false])
    // Without the secret the same look-alike is taken for ours: the documented limit of identity + marker.
    const plain = new FakeCriticGitHub()
    await plain.createComment(3, forged)
    await postCriticResult(plain, 3, envelope('findings'), { botLogin: 'github-actions[bot]' })
    expect(plain.updates).toBe(1)
  })
})
