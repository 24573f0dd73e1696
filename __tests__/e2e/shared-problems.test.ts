// A problem several critics raise in one round is one line comment (issue 54), through the bundled main action over
// the loopback GitHub: the critic with the most severe finding carries it, the other's finding folded in and named
// in its marker, so that a later round knows each critic's finding as posted; a later round's critic that raises a
// problem another critic's open thread holds lists it there, and a thread resolves only once no critic reports it.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { findingsCritics } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  findingRoots as roots,
  ownComments,
  roundPost,
  useBundledMain,
  type Scene
} from './harness.js'
import { changeLine, LOG, LOG_AGAIN, SIZE } from '../support/fixing-push.js'

let scene: Scene
const run = useBundledMain(() => scene)
const { config: CONFIG, blocks } = findingsCritics('the-loop-shared-problems-', ['finder', 'second'])
const answer = (critic: keyof typeof blocks, findings: object[]) =>
  writeFileSync(blocks[critic], JSON.stringify({ findings }))

const findingRoots = () => roots(scene)
const roundComment = (round: number, critic: string) => roundPost(scene, round, critic)

describe('a problem several critics raise', () => {
  it('puts a problem two critics raised on the diff once, the other finding folded in, and sums the round up', async () => {
    await scene?.gh.close()
    scene = await startReviewScene({ config: CONFIG })
    answer('finder', [LOG, SIZE])
    answer('second', [LOG_AGAIN])
    // Every problem on the diff (the consensus gate would keep the size's lone finding off: consensus.test.ts).
    const inputs = { 'inline-findings': 'all' }
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })).outputs.round).toBe(
      '1'
    )
    const roots = findingRoots()
    // One line comment per problem: the log's carries both critics' findings, the size's its own.
    expect(roots).toHaveLength(2)
    const log = roots.find((c) => c.body.includes('· Debug log'))!.body
    expect(log).toContain('_Also raised by `second` this round._')
    expect(log).toContain('<details><summary>Found too by `second`</summary>')
    expect(log).toContain('Leftover debug log\n\nRemove the console call.')
    // Its marker names the folded finding by critic and key, so that `second` knows it as posted.
    const meta = parseMarkers(log).find((m) => m.kind === 'finding')!
    expect(meta.critic).toBe('finder')
    expect(meta.also).toEqual([{ critic: 'second', key: expect.stringMatching(/^[0-9a-f]{16}$/) }])
    expect(roots.find((c) => c.body.includes('Unchecked size argument'))!.body).not.toContain(
      'Also raised by'
    )
    // The carrier's round comment names it as raised by the other too; the other's lists where it went.
    expect(roundComment(1, 'finder')!.body).toContain(
      '_Also raised by other critics this round: src/widget.js:3 by `second`._'
    )
    expect(roundComment(1, 'second')!.body).toContain(
      'Leftover debug log _(on the diff in the comment of `finder`)_'
    )
    // The round's comment leads with its problems, each once, with who raised it and where it went.
    const lead = ownComments(scene, 'round').at(-1)!.body
    expect(lead).toContain(
      '**Problems this round:** 2 put on the diff · 0 kept off · 0 on the diff since an earlier round'
    )
    expect(lead).toMatch(
      /\n- \*\*medium\*\* · \[src\/widget\.js:3\]\([^)]+\) · Debug log — `finder`, `second` · on the diff\n/
    )
    expect(lead.indexOf('**Problems this round:**')).toBeLessThan(lead.indexOf('<details>'))

    // Round 2: both report it again; each knows its own finding as posted in round 1, so nothing is posted again.
    expect((await run(scene.comment('alice', 'look again'), { inputs })).outputs.round).toBe('2')
    expect(findingRoots()).toHaveLength(2)
    // Its lead counts both as on the diff since round 1, linked, not listed again.
    const second = ownComments(scene, 'round').at(-1)!.body
    expect(second).toContain(
      '**Problems this round:** 0 put on the diff · 0 kept off · 2 on the diff since an earlier round'
    )
    expect(second).toMatch(
      /\*\*Still open on the diff:\*\* \[src\/widget\.js:3\]\([^)]+\) \(since round 1\) · /
    )
    expect(roundComment(2, 'second')!.body).toContain('Leftover debug log _(repeated from round 1')
    expect(roundComment(2, 'finder')!.body).toContain('Debug log _(repeated from round 1')
  })
  it('keeps the shared thread open while the folded critic reports it again after a push, and resolves it once neither does', async () => {
    await scene?.gh.close()
    scene = await startReviewScene({ config: CONFIG })
    answer('finder', [LOG])
    answer('second', [LOG_AGAIN])
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).outputs.round).toBe('1')
    expect(findingRoots()).toHaveLength(1)
    // The push changes the log's line (console.log → console.debug): the thread's code changed.
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      message: 'quieter log',
      ...changeLine(3, "  console.log('widget', size)", "  console.debug('widget', size)")
    })
    const resolved = () => scene.gh.world.repo(OWNER, REPO)!.resolvedThreads.size
    // The carrier is silent, the critic whose finding it folds in reports it again: the thread stays open.
    answer('finder', [])
    answer('second', [LOG_AGAIN])
    expect((await run(scene.comment('alice', 'quieter now, look again'))).outputs.round).toBe('2')
    expect(resolved()).toBe(0)
    // Neither reports it: resolved.
    answer('second', [])
    expect((await run(scene.comment('alice', 'and now?'))).outputs.round).toBe('3')
    expect(resolved()).toBe(1)
  })
  it('does not post again a problem another critic’s open thread of an earlier round holds, and keeps that thread open while any critic reports it', async () => {
    await scene?.gh.close()
    scene = await startReviewScene({ config: CONFIG })
    const inputs = { 'inline-findings': 'all' }
    answer('finder', [LOG])
    answer('second', [])
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })).outputs.round).toBe(
      '1'
    )
    const [thread] = findingRoots()
    // Round 2 on the same head: `second` raises the problem `finder`'s thread holds; no second comment.
    answer('finder', [])
    answer('second', [LOG_AGAIN])
    expect((await run(scene.comment('alice', 'look again'), { inputs })).outputs.round).toBe('2')
    expect(findingRoots().map((c) => c.id)).toEqual([thread!.id])
    expect(roundComment(2, 'second')!.body).toContain(
      `Leftover debug log _(on the diff since round 1, in [the thread](https://github.com/${OWNER}/${REPO}/pull/${scene.pull}#discussion_r${thread!.id}) of \`finder\`)_`
    )
    // A push elsewhere in the file moves nothing of the thread's code: still held there, by the compare.
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      message: 'scale by 4',
      ...changeLine(5, '    return size * 3', '    return size * 4')
    })
    expect((await run(scene.comment('alice', 'scaled'), { inputs })).outputs.round).toBe('3')
    expect(findingRoots().map((c) => c.id)).toEqual([thread!.id])
    expect(roundComment(3, 'second')!.body).toContain('Leftover debug log _(on the diff since round 1')
    // The push changes the log's line: the thread is outdated. `finder` is silent, `second` (whose finding the
    // thread never carried) reports it: the thread stays open, and the problem goes on the new code.
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      message: 'quieter log',
      ...changeLine(3, "  console.log('widget', size)", "  console.debug('widget', size)")
    })
    expect((await run(scene.comment('alice', 'quieter now'), { inputs })).outputs.round).toBe('4')
    expect(scene.gh.world.repo(OWNER, REPO)!.resolvedThreads.size).toBe(0)
    expect(findingRoots()).toHaveLength(2)
  })
})
