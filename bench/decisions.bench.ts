// Decisions on findings (issue 27): the one matching rule over 200 findings × 50 decided ones (lines carried
// through a compare's patch), the prompt size 50 decisions add, and the requests of a follow-up round of 2
// critics × 10 findings before and after 3 findings were decided (and of each decision's own event), through the
// main action bundled from src/ over the loopback GitHub with the client configured as for api.github.com.
import { writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { buildActionDir } from '../__tests__/support/action-dir.js'
import { BRIEF, findingsCritics, INPUTS } from './support/findings-critics.js'
import { OWNER, REPO, startReviewScene } from '../__tests__/support/review-scene.js'
import {
  findingsMatch,
  lineMapThroughPatch,
  type MatchableFinding
} from '../src/base/findings/finding-match.js'
import {
  renderRoundPrompt,
  type PromptDecision,
  type RoundPromptInput
} from '../src/loop/prompt/round-prompt.js'
import { timedRun, type Scene } from './support/main-runs.js'
import { median, type BenchRow } from './table.js'

const AREA = 'decisions'
const CRITICS = ['north', 'south']
const { config: CONFIG, blockOf } = findingsCritics(CRITICS, 'the-loop-decisions-bench-')

/** 200 findings over 20 files, 10 a file, with titles of 3 to 5 words; 50 decided ones among them, moved 3 lines. */
function matchRow(): BenchRow {
  const words = ['null', 'check', 'missing', 'debug', 'log', 'unbounded', 'loop', 'size', 'leak', 'race']
  const finding = (i: number): MatchableFinding => ({
    path: `src/f${i % 20}.ts`,
    line: 10 + (i % 10) * 20,
    title: Array.from({ length: 3 + (i % 3) }, (_, k) => words[(i + k * 3) % words.length]).join(' ')
  })
  const findings = Array.from({ length: 200 }, (_, i) => finding(i))
  const decided = Array.from({ length: 50 }, (_, i) => finding(i * 4))
  // Three lines added at the top of each file since the decided findings' head.
  const mapLine = lineMapThroughPatch('@@ -1,2 +1,5 @@\n a\n+x\n+y\n+z\n b')
  const times: number[] = []
  let matched = 0
  for (let run = 0; run < 7; run++) {
    const t0 = performance.now()
    matched = 0
    for (const f of findings)
      if (decided.some((d) => findingsMatch(d, { ...f, line: f.line + 3 }, { mapLine }))) matched++
    times.push(performance.now() - t0)
  }
  return {
    area: AREA,
    what: 'matching 200 findings against 50 decided ones (10,000 pairs, lines through a patch)',
    value: `${median(times).toFixed(2)} ms`,
    note: `median of ${times.length}; ${matched} of the 200 match a decided one`
  }
}

function promptRow(): BenchRow {
  const base: RoundPromptInput = { round: 3, pulls: [], previousFindings: [], executableChanges: [] }
  const decisions: PromptDecision[] = Array.from({ length: 50 }, (_, i) => ({
    critic: i % 2 === 0 ? 'claude' : 'codex',
    round: 1 + (i % 2),
    place: `src/module-${i}/file.ts:${10 + i}`,
    title: `A finding title of ordinary length, number ${i}`,
    severity: 'medium',
    decision: 'false positive',
    by: 'alice',
    reason:
      'the value is validated by the caller before it reaches this function, see the guard in the handler'
  }))
  const without = renderRoundPrompt(base).length
  const added = renderRoundPrompt({ ...base, decisions }).length - without
  return {
    area: AREA,
    what: 'prompt size added by 50 decisions (100-character reasons)',
    value: `${added.toLocaleString('en-US')} characters`,
    note: `${(added / 50).toFixed(0)} per decision, in one fenced block; every critic's prompt (every part of a split one) carries it`
  }
}

/** Ten findings of one critic on new lines 1–8 of src/widget.js (SAMPLE_DIFF), titles apart. */
const findingsOf = (critic: string) =>
  Array.from({ length: 10 }, (_, i) => ({
    path: 'src/widget.js',
    line: 1 + (i % 8),
    severity: 'low',
    title: `${critic} finding ${i}`,
    body: `Finding ${i} of ${critic}.`
  }))

const routesOf = (scene: Scene, from: number) => {
  const routes = new Map<string, number>()
  for (const r of scene.gh.requests.slice(from)) routes.set(r.route, (routes.get(r.route) ?? 0) + 1)
  return [...routes].map(([r, n]) => `${n}× ${r}`).join(', ')
}

/** A follow-up round after round 1 (2 critics × 10 findings), with `decide` findings decided first. */
async function followUp(action: string, decide: number) {
  const scene: Scene = await startReviewScene({ config: CONFIG })
  try {
    for (const c of CRITICS) writeFileSync(blockOf(c), JSON.stringify({ findings: findingsOf(c) }))
    await timedRun(action, scene, scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs: INPUTS })
    const repo = scene.gh.world.repo(OWNER, REPO)!
    const roots = repo.reviewComments.filter((c) => c.pull === scene.pull && c.inReplyToId === undefined)
    const decisionRequests: number[] = []
    let decisionRoutes = ''
    for (const root of roots.slice(0, decide)) {
      const from = scene.gh.requests.length
      const reply = scene.lineComment('alice', {
        body: 'false positive: checked upstream',
        inReplyToId: root.id
      })
      const run = await timedRun(action, scene, reply, {
        event: 'pull_request_review_comment',
        inputs: INPUTS,
        production: true
      })
      if (run.result.outputs.round !== '1') throw new Error('bench: a decision ran a round')
      decisionRequests.push(run.requests)
      decisionRoutes = routesOf(scene, from)
    }
    const from = scene.gh.requests.length
    const run = await timedRun(action, scene, scene.comment('alice', 'also check the negative sizes'), {
      inputs: INPUTS,
      production: true
    })
    if (run.result.outputs.round !== '2')
      throw new Error(`bench: the follow-up ran round ${run.result.outputs.round}`)
    return {
      ms: run.ms,
      requests: run.requests,
      routes: routesOf(scene, from),
      decisionRequests,
      decisionRoutes
    }
  } finally {
    await scene.gh.close()
  }
}

export async function rows(): Promise<BenchRow[]> {
  const action = await buildActionDir(['main'])
  try {
    const before = await followUp(action.root, 0)
    const after = await followUp(action.root, 3)
    return [
      matchRow(),
      promptRow(),
      {
        area: AREA,
        what: 'follow-up round, 2 critics × 10 findings: no decision → 3 findings decided',
        value: `${before.requests} → ${after.requests} requests, ${before.ms.toFixed(0)} → ${after.ms.toFixed(0)} ms`,
        note: `after: ${after.routes}`
      },
      {
        area: AREA,
        what: 'one decision in a finding thread (its own event: no round)',
        value: `${after.decisionRequests.join('/')} requests`,
        note: after.decisionRoutes
      }
    ]
  } finally {
    await action.remove()
  }
}
