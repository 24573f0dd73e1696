// Stub CLIs for the `critic list --check` tests: a node script that logs each run it gets, and that log read.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const NODE_DIR = dirname(process.execPath)
export const REAL_KEY = 'sk-real-looking-secret-value-123456'

/** One stub CLI run as seen by the stub: argv, the variables the check controls, stdin, cwd. */
interface Seen {
  argv: string[]
  env: Record<string, string | undefined>
  stdin: string
  cwd: string
  /** When the run started (ms since the epoch). */
  at: number
}

const WATCHED = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'CLAUDE_CODE_OAUTH_TOKEN',
  'CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC',
  'CLAUDE_CONFIG_DIR',
  'CODEX_API_KEY',
  'CODEX_HOME',
  'OPENAI_API_KEY',
  'GEMINI_API_KEY',
  'GOOGLE_API_KEY',
  'GOOGLE_GEMINI_BASE_URL',
  'GEMINI_CLI_HOME',
  'HTTPS_PROXY'
]

/**
 * A `#!/usr/bin/env node` stub named `name` in `bin`: `--version` prints `version`; any other run logs what
 * it saw to `<bin>/<name>.log` (one JSON line) and then runs `body`.
 */
export function stub(bin: string, name: string, version: string, body: string): string {
  const log = join(bin, `${name}.log`)
  const text = `#!/usr/bin/env node
const fs = require('node:fs')
if (process.argv[2] === '--version') { console.log(${JSON.stringify(version)}); process.exit(0) }
let stdin = ''
try { stdin = fs.readFileSync(0, 'utf8') } catch {}
const env = {}
for (const name of ${JSON.stringify(WATCHED)}) env[name] = process.env[name]
fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ argv: process.argv.slice(2), env, stdin, cwd: process.cwd(), at: Date.now() }) + '\\n')
${body}
`
  const path = join(bin, name)
  writeFileSync(path, text)
  chmodSync(path, 0o755)
  return log
}

export const REFUSED = `console.error('Error: connect ECONNREFUSED 127.0.0.1:1'); process.exit(1)`

export function seen(log: string): Seen[] {
  const text = existsSync(log) ? readFileSync(log, 'utf8').trim() : ''
  return text ? text.split('\n').map((l) => JSON.parse(l) as Seen) : []
}
