// examples/workflows/the-loop.yml: its triggers, permissions, per-thread queue, and the allowlist gating the job.
import { CONTINUE_EVENT } from '../../src/conversation/event/trigger.js'
import { describe, expect, test } from '@jest/globals'
import { parseAllowlist } from '../../src/conversation/control/authorize.js'
import { jobRuns, stepInput, type JobIfContext } from '../support/job-if.js'
import {
  HANDED,
  LIST,
  load,
  MISSHAPEN,
  reviewers,
  secretsIn,
  SHAPE_GUARD,
  stepText,
  varsWith,
  webhookEvent
} from './workflow-support.js'

describe('examples/workflows/the-loop.yml', () => {
  const wf = load('the-loop.yml')
  const job = wf.jobs['the-loop']!
  const action = job.steps.find((s) => String(s.uses ?? '').startsWith('OWNER/REPO@'))!

  test('listens to exactly the events the action handles, with the right activity types', () => {
    const { workflow_dispatch: dispatch, ...events } = wf.on
    expect(events).toEqual({
      issue_comment: { types: ['created'] },
      pull_request_review: { types: ['submitted'] },
      pull_request_review_comment: { types: ['created'] },
      issues: { types: ['closed'] },
      // A pull request's close and push with the base repository's token, so a fork's close can reach cleanup
      // and its push can mark the review behind with a check.
      pull_request_target: { types: ['closed', 'synchronize'] },
      // The event the action fires itself (normalizeEvent reads only this type) to hand replies on.
      repository_dispatch: { types: [CONTINUE_EVENT] }
    })
    // A dispatch names the thread whose gate to re-evaluate: the main action reads input pull-request.
    expect(dispatch?.inputs).toHaveProperty('pull-request')
  })

  test('asks for the least permissions: state branch, comments, labels, the check run', () => {
    expect(wf.permissions).toEqual({
      contents: 'write',
      issues: 'write',
      'pull-requests': 'write',
      checks: 'write'
    })
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

  test('never checks out the pull request and installs nothing: the action installs a CLI when a round needs it', () => {
    expect(Object.keys(wf.jobs)).toEqual(['the-loop'])
    expect(stepText(job.steps)).not.toContain('actions/checkout')
    expect(job.if).toBeTruthy()
    expect(stepText(job.steps)).not.toMatch(/npm (install|ci|i)\b|npx /)
  })

  test('one repository variable feeds both the job condition and authorized-users', () => {
    expect(job.if).toContain(LIST)
    expect(job.if).toContain(SHAPE_GUARD)
    expect(action.with?.['authorized-users']).toBe(HANDED)
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

    const run = (name: string, action: string | undefined, login: string, vars: JobIfContext['vars']) =>
      jobRuns(condition, {
        github: {
          event_name: name,
          event: webhookEvent(name, action, login),
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
      const payload = webhookEvent('issue_comment', 'created', 'mallory')
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

    test('a list that is not a JSON array of strings admits nobody: no runner, and no login handed to the action', () => {
      const handed = (vars: Record<string, string>) => {
        const text = stepInput(String(action.with?.['authorized-users']), { github: {}, vars })
        try {
          return [...parseAllowlist(text)]
        } catch {
          return 'refused'
        }
      }
      for (const [value, logins] of MISSHAPEN) {
        const vars = varsWith(value)
        for (const login of logins) {
          expect([value, login, run('issue_comment', 'created', login, vars)]).toEqual([value, login, false])
          expect([value, login, run('issues', 'closed', login, vars)]).toEqual([value, login, false])
        }
        const got = handed(vars)
        expect([value, got === 'refused' || got.length === 0]).toEqual([value, true])
      }
      expect(handed(reviewers(['Alice', 'bob']))).toEqual(['alice', 'bob'])
    })

    test('text that starts with [ but is not JSON fails to evaluate (GitHub fails the run; nothing runs)', () => {
      expect(() => run('issue_comment', 'created', 'bob', { THE_LOOP_REVIEWERS: '[alice, bob]' })).toThrow(
        /JSON/
      )
    })

    test.each([
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
        pull_request_target: 'closed',
        workflow_dispatch: undefined,
        repository_dispatch: CONTINUE_EVENT
      }
      for (const name of Object.keys(wf.on))
        expect([name, run(name, actions[name], 'alice', listed)]).toEqual([name, true])
    })
  })
})
