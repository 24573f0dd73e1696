// The runner harness: a bundled action runs as a child process with exactly the environment a runner gives it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { bundleScript } from '../support/bundle-script.js'
import { parseOutputFile, runBundledAction } from '../support/run-action.js'

let bundle: { file: string; dir: string }
beforeAll(async () => {
  bundle = await bundleScript(fileURLToPath(new URL('../support/probe-action.ts', import.meta.url)))
})
afterAll(() => rm(bundle.dir, { recursive: true, force: true }))

describe('parseOutputFile', () => {
  it('reads name=value lines and heredoc blocks', () => {
    const text = 'a=1\nb<<EOF_x\nline 1\nline=2\nEOF_x\nc=x=y\n'
    expect(parseOutputFile(text)).toEqual({ a: '1', b: 'line 1\nline=2', c: 'x=y' })
  })
})

describe('runBundledAction', () => {
  it('hands the action its inputs, event, repository, run and API URL, and nothing else from the parent', async () => {
    process.env.THE_LOOP_LEAK_PROBE = 'leaked'
    try {
      const result = await runBundledAction(bundle.file, {
        eventName: 'issue_comment',
        payload: { issue: { number: 12 }, repository: { full_name: 'acme/widgets' } },
        inputs: { 'state-branch': 'cache/x' },
        apiUrl: 'http://127.0.0.1:9',
        runId: 77,
        runAttempt: 2,
        actor: 'alice'
      })
      expect(result.exitCode).toBe(0)
      expect(result.outputs).toEqual({
        'state-branch': 'cache/x',
        event: 'issue_comment #12 in acme/widgets',
        run: '77.2 by alice via http://127.0.0.1:9',
        leak: 'none',
        multi: 'line one\nline two',
        plain: 'yes'
      })
      expect(result.summary).toContain('probe summary')
    } finally {
      delete process.env.THE_LOOP_LEAK_PROBE
    }
  })

  it('reports a failed action through its exit code and the ::error:: line', async () => {
    const result = await runBundledAction(bundle.file, {
      eventName: 'issues',
      payload: { issue: { number: 1 } },
      inputs: { fail: 'true' },
      apiUrl: 'http://127.0.0.1:9'
    })
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toContain('::error::asked to fail')
  })
})
