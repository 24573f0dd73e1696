// One critic behind the boundary and the same critic without it, timed in this process: the overhead of the
// critic-isolation: user boundary per critic per round (create, check, switch, kill, remove). Prints JSON.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runJobCritics } from '../../src/critics/handoff/round-critics.js'
import { makeCritic } from '../../src/critics/harness/critic-model.js'
import { runIsolatedCritics } from '../../src/critics/isolation/isolated-critics.js'
import { probePrivilege } from '../../src/critics/isolation/privilege.js'
import { median, timeRuns } from '../table.js'

const RUNS = 10
const workspace = mkdtempSync(join(tmpdir(), 'the-loop-bench-ws-'))
const job = {
  critics: [makeCritic('true', { command: '/usr/bin/true', args: ['{prompt}'] })],
  prompt: 'p',
  workItem: 'issue-1',
  workspace
}
const privilege = await probePrivilege()
if ('refusal' in privilege) throw new Error(privilege.refusal)
const env = { PATH: '/usr/bin:/bin', HOME: tmpdir(), LANG: 'C.UTF-8' }
const places = {
  actionRoot: process.cwd(),
  nodePath: process.execPath,
  path: env.PATH,
  workspace,
  runnerTemp: workspace,
  handoffDir: workspace,
  fileCommands: [],
  home: env.HOME
}
const bounded = await timeRuns(RUNS, async () => {
  const result = await runIsolatedCritics(job, { privilege, baseEnv: env, places, prefix: 'tlbench-' })
  if (!result.envelopes[0]?.ok) throw new Error(`the bench critic failed: ${result.envelopes[0]?.error}`)
})
const bare = await timeRuns(RUNS, () => runJobCritics(job, { baseEnv: env }))
process.stdout.write(
  `${JSON.stringify({ kind: privilege.kind, boundedMs: median(bounded), bareMs: median(bare), runs: RUNS })}\n`
)
