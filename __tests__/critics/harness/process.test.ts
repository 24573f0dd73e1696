// spawnCaptured and standard input: a prompt written then closed, a child that never reads it, no input at all.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnCaptured } from '../../../src/critics/harness/process.js'

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

describe('spawnCaptured with stdout in a file', () => {
  /** Writes `n` bytes to stdout in one call and exits at once: the way gemini 0.61 ends its JSON answer. */
  const burst = (n: number) => [
    process.execPath,
    '-e',
    `process.stdout.write('x'.repeat(${n}));process.exit(0)`
  ]
  const folder = () => mkdtempSync(join(tmpdir(), 'stdout-file-'))
  it('keeps all of an answer written just before exit, which a pipe may cut', async () => {
    const bytes = 3 * 1024 * 1024
    const outcome = await spawnCaptured({ ...base, argv: burst(bytes), stdoutFile: join(folder(), 'out') })
    expect(outcome).toMatchObject({ code: 0, droppedBytes: { stdout: 0 } })
    expect(outcome.stdout.length).toBe(bytes)
  })
  it('holds the same cap as a pipe, counting the rest', async () => {
    const outcome = await spawnCaptured({
      ...base,
      argv: burst(5000),
      capBytes: 1000,
      stdoutFile: join(folder(), 'out')
    })
    expect(outcome.stdout.length).toBe(1000)
    expect(outcome.droppedBytes.stdout).toBe(4000)
  })
  it('refuses a file planted at that path: nothing is spawned', async () => {
    const planted = join(folder(), 'out')
    writeFileSync(planted, 'planted answer')
    const outcome = await spawnCaptured({ ...base, argv: burst(10), stdoutFile: planted })
    expect(outcome.spawnError).toMatch(/cannot create its output file: EEXIST/)
    expect(readFileSync(planted, 'utf8')).toBe('planted answer')
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
