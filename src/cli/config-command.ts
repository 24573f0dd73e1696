// `the-loop config validate [--root DIR] [--file PATH]`: checks the harness config against the schema and the
// loader's rules. It reads the file the action reads: `.the-loop/harness-config.yaml`, else the pre-rename
// `.the-loop/config.yaml` (as the upstream loader and the action's default `config-path` do).
import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { CONFIG_PATH, LEGACY_CONFIG_PATH } from '../critics/harness/config.js'
import { checkHarnessConfig } from '../critics/harness/validate.js'
import type { CliHandler, CliIo } from './command-table.js'
import { parseFlags } from './flags.js'

const USAGE = 'usage: the-loop config validate [--root DIR] [--file PATH]'

/** The names an owner may have used instead of the two the action reads. */
const MISNAMED = [CONFIG_PATH, LEGACY_CONFIG_PATH].map((p) => p.replace(/\.yaml$/, '.yml'))

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** The text at `path`, or undefined when there is no such file. */
async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

type Found = { path: string; text: string; notes: string[] } | { missing: string }

/** The config under `root` as the action finds it, or why there is none. */
async function findUnderRoot(root: string): Promise<Found> {
  const current = join(root, CONFIG_PATH)
  const text = await readIfPresent(current)
  const legacy = join(root, LEGACY_CONFIG_PATH)
  if (text !== undefined) {
    const notes = existsSync(legacy)
      ? [`${legacy} is not read: ${CONFIG_PATH} exists and wins; delete ${LEGACY_CONFIG_PATH}`]
      : []
    return { path: current, text, notes }
  }
  const old = await readIfPresent(legacy)
  if (old !== undefined)
    return {
      path: legacy,
      text: old,
      notes: [
        `${legacy} is the pre-rename name, read while ${CONFIG_PATH} is absent; rename it to ${CONFIG_PATH}`
      ]
    }
  const misnamed = MISNAMED.find((p) => existsSync(join(root, p)))
  if (misnamed) return { missing: `found ${misnamed}; the action reads ${CONFIG_PATH}: rename it` }
  return { missing: noConfig(root) }
}

/**
 * The smallest config that reviews: one critic, the claude CLI as the action installs it. Printed when there is
 * no config, so the fix names nothing that exists only in this action's repository (the reader is in theirs).
 */
const SMALLEST_CONFIG = `reviews:
  critics:
    - name: claude
      harness: claude
      model: sonnet`

function noConfig(root: string): string {
  return [
    `no harness config in ${root}: neither ${CONFIG_PATH} nor ${LEGACY_CONFIG_PATH} exists, so there is nothing to check and the action configures no critic.`,
    `Create ${CONFIG_PATH} in your repository; the smallest one runs one critic, the claude CLI:`,
    '',
    SMALLEST_CONFIG,
    '',
    `The harness config page of the-loop's documentation lists the other built-in critics and every field. If the config is elsewhere, name the project with --root DIR or the file with --file PATH.`
  ].join('\n')
}

function usageFault(io: CliIo, message: string): number {
  io.err(`the-loop config: ${message}\n${USAGE}`)
  return 2
}

/**
 * Exit codes: 0 valid (warnings allowed), 1 problems found (each printed with file:line) or no config to
 * check, 2 usage (a bad flag, a --root or --file naming nothing).
 */
export const configCommand: CliHandler = async (args, io) => {
  const [sub, ...rest] = args
  if (sub !== 'validate') {
    io.err(sub ? `the-loop config: unknown subcommand '${sub}'\n${USAGE}` : USAGE)
    return 2
  }
  let flags: Record<string, string>
  try {
    const parsed = parseFlags(rest, ['root', 'file'])
    if (parsed.positionals.length) throw new Error(`unexpected argument '${parsed.positionals[0]}'`)
    flags = parsed.flags
  } catch (error) {
    return usageFault(io, (error as Error).message)
  }
  const root = resolve(flags.root ?? '.')
  if (flags.root !== undefined && !isFolder(root))
    return usageFault(io, `--root ${flags.root}: no such folder`)
  let found: Found
  try {
    if (flags.file === undefined) found = await findUnderRoot(root)
    else {
      const path = resolve(flags.file)
      const text = await readIfPresent(path)
      if (text === undefined) return usageFault(io, `--file ${flags.file}: no such file`)
      found = { path, text, notes: [] }
    }
  } catch (error) {
    io.err(`the-loop config: cannot read the harness config: ${(error as Error).message}`)
    return 1
  }
  if ('missing' in found) {
    io.err(`the-loop config: ${found.missing}`)
    return 1
  }
  const { problems, warnings } = checkHarnessConfig(found.text, found.path)
  for (const warning of [...found.notes, ...warnings]) io.err(`warning: ${warning}`)
  if (problems.length === 0) {
    io.out(`${found.path}: valid`)
    return 0
  }
  for (const problem of problems) io.err(problem)
  io.err(`${problems.length} problem(s) in ${found.path}`)
  return 1
}
