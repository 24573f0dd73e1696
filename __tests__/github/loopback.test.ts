// The loopback GitHub itself, spoken to with plain fetch: status codes, error shape, pagination, media type,
// git semantics, counters and seeded fault injection.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import type { LoopbackGitHub } from '../support/loopback/server.js'

let gh: LoopbackGitHub
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${gh.url}/repos/acme/widgets${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) }
  })
const post = (path: string, body: unknown, method = 'POST') =>
  api(path, { method, body: JSON.stringify(body) })

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
})
afterAll(() => gh.close())

describe('REST semantics', () => {
  it('answers GitHub-shaped JSON errors', async () => {
    const res = await api('/issues/404')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      message: 'Not Found',
      documentation_url: expect.any(String),
      status: '404'
    })
    expect((await fetch(`${gh.url}/repos/nobody/nothing`)).status).toBe(404)
    const bad = await api('/issues/1/comments', { method: 'POST', body: '{oops' })
    expect(bad.status).toBe(400)
  })

  it('paginates with per_page (default 30, at most 100) and absolute Link headers', async () => {
    const n = gh.world.createIssue('acme', 'widgets')
    for (let i = 0; i < 65; i++) gh.world.addComment('acme', 'widgets', n, `c${i}`)
    const first = await api(`/issues/${n}/comments`)
    expect(((await first.json()) as unknown[]).length).toBe(30)
    expect(first.headers.get('link')).toContain(
      `<${gh.url}/repos/acme/widgets/issues/${n}/comments?per_page=30&page=2>; rel="next"`
    )
    const last = await api(`/issues/${n}/comments?per_page=50&page=2`)
    expect(((await last.json()) as unknown[]).length).toBe(15)
    expect(last.headers.get('link')).toMatch(/rel="prev"/)
    expect(last.headers.get('link')).not.toMatch(/rel="next"/)
    expect(((await (await api(`/issues/${n}/comments?per_page=500`)).json()) as unknown[]).length).toBe(65)
  })

  it('answers the raw diff for the diff media type and JSON otherwise', async () => {
    const n = gh.world.createPull('acme', 'widgets', { diff: 'diff --git a/a b/a\n+x\n' })
    const diff = await api(`/pulls/${n}`, { headers: { accept: 'application/vnd.github.v3.diff' } })
    expect(await diff.text()).toBe('diff --git a/a b/a\n+x\n')
    expect(((await (await api(`/pulls/${n}`)).json()) as { number: number }).number).toBe(n)
  })

  it('refuses a comment body over 65,536 characters with 422', async () => {
    const n = gh.world.createIssue('acme', 'widgets')
    const res = await post(`/issues/${n}/comments`, { body: 'y'.repeat(65537) })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { message: string }).message).toMatch(/too long/)
    expect((await post(`/issues/${n}/comments`, { body: 'y'.repeat(65536) })).status).toBe(201)
  })
})

