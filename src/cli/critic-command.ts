// `the-loop critic list|run`: one configured critic -> one subprocess -> one JSON envelope on stdout.
// `fs.promises` is read where it is used, not imported from node:fs/promises: node loads that API (and the
// readline code it pulls in) on first use, and `critic run` with an inline prompt and no --output-file has none.
import { promises as fs, statSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import {
  CONFIG_PATH,
  emptyHarnessConfig,
  findCritic,
  findHarnessConfigSource,
  type HarnessConfig
} from '../critics/harness/config-model.js'
import { envelopeJson, newEnvelope } from '../critics/harness/envelope.js'
import { renderCriticTable, toCriticRow } from '../critics/harness/listing.js'
import { CriticConfigError, type Critic, type PlaceholderValues } from '../critics/harness/critic-model.js'
import { findExecutable } from '../critics/harness/process.js'
import { needsPromptFile, withPromptFile } from '../critics/harness/prompt-file.js'
import { binaryOf, resolveInvocation } from '../critics/harness/resolve.js'
import { runCritic } from '../critics/harness/run.js'
import type { CliHandler, CliIo } from './command-table.js'
import { parseFlags } from './flags.js'
import { takeSwitch } from './switch-flag.js'

const RUN_FLAGS = [
  'prompt',
  'prompt-file',
  'root',
  'cwd',
  'work-item',
  'spec-dir',
  'timeout',
  'output-file'
] as const
const LIST_FLAGS = ['root', 'format'] as const
const USAGE = `usage: the-loop critic list [--root DIR] [--format table|json] [--check]
       the-loop critic run NAME (--prompt TEXT | --prompt-file PATH) [--root DIR] [--cwd DIR]
                           [--work-item ID] [--spec-dir PATH] [--timeout S] [--output-file PATH]`

/** Misconfiguration: exit 2, nothing spawned; `critic run` still prints an envelope saying it. */
class Misconfigured extends Error {}

/** Why `path` cannot be a working folder ("no such folder", "is not a folder"), or undefined when it can. */
function folderProblem(path: string): string | undefined {
  try {
    return statSync(path).isDirectory() ? undefined : 'is not a folder'
  } catch {
    return 'no such folder'
  }
}

/** The project root of --root (default: here); a root that is no folder is refused, not read as "no config". */
function rootOf(flags: Record<string, string>): string {
  const root = resolve(flags.root ?? '.')
  const problem = flags.root === undefined ? undefined : folderProblem(root)
  if (problem) throw new Misconfigured(`--root ${flags.root}: ${problem}`)
  return root
}

/**
 * The harness config under `root`. The YAML loader is imported only when there is a config to parse: the build
 * gives it a file of its own, so a project with no config never loads the parser.
 */
async function loadConfig(root: string): Promise<HarnessConfig> {
  const found = findHarnessConfigSource(root)
  if (!found) return emptyHarnessConfig()
  const { loadHarnessConfigText } = await import('../critics/harness/config.js')
  return loadHarnessConfigText(found.text, found.path)
}

async function listCritics(args: string[], io: CliIo): Promise<number> {
  const { rest, on: check } = takeSwitch(args, 'check', LIST_FLAGS)
  const { positionals, flags } = parseFlags(rest, LIST_FLAGS)
  if (positionals.length) throw new Misconfigured(`critic list takes no arguments (got '${positionals[0]}')`)
  const format = flags.format ?? 'table'
  if (format !== 'table' && format !== 'json')
    throw new Misconfigured(`--format must be table or json, not '${format}'`)
  const root = rootOf(flags)
  const config = await loadConfig(root)
  if (check) {
    // Loaded only here: `critic run` (bench/cli.bench.ts) never pays for the check's modules.
    const { checkList } = await import('./critic-check-command.js')
    return checkList(config.critics, { root, format }, io)
  }
  const rows = config.critics.map((c) => {
    const binary = c.error ? '' : binaryOf(c)
    return toCriticRow(c, binary, binary !== '' && findExecutable(binary, process.env, root) !== undefined)
  })
  if (format === 'json') io.out(JSON.stringify(rows, null, 2))
  else if (rows.length === 0)
    io.out(`No critics configured: add entries under reviews.critics in ${CONFIG_PATH}.`)
  else io.out(renderCriticTable(rows))
  return 0
}

function parseTimeout(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const n = Number(text)
  if (!text.trim() || !Number.isFinite(n) || n <= 0)
    throw new Misconfigured(`--timeout must be a positive number of seconds, not '${text}'`)
  return n
}

async function readPrompt(flags: Record<string, string>): Promise<{ prompt: string; file?: string }> {
  const inline = flags.prompt
  const file = flags['prompt-file']
  if ((inline === undefined) === (file === undefined))
    throw new Misconfigured('give exactly one of --prompt or --prompt-file')
  if (inline !== undefined) return { prompt: inline }
  const path = resolve(file!)
  try {
    return { prompt: await fs.readFile(path, 'utf8'), file: path }
  } catch (error) {
    throw new Misconfigured(`--prompt-file ${file}: cannot read: ${(error as Error).message}`)
  }
}

function roundValues(critic: Critic, config: HarnessConfig, root: string, flags: Record<string, string>) {
  const workItem = flags['work-item'] ?? ''
  const specDir = flags['spec-dir'] ?? (workItem ? join(root, config.specDir, workItem) : '')
  const chosen = flags.cwd ?? critic.cwd
  const cwd = chosen ? (isAbsolute(chosen) ? chosen : resolve(flags.cwd ? '.' : root, chosen)) : root
  // Checked here: a spawn in a missing folder fails as `spawn <program> ENOENT`, naming the program instead.
  const problem = folderProblem(cwd)
  if (problem && flags.cwd !== undefined) throw new Misconfigured(`--cwd ${flags.cwd}: ${problem}`)
  if (problem)
    throw new CriticConfigError(
      `critic '${critic.name}': cwd '${critic.cwd}' (${cwd}): ${problem}; fix 'cwd' in its entry or give --cwd`,
      critic.where
    )
  return { workItem, specDir, cwd, model: critic.model }
}

/** What `critic run` knew of its critic when it stopped: the envelope of a refusal names it. */
interface RunSeen {
  critic?: Pick<Critic, 'name' | 'harness' | 'model'>
  outputFile?: string
}

async function runOne(args: string[], io: CliIo, seen: RunSeen): Promise<number> {
  const { positionals, flags } = parseFlags(args, RUN_FLAGS)
  if (flags['output-file']) seen.outputFile = resolve(flags['output-file'])
  if (positionals.length !== 1)
    throw new Misconfigured('critic run needs exactly one critic NAME (there is no run-all)')
  seen.critic = { name: positionals[0]!, harness: '', model: '' }
  const root = rootOf(flags)
  const config = await loadConfig(root)
  const critic = findCritic(config, positionals[0]!)
  seen.critic = critic
  const timeoutSeconds = parseTimeout(flags.timeout)
  const { prompt, file } = await readPrompt(flags)
  const base = roundValues(critic, config, root, flags)
  const execute = async (promptFile: string): Promise<number> => {
    const values: PlaceholderValues = { ...base, prompt, promptFile }
    resolveInvocation(critic, values) // config faults surface here, before anything is spawned
    io.err(`critic ${critic.name}: running in ${base.cwd}`)
    const envelope = await runCritic(critic, values, { cwd: base.cwd, timeoutSeconds })
    const json = envelopeJson(envelope)
    io.out(json)
    if (flags['output-file']) await writeOutputFile(resolve(flags['output-file']), json, io)
    return envelope.ok ? 0 : 1
  }
  return file ? execute(file) : withPromptFile(prompt, execute, needsPromptFile([critic]))
}

async function writeOutputFile(path: string, json: string, io: CliIo): Promise<void> {
  try {
    await fs.mkdir(dirname(path), { recursive: true })
    await fs.writeFile(path, `${json}\n`, 'utf8')
  } catch (error) {
    io.err(`warning: could not write --output-file ${path}: ${(error as Error).message}`)
  }
}

/**
 * The envelope of a `critic run` refused before any spawn: ok false, no exit code, the reason in `error`. The
 * seed's error table has every failure print one, so a harness always has a row for its review table.
 */
async function printRefusal(seen: RunSeen, message: string, io: CliIo): Promise<void> {
  const envelope = { ...newEnvelope(seen.critic ?? { name: '', harness: '', model: '' }), error: message }
  const json = envelopeJson(envelope)
  io.out(json)
  if (seen.outputFile) await writeOutputFile(seen.outputFile, json, io)
}

/**
 * The `critic` command group. Exit codes: 0 ran ok, 1 round failed or `list --check` found a problem, 2
 * misconfigured. `run` prints an envelope on stdout whatever the outcome.
 */
export const criticCommand: CliHandler = async (args, io) => {
  const [sub, ...rest] = args
  const seen: RunSeen = {}
  try {
    if (sub === 'list') return await listCritics(rest, io)
    if (sub === 'run') return await runOne(rest, io, seen)
    io.err(sub ? `the-loop critic: unknown subcommand '${sub}'\n${USAGE}` : USAGE)
    return 2
  } catch (error) {
    // Every error that reaches here was raised before a spawn (runCritic reports run failures in
    // its envelope), so it is a misconfiguration.
    if (error instanceof CriticConfigError || error instanceof Misconfigured || error instanceof Error) {
      io.err(`the-loop critic: ${error.message}`)
      if (sub === 'run') await printRefusal(seen, error.message, io)
      return 2
    }
    throw error
  }
}
