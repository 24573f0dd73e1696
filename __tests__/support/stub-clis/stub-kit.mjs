// Shared by the stub agent CLIs: check argv against one CLI's options, fail loudly, read stdin, report its digest.
import { createHash } from 'node:crypto'
import { appendFileSync, readFileSync } from 'node:fs'

/** Ends the stub with exit 97 and the reason on stderr, so the test's envelope says what was wrong. */
export function fail(cli, why) {
  process.stderr.write(`stub ${cli}: ${why}\n`)
  process.exit(97)
}

/**
 * Starts a stub: records the spawn (STUB_SPAWNED_FILE), and with STUB_EXIT_AT_ONCE leaves before
 * reading anything, as a CLI that dies on start-up would. Returns the expected tool mode.
 */
export function start(cli) {
  if (process.env.STUB_SPAWNED_FILE) appendFileSync(process.env.STUB_SPAWNED_FILE, `${cli}\n`)
  if (process.env.STUB_EXIT_AT_ONCE) process.exit(0)
  return process.env.STUB_TOOLS ?? 'read-only'
}

/**
 * Splits argv into options (name -> values) and positionals. `spec` maps each option the real CLI
 * is given to whether it takes a value. Any other dash-leading element fails: that is where a prompt
 * that leaked into argv as a flag would land.
 */
export function parseArgv(cli, spec) {
  const argv = process.argv.slice(2)
  const options = new Map()
  const positionals = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg)
      continue
    }
    if (!Object.hasOwn(spec, arg)) fail(cli, `unknown option ${JSON.stringify(arg.slice(0, 80))}`)
    const value = spec[arg] ? argv[++i] : true
    if (value === undefined) fail(cli, `${arg} needs a value`)
    options.set(arg, [...(options.get(arg) ?? []), value])
  }
  return { argv, options, positionals }
}

/** Checks built from one parse: each failed expectation ends the stub. */
export function expecter(cli, { options }) {
  const one = (name) => options.get(name)?.[0]
  return {
    one,
    is: (name, value) =>
      one(name) === value || fail(cli, `${name} is ${JSON.stringify(one(name))}, not ${value}`),
    absent: (name) => !options.has(name) || fail(cli, `${name} must not be given with tools: allow`),
    turns: (name) => Number(one(name)) > 0 || fail(cli, `no turn bound (${name})`),
    all: (name) => options.get(name) ?? []
  }
}

/** All of stdin (end-of-file at once when it was closed), as bytes. */
export function readStdin() {
  return readFileSync(0)
}

/** What the test compares with the prompt it sent: byte count and SHA-256, plus the argv seen. */
export function digest(cli, bytes, argv) {
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  return JSON.stringify({ stub: cli, bytes: bytes.length, sha256, argv })
}
