// The cases every real CLI must pass through `the-loop critic run`, against its vendor's loopback fake: the
// answer and its usage, the read-only tool list, refused attacks, the turn bound, planted project settings,
// refused env, a 400 KB prompt, a wrong key, 429/500, a multi-megabyte answer, and no outside host.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { MAX_TURNS } from '../../src/critics/harness/adapters.js'
import { WRONG_KEY, type CommonFakeOptions } from './fakes/model-api.js'
import {
  binFolder,
  criticRun,
  executableOf,
  networkInterfaces,
  PINNED,
  projectWith,
  removeTempFolders,
  spawnPlain,
  tempFolder
} from './support.js'
import type { Fake, Wiring } from './wiring.js'

const MODELS: Record<string, string> = { claude: 'sonnet', codex: '', gemini: 'gemini-2.5-pro' }

interface Scene {
  fake: Fake
  cwd: string
  marker: string
  readable: string
  run(opts?: {
    prompt?: string
    timeoutSeconds?: number
    critic?: string
    key?: string
  }): ReturnType<typeof criticRun>
}

/** One critic entry of this harness, with extra YAML lines. */
function entry(wiring: Wiring, extra: string[] = []): string {
  const model = MODELS[wiring.harness] ? [`      model: ${MODELS[wiring.harness]}`] : []
  return [`    - name: ${wiring.harness}`, `      harness: ${wiring.harness}`, ...model, ...extra, ''].join(
    '\n'
  )
}

