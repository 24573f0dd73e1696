// `the-loop --version` prints package.json's version, from the sources and from a build of the CLI run where no
// package.json can be read (the bundler embeds it: see src/cli/version.ts).
import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { runCli } from '../../src/cli/cli-main.js'
import { tempDir } from '../support/critic-fixtures.js'

const run = promisify(execFile)
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

describe('the-loop --version', () => {
  it("prints package.json's version and exits 0", async () => {
    const out: string[] = []
    expect(await runCli(['--version'], { out: (t) => out.push(t), err: () => undefined })).toBe(0)
    expect(out).toEqual([VERSION])
  })

  it('the built CLI prints it from a folder with no package.json of ours, read from no file', async () => {
    const out = join(tempDir('cli-version-'), 'cli')
    // Built as dist/cli is (scripts/build.mjs calls buildCli), into a folder of the test's own.
    await run(process.execPath, [
      '-e',
      `import('./scripts/build-cli.mjs').then((m) => m.buildCli(${JSON.stringify(out)}))`
    ])
    const { stdout } = await run(process.execPath, [join(out, 'index.js'), '--version'], { cwd: tempDir() })
    expect(stdout).toBe(`${VERSION}\n`)
    // The version sits in the chunk as text; no file of the build names package.json to read at run time
    // (the build's own package.json only marks the folder as CommonJS).
    const chunks = readdirSync(out).filter((f) => f.endsWith('.js'))
    expect(readFileSync(join(out, 'version.js'), 'utf8')).toContain(`"${VERSION}"`)
    expect(readFileSync(join(out, 'index.js'), 'utf8')).not.toContain(`"${VERSION}"`)
    expect(
      chunks.filter((f) => /require\([^)]*package\.json/.test(readFileSync(join(out, f), 'utf8')))
    ).toEqual([])
  })
})
