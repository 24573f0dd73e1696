// examples/workflows/the-loop-hardened.yml: a critics job that holds the model keys, a posting job that holds none.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parseAllowlist } from '../../src/conversation/control/authorize.js'
import { readPage } from './markdown-pages.js'
import { jobRuns, stepInput, type JobIfContext } from '../support/job-if.js'
import {
  HANDED,
  load,
  MISSHAPEN,
  reviewers,
  secretsIn,
  stepText,
  varsWith,
  type Job
} from './workflow-support.js'
import { parse } from 'yaml'

describe('examples/workflows/the-loop-hardened.yml', () => {
  const wf = load('the-loop-hardened.yml')
  const critics = wf.jobs.critics!
  const post = wf.jobs.post!
  const uses = (job: Job, prefix: string) => job.steps.filter((s) => String(s.uses ?? '').startsWith(prefix))

  test('is dispatched by hand with a pull-request number', () => {
    expect(Object.keys(wf.on)).toEqual(['workflow_dispatch'])
    expect(wf.on.workflow_dispatch?.inputs).toHaveProperty('pull-request')
  })

  test('grants nothing by default; critics read, the poster reads the config and writes comments', () => {
    expect(wf.permissions).toEqual({})
    expect(critics.permissions).toEqual({ contents: 'read', 'pull-requests': 'read' })
    expect(post.permissions).toEqual({ contents: 'read', issues: 'write', 'pull-requests': 'write' })
  })

  test('the critics job holds the model keys and runs the critic without posting', () => {
    const [step, ...more] = uses(critics, 'OWNER/REPO/critic@')
    expect(more).toEqual([])
    expect(step?.with).toMatchObject({ post: 'false', critic: '${{ matrix.critic }}' })
    expect(step?.with?.['authorized-users']).toBe(HANDED)
    expect(secretsIn(JSON.stringify(step?.env))).toEqual(['ANTHROPIC_API_KEY', 'OPENAI_API_KEY'])
    expect(secretsIn(JSON.stringify(critics.steps.filter((s) => s !== step)))).toEqual([])
  })

  test('the posting job holds no model key, runs no critic, installs and checks out nothing', () => {
    expect(secretsIn(JSON.stringify(post))).toEqual(['THE_LOOP_MARKER_SECRET'])
    expect(stepText(post.steps)).not.toMatch(/npm install|checkout|github-script/)
    expect(post.steps.every((s) => s.run === undefined)).toBe(true)
    const [step, ...more] = uses(post, 'OWNER/REPO/critic@')
    expect(more).toEqual([])
    // Posted through the action's own renderer, from the envelope the critics job produced.
    expect(step?.with).toMatchObject({
      post: 'true',
      critic: '${{ matrix.critic }}',
      'envelope-file': expect.stringMatching(/\.json$/),
      'marker-secret': '${{ secrets.THE_LOOP_MARKER_SECRET }}'
    })
    expect(step?.with?.['authorized-users']).toBe(HANDED)
  })

  test('hands each envelope over as an artifact of its own, with the current majors of the artifact actions', () => {
    const [upload] = uses(critics, 'actions/upload-artifact@')
    const [download] = uses(post, 'actions/download-artifact@')
    // Pinned by commit (__tests__/docs/action-pins.test.ts); the release the comment names is the major.
    const text = readFileSync('examples/workflows/the-loop-hardened.yml', 'utf8')
    expect(text).toContain(`uses: ${upload?.uses} # v7.`)
    expect(text).toContain(`uses: ${download?.uses} # v8.`)
    expect(upload?.with?.name).toBe('envelope-${{ matrix.critic }}')
    expect(download?.with?.name).toBe(upload?.with?.name)
    expect(upload?.with?.path).toBe('${{ steps.critic.outputs.envelope-file }}')
    const [poster] = uses(post, 'OWNER/REPO/critic@')
    expect(poster?.with?.['envelope-file']).toBe(`${String(download?.with?.path)}/envelope.json`)
    expect(post.strategy?.matrix.critic).toEqual(critics.strategy?.matrix.critic)
    expect(post.needs).toBe('critics')
  })

  test('the critics job runs only for a listed dispatcher and a listed re-runner', () => {
    const listed = reviewers(['alice', 'bob'])
    const at = (actor: string, rerunner: string, vars: JobIfContext['vars']) =>
      jobRuns(critics.if!, {
        github: { event_name: 'workflow_dispatch', event: {}, actor, triggering_actor: rerunner },
        vars
      })
    expect(at('alice', 'alice', listed)).toBe(true)
    expect(at('alice', 'bob', listed)).toBe(true)
    expect(at('alice', 'mallory', listed)).toBe(false)
    expect(at('mallory', 'alice', listed)).toBe(false)
    expect(at('bobby', 'bobby', listed)).toBe(false)
    expect(at('alice', 'alice', {})).toBe(false)
    for (const [value, logins] of MISSHAPEN)
      for (const login of logins)
        expect([value, login, at(login, login, varsWith(value))]).toEqual([value, login, false])
  })

  test('hands both actions the list only as a JSON array of logins, which the action reads exactly', () => {
    for (const step of [...uses(critics, 'OWNER/REPO/critic@'), ...uses(post, 'OWNER/REPO/critic@')]) {
      const handed = (value: string | undefined) =>
        stepInput(String(step.with?.['authorized-users']), { github: {}, vars: varsWith(value) })
      expect([...parseAllowlist(handed('["Alice", "bob"]'))]).toEqual(['alice', 'bob'])
      expect(handed('"alice"')).toBe('')
      expect(() => parseAllowlist(handed('["alice bob"]'))).toThrow(/input authorized-users/)
    }
  })

  test("docs/workflow.md's sketch gives each critic step every input the example gives but the marker secret", () => {
    const page = readPage('docs/workflow.md')
    const sketch = /## A hardened two-job variant[\s\S]*?```yaml\n([\s\S]*?)```/.exec(page)![1]!
    const jobs = (parse(sketch) as { jobs: Record<string, Job> }).jobs
    const keys = (job: Job) =>
      Object.keys(uses(job, 'OWNER/REPO/critic@')[0]?.with ?? {})
        .filter((k) => k !== 'marker-secret')
        .sort()
    expect(keys(jobs.critics!)).toEqual(keys(critics))
    expect(keys(jobs.post!)).toEqual(keys(post))
  })

  test('the posting job runs after every critic, failed ones too, but not when critics was skipped', () => {
    const at = (result: string, cancelled = false) =>
      jobRuns(post.if!, {
        github: { event_name: 'workflow_dispatch', event: {}, actor: 'alice', triggering_actor: 'alice' },
        needs: { critics: { result } },
        cancelled,
        failed: result === 'failure'
      })
    expect(at('success')).toBe(true)
    expect(at('failure')).toBe(true)
    expect(at('skipped')).toBe(false)
    expect(at('success', true)).toBe(false)
  })

  test('queues rounds per pull request without cancelling any', () => {
    expect(wf.concurrency).toMatchObject({ 'cancel-in-progress': false, queue: 'max' })
    expect(wf.concurrency?.group).toContain('inputs.pull-request')
  })
})
