// A fixed clock (THE_LOOP_FIXED_CLOCK, `npm run demo`): honoured only against a loopback API, and carried by the
// critics job so every critic's duration reads 0 s; a critic that takes 300 ms shows it on the real clock.
import { describe, expect, it } from '@jest/globals'
import { readRunnerContext } from '../../../src/entries/runner.js'
import { runJobCritics } from '../../../src/critics/handoff/round-critics.js'
import type { CriticsJob } from '../../../src/critics/harness/critics-job.js'
import { nodeCritic } from '../../support/critic-fixtures.js'

const SLOW_MS = 300

const job = (stoppedClock: boolean): CriticsJob => ({
  critics: [nodeCritic('slow', 'sleep.mjs', [String(SLOW_MS)])],
  prompt: 'p',
  workItem: 'issue-1',
  workspace: process.cwd(),
  ...(stoppedClock ? { stoppedClock } : {})
})

describe('a critics job on a stopped clock', () => {
  it('reads every duration as 0 s, where the real clock reads the critic’s 300 ms', async () => {
    const [stopped, real] = await Promise.all([runJobCritics(job(true)), runJobCritics(job(false))])
    expect(stopped.envelopes.map((e) => [e.ok, e.durationSeconds])).toEqual([[true, 0]])
    expect(real.envelopes[0]!.ok).toBe(true)
    expect(real.envelopes[0]!.durationSeconds).toBeGreaterThanOrEqual(SLOW_MS / 1000)
  })
})

describe('THE_LOOP_FIXED_CLOCK', () => {
  const env = (apiUrl: string, clock?: string): NodeJS.ProcessEnv => ({
    GITHUB_REPOSITORY: 'acme/widgets',
    GITHUB_API_URL: apiUrl,
    ...(clock === undefined ? {} : { THE_LOOP_FIXED_CLOCK: clock })
  })

  it('stops the run’s clock against a loopback API', () => {
    const runner = readRunnerContext(env('http://127.0.0.1:4321', '2026-01-01T00:00:04Z'))
    expect(runner.fixedClock?.toISOString()).toBe('2026-01-01T00:00:04.000Z')
  })

  it('is ignored against GitHub: no variable stops a real review’s clock (its claims and holds)', () => {
    expect(
      readRunnerContext(env('https://api.github.com', '2026-01-01T00:00:04Z')).fixedClock
    ).toBeUndefined()
    expect(readRunnerContext(env('http://127.0.0.1:4321')).fixedClock).toBeUndefined()
  })

  it('fails the run, naming the variable, when it is not a time', () => {
    expect(() => readRunnerContext(env('http://127.0.0.1:4321', 'soon'))).toThrow(/THE_LOOP_FIXED_CLOCK/)
  })
})
