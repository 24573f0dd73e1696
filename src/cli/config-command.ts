// `the-loop config validate [--root DIR]`: checks the harness config against the schema and loader rules.
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { CONFIG_PATH, LEGACY_CONFIG_PATH } from '../harness/config.js'
import { checkHarnessConfig } from '../harness/validate.js'
import type { CliHandler } from './command-table.js'
import { parseFlags } from './flags.js'

const USAGE = 'usage: the-loop config validate [--root DIR] [--file PATH]'

async function firstExisting(paths: string[]): Promise<{ path: string; text: string } | undefined> {
  for (const path of paths) {
    try {
      return { path, text: await readFile(path, 'utf8') }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return undefined
}

/** Exit codes: 0 valid (or no config file), 1 problems found (each printed with file:line), 2 usage. */
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
    io.err(`the-loop config: ${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const root = resolve(flags.root ?? '.')
  const candidates = flags.file
    ? [resolve(flags.file)]
    : [join(root, CONFIG_PATH), join(root, LEGACY_CONFIG_PATH)]
  let found
  try {
    found = await firstExisting(candidates)
  } catch (error) {
    io.err(`the-loop config: cannot read ${candidates[0]}: ${(error as Error).message}`)
    return 1
  }
  if (!found) {
    io.out(`No harness config at ${candidates[0]}: nothing to validate (no critics are configured).`)
    return 0
  }
  const { problems, warnings } = checkHarnessConfig(found.text, found.path)
  for (const warning of warnings) io.err(`warning: ${warning}`)
  if (problems.length === 0) {
    io.out(`${found.path}: valid`)
    return 0
  }
  for (const problem of problems) io.err(problem)
  io.err(`${problems.length} problem(s) in ${found.path}`)
  return 1
}
