// The real claude CLI, at the version the suite's lockfile pins, through `the-loop critic run` against its fake API.
import { describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { describeRealCli } from './cases.js'
import { executableOf, installedModules, spawnPlain } from './support.js'
import { CLAUDE } from './wiring.js'

describeRealCli(CLAUDE)

describe('claude installed with install scripts off', () => {
  it('leaves the package bin a placeholder; the platform package’s binary is the CLI and runs', async () => {
    // Its postinstall would copy the platform binary over bin/claude.exe; --ignore-scripts skips it.
    const placeholder = await spawnPlain([join(installedModules(), '.bin/claude'), '--version'], {}, '/')
    expect(placeholder.code).not.toBe(0)
    expect(placeholder.stderr).toMatch(/native binary not installed/)
    const real = await spawnPlain([executableOf('claude'), '--version'], {}, '/')
    expect(real).toMatchObject({ code: 0, stdout: expect.stringContaining('(Claude Code)') })
  })
})
