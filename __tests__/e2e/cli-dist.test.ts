// The COMMITTED dist/cli bundle: each command group loads from its own file, and `critic run` loads
// neither the graph code nor ajv (what keeps its start-up close to a bare node; see bench/cli.bench.ts).
import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { tempDir } from '../support/critic-fixtures.js'

const CLI = resolve('dist/cli/index.js')
const REGISTER = resolve('__tests__/support/loaded/register.mjs')
const run = promisify(execFile)

/** Runs the CLI under the load-logging hook; returns its exit code, stdout and the dist files it loaded. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; loaded: string[] }> {
  const log = join(tempDir('cli-dist-'), 'loaded.txt')
  writeFileSync(log, '')
  const env = { ...process.env, LOADED_LOG: log }
  const { code, stdout } = await run(process.execPath, ['--import', REGISTER, CLI, ...args], { env }).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (failed: { code: number; stdout: string }) => ({ code: failed.code, stdout: failed.stdout })
  )
  const loaded = readFileSync(log, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith('file:') && url.includes('/dist/cli/'))
    .map((url) => fileURLToPath(url))
  return { code, stdout, loaded: [...new Set(loaded)] }
}

const holds = (file: string, text: string) => readFileSync(file, 'utf8').includes(text)

describe('the committed dist/cli bundle', () => {
  it('keeps the command code out of index.js', () => {
    expect(statSync(CLI).size).toBeLessThan(64 * 1024)
  })

  it('is CommonJS, so node starts it without its ES module loader', () => {
    expect(JSON.parse(readFileSync(resolve('dist/cli/package.json'), 'utf8'))).toEqual({ type: 'commonjs' })
  })

  /** A project whose one critic is `/bin/echo {prompt}`. */
  function echoProject(): string {
    const root = tempDir('cli-dist-')
    mkdirSync(join(root, '.the-loop'))
    writeFileSync(
      join(root, '.the-loop/harness-config.yaml'),
      "reviews:\n  critics:\n    - name: echo\n      command: /bin/echo\n      args: ['{prompt}']\n"
    )
    return root
  }

  it('critic run on /bin/echo loads index.js and its group file only, no graph or ajv code', async () => {
    const root = echoProject()
    const { code, stdout, loaded } = await cli(['critic', 'run', 'echo', '--prompt=hi', `--root=${root}`])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, output: 'hi\n' })
    // The run parses the YAML, with the loader in a file of its own.
    expect(loaded.sort()).toEqual([resolve('dist/cli/config.js'), resolve('dist/cli/critic-command.js'), CLI])
    expect(loaded.filter((f) => holds(f, 'src/engine/graph/') || holds(f, 'MissingRefError'))).toEqual([])
    expect(holds(resolve('dist/cli/critic-command.js'), 'node_modules/yaml/')).toBe(false)
  })

  it('a broken config names the fault and exits 2', async () => {
    const root = echoProject()
    writeFileSync(join(root, '.the-loop/harness-config.yaml'), 'reviews: [unclosed\n')
    const failed = await run(process.execPath, [
      CLI,
      'critic',
      'run',
      'echo',
      '--prompt=hi',
      `--root=${root}`
    ]).catch((e: { code: number; stderr: string }) => e)
    expect(failed).toMatchObject({ code: 2 })
    expect((failed as { stderr: string }).stderr).toMatch(/harness-config\.yaml:\d+.*does not parse/)
  })

  it("critic run on /bin/echo never loads node's promise file API (nor the readline code it pulls in)", async () => {
    // Run without the --import hooks above: node's ES module loader loads that API itself.
    const probe = [
      "process.on('exit', () => process.stderr.write(JSON.stringify(process.moduleLoadList)))",
      `process.argv.splice(1, 0, ${JSON.stringify(CLI)})`,
      `require(${JSON.stringify(CLI)})`
    ].join('\n')
    const args = ['critic', 'run', 'echo', '--prompt=hi', `--root=${echoProject()}`]
    const { stdout, stderr } = await run(process.execPath, ['-e', probe, ...args])
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, output: 'hi\n' })
    const builtins = (JSON.parse(stderr.slice(stderr.lastIndexOf('\n[') + 1)) as string[]).join('\n')
    expect(builtins).toContain('NativeModule child_process')
    expect(builtins).not.toMatch(/fs\/promises|readline/)
  })

  it('critic run exits at once yet prints a multi-megabyte envelope whole through a pipe', async () => {
    const root = tempDir('cli-dist-')
    mkdirSync(join(root, '.the-loop'))
    writeFileSync(
      join(root, '.the-loop/harness-config.yaml'),
      "reviews:\n  critics:\n    - name: seq\n      command: seq\n      args: ['{prompt}']\n"
    )
    const args = [CLI, 'critic', 'run', 'seq', '--prompt=400000', `--root=${root}`]
    const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 })
    const envelope = JSON.parse(stdout) as { ok: boolean; output: string }
    expect(envelope.ok).toBe(true)
    expect(envelope.output.endsWith('\n399999\n400000\n')).toBe(true)
  })

  it('graph validate and config validate load their own files', async () => {
    const graph = await cli(['graph', 'validate'])
    expect(graph.code).toBe(0)
    expect(graph.loaded.some((f) => holds(f, 'src/cli/graph-command.ts'))).toBe(true)
    const config = await cli(['config', 'validate', '--file', 'examples/harness-config.yaml'])
    expect(config.code).toBe(0)
    expect(config.loaded.some((f) => holds(f, 'src/cli/config-command.ts'))).toBe(true)
  })
})