describe('git data semantics', () => {
  it('merges nested paths onto base_tree, deletes with sha null and drops emptied folders', async () => {
    const tree = async (body: unknown) =>
      ((await (await post('/git/trees', body)).json()) as { sha: string }).sha
    const t1 = await tree({ tree: [{ path: 'a/b/c.txt', mode: '100644', type: 'blob', content: 'c' }] })
    const t2 = await tree({
      base_tree: t1,
      tree: [{ path: 'a/d.txt', mode: '100644', type: 'blob', content: 'd' }]
    })
    const t3 = await tree({
      base_tree: t2,
      tree: [{ path: 'a/b/c.txt', mode: '100644', type: 'blob', sha: null }]
    })
    const list = async (sha: string) => {
      const root = (await (await api(`/git/trees/${sha}`)).json()) as {
        tree: Array<{ path: string; sha: string }>
      }
      const a = root.tree.find((e) => e.path === 'a')!
      return (
        (await (await api(`/git/trees/${a.sha}`)).json()) as { tree: Array<{ path: string }> }
      ).tree.map((e) => e.path)
    }
    expect(await list(t2)).toEqual(['b', 'd.txt'])
    expect(await list(t3)).toEqual(['d.txt'])
    expect((await post('/git/trees', { base_tree: 'f'.repeat(40), tree: [] })).status).toBe(422)
  })

  it('refuses non-fast-forward ref moves and duplicate refs with 422, and 404s a missing ref', async () => {
    const tree = (
      (await (
        await post('/git/trees', { tree: [{ path: 'x', mode: '100644', type: 'blob', content: '1' }] })
      ).json()) as { sha: string }
    ).sha
    const commit = async (message: string, parents: string[]) =>
      ((await (await post('/git/commits', { message, tree, parents })).json()) as { sha: string }).sha
    const base = await commit('base', [])
    const left = await commit('left', [base])
    const right = await commit('right', [base])
    expect((await post('/git/refs', { ref: 'refs/heads/s', sha: base })).status).toBe(201)
    expect((await post('/git/refs', { ref: 'refs/heads/s', sha: base })).status).toBe(422)
    expect((await post('/git/refs/heads%2Fs', { sha: left }, 'PATCH')).status).toBe(200)
    const refused = await post('/git/refs/heads%2Fs', { sha: right }, 'PATCH')
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { message: string }).message).toBe('Update is not a fast forward')
    expect((await post('/git/refs/heads%2Fs', { sha: right, force: true }, 'PATCH')).status).toBe(200)
    expect((await api('/git/ref/heads%2Fnone')).status).toBe(404)
  })
})

describe('counters and faults', () => {
  it('counts requests by route and replays the same fault sequence for the same seed', async () => {
    const statuses = async () => {
      gh.faults.set({ failRate: 0.5, seed: 99 })
      gh.resetRequests()
      for (let i = 0; i < 20; i++) await api('')
      gh.faults.set({})
      return gh.requests.map((r) => r.status)
    }
    const once = await statuses()
    expect(await statuses()).toEqual(once)
    expect(once).toContain(502)
    expect(once).toContain(200)
    expect(gh.count('repos.get')).toBe(20)
  })

  it('serves a one-shot rate-limit answer with retry-after, then normal answers', async () => {
    gh.faults.set({ oneShots: [{ status: 429, retryAfter: 3, route: 'issues.get' }] })
    const n = gh.world.createIssue('acme', 'widgets')
    expect((await api('')).status).toBe(200)
    const limited = await api(`/issues/${n}`)
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3'])
    expect((await api(`/issues/${n}`)).status).toBe(200)
  })
})

describe('as its own process', () => {
  it('starts from a seed file, writes its port and answers until stopped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loopback-'))
    const seed = {
      repos: [
        { owner: 'o', name: 'r', issues: [{ title: 'seeded', comments: [{ author: 'al', body: 'hi' }] }] }
      ]
    }
    await writeFile(join(dir, 'seed.json'), JSON.stringify(seed))
    const main = fileURLToPath(new URL('../support/loopback/main.ts', import.meta.url))
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url))
    const child = spawn(tsx, [
      main,
      '--seed',
      join(dir, 'seed.json'),
      '--port-file',
      join(dir, 'port'),
      '--ttl',
      '60'
    ])
    try {
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
      const port = Number(await readFile(join(dir, 'port'), 'utf8'))
      const res = await fetch(`http://127.0.0.1:${port}/repos/o/r/issues/1/comments`)
      expect(((await res.json()) as Array<{ body: string }>)[0]?.body).toBe('hi')
      const log = (await (await fetch(`http://127.0.0.1:${port}/_loopback/requests`)).json()) as {
        count: number
      }
      expect(log.count).toBe(1)
    } finally {
      child.kill('SIGTERM')
      await rm(dir, { recursive: true, force: true })
    }
  })
})
