// The conversation's cost as a reviewer feels it: requests and whole-run time per event kind of the shipped
// action (the repository's action.yml and dist/, step by step as a runner runs it, with a critic that takes no
// time), as a ratio to an empty node action started the same way; the same events with the Octokit client
// exactly as configured for api.github.com; and racing runs.
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchRow } from './table.js'
import { median } from './table.js'
import { bundleScript } from '../__tests__/support/bundle-script.js'
import type { CompositeResult } from '../__tests__/support/composite.js'
import { manyChangedFiles, OWNER, REPO, startReviewScene } from '../__tests__/support/review-scene.js'
import { pullPushed, repositoryDispatch } from '../__tests__/support/loopback/payloads.js'
import { oneStepAction } from './support/one-step-action.js'
import { runOn, timedRun, type Scene } from './support/main-runs.js'

/** The action as it ships: this repository's root action.yml with the committed dist/. */
const ACTION = resolve('.')
const INPUTS = { 'github-token': 't', 'authorized-users': 'alice', 'max-rounds': '50' }
const BRIEF = 'Questions:\n- does scaling stay linear?\nAngles:\n- logging\nValidations:\n- unit tests'
const SAMPLES = 5
/** One critic that takes no time: what is measured is the action, not a model. */
const INSTANT_CRITIC = `reviews:
  critics:
    - name: instant
      harness: test
      command: echo
      args: ['reviewed', '{promptFile}']
`

type Sample = { ms: number; requests: number; firstPostMs?: number }

async function timed(
  action: string,
  scene: Scene,
  payload: object,
  production = false,
  event?: string
): Promise<Sample> {
  const { ms, requests, firstPostMs } = await timedRun(action, scene, payload, {
    inputs: INPUTS,
    production,
    ...(event ? { event } : {})
  })
  return { ms, requests, ...(firstPostMs === undefined ? {} : { firstPostMs }) }
}

/** New commits on the scene's pull request, and the synchronize payload GitHub delivers for them. */
function pushed(scene: Scene): object {
  const repo = scene.gh.world.repo(OWNER, REPO)!
  const before = repo.issues.get(scene.pull)!.pull!.headSha
  scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [], diff: 'diff --git a/x b/x\n' })
  return pullPushed(repo, repo.issues.get(scene.pull)!, 'bob', { before })
}

/** Each event kind once per sample, on a fresh scene whose state branch already exists. */
async function conversation(production: boolean): Promise<Record<string, Sample[]>> {
  const out: Record<string, Sample[]> = {}
  const add = (k: string, s: Sample) => (out[k] ??= []).push(s)
  for (let i = 0; i < (production ? 2 : SAMPLES); i++) {
    const scene = await startReviewScene({ config: INSTANT_CRITIC })
    try {
      const other = scene.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' })
      await timed(ACTION, scene, scene.comment('alice', 'the-loop review', other))
      const run = (k: string, payload: object, event?: string) =>
        timed(ACTION, scene, payload, production, event).then((s) => add(k, s))
      await run('ignored comment', scene.comment('mallory', 'the-loop review'))
      await run('arming without a brief (template)', scene.comment('alice', 'the-loop review'))
      await run('brief answering the template + round', scene.comment('alice', BRIEF))
      await run('follow-up + round', scene.comment('alice', 'also check negatives'))
      await run('push (synchronize): "not reviewed since" check', pushed(scene), 'pull_request_target')
      await run('done', scene.comment('alice', 'lgtm'))
      const third = scene.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' })
      await run('arming with a brief + round', scene.comment('alice', `the-loop review\n${BRIEF}`, third))
    } finally {
      await scene.gh.close()
    }
  }
  return out
}

/** Median whole-run ms of a one-step action (see support/one-step-action.ts) on an empty event. */
async function baselineMs(action: string): Promise<number> {
  const scene = await startReviewScene({ config: INSTANT_CRITIC })
  const samples: number[] = []
  try {
    for (let i = 0; i < 9; i++) samples.push((await timed(action, scene, {})).ms)
  } finally {
    await scene.gh.close()
  }
  return median(samples)
}

