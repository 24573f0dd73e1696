// The control plane end to end: the bundled main entry, run as a runner runs it, against the loopback GitHub.
import { beforeEach, describe, expect, it } from '@jest/globals'
import { SELF_MARKER } from '../../src/base/marker/markers.js'
import { startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  errorLines,
  useBundledMain,
  ownComments,
  readStateDoc,
  roundCritics,
  type Scene,
  expectIgnoredAt
} from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
beforeEach(async () => {
  scene = await startReviewScene()
})

/** Nothing the action could post or change: no own comment, no label, no cache branch. */
function expectUntouched() {
  expect(ownComments(scene)).toHaveLength(0)
  expect(scene.labels()).toEqual([])
  expect(readStateDoc(scene)).toBeUndefined()
  expect(scene.gh.count('issues.createComment')).toBe(0)
  expect(scene.gh.count('reactions')).toBe(0)
  // Not a single write reached GitHub (GraphQL look-ups are reads).
  expect(scene.gh.requests.filter((q) => q.method !== 'GET' && q.route !== 'graphql')).toEqual([])
}

describe('control plane of the bundled main action', () => {
  it('an authorized `the-loop review` arms: 👀 reaction, brief template, outputs', async () => {
    const payload = scene.comment('alice', 'the-loop review')
    const r = await run(payload)
    expect(r.exitCode).toBe(0)
    expect(r.outputs.command).toBe('review')
    expect(r.outputs['work-item']).toBe(`acme/widgets#${scene.pull}`)
    expect(r.outputs.node).toBe('review-brief')
    const armed = scene.thread().find((c) => c.id === payload.comment.id)!
    // Reactions are recorded with an id and a time now (the loopback answers GitHub's reaction object).
    expect(armed.reactions).toEqual([
      expect.objectContaining({ content: 'eyes', user: 'github-actions[bot]' })
    ])
    expect(ownComments(scene, 'brief-request')).toHaveLength(1)
    expect(r.summary).toMatch(/command `review`/)
    expect(readStateDoc(scene)).toMatch(/review-brief/)
  })

  it('an unauthorized comment posts nothing and the summary says why', async () => {
    const r = await run(scene.comment('mallory', 'the-loop review'))
    expect(r.exitCode).toBe(0)
    expect(r.outputs.command).toBe('')
    expectUntouched()
    expect(r.summary).toMatch(/mallory is not in authorized-users/)
  })

  it('an empty allowlist: nothing acts, summary and log say why', async () => {
    const r = await run(scene.comment('alice', 'the-loop review'), { inputs: { 'authorized-users': '' } })
    expect(r.exitCode).toBe(0)
    expect(r.outputs.command).toBe('')
    expectUntouched()
    expect(r.summary).toMatch(/authorized-users is empty/)
    expect(r.stdout).toMatch(/authorized-users is empty/)
  })

  it('a bot account that is not listed by name never acts', async () => {
    const r = await run(scene.comment('renovate[bot]', 'the-loop review'), {
      inputs: { 'authorized-users': 'alice renovate' }
    })
    expect(r.outputs.command).toBe('')
    expectUntouched()
    expect(r.summary).toMatch(/renovate.*not in authorized-users/)
  })

  it('a self-marked comment that contains a keyword is ignored', async () => {
    const r = await run(scene.comment('alice', `${SELF_MARKER}\nquoting: the-loop review`))
    expect(r.outputs.command).toBe('')
    expectUntouched()
    expect(r.summary).toMatch(/own/)
  })

  it('a comment by the action identity (no marker) is ignored', async () => {
    const r = await run(scene.comment('github-actions[bot]', 'the-loop review'), {
      inputs: { 'authorized-users': 'alice github-actions[bot]' }
    })
    expect(r.outputs.command).toBe('')
    expectUntouched()
  })

  it('an edited comment never acts', async () => {
    const payload = { ...scene.comment('alice', 'the-loop review'), action: 'edited' }
    const r = await run(payload)
    expect(r.outputs.command).toBe('')
    expectUntouched()
    expect(r.summary).toMatch(/edited never acts/)
  })

  it('two commands in one comment are refused with a reply naming both; nothing is armed', async () => {
    const r = await run(scene.comment('alice', 'the-loop review\nand also the-loop pause'))
    expect(r.outputs.command).toBe('')
    const replies = ownComments(scene, 'reply')
    expect(replies).toHaveLength(1)
    // Each keyword is quoted word by word, so the reply never reads as a command itself.
    expect(replies[0]!.body).toMatch(/`the-loop` `review`/)
    expect(replies[0]!.body).toMatch(/`the-loop` `pause`/)
    expect(ownComments(scene, 'brief-request')).toHaveLength(0)
    expect(readStateDoc(scene)).toBeUndefined()
  })

  it('pause ignores replies until resume, which honours them', async () => {
    await run(scene.comment('alice', 'the-loop review'))
    const paused = await run(scene.comment('alice', 'the-loop pause'))
    expect(paused.outputs.command).toBe('pause')
    const ignored = await run(scene.comment('alice', BRIEF))
    expect(ignored.outputs.node).toBe('review-brief')
    expect(ignored.summary).toMatch(/paused/)
    expect(roundCritics(scene)).toHaveLength(0)
    const resumed = await run(scene.comment('alice', 'the-loop resume'))
    expect(resumed.outputs.command).toBe('resume')
    expect(resumed.outputs.node).toBe('follow-up')
    expect(roundCritics(scene).sort()).toEqual(['diff-checker', 'scripted-claude'])
  })

  it('pause and resume at follow-up are commands, not replies: no extra round', async () => {
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(roundCritics(scene)).toHaveLength(2)
    await run(scene.comment('alice', 'the-loop pause'))
    const resumed = await run(scene.comment('alice', 'the-loop resume'))
    expect(resumed.outputs.node).toBe('follow-up')
    expect(resumed.outputs.round).toBe('1')
    expect(roundCritics(scene)).toHaveLength(2)
    const reply = await run(scene.comment('alice', 'lgtm'))
    expect(reply.outputs.node).toBe('complete')
  })

  it('closing the pull request moves an armed item to cleanup', async () => {
    await run(scene.comment('alice', 'the-loop review'))
    const r = await run(scene.closed('bob'), { event: 'pull_request' })
    expect(r.exitCode).toBe(0)
    expect(r.outputs.node).toBe('cleanup')
    expect(scene.labels()).toContain('loop:cleanup')
  })

  it.each(['start', 'do', 'contribute', 'execute'])(
    '`the-loop %s` gets a plain "not supported" reply',
    async (word) => {
      const r = await run(scene.comment('alice', `the-loop ${word}`))
      expect(r.exitCode).toBe(0)
      expect(r.outputs.command).toBe('')
      const replies = ownComments(scene, 'reply')
      expect(replies).toHaveLength(1)
      expect(replies[0]!.body).toMatch(new RegExp(`Not supported here:\\*\\* \`${word}\``))
      expect(replies[0]!.body).toMatch(/Nothing was started/)
      expect(ownComments(scene, 'brief-request')).toHaveLength(0)
      expect(readStateDoc(scene)).toBeUndefined()
    }
  )

  it('hostile bodies (1 MB, zero-width joins, fenced keyword-likes) never throw and never act', async () => {
    const bodies = [
      `${'\u0000\uffff💥 '.repeat(250_000)}`,
      'the-loop\u200breview please',
      '```\nthe-loop reviewer\n```\nxthe-loop review the-loop reviews the-loop review:'
    ]
    for (const body of bodies) {
      const r = await run(scene.comment('alice', body))
      expect(r.exitCode).toBe(0)
      expect(r.outputs.command).toBe('')
    }
    expectUntouched()
  })

  it('a malformed control-keywords input fails the step naming the input', async () => {
    const r = await run(scene.comment('alice', 'the-loop review'), {
      inputs: { 'control-keywords': 'review: [unclosed' }
    })
    expect(r.exitCode).toBe(1)
    expect(errorLines(r)).toMatch(/control-keywords/)
    expect(r.summary).toMatch(/control-keywords/)
    expectUntouched()
  })
})

