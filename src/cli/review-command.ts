// `the-loop review --local`: a round of review on a local branch, without GitHub. The prompt is the one the
// action's round would build from the same change (local-prompt.ts); `--run` runs the working tree's critics on
// it and prints what the round would post (local-run.ts). No token is read and no GitHub client is loaded:
// .dependency-cruiser.cjs keeps every GitHub client out of what this file reaches.
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { CONFIG_PATH } from '../critics/harness/config-model.js'
import { shortSha } from '../base/shared/commit-sha.js'
import { UserError } from '../base/shared/errors.js'
import type { CliHandler, CliIo } from './command-table.js'
import { parseFlags } from './flags.js'
import { DEFAULT_BASES } from './local-base.js'
import { readLocalChange, type LocalChange } from './local-git.js'
import { buildLocalPrompt, localRepo, readBriefFile, type LocalBrief } from './local-prompt.js'
import { takeSwitch } from './switch-flag.js'

const VALUE_FLAGS = ['base', 'brief', 'cwd'] as const
const TRUST = 'trust-branch-config'
const USAGE = `usage: the-loop review --local [--base REF] [--brief FILE] (--print | --run [--${TRUST}]) [--cwd DIR]
  --base REF    what HEAD is compared with (default: the first of ${DEFAULT_BASES.join(', ')} that exists);
                a short name that names several refs (a tag and a branch main) is refused
  --brief FILE  a brief, written as a brief comment is (Questions: / Angles: / Validations:)
  --print       print the round prompt the action would build
  --run         run the critics of ${CONFIG_PATH} (working tree) and print what the round would post
  --${TRUST}
                with --run: run the critics even when the branch's commits change ${CONFIG_PATH}
  --cwd DIR     the checkout (default: the current folder)`

interface ReviewArgs {
  mode: 'print' | 'run'
  /** --trust-branch-config: run the critics of a config the branch's commits change. */
  trust: boolean
  base?: string
  brief?: string
  cwd: string
}

/** A mistake in how the command was called: exit 2 with the usage. */
class UsageError extends Error {}

function parseArgs(args: string[]): ReviewArgs {
  let rest = args
  const on: Record<string, boolean> = {}
  for (const name of ['local', 'print', 'run', TRUST]) {
    const taken = takeSwitch(rest, name, VALUE_FLAGS)
    rest = taken.rest
    on[name] = taken.on
  }
  const { positionals, flags } = parseFlags(rest, VALUE_FLAGS)
  if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}'`)
  if (!on.local)
    throw new UsageError('review needs --local: a review on GitHub is started by a comment, not by this CLI')
  if (on.print === on.run) throw new UsageError('give exactly one of --print or --run')
  if (on[TRUST] && !on.run) throw new UsageError(`--${TRUST} goes with --run: --print runs no critic`)
  return {
    mode: on.print ? 'print' : 'run',
    trust: on[TRUST] === true,
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

/**
 * What the branch's own edit of the harness config means: with --print, a note; with --run, a refusal unless
 * --trust-branch-config, since the critics it names would run as the user (a branch fetched from a fork could
 * add one that runs anything).
 */
function branchConfigNote(change: LocalChange, parsed: ReviewArgs): string | undefined {
  const changed = change.changedConfig
  if (changed.length === 0) return undefined
  const what = `the branch's commits change ${changed.join(' and ')} against ${change.base}`
  if (parsed.mode === 'print')
    return `note: ${what}: review --local --run runs the critics it names only with --${TRUST}`
  if (!parsed.trust)
    throw new UserError(
      `${what}, so the critics --run would run are the branch's own: read that change (git diff ${change.base}...HEAD -- ${changed.join(' ')}) and give --${TRUST} to run them`,
      '--run'
    )
  return `note: ${what}; its critics run because --${TRUST} was given`
}

async function review(parsed: ReviewArgs, io: CliIo): Promise<number> {
  await checkFolder(parsed.cwd)
  // One after the other, so that of two faults the same one is always named first.
  const change = await readLocalChange(parsed.cwd, parsed.base)
  const configNote = branchConfigNote(change, parsed)
  const brief = parsed.brief === undefined ? undefined : await readBriefFile(parsed.brief)
  // Loaded for --run alone (its own file in the build): --print needs no YAML parser and no critic harness.
  const run = parsed.mode === 'run' ? await import('./local-run.js') : undefined
  // Read before anything runs, so a bad config fails the command before the prompt is built.
  const config = run?.loadLocalCritics(change.top, io)
  io.err(headerLine(change, brief, parsed.brief))
  if (configNote) io.err(configNote)
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
