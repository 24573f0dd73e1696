// The quality of what lands on the diff (issue 54), through the main action bundled from src/ over the loopback
// GitHub: a seeded corpus of pull requests with planted defects (support/quality-corpus.ts), reviewed in one round
// by 1, 2 and 3 simulated critics (support/simulated-critics.ts) whose findings the real pipeline groups, gates
// (each mode of the consensus gate, input inline-findings, a verifier of a stated accuracy under `verified`) and posts; the line comments that landed are scored
// against the planted truth (support/quality-score.ts). It measures the pipeline — what it makes of the same
// findings — not a model: the critics' recall, false findings and wording are the bench's parameters, stated in
// each row.
import { writeFileSync } from 'node:fs'
import { buildActionDir } from '../__tests__/support/action-dir.js'
import { BRIEF, findingsCritics, INPUTS } from './support/findings-critics.js'
import { OWNER, REPO, startReviewScene } from '../__tests__/support/review-scene.js'
import { timedRun } from './support/main-runs.js'
import type { BenchRow } from './table.js'
import { qualityCorpus, type CorpusPull } from './support/quality-corpus.js'
import {
  simulatedFindings,
  simulatedVerdicts,
  type CriticsModel,
  type SimulatedCritic
} from './support/simulated-critics.js'
import {
  newAndTrueOf,
  precisionOf,
  recallOf,
  scoreLanded,
  totalOf,
  type Score
} from './support/quality-score.js'

const AREA = 'quality'
const SEED = Number(process.env.THE_LOOP_BENCH_QUALITY_SEED ?? 54)
/** Pull requests of the corpus; THE_LOOP_BENCH_QUALITY_PULLS=5 for a quick look (20 hold 60 defects). */
const PULLS = Number(process.env.THE_LOOP_BENCH_QUALITY_PULLS ?? 20)

/** Three critics of another vendor each: the same recall, one false finding per pull request on average. */
const CRITICS: readonly SimulatedCritic[] = [
  { name: 'north', recall: 0.6, falsePerPull: 1 },
  { name: 'south', recall: 0.6, falsePerPull: 1 },
  { name: 'east', recall: 0.6, falsePerPull: 1 }
]

/** How often a verifier (another critic of the round) is right about a lone problem put to it. */
const VERIFIER_ACCURACY = 0.8

/** Misses half shared; a third of findings worded with the other title, a fifth reordered, a third on another line. */
const WORDING = { missCorrelation: 0.5, synonym: 0.33, reorder: 0.2, otherLine: 0.33 }

interface Reviewed {
  score: Score
  criticRuns: number
  reviews: number
  /** Issue comments the round posted (the trigger's own comment left out). */
  comments: number
}

