// Critic action (dispatch) benchmarks: a whole run of critic/action.yml (its steps as a runner runs them, dist/
// bundled fresh from src/) against the loopback GitHub, and the pure pieces that grow with the pull request
// (round prompt of a large diff, comment parts of a large output).
import { performance } from 'node:perf_hooks'
import { buildActionDir } from '../__tests__/support/action-dir.js'
import { runComposite } from '../__tests__/support/composite.js'
import { script } from '../__tests__/support/critic-fixtures.js'
import { startLoopbackGitHub } from '../__tests__/support/loopback/server.js'
import { renderCriticComment } from '../src/loop/render/round-comment.js'
import { renderRoundPrompt } from '../src/loop/prompt/round-prompt.js'
import { median, timeRuns, type BenchRow } from './table.js'

const CONFIG = `reviews:\n  critics:\n    - name: echo\n      command: ${JSON.stringify(process.execPath)}\n      args: [${JSON.stringify(script('echo.mjs'))}, '{promptFile}']\n`

async function dispatchTimes(runs: number): Promise<{ ms: number[]; requests: number }> {
  // esbuild bundles in about a second; ncc output behaves the same at run time.
  const action = await buildActionDir(['critic-action'])
  const gh = await startLoopbackGitHub()
  try {
    gh.world.createRepo('acme', 'widgets', { files: { '.the-loop/harness-config.yaml': CONFIG } })
    const diff = `diff --git a/a.ts b/a.ts\n${'+const a = 1\n'.repeat(5000)}`
    const pull = gh.world.createPull('acme', 'widgets', { diff, files: [] })
    const dispatch = async () => {
      const r = await runComposite({
        actionDir: `${action.root}/critic`,
        eventName: 'workflow_dispatch',
        payload: { repository: { full_name: 'acme/widgets' } },
        apiUrl: gh.url,
        actor: 'alice',
        inputs: {
          'github-token': 'bench-token',
          critic: 'echo',
          'pull-request': String(pull),
          post: 'true',
          'authorized-users': 'alice'
        }
      })
      if (r.exitCode !== 0) throw new Error(`bench: critic action failed: ${r.stdout}`)
    }
    await dispatch()
    gh.resetRequests()
    const ms = await timeRuns(runs, dispatch, 0)
    return { ms, requests: gh.requests.length / runs }
  } finally {
    await gh.close()
    await action.remove()
  }
}

function timeOnce(fn: () => unknown): number {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}

export async function rows(): Promise<BenchRow[]> {
  const { ms, requests } = await dispatchTimes(5)
  const diff = 'diff --git a/a b/a\n' + '+x = `y` and ```z```\n'.repeat(50_000)
  const promptMs = median(
    [1, 2, 3, 4, 5].map(() =>
      timeOnce(() =>
        renderRoundPrompt({
          pulls: [{ ref: '#1', title: 't', body: 'b', files: [], diff }],
          previousFindings: [],
          executableChanges: [],
          maxBlock: 2_000_000
        })
      )
    )
  )
  const output = 'finding: src/a.ts:1 something @someone said the-loop stop\n'.repeat(20_000)
  let parts = 0
  const renderMs = median(
    [1, 2, 3, 4, 5].map(() =>
      timeOnce(() => (parts = renderCriticComment({ critic: 'c', harness: 'h', ok: true, output }).length))
    )
  )
  return [
    {
      area: 'dispatch',
      what: 'critic action dispatch: pull-request + post, re-run edits (median of 5)',
      value: `${median(ms).toFixed(0)} ms`,
      note: `every step's bash and node start-up included; ${requests.toFixed(0)} loopback requests per run`
    },
    {
      area: 'dispatch',
      what: `round prompt of a ${(diff.length / 1e6).toFixed(1)} MB diff (median of 5)`,
      value: `${promptMs.toFixed(1)} ms`
    },
    {
      area: 'dispatch',
      what: `comment parts of a ${(output.length / 1e6).toFixed(1)} MB critic output (median of 5)`,
      value: `${renderMs.toFixed(1)} ms`,
      note: `${parts} parts, each under 65,536 characters`
    }
  ]
}