export function describeRealCli(wiring: Wiring): void {
  const bin = binFolder()
  const started: Fake[] = []

  async function scene(options: CommonFakeOptions = {}, criticLines: string[] = []): Promise<Scene> {
    const cwd = tempFolder('real-cli-cwd-')
    const markerDir = tempFolder('real-cli-markers-')
    const readable = join(cwd, 'readable.txt')
    writeFileSync(readable, 'readable\n')
    const fake = await wiring.start({ markerDir, readFile: readable, ...options })
    started.push(fake)
    const home = tempFolder('real-cli-home-')
    const root = projectWith(entry(wiring, ['      timeoutSeconds: 90', ...criticLines]))
    const env = (key: string) => ({
      PATH: [bin, dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
      HOME: home,
      LANG: 'C.UTF-8',
      TMPDIR: tempFolder('real-cli-tmp-'),
      // Any request for another host reaches the fake as a proxy request and is logged as `proxied`; inside the
      // loopback-only namespace it could not leave anyway.
      HTTPS_PROXY: fake.url,
      HTTP_PROXY: fake.url,
      https_proxy: fake.url,
      http_proxy: fake.url,
      NO_PROXY: '127.0.0.1,localhost',
      no_proxy: '127.0.0.1,localhost',
      ...wiring.env(fake, home, key)
    })
    return {
      fake,
      cwd,
      marker: join(markerDir, 'planted'),
      readable,
      run: (opts = {}) =>
        criticRun({
          name: opts.critic ?? wiring.harness,
          root,
          cwd,
          prompt: opts.prompt ?? 'Review this change: +const x = 1',
          env: env(opts.key ?? 'fake-key'),
          ...(opts.timeoutSeconds ? { timeoutSeconds: opts.timeoutSeconds } : {})
        })
    }
  }

  afterEach(async () => {
    for (const fake of started.splice(0)) await fake.close()
  })
  afterAll(removeTempFolders)

  describe(`${wiring.harness} ${PINNED[wiring.harness].version} (real binary)`, () => {
    beforeAll(() => {
      // The proof that nothing left the machine: this process's network namespace has loopback only.
      expect(networkInterfaces()).toEqual(['lo'])
    })

    it('is the pinned version, run as installed with install scripts off', async () => {
      const run = await spawnPlain(
        [executableOf(wiring.harness), '--version'],
        { PATH: '/usr/bin:/bin' },
        '/'
      )
      expect(run.stdout).toContain(PINNED[wiring.harness].version)
      expect(run.code).toBe(0)
    })

    it('answers ok with the canned text and the full usage; offers no shell, write, edit or web tool; calls no other host', async () => {
      const s = await scene()
      const { envelope } = await s.run()
      expect(envelope.error).toBe('')
      expect(envelope.ok).toBe(true)
      expect(envelope.output).toContain(wiring.canned)
      expect(envelope.usage).toMatchObject({ ...wiring.usage, present: true })
      // Only claude reports a cost (total_cost_usd, priced from the tokens); codex and gemini report none.
      if (wiring.harness === 'claude') expect(envelope.usage.costUsd).toBeGreaterThan(0)
      else expect(envelope.usage.costUsd).toBe(0)
      const offered = wiring.toolNames(s.fake.modelRequests()[0]?.body)
      expect(offered.length).toBeGreaterThan(0)
      expect(offered.filter((name) => wiring.forbidden.includes(name))).toEqual([])
      expect(s.fake.requests.filter((r) => r.proxied).map((r) => r.url)).toEqual([])
      expect(s.fake.unexpected().map((r) => r.url)).toEqual([])
    })

    it('refuses the shell, write, edit and web tools the model asks for: nothing is written', async () => {
      const s = await scene({ mode: 'attack' })
      const { envelope } = await s.run()
      expect(s.fake.toolResults().length).toBeGreaterThan(0)
      expect(s.fake.markerFiles().filter((file) => existsSync(file))).toEqual([])
      expect(readFileSync(s.readable, 'utf8')).toBe('readable\n')
      expect(s.fake.requests.filter((r) => r.path.includes('pwned'))).toEqual([])
      expect(envelope.output).toContain(wiring.canned)
    })

    it('never runs the hooks, MCP servers or settings planted in its working folder', async () => {
      const s = await scene()
      wiring.plant(s.cwd, s.marker)
      const { envelope } = await s.run()
      expect(envelope.ok).toBe(true)
      expect(existsSync(s.marker)).toBe(false)
    })

    if (wiring.harness === 'codex') {
      it('has no turn bound: an endless tool loop runs until the critic’s timeout ends it', async () => {
        const s = await scene({ mode: 'endless' })
        const { envelope } = await s.run({ timeoutSeconds: 8 })
        expect(envelope.ok).toBe(false)
        expect(envelope.error).toMatch(/timed out after 8s/)
        expect(s.fake.modelRequests().length).toBeGreaterThan(MAX_TURNS + 1)
      })
    } else {
      it(`stops an endless tool loop at the adapter's bound of ${MAX_TURNS} turns`, async () => {
        const s = await scene({ mode: 'endless' })
        const { envelope } = await s.run()
        expect(envelope.ok).toBe(false)
        expect(envelope.error).not.toMatch(/timed out/)
        expect(s.fake.modelRequests().length).toBeGreaterThanOrEqual(MAX_TURNS - 1)
        expect(s.fake.modelRequests().length).toBeLessThanOrEqual(MAX_TURNS + 1)
      })
    }

    it('with telemetry: allow tries outside hosts, which the proxy log sees (the control of "calls no other host")', async () => {
      const s = await scene({}, ['      telemetry: allow'])
      const { envelope } = await s.run()
      expect(envelope.ok).toBe(true)
      expect(s.fake.requests.filter((r) => r.proxied).length).toBeGreaterThan(0)
    })

    it('takes a 400 KB prompt whole, on stdin', async () => {
      const s = await scene()
      const lines = Array.from(
        { length: 10_000 },
        (_, i) => `+ line ${i} of the diff: é€ ${'x'.repeat(i % 29)}`
      )
      const prompt = `FIRST-LINE\n${lines.join('\n')}\nLAST-LINE`
      expect(Buffer.byteLength(prompt)).toBeGreaterThan(400 * 1000)
      const { envelope } = await s.run({ prompt })
      expect(envelope.ok).toBe(true)
      const sent = s.fake.modelRequests()[0]?.rawBody ?? ''
      expect(sent).toContain(JSON.stringify(prompt).slice(1, -1))
    })

    it('fails the critic with the CLI’s own message on a wrong key, never a crash', async () => {
      const s = await scene()
      const { envelope, exitCode } = await s.run({ key: WRONG_KEY })
      expect(exitCode).toBe(1)
      expect(envelope.ok).toBe(false)
      expect(`${envelope.error}\n${envelope.output}`).toMatch(wiring.wrongKey)
    })

    it.each(['status429', 'status500'] as const)(
      'fails the critic on %s answers, with a message',
      async (mode) => {
        const s = await scene({ mode })
        const { envelope, exitCode } = await s.run()
        expect(exitCode).toBe(1)
        expect(envelope.ok).toBe(false)
        expect(envelope.error.length).toBeGreaterThan(0)
        expect(s.fake.modelRequests().length).toBeGreaterThan(0)
      }
    )

    it('brings a multi-megabyte answer back whole', async () => {
      const s = await scene({ mode: 'huge' })
      const { envelope } = await s.run()
      expect(envelope.ok).toBe(true)
      expect(envelope.output).toMatch(/^CANNED-REVIEW-\w+ HUGE\n/)
      expect(envelope.output.length).toBeGreaterThan(3 * 1024 * 1024)
      expect(envelope.output).not.toContain('[the-loop: output cut')
    })

    it('refuses a critic env that trusts the working folder or loads code, spawning nothing', async () => {
      const names = [
        'LD_PRELOAD',
        'NODE_OPTIONS',
        ...(wiring.harness === 'gemini' ? ['GEMINI_CLI_TRUST_WORKSPACE'] : [])
      ]
      for (const name of names) {
        const s = await scene({}, ['      env:', `        ${name}: "true"`])
        const { envelope, exitCode, stderr } = await s.run()
        // Misconfigured (exit 2): nothing spawned, and still one envelope, as the seed's error table says.
        expect(exitCode).toBe(2)
        expect({ ok: envelope.ok, exitCode: envelope.exitCode }).toEqual({ ok: false, exitCode: -1 })
        expect(envelope.error).toMatch(new RegExp(`may not set ${name}`))
        expect(stderr).toMatch(new RegExp(`may not set ${name}`))
        expect(s.fake.requests).toEqual([])
      }
    })
  })
}
