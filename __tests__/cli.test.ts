// The CLI dispatcher and its one flag parser (node:util parseArgs underneath).
import { describe, expect, it } from '@jest/globals'
import { parseFlags } from '../src/cli/flags.js'
import { runCli } from '../src/cli/cli-main.js'

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

describe('parseFlags (node:util parseArgs underneath)', () => {
  const allowed = ['prompt', 'root']
  it('takes `--x v` and `--x=v` alike, an `=` inside the value included', () => {
    expect(parseFlags(['a', '--prompt', 'p q', '--root=/r=1'], allowed)).toEqual({
      positionals: ['a'],
      flags: { prompt: 'p q', root: '/r=1' }
    })
    expect(parseFlags(['--prompt='], allowed).flags).toEqual({ prompt: '' })
  })
  it('gives a flag the next argument even when it starts with a dash, as before', () => {
    expect(parseFlags(['--prompt', '-x'], allowed).flags).toEqual({ prompt: '-x' })
    expect(parseFlags(['--prompt', '--root'], allowed).flags).toEqual({ prompt: '--root' })
  })
  it('ends flags at `--`: everything after it is a positional', () => {
    expect(parseFlags(['--root', 'r', '--', '--prompt', '-x', '--'], allowed)).toEqual({
      positionals: ['--prompt', '-x', '--'],
      flags: { root: 'r' }
    })
  })
  it('keeps flag names case-insensitive', () => {
    expect(parseFlags(['--Prompt', 'p', '--ROOT=r'], allowed).flags).toEqual({ prompt: 'p', root: 'r' })
  })
  it.each([
    [['--bogus', 'x'], "unknown option '--bogus' (known: --prompt, --root)"],
    [['--bogus=x'], "unknown option '--bogus'"],
    [['-p', 'x'], "unknown option '-p'"],
    [['--prompt', 'a', '--prompt=b'], '--prompt given twice'],
    [['n', '--prompt'], '--prompt needs a value']
  ])('refuses %j', (args, message) => {
    expect(() => parseFlags(args, allowed)).toThrow(message)
  })
})
