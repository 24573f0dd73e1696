// The example workflows: the triggers, least permissions, a per-thread queue that drops nothing, one allowlist
// variable that gates the job before anything runs, and a hardened variant whose posting job holds no model key.
import { CONTINUE_EVENT } from '../../src/event/trigger.js'
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { jobRuns, type JobIfContext } from '../support/job-if.js'
import { githubExample } from '../support/loopback/payloads.js'

type Step = Record<string, unknown> & { uses?: string; run?: string; with?: Record<string, unknown> }

interface Job {
  if?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': boolean; queue: string }
  strategy?: { matrix: Record<string, unknown[]> }
  env?: Record<string, string>
  steps: Step[]
}

interface Workflow {
  on: Record<string, { types?: string[]; inputs?: Record<string, unknown> } | null>
  permissions: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': boolean; queue: string }
  env?: Record<string, string>
  jobs: Record<string, Job>
}

const load = (name: string) => parse(readFileSync(`examples/workflows/${name}`, 'utf8')) as Workflow

/** Every `uses:` and `run:` text of a job, to check what a job runs. */
const stepText = (steps: Step[]) => JSON.stringify(steps)

/** The one variable that holds the allowlist: the same expression feeds the `if:` and `authorized-users`. */
const LIST = "fromJSON(vars.THE_LOOP_REVIEWERS || '[]')"
const reviewers = (logins: string[]) => ({ THE_LOOP_REVIEWERS: JSON.stringify(logins) })

