// A critic's noise controls through the bundled main action over the loopback GitHub: with `minSeverity: medium`
// and `maxLineComments: 1`, only its most severe finding goes on the diff; the others are in its round comment,
// the most severe first, each saying why. A bad value fails that critic, its comment naming the file, line and field.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { criticReadableDir } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const block = join(criticReadableDir('the-loop-noise-'), 'block.json')
const config = (lines: string) => `reviews:
  critics:
    - name: quiet
      harness: test
      command: node
      args: ['__tests__/support/critics/findings.mjs', '${block}', '{promptFile}']
${lines}`

// SAMPLE_DIFF: new lines 1-8 of src/widget.js are on the diff.
const at = (line: number, severity: string, title: string) => ({
  path: 'src/widget.js',
  line,
  severity,
  title,
  body: `${title}.`
})

describe('noise controls per critic', () => {
  it('posts the most severe finding only, and lists the rest with why', async () => {
    scene = await startReviewScene({
      config: config('      minSeverity: medium\n      maxLineComments: 1\n')
    })
    writeFileSync(
      block,
      JSON.stringify({
        findings: [
          at(2, 'low', 'A low one'),
          at(3, 'medium', 'A medium one'),
          at(4, 'high', 'A high one'),
          at(5, 'info', 'An info one')
        ]
      })
    )
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).outputs.round).toBe('1')
    const repo = scene.gh.world.repo(OWNER, REPO)!
    const inline = repo.reviewComments.filter((c) => c.pull === scene.pull)
    expect(inline.map((c) => c.line)).toEqual([4])
    const round = scene
      .posts()
      .find((p) => parseMarkers(p.body).some((m) => m.kind === 'round' && m.critic === 'quiet'))!.body
    const order = ['A medium one', 'A low one', 'An info one'].map((t) => round.indexOf(t))
    expect(order.every((i) => i > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(round).toContain("over this critic's maxLineComments 1 (the most severe went on the diff)")
    expect(round).toContain("less severe than this critic's minSeverity medium")
  })

  it('refuses a bad value as a config error that names the field', async () => {
    scene = await startReviewScene({ config: config('      maxLineComments: 500\n') })
    writeFileSync(block, JSON.stringify({ findings: [] }))
    const result = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(result.exitCode).toBe(0)
    // As any bad field of an entry: that critic fails for the round, its comment naming the file, line and field.
    const said = scene.posts().map((p) => p.body)
    expect(
      said.some((b) =>
        b.includes(
          "harness-config.yaml on the default branch:7: critic 'quiet': 'maxLineComments' must be a whole number from 0 to 50"
        )
      )
    ).toBe(true)
  })
})