/** One round of `model`'s critics on `pull`: what landed on the diff, scored, and what the round cost. */
async function reviewOne(
  action: string,
  pull: CorpusPull,
  model: CriticsModel,
  inputs: Record<string, string>
): Promise<Reviewed> {
  const names = model.critics.map((c) => c.name)
  const { config, blockOf } = findingsCritics(names, 'the-loop-quality-bench-')
  const scene = await startReviewScene({ config, change: { diff: pull.diff, files: pull.files } })
  try {
    const findings = simulatedFindings(pull, model, SEED * 1000 + pull.index)
    const verdicts = simulatedVerdicts(pull, findings, VERIFIER_ACCURACY, SEED * 7000 + pull.index)
    for (const name of names)
      writeFileSync(
        blockOf(name),
        JSON.stringify({ findings: findings.get(name), verdicts: verdicts.get(name) })
      )
    const run = await timedRun(action, scene, scene.comment('alice', `the-loop review\n${BRIEF}`), {
      inputs: { ...INPUTS, ...inputs }
    })
    if (run.result.outputs.round !== '1')
      throw new Error(`bench: the round ended at ${run.result.outputs.round}`)
    const envelopes = JSON.parse(run.result.outputs.envelopes || '[]') as Array<{ ok: boolean }>
    if (envelopes.length !== names.length || envelopes.some((e) => !e.ok))
      throw new Error(`bench: a critic did not answer: ${run.result.outputs.envelopes}`)
    const repo = scene.gh.world.repo(OWNER, REPO)!
    const landed = repo.reviewComments.filter((c) => c.pull === scene.pull && c.inReplyToId === undefined)
    const reviews = repo.reviews.filter((r) => r.pull === scene.pull && r.submittedAt !== undefined).length
    const comments = repo.comments.filter((c) => c.issue === scene.pull && c.user.login !== 'alice').length
    // The verification phase's runs, as its job summary lists them: one line per verifier.
    const verifierRuns = (run.result.summary.match(/^- `[^`]+` verified /gm) ?? []).length
    return {
      score: scoreLanded(pull.defects, landed),
      criticRuns: envelopes.length + verifierRuns,
      reviews,
      comments
    }
  } finally {
    await scene.gh.close()
  }
}

const share = (x: number) => x.toFixed(2)
const perPull = (n: number) => (n / PULLS).toFixed(1)

/** The modes of the consensus gate the rows compare (input inline-findings): `all` was the only behaviour before. */
const MODES = {
  all: 'every problem on the diff (inline-findings: all, the behaviour before the gate)',
  agreed:
    'the consensus gate (inline-findings: agreed): a problem two critics raised, or a lone critical one',
  verified: `the gate with verification (inline-findings: verified): as agreed, and a lone problem from medium that another critic confirms (verifier right ${VERIFIER_ACCURACY * 100} % of the time)`
} as const

/** `count` critics over the whole corpus under `mode`, as one row. */
async function modeRow(
  action: string,
  corpus: readonly CorpusPull[],
  count: number,
  mode: keyof typeof MODES
): Promise<BenchRow> {
  const model: CriticsModel = { critics: CRITICS.slice(0, count), ...WORDING }
  const done: Reviewed[] = []
  for (const pull of corpus) done.push(await reviewOne(action, pull, model, { 'inline-findings': mode }))
  const total = totalOf(done.map((d) => d.score))
  const runs = done.reduce((n, d) => n + d.criticRuns, 0)
  const reviews = done.reduce((n, d) => n + d.reviews, 0)
  const comments = done.reduce((n, d) => n + d.comments, 0)
  return {
    area: AREA,
    what: `${count} critic${count === 1 ? '' : 's'}, ${count === 1 ? 'every problem on the diff (no other critic to agree)' : MODES[mode]}`,
    value: `precision ${share(precisionOf(total))} (${share(newAndTrueOf(total))} new and true), recall ${share(recallOf(total))}`,
    note: `${perPull(total.comments)} line comments per pull request (${perPull(total.repeats)} repeating a defect already commented), ${perPull(reviews)} reviews, ${perPull(comments)} issue comments and ${perPull(runs)} critic runs per pull request; ${total.found} of ${total.defects} defects in ${PULLS} pull requests`
  }
}

export async function rows(): Promise<BenchRow[]> {
  const corpus = qualityCorpus(SEED, PULLS)
  const action = await buildActionDir(['main'])
  try {
    const out: BenchRow[] = [
      {
        area: AREA,
        what: 'what these rows measure',
        value: 'the pipeline, not a model',
        note: `seed ${SEED}; ${PULLS} generated pull requests, ${corpus.reduce((n, p) => n + p.defects.length, 0)} planted defects; each critic recall ${CRITICS[0]!.recall}, ${CRITICS[0]!.falsePerPull} false finding per pull request (low, medium or high), misses correlated ${WORDING.missCorrelation}; a finding worded with a synonym ${WORDING.synonym}, reordered ${WORDING.reorder}, on another line of its range ${WORDING.otherLine}`
      }
    ]
    // One critic has no other to agree with: under either mode every problem goes on the diff.
    out.push(await modeRow(action.root, corpus, 1, 'all'))
    for (const count of [2, 3])
      for (const mode of ['all', 'agreed', 'verified'] as const)
        out.push(await modeRow(action.root, corpus, count, mode))
    return out
  } finally {
    await action.remove()
  }
}
