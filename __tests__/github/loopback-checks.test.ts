// The loopback's checks API, spoken to with plain fetch, as strict as GitHub: a check run needs a commit the
// repository has; a completed status or time needs a conclusion; a conclusion alone completes the run; `stale`
// is GitHub's own; output needs its title and summary and stays within 65,535 characters; at most 50
// annotations a request; a token without `checks: write` is refused, and nothing is applied. Every answer is
// GitHub's `check-run` shape as its REST description gives it (rest-shapes.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startLoopbackGitHub, type LoopbackGitHub } from '../support/loopback/server.js'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { CHECK_ANNOTATIONS_LIMIT, CHECK_OUTPUT_LIMIT } from '../support/loopback/routes-checks.js'
import { SHAPES } from './rest-shapes.js'

const isCheckRun = new Ajv2020({ allErrors: true }).compile(SHAPES['check-run'])

let gh: LoopbackGitHub
let head: string
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${gh.url}/repos/acme/widgets${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}
const create = (body: Record<string, unknown>) =>
  call('POST', '/check-runs', { name: 'the-loop / review', head_sha: head, ...body })

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
  const pull = gh.world.createPull('acme', 'widgets', {
    diff: 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n'
  })
  head = gh.world.repo('acme', 'widgets')!.issues.get(pull)!.pull!.headSha
})
afterAll(async () => gh.close())

describe('check runs on the loopback GitHub', () => {
  it('creates one in progress on the head and completes it with a conclusion alone', async () => {
    const created = await create({ status: 'in_progress', details_url: 'https://example.com/run/1' })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'the-loop / review',
      head_sha: head,
      status: 'in_progress',
      conclusion: null
    })
    const id = created.json['id'] as number
    const done = await call('PATCH', `/check-runs/${id}`, {
      conclusion: 'neutral',
      output: { title: 'Round 1', summary: '2 findings open' }
    })
    expect(done.status).toBe(200)
    expect(done.json).toMatchObject({
      status: 'completed',
      conclusion: 'neutral',
      output: { title: 'Round 1', summary: '2 findings open', annotations_count: 0 }
    })
    expect(typeof done.json['completed_at']).toBe('string')
    const read = await call('GET', `/check-runs/${id}`)
    expect(read.json['conclusion']).toBe('neutral')
    for (const answer of [created.json, done.json, read.json])
      expect([isCheckRun(answer), isCheckRun.errors]).toEqual([true, null])
    expect((await call('PATCH', '/check-runs/1', { status: 'queued' })).status).toBe(404)
  })

  it('answers 422, creating nothing, for what GitHub refuses', async () => {
    const before = gh.world.repo('acme', 'widgets')!.checkRuns.length
    const refused = [
      { head_sha: '0'.repeat(40) },
      { head_sha: 'main' },
      { status: 'completed' },
      { completed_at: '2026-01-01T00:00:00Z' },
      { conclusion: 'stale' },
      { conclusion: 'passed' },
      { output: { title: 'no summary' } },
      { output: { title: 't', summary: 'x'.repeat(CHECK_OUTPUT_LIMIT + 1) } },
      { output: { title: 't', summary: 's', text: 'x'.repeat(CHECK_OUTPUT_LIMIT + 1) } },
      {
        output: {
          title: 't',
          summary: 's',
          annotations: Array.from({ length: CHECK_ANNOTATIONS_LIMIT + 1 }, () => ({}))
        }
      },
      { name: '' }
    ]
    for (const body of refused)
      expect([JSON.stringify(body).slice(0, 60), (await create(body)).status]).toEqual([
        JSON.stringify(body).slice(0, 60),
        422
      ])
    expect(gh.world.repo('acme', 'widgets')!.checkRuns).toHaveLength(before)
    // At the limits: accepted.
    const full = await create({
      conclusion: 'success',
      output: {
        title: 't',
        summary: 'x'.repeat(CHECK_OUTPUT_LIMIT),
        annotations: Array.from({ length: CHECK_ANNOTATIONS_LIMIT }, () => ({}))
      }
    })
    expect(full.status).toBe(201)
    expect(full.json['output']).toMatchObject({ annotations_count: CHECK_ANNOTATIONS_LIMIT })
  })

  it('refuses every check-run write, unapplied, to a token without checks: write; other writes go through', async () => {
    const id = (await create({ status: 'in_progress' })).json['id'] as number
    gh.faults.set({ noChecksPermission: true })
    try {
      expect((await create({})).status).toBe(403)
      expect((await call('PATCH', `/check-runs/${id}`, { conclusion: 'success' })).status).toBe(403)
      expect((await call('GET', `/check-runs/${id}`)).json['status']).toBe('in_progress')
      expect((await call('POST', '/issues/1/comments', { body: 'still allowed' })).status).toBe(201)
    } finally {
      gh.faults.set({})
    }
  })
})