/** A round on a pull request past the diff limits (301 files): the 406, the files list, the round. */
async function bigPullRow(): Promise<BenchRow> {
  const scene = await startReviewScene({ config: INSTANT_CRITIC })
  try {
    const files = manyChangedFiles(301)
    const other = scene.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' })
    await timed(ACTION, scene, scene.comment('alice', 'the-loop review', other))
    const big = scene.gh.world.createPull(OWNER, REPO, { diff: 'x', files, author: 'bob' })
    const s = await timed(ACTION, scene, scene.comment('alice', `the-loop review\n${BRIEF}`, big))
    return {
      area: 'conversation',
      what: 'arming with a brief + round, 301-file pull request',
      value: `${s.ms.toFixed(0)} ms, ${s.requests} requests`,
      note: 'the diff answers 406 once; the files list in 4 pages'
    }
  } finally {
    await scene.gh.close()
  }
}

/** A critic that answers with the findings in the JSON file it is given (support/critics/findings.mjs). */
function finderConfig(findingsFile: string): string {
  return `reviews:
  critics:
    - name: finder
      harness: test
      command: node
      args: ['__tests__/support/critics/findings.mjs', '${findingsFile}', '{promptFile}']
`
}

function findingsRow(what: string, s: Sample, posted: number, n: number): BenchRow {
  return {
    area: 'conversation, production client',
    what,
    value: `${(s.ms / 1000).toFixed(1)} s, ${s.requests} requests`,
    note: `${posted} review comments posted${n > 50 ? ' (50 per answer, the rest said left out)' : ''}; first post at ${((s.firstPostMs ?? 0) / 1000).toFixed(1)} s`
  }
}

/**
 * Arming with a brief and its round when the one critic puts N findings on the diff (new lines 1-8 of
 * src/widget.js in the scene's diff), with the client as for api.github.com: what a reviewer waits for, and the
 * requests, which should not grow with N (one review holds them all).
 */
