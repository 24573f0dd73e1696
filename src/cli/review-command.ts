// `the-loop review --local`: a round of review on a local branch, without GitHub. The prompt is the one the
// action's round would build from the same change (local-prompt.ts); `--run` runs the working tree's critics on
// it and prints what the round would post (local-run.ts). No token is read and no GitHub client is loaded:
// .dependency-cruiser.cjs keeps every GitHub client out of what this file reaches.
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { CONFIG_PATH } from '../harness/config-model.js'
import { shortSha } from '../shared/commit-sha.js'
import type { CliHandler, CliIo } from './command-table.js'
import { parseFlags } from './flags.js'
import { DEFAULT_BASES, readLocalChange, type LocalChange } from './local-git.js'
import { buildLocalPrompt, localRepo, readBriefFile, type LocalBrief } from './local-prompt.js'
import { takeSwitch } from './switch-flag.js'

const VALUE_FLAGS = ['base', 'brief', 'cwd'] as const
const USAGE = `usage: the-loop review --local [--base REF] [--brief FILE] (--print | --run) [--cwd DIR]
  --base REF    what HEAD is compared with (default: the first of ${DEFAULT_BASES.join(', ')} that exists)
  --brief FILE  a brief, written as a brief comment is (Questions: / Angles: / Validations:)
  --print       print the round prompt the action would build
  --run         run the critics of ${CONFIG_PATH} (working tree) and print what the round would post
  --cwd DIR     the checkout (default: the current folder)`

interface ReviewArgs {
  mode: 'print' | 'run'
  base?: string
  brief?: string
  cwd: string
}

/** A mistake in how the command was called: exit 2 with the usage. */
class UsageError extends Error {}

function parseArgs(args: string[]): ReviewArgs {
  let rest = args
  const on: Record<string, boolean> = {}
  for (const name of ['local', 'print', 'run']) {
    const taken = takeSwitch(rest, name, VALUE_FLAGS)
    rest = taken.rest
    on[name] = taken.on
  }
  const { positionals, flags } = parseFlags(rest, VALUE_FLAGS)
  if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}'`)
  if (!on.local)
    throw new UsageError('review needs --local: a review on GitHub is started by a comment, not by this CLI')
  if (on.print === on.run) throw new UsageError('give exactly one of --print or --run')
  return {
    mode: on.print ? 'print' : 'run',
    cwd: resolve(flags.cwd ?? '.'),
    ...(flags.base !== undefined ? { base: flags.base } : {}),
    ...(flags.brief !== undefined ? { brief: flags.brief } : {})
  }
}

async function checkFolder(cwd: string): Promise<void> {
  const found = await stat(cwd).catch(() => undefined)
  if (!found?.isDirectory()) throw new Error(`--cwd ${cwd}: no such folder`)
}

/** The first line on stderr: what is reviewed, against what, with which brief. */
function headerLine(change: LocalChange, brief: LocalBrief | undefined, briefFile?: string): string {
  const commits = `${change.commits.length} commit${change.commits.length === 1 ? '' : 's'}`
  const briefText = brief ? `brief from ${briefFile}` : 'no brief (the prompt says so)'
  return `the-loop review --local: round prompt for ${change.base} (${shortSha(change.baseSha)})...HEAD (${shortSha(change.head)}), ${commits}; ${briefText}`
}

async function review(parsed: ReviewArgs, io: CliIo): Promise<number> {
  await checkFolder(parsed.cwd)
  // One after the other, so that of two faults the same one is always named first.
  const change = await readLocalChange(parsed.cwd, parsed.base)
  const brief = parsed.brief === undefined ? undefined : await readBriefFile(parsed.brief)
  // Loaded for --run alone (its own file in the build): --print needs no YAML parser and no critic harness.
  const run = parsed.mode === 'run' ? await import('./local-run.js') : undefined
  // Read before anything runs, so a bad config fails the command before the prompt is built.
  const config = run?.loadLocalCritics(change.top, io)
  io.err(headerLine(change, brief, parsed.brief))
  if (brief?.ignoredPulls)
    io.err(
      `note: the brief's Pull requests list (${brief.ignoredPulls}) is not read locally; the local diff is the change reviewed`
    )
  const built = await buildLocalPrompt(change, brief?.brief, config?.rules)
  if (!run || !config) {
    io.out(built.prompt)
    return 0
  }
  io.err(
    `harness config: ${config.where}, read from the working tree (the action reads it from the default branch); critics run as you, with no OS-user boundary (the action can give each an OS user of its own)`
  )
  return run.runLocalCritics({ ...built, repo: localRepo(change) }, config.critics, change.top, io)
}

/** Exit codes: 0 done, 1 a critic failed (its post is printed), 2 bad input (nothing run). */
export const reviewCommand: CliHandler = async (args, io) => {
  let parsed: ReviewArgs
  try {
    parsed = parseArgs(args)
  } catch (error) {
    io.err(`the-loop review: ${(error as Error).message}\n${USAGE}`)
    return 2
  }
  try {
    return await review(parsed, io)
  } catch (error) {
    if (!(error instanceof Error)) throw error
    io.err(`the-loop review: ${error.message}`)
    return 2
  }
}
