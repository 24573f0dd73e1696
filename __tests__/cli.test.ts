import { describe, expect, it } from '@jest/globals'
import { runCli } from '../src/cli/main.js'

function capture() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err }
}

describe('the-loop CLI dispatcher', () => {
  it('refuses an unknown command with exit 2 and the usage', async () => {
    const c = capture()
    expect(await runCli(['frobnicate'], c.io)).toBe(2)
    expect(c.err.join('')).toContain("unknown command 'frobnicate'")
  })
  it('prints usage on --help with exit 0', async () => {
    const c = capture()
    expect(await runCli(['--help'], c.io)).toBe(0)
    expect(c.out.join('')).toContain('graph validate')
  })
})