describe('abuse cases of the review requirements', () => {
  it('abuse 1: an unauthorized `the-loop review` neither arms nor selects the review loop', async () => {
    const r = await run(scene.comment('mallory', 'the-loop review'))
    expect(r.outputs.node).toBe('')
    expectUntouched()
    // A later authorized reply finds nothing armed.
    const later = await run(scene.comment('alice', BRIEF))
    expect(later.outputs.node).toBe('')
    expect(ownComments(scene)).toHaveLength(0)
  })

  it('abuse 2: `the-loop review` with another keyword is refused outright, not resolved by precedence', async () => {
    const r = await run(scene.comment('alice', 'the-loop review then the-loop cleanup'))
    expect(r.outputs.command).toBe('')
    expect(r.outputs.node).toBe('')
    expect(ownComments(scene, 'reply')).toHaveLength(1)
    expect(scene.labels()).toEqual([])
    expect(readStateDoc(scene)).toBeUndefined()
  })

  it('abuse 4: a self-marked brief or "done" is not read by the gates', async () => {
    await run(scene.comment('alice', 'the-loop review'))
    const selfBrief = await run(scene.comment('github-actions[bot]', `${SELF_MARKER}\n${BRIEF}`))
    expectIgnoredAt(selfBrief, scene, 'review-brief')
    const markedByHuman = await run(scene.comment('alice', `${BRIEF}\n${SELF_MARKER}`))
    expectIgnoredAt(markedByHuman, scene, 'review-brief')
    expect(roundCritics(scene)).toHaveLength(0)
    const briefed = await run(scene.comment('alice', BRIEF))
    expect(briefed.outputs.node).toBe('follow-up')
    const selfDone = await run(scene.comment('github-actions[bot]', `${SELF_MARKER}\ndone, lgtm`))
    expectIgnoredAt(selfDone, scene, 'follow-up')
    expect(scene.labels()).not.toContain('loop:complete')
    expect(roundCritics(scene)).toHaveLength(2)
  })
})