/** Names of the secrets a text reads. */
const secretsIn = (text: string) => [...text.matchAll(/secrets\.([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort()

describe('examples/workflows/the-loop.yml', () => {
  const wf = load('the-loop.yml')
  const job = wf.jobs['the-loop']!
  const action = job.steps.find((s) => String(s.uses ?? '').includes('the-loop-action@'))!

  test('listens to exactly the events the action handles, with the right activity types', () => {
    const { workflow_dispatch: dispatch, ...events } = wf.on
    expect(events).toEqual({
      issue_comment: { types: ['created'] },
      pull_request_review: { types: ['submitted'] },
      pull_request_review_comment: { types: ['created'] },
      issues: { types: ['closed'] },
      pull_request: { types: ['closed'] },
      // The event the action fires itself (normalizeEvent reads only this type) to hand replies on.
      repository_dispatch: { types: [CONTINUE_EVENT] }
    })
    // A dispatch names the thread whose gate to re-evaluate: the main action reads input pull-request.
    expect(dispatch?.inputs).toHaveProperty('pull-request')
  })

  test('asks for the least permissions: state branch, comments, labels', () => {
    expect(wf.permissions).toEqual({ contents: 'write', issues: 'write', 'pull-requests': 'write' })
  })

  test('queues every run of a thread in one group, on the job, without cancelling any', () => {
    // On the workflow, a run whose job the condition skips would still wait in (and fill) the queue.
    expect(wf.concurrency).toBeUndefined()
    const c = job.concurrency!
    expect(c['cancel-in-progress']).toBe(false)
    expect(c.queue).toBe('max')
    for (const part of [
      'github.event.issue.number',
      'github.event.pull_request.number',
      'inputs.pull-request',
      'github.event.client_payload.number'
    ])
      expect(c.group).toContain(part)
  })

  test('never checks out the pull request; the CLIs install in the one job, which the condition gates', () => {
    expect(Object.keys(wf.jobs)).toEqual(['the-loop'])
    expect(stepText(job.steps)).not.toContain('actions/checkout')
    expect(job.if).toBeTruthy()
    const install = job.steps.findIndex((s) => String(s.run ?? '').includes('npm install'))
    expect(install).toBeGreaterThanOrEqual(0)
    expect(install).toBeLessThan(job.steps.indexOf(action))
  })

  test('one repository variable feeds both the job condition and authorized-users', () => {
    expect(job.if).toContain(LIST)
    expect(action.with?.['authorized-users']).toBe(`\${{ join(${LIST}, ' ') }}`)
    const variables = (text: string) => new Set([...text.matchAll(/vars\.(\w+)/g)].map((m) => m[1]))
    expect(variables(JSON.stringify(wf))).toEqual(new Set(['THE_LOOP_REVIEWERS']))
    // author_association reports private organization members as CONTRIBUTOR or NONE.
    expect(job.if).not.toContain('author_association')
  })

  test('model keys are env of the action step only; the marker secret is its input', () => {
    expect(wf.env).toBeUndefined()
    expect(job.env).toBeUndefined()
    for (const step of job.steps.filter((s) => s !== action))
      expect(secretsIn(JSON.stringify(step))).toEqual([])
    expect(secretsIn(JSON.stringify(action.env))).toEqual(['ANTHROPIC_API_KEY', 'OPENAI_API_KEY'])
    expect(action.with?.['marker-secret']).toBe('${{ secrets.THE_LOOP_MARKER_SECRET }}')
  })

  describe('the job condition, evaluated by GitHub’s expression evaluator', () => {
    const condition = job.if!
    const listed = reviewers(['alice', 'bob'])

    /** GitHub's published example of the event, as written by `login` (the author and the sender). */
    /** GitHub publishes no example of these; the nearest one stands in, with its action replaced. */
    const nearest: Record<string, string> = { issues: 'opened', repository_dispatch: 'on-demand-test' }

    function event(name: string, action: string | undefined, login: string): Record<string, unknown> {
      const payload = githubExample(name, nearest[name] ?? action)
      if (action) payload.action = action
      const user = { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' }
      payload.sender = { ...(payload.sender as object), ...user }
      for (const key of ['comment', 'review'])
        if (payload[key])
          payload[key] = {
            ...(payload[key] as object),
            user: { ...(payload[key] as { user: object }).user, ...user }
          }
      return payload
    }

    const run = (name: string, action: string | undefined, login: string, vars: JobIfContext['vars']) =>
      jobRuns(condition, {
        github: {
          event_name: name,
          event: event(name, action, login),
          actor: login,
          triggering_actor: login
        },
        vars
      })

    const authored = [
      ['issue_comment', 'created'],
      ['pull_request_review', 'submitted'],
      ['pull_request_review_comment', 'created']
    ] as const

    test.each(authored)('%s by a listed login runs, whatever its case', (name, action) => {
      expect(run(name, action, 'bob', listed)).toBe(true)
      expect(run(name, action, 'Alice', listed)).toBe(true)
    })

    test.each(authored)(
      '%s by a login that only contains or is contained in a listed one is refused',
      (name, action) => {
        for (const login of ['bobby', 'bo', 'ali', 'alice-bob', 'alice,bob'])
          expect(run(name, action, login, listed)).toBe(false)
        expect(run(name, action, 'bob', reviewers(['bobby', 'alice bob']))).toBe(false)
      }
    )

    test.each(authored)('%s by a stranger, or by the bot itself, is refused', (name, action) => {
      expect(run(name, action, 'mallory', listed)).toBe(false)
      expect(run(name, action, 'github-actions[bot]', listed)).toBe(false)
    })

    test('a stranger commenting on a listed author’s pull request is refused', () => {
      const payload = event('issue_comment', 'created', 'mallory')
      payload.issue = { ...(payload.issue as object), user: { login: 'alice' } }
      const github = {
        event_name: 'issue_comment',
        event: payload,
        actor: 'mallory',
        triggering_actor: 'mallory'
      }
      expect(jobRuns(condition, { github, vars: listed })).toBe(false)
    })

    test('with the variable unset or empty, no comment runs (fail closed)', () => {
      for (const vars of [{}, { THE_LOOP_REVIEWERS: '' }, reviewers([])])
        expect(run('issue_comment', 'created', 'alice', vars)).toBe(false)
    })

    test('a list that is not a JSON array fails to evaluate instead of matching as text', () => {
      expect(() => run('issue_comment', 'created', 'bob', { THE_LOOP_REVIEWERS: 'alice, bob' })).toThrow(
        /JSON/
      )
    })

    test.each([
      ['issues', 'closed'],
      ['pull_request', 'closed'],
      ['workflow_dispatch', undefined],
      ['repository_dispatch', CONTINUE_EVENT]
    ])('%s runs for anyone, with or without the variable: the action decides', (name, action) => {
      expect(run(name, action, 'mallory', listed)).toBe(true)
      expect(run(name, action, 'mallory', {})).toBe(true)
    })

    test('every event the workflow listens to runs for a listed login', () => {
      const actions: Record<string, string | undefined> = {
        issue_comment: 'created',
        pull_request_review: 'submitted',
        pull_request_review_comment: 'created',
        issues: 'closed',
        pull_request: 'closed',
        workflow_dispatch: undefined,
        repository_dispatch: CONTINUE_EVENT
      }
      for (const name of Object.keys(wf.on))
        expect([name, run(name, actions[name], 'alice', listed)]).toEqual([name, true])
    })
  })
})

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
    const [step, ...more] = uses(critics, 'OWNER/the-loop-action/critic@')
    expect(more).toEqual([])
    expect(step?.with).toMatchObject({ post: 'false', critic: '${{ matrix.critic }}' })
    expect(step?.with?.['authorized-users']).toBe(`\${{ join(${LIST}, ' ') }}`)
    expect(secretsIn(JSON.stringify(step?.env))).toEqual(['ANTHROPIC_API_KEY', 'OPENAI_API_KEY'])
    expect(secretsIn(JSON.stringify(critics.steps.filter((s) => s !== step)))).toEqual([])
  })

  test('the posting job holds no model key, runs no critic, installs and checks out nothing', () => {
    expect(secretsIn(JSON.stringify(post))).toEqual(['THE_LOOP_MARKER_SECRET'])
    expect(stepText(post.steps)).not.toMatch(/npm install|checkout|github-script/)
    expect(post.steps.every((s) => s.run === undefined)).toBe(true)
    const [step, ...more] = uses(post, 'OWNER/the-loop-action/critic@')
    expect(more).toEqual([])
    // Posted through the action's own renderer, from the envelope the critics job produced.
    expect(step?.with).toMatchObject({
      post: 'true',
      critic: '${{ matrix.critic }}',
      'envelope-file': expect.stringMatching(/\.json$/),
      'marker-secret': '${{ secrets.THE_LOOP_MARKER_SECRET }}'
    })
    expect(step?.with?.['authorized-users']).toBe(`\${{ join(${LIST}, ' ') }}`)
  })

  test('hands each envelope over as an artifact of its own, with the current majors of the artifact actions', () => {
    const [upload] = uses(critics, 'actions/upload-artifact@')
    const [download] = uses(post, 'actions/download-artifact@')
    expect(upload?.uses).toBe('actions/upload-artifact@v7')
    expect(download?.uses).toBe('actions/download-artifact@v8')
    expect(upload?.with?.name).toBe('envelope-${{ matrix.critic }}')
    expect(download?.with?.name).toBe(upload?.with?.name)
    expect(upload?.with?.path).toBe('${{ steps.critic.outputs.envelope-file }}')
    const [poster] = uses(post, 'OWNER/the-loop-action/critic@')
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

describe('the job-condition evaluator can fail', () => {
  const github = { event_name: 'issue_comment', event: {}, actor: 'a', triggering_actor: 'a' }
  test('a function GitHub does not have, or a context a job condition cannot read, is refused', () => {
    expect(() => jobRuns("contains(replace(vars.X, ',', ' '), 'a')", { github })).toThrow(/replace/)
    expect(() => jobRuns("secrets.X == 'a'", { github })).toThrow(/secrets/)
    expect(() => jobRuns("steps.x.outputs.y == 'a'", { github })).toThrow(/steps/)
  })
  test('contains() on a string matches substrings, on an array whole elements', () => {
    expect(jobRuns("contains('alice bobby', 'bob')", { github })).toBe(true)
    expect(jobRuns('contains(fromJSON(\'["alice", "bobby"]\'), \'bob\')', { github })).toBe(false)
  })
  test('a condition without a status function runs only when nothing it needs failed', () => {
    expect(jobRuns('true', { github, failed: true })).toBe(false)
    expect(jobRuns('always()', { github, failed: true })).toBe(true)
  })
})
