// Briefs as reviewers write them, through the bundled main action on the loopback GitHub (issue 23): each style
// runs a round with every item whole in the prompt; a try at a brief that cannot be read is answered once; a
// reply that only quotes "looks good" asks for more work.
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { BRIEF, ownComments, playOnce, readStateDoc, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

/** One critic that reports the brief items its round prompt carried (see critics/brief-items.mjs). */
const BRIEF_CRITIC = `reviews:
  critics:
    - name: brief-items
      harness: test
      command: node
      args: ['__tests__/support/critics/brief-items.mjs', '{promptFile}']
`

/** The brief items round `n`'s prompt carried, as the critic reported them, each without its id (Q1: …). */
function promptItems(n = 1): string[] {
  const round = ownComments(scene, 'round').find((c) => parseMarkers(c.body).some((m) => m.round === n))!
  return round.body
    .split('\n')
    .filter((l) => l.startsWith('BRIEF '))
    .map((l) => l.slice('BRIEF '.length).replace(/ :: [QAV]\d+: /, ' :: '))
}

/** The brief the state froze. */
function frozenBrief(): unknown {
  const state = JSON.parse(readStateDoc(scene)!) as { decisions: Record<string, { brief?: unknown }> }
  const { questions, angles, validations } = state.decisions['review-brief']!.brief as Record<string, unknown>
  return { questions, angles, validations }
}

/** The review armed without a brief (the template posted): played once for the file, each test on a copy. */
const armed = playOnce(
  (s) => (scene = s),
  { config: BRIEF_CRITIC },
  async (s) => {
    expect((await run(s.comment('alice', 'the-loop review'))).outputs.node).toBe('review-brief')
  }
)

describe('briefs as people write them', () => {
  it('a numbered list runs a round with every item in the prompt', async () => {
    await armed()
    const body =
      'Questions:\n1. does scaling stay linear below 100?\n2. is the log quiet?\n\nValidations:\n1) run the unit tests'
    const r = await run(scene.comment('alice', body))
    expect(r.outputs).toMatchObject({ node: 'follow-up', round: '1' })
    expect(promptItems()).toEqual([
      'Questions :: does scaling stay linear below 100?',
      'Questions :: is the log quiet?',
      'Validations :: run the unit tests'
    ])
  })

  it('a bold label with its first item on the same line runs a round', async () => {
    await armed()
    const r = await run(
      scene.comment('alice', '**Questions:** does scaling stay linear?\n\n**Angles:** logging noise')
    )
    expect(r.outputs).toMatchObject({ node: 'follow-up', round: '1' })
    expect(promptItems()).toEqual(['Questions :: does scaling stay linear?', 'Angles :: logging noise'])
  })

  it('a bullet that wraps onto a second line is frozen whole, and a blank line drops no bullet', async () => {
    await armed()
    const body =
      'Questions:\n- does scaling stay linear\n  below 100?\n\n- and above it?\nAngles:\n+ logging noise'
    expect((await run(scene.comment('alice', body))).outputs.round).toBe('1')
    const whole = ['does scaling stay linear below 100?', 'and above it?']
    expect(frozenBrief()).toEqual({ questions: whole, angles: ['logging noise'], validations: [] })
    expect(ownComments(scene, 'brief-confirmation')[0]!.body).toContain(
      '> - **Q1** does scaling stay linear below 100?'
    )
    expect(promptItems()).toEqual([...whole.map((q) => `Questions :: ${q}`), 'Angles :: logging noise'])
  })
})

describe('a try at a brief that cannot be read', () => {
  it('is answered once, with 👀: 9 requests, chatter’s 7 and those two; a real brief then runs', async () => {
    await armed()
    scene.gh.resetRequests()
    await run(scene.comment('alice', 'cc @bob, can you write the brief?'))
    // What any reply at the waiting gate costs: the item read, the pull's thread, and the round's inputs read
    // ahead (a reply that is not "done" most likely runs a round); the gate waits, so nothing is written.
    const chatter = [
      'GET issues.listComments',
      'GET pulls.get',
      'GET pulls.get',
      'GET pulls.listReviewComments',
      'GET pulls.listReviews',
      'GET repos.getContent',
      'GET repos.getContent'
    ]
    expect(scene.gh.requests.map((q) => `${q.method} ${q.route}`).sort()).toEqual(chatter)
    expect(ownComments(scene, 'not-a-brief')).toHaveLength(0)

    scene.gh.resetRequests()
    const attempt = scene.comment('alice', 'Questions: is it safe?\n\nAngles:')
    const r = await run(attempt, { runId: 40 })
    expect(r.exitCode).toBe(0)
    expect(r.outputs.node).toBe('review-brief')
    const routes = scene.gh.requests.map((q) => `${q.method} ${q.route}`).sort()
    expect(routes).toHaveLength(9)
    expect(routes).toEqual(
      [...chatter, 'POST issues.createComment', 'POST reactions.createForIssueComment'].sort()
    )
    const answers = ownComments(scene, 'not-a-brief')
    expect(answers).toHaveLength(1)
    expect(answers[0]!.body).toContain('- no items under **Angles**.')
    expect(answers[0]!.body).toContain('`Questions:` with text after it on the same line')
    expect(answers[0]!.body).toContain('actions/runs/40')
    const reactions = scene.thread().find((c) => c.id === attempt.comment.id)!.reactions
    expect(reactions.map((x) => x.content)).toEqual(['eyes'])

    // A re-run of that run, and the next run at the gate, find the answer: none is posted again.
    await run(attempt, { runId: 40, attempt: 2 })
    const dispatch = {
      repository: scene.repository,
      sender: { login: 'alice' },
      inputs: { 'pull-request': String(scene.pull) }
    }
    expect((await run(dispatch, { event: 'workflow_dispatch' })).outputs.node).toBe('review-brief')
    expect(ownComments(scene, 'not-a-brief')).toHaveLength(1)

    const briefed = await run(scene.comment('alice', BRIEF))
    expect(briefed.outputs).toMatchObject({ node: 'follow-up', round: '1' })
    expect(ownComments(scene, 'not-a-brief')).toHaveLength(1)
  })
})

describe('quoted text never decides', () => {
  it('a reply quoting "looks good" while asking for more work runs another round', async () => {
    await armed()
    await run(scene.comment('alice', BRIEF))
    const reply = '> the change looks good\n\nit does not: the negative sizes still crash, please look again'
    const r = await run(scene.comment('alice', reply))
    expect(r.outputs).toMatchObject({ node: 'follow-up', round: '2' })
    expect(scene.labels()).not.toContain('loop:complete')
    const done = await run(scene.comment('alice', '> please look again\n\nlooks good now'))
    expect(done.outputs.node).toBe('complete')
  })
})
