// spawnCaptured and standard input: a prompt written then closed, a child that never reads it, no input at all.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { spawnCaptured } from '../../src/critic/process.js'

const base = { cwd: process.cwd(), env: { PATH: process.env.PATH ?? '' }, timeoutMs: 10_000, graceMs: 300 }
/** A node child that prints how many bytes its stdin held before end-of-file. */
const countStdin = [
  process.execPath,
  '-e',
  'let n=0;process.stdin.on("data",(d)=>{n+=d.length}).on("end",()=>console.log(n))'
]

describe('spawnCaptured stdin', () => {
  it('writes the whole input, then closes it', async () => {
    const outcome = await spawnCaptured({ ...base, argv: countStdin, stdin: 'é'.repeat(200_000) })
    expect(outcome).toMatchObject({ code: 0, stdout: '400000\n' })
  })
  it('survives a child that exits at once without reading 400 KB (EPIPE is the child’s outcome)', async () => {
    for (let i = 0; i < 5; i++) {
      const outcome = await spawnCaptured({ ...base, argv: ['/bin/true'], stdin: 'x'.repeat(400 * 1024) })
      expect(outcome).toMatchObject({ code: 0, timedOut: false })
      expect(outcome.spawnError).toBeUndefined()
    }
  })
  it('without input the child reads end-of-file at once instead of waiting', async () => {
    const started = Date.now()
    const outcome = await spawnCaptured({ ...base, argv: countStdin })
    expect(outcome).toMatchObject({ code: 0, stdout: '0\n', timedOut: false })
    expect(Date.now() - started).toBeLessThan(5000)
  })
  it('a missing executable with input pending is a spawn error, not a crash', async () => {
    const outcome = await spawnCaptured({
      ...base,
      argv: ['/nonexistent/critic'],
      stdin: 'x'.repeat(100_000)
    })
    expect(outcome.spawnError).toMatch(/ENOENT/)
  })
})

describe('the process runner is ours', () => {
  it('@actions/exec is not a dependency and no source, script, bench or test file imports it', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>
    expect(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })).not.toContain('@actions/exec')
    const files = ['src', 'scripts', 'bench', '__tests__'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|mts|js|mjs|cjs)$/.test(f))
        .map((f) => join(dir, f))
    )
    expect(files.length).toBeGreaterThan(100)
    const importing = files.filter((f) =>
      /(from\s+|import\(\s*|require\(\s*)['"]@actions\/exec/.test(readFileSync(f, 'utf8'))
    )
    expect(importing).toEqual([])
  })
})