async function findingsRows(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'the-loop-bench-findings-'))
  // Each critic runs as an OS user of its own (critic-isolation: user), which cannot enter mkdtemp's 0700 folder:
  // without this the critic read no findings and the rows measured rounds with none on the diff.
  await chmod(dir, 0o755)
  const file = join(dir, 'findings.json')
  const rows: BenchRow[] = []
  try {
    for (const n of [0, 10, 100]) {
      const findings = Array.from({ length: n }, (_, i) => ({
        path: 'src/widget.js',
        line: 1 + (i % 8),
        severity: 'medium',
        title: `Finding ${i}`,
        body: 'Look again.'
      }))
      await writeFile(file, JSON.stringify(findings))
      const scene = await startReviewScene({ config: finderConfig(file) })
      try {
        const other = scene.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' })
        await timed(ACTION, scene, scene.comment('alice', 'the-loop review', other))
        const s = await timed(ACTION, scene, scene.comment('alice', `the-loop review\n${BRIEF}`), true)
        const posted = scene.gh.world.repo(OWNER, REPO)!.reviewComments.length
        rows.push(
          findingsRow(`arming with a brief + round, 1 critic, ${n} findings on the diff`, s, posted, n)
        )
        if (n !== 10) continue
        // A follow-up whose round finds 10 other things: its own review, next to round 1's.
        await writeFile(file, JSON.stringify(findings.map((f) => ({ ...f, title: `Again ${f.title}` }))))
        const f = await timed(ACTION, scene, scene.comment('alice', 'look again'), true)
        const more = scene.gh.world.repo(OWNER, REPO)!.reviewComments.length - posted
        rows.push(findingsRow('follow-up + round, 1 critic, 10 new findings on the diff', f, more, n))
        // GitHub refusing the place of one of 10 new findings: the drafts that find it, then the review.
        const pull = scene.gh.world.repo(OWNER, REPO)!.issues.get(scene.pull)!.pull!
        pull.unplaceable = [{ path: 'src/widget.js', line: 4 }]
        await writeFile(file, JSON.stringify(findings.map((f) => ({ ...f, title: `Third ${f.title}` }))))
        const r = await timed(ACTION, scene, scene.comment('alice', 'once more'), true)
        const last = scene.gh.world.repo(OWNER, REPO)!.reviewComments.length - posted - more
        rows.push(findingsRow('follow-up + round, 10 new findings, GitHub refuses 1 place', r, last, n))
      } finally {
        await scene.gh.close()
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return rows
}

/** 20 runs started together: on one item (replies racing for one round) or on 20 items. */
async function raceRow(oneItem: boolean): Promise<BenchRow> {
  const scene = await startReviewScene({ config: INSTANT_CRITIC })
  try {
    await timed(ACTION, scene, scene.comment('alice', `the-loop review\n${BRIEF}`))
    const pulls = oneItem
      ? []
      : Array.from({ length: 20 }, () => scene.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' }))
    const payloads = Array.from({ length: 20 }, (_, i) =>
      oneItem ? scene.comment('alice', `reply ${i}`) : scene.comment('alice', 'the-loop review', pulls[i])
    )
    const before = scene.gh.requests.length
    const t0 = Date.now()
    const results: CompositeResult[] = await Promise.all(
      payloads.map((p) => runOn(ACTION, scene, p, { inputs: INPUTS }))
    )
    // What GitHub would start for the replies handed on.
    const world = scene.gh.world
    for (let d = 0; d < world.dispatches.length; d++) {
      const { eventType, clientPayload } = world.dispatches[d]!
      const payload = repositoryDispatch(world.repo(OWNER, REPO)!, eventType, clientPayload)
      results.push(await runOn(ACTION, scene, payload, { event: 'repository_dispatch', inputs: INPUTS }))
    }
    const ms = Date.now() - t0
    const failed = results.filter((r) => r.exitCode !== 0).length
    const retries = results.reduce(
      (sum, r) => sum + Number(/Re-read and decided again (\d+)/.exec(r.summary)?.[1] ?? 0),
      0
    )
    return {
      area: 'conversation',
      what: oneItem ? '20 racing runs on one item' : '20 runs on 20 items at once',
      value: `${ms} ms`,
      note: `${scene.gh.requests.length - before} requests, ${retries} re-reads, ${world.dispatches.length} dispatches, ${failed} failed`
    }
  } finally {
    await scene.gh.close()
  }
}

export async function rows(): Promise<BenchRow[]> {
  const missing = ['main', 'critics-step'].filter((e) => !existsSync(resolve(`dist/${e}/index.js`)))
  if (missing.length > 0)
    return [
      {
        area: 'conversation',
        what: `dist/${missing[0]}/index.js`,
        value: 'missing',
        note: 'run npm run build'
      }
    ]
  const empty = await bundleScript(fileURLToPath(new URL('./support/empty-action.ts', import.meta.url)))
  const floor = await bundleScript(
    fileURLToPath(new URL('./support/two-requests-action.ts', import.meta.url))
  )
  const rows: BenchRow[] = []
  try {
    const baseline = await baselineMs(await oneStepAction(empty.file))
    rows.push({
      area: 'conversation',
      what: 'empty node action, whole run',
      value: `${baseline.toFixed(0)} ms`,
      note: 'median of 9; one bash step running node, as every step of ours starts'
    })
    const floorMs = await baselineMs(await oneStepAction(floor.file))
    rows.push({
      area: 'conversation',
      what: 'floor: @actions/core + @actions/github, 1 read + 1 comment',
      value: `${floorMs.toFixed(0)} ms = ${(floorMs / baseline).toFixed(1)}× empty`,
      note: 'what any action on these packages pays to make its first requests (esbuild bundle, one step)'
    })
    for (const [what, samples] of Object.entries(await conversation(false))) {
      const ms = median(samples.map((s) => s.ms))
      rows.push({
        area: 'conversation',
        what,
        value: `${ms.toFixed(0)} ms = ${(ms / baseline).toFixed(1)}× empty, ${samples[0]!.requests} requests`,
        note: `median of ${samples.length}, loopback client`
      })
    }
    for (const [what, samples] of Object.entries(await conversation(true))) {
      const ms = median(samples.map((s) => s.ms))
      const post = samples[0]!.firstPostMs
      rows.push({
        area: 'conversation, production client',
        what,
        value: `${(ms / 1000).toFixed(1)} s`,
        note: `throttling and retries as for api.github.com${post === undefined ? '' : `; first comment at ${(post / 1000).toFixed(1)} s`}`
      })
    }
    rows.push(await raceRow(true), await raceRow(false), await bigPullRow(), ...(await findingsRows()))
  } finally {
    await rm(empty.dir, { recursive: true, force: true })
    await rm(floor.dir, { recursive: true, force: true })
  }
  return rows
}
