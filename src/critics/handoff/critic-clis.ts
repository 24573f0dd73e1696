// The critic CLIs a round needs, provided in the critics step before any critic runs (and only when a round runs:
// the step runs for a round only). A built-in critic whose CLI is missing on PATH, or whose `install` names a
// version, gets its CLI installed into the CLIs folder (src/critics/isolation/cli-install.ts) and runs it by
// absolute path; a critic whose install fails gets an envelope saying why, and the others go on.
import { join } from 'node:path'
import {
  CLI_PACKAGES,
  defaultInstall,
  parseInstall,
  specText,
  type InstallSpec
} from '../harness/cli-packages.js'
import type { Critic } from '../harness/critic-model.js'
import { plannedRuns, refusedEnvelope } from '../harness/critic-runs.js'
import type { CriticsJob } from '../harness/critics-job.js'
import { newEnvelope, type Envelope } from '../harness/envelope.js'
import { buildCriticEnv } from '../harness/env.js'
import { findExecutable } from '../harness/process.js'
import { adapterFor } from '../harness/adapters.js'
import { cliRoot, cliRootProblem, makeCliRoot, type FolderOwner } from '../isolation/cli-folder.js'
import { installCli, type Installed } from '../isolation/cli-install.js'

/** The registry npm installs from when the job names one (a job `env:` setting); else npm's own configuration. */
const CLI_REGISTRY_VAR = 'THE_LOOP_CLI_REGISTRY'

export interface CliOptions {
  env: NodeJS.ProcessEnv
  actionRoot: string
  /** The runner's user (the step's owner when it runs elevated, else this process's user). */
  owner: FolderOwner
  /** The critics run as users of their own, who must be able to enter the folder and run the CLIs. */
  otherUsers: boolean
  /** One line per install, for the step's log. */
  log?: (line: string) => void
}

export interface ProvidedClis {
  /** The critics that run, each with its installed CLI's path when one was installed for it. */
  runnable: Critic[]
  /** Envelopes of the critics whose CLI could not be installed. */
  failed: Envelope[]
  /** The CLIs folder, when anything was installed or reused (the boundary check covers it). */
  root?: string
}

/**
 * npm's environment: PATH (its node), HOME (its ~/.npmrc: a private registry and its login), and the proxy and
 * CA variables a self-hosted runner may need to reach the registry, when the step has them (they reach this step
 * through the `critic-env` input's names, like any variable not on steps/critics.sh's list).
 */
function npmEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = { PATH: env.PATH ?? '', HOME: env.HOME ?? '/' }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue
    if (/^(https?_proxy|no_proxy)$/i.test(name) || name === 'NODE_EXTRA_CA_CERTS') out[name] = value
  }
  return out
}

/** What a critic needs installed, or undefined: its CLI is on PATH and its `install` names no version. */
function neededSpec(critic: Critic, job: CriticsJob, env: NodeJS.ProcessEnv): InstallSpec | undefined {
  if (critic.command || critic.error || !critic.enabled || !CLI_PACKAGES[critic.harness]) return undefined
  if (critic.install) {
    const spec = parseInstall(critic.install, critic.harness, critic.command)
    return typeof spec === 'string' ? undefined : spec
  }
  const binary = adapterFor(critic.harness)?.binary ?? ''
  const onPath = findExecutable(binary, buildCriticEnv(env, critic.env), job.workspace)
  return onPath ? undefined : defaultInstall(critic.harness)
}

/** Installs each spec once (two critics of one CLI share it), concurrently. */
function installAll(
  specs: InstallSpec[],
  install: (spec: InstallSpec) => Promise<Installed>
): Map<string, Promise<Installed>> {
  const byText = new Map<string, Promise<Installed>>()
  for (const spec of specs) if (!byText.has(specText(spec))) byText.set(specText(spec), install(spec))
  return byText
}

const failedEnvelope = (critic: Critic, error: string): Envelope => ({
  ...newEnvelope(critic),
  error: `critic '${critic.name}': ${error}`
})

/** The job's critics with their CLIs: installed where missing, or failed with the reason. */
export async function provideCriticClis(job: CriticsJob, opts: CliOptions): Promise<ProvidedClis> {
  // A plan never carries a program path: only this step sets one, after installing it.
  const critics = job.critics.map(({ program: _unused, ...critic }) => critic as Critic)
  const needs = critics.map((critic) => neededSpec(critic, job, opts.env))
  const specs = needs.filter((spec): spec is InstallSpec => spec !== undefined)
  if (specs.length === 0) return { runnable: critics, failed: [] }
  const env = opts.env
  const asRoot = process.getuid?.() === 0
  let root: string
  let problem: string | undefined
  try {
    root = cliRoot(env, asRoot)
    await makeCliRoot(root, opts.owner)
    problem = await cliRootProblem(root, opts.owner.uid, opts.otherUsers)
  } catch (error) {
    root = ''
    problem = (error as Error).message
  }
  const npm = findExecutable('npm', { PATH: env.PATH ?? '' }, '/')
  if (!problem && !npm)
    problem =
      "npm is not on PATH: install Node.js with npm (actions/setup-node), or put the critics' CLIs on PATH before this action"
  const installs = installAll(specs, (spec) =>
    problem
      ? Promise.resolve({ error: `cannot install ${specText(spec)}: ${problem}`, ms: 0 })
      : installCli(
          {
            root,
            catalog: join(opts.actionRoot, 'critic-clis'),
            npm: npm!,
            owner: opts.owner,
            env: npmEnv(env),
            ...(env[CLI_REGISTRY_VAR] ? { registry: env[CLI_REGISTRY_VAR] } : {})
          },
          spec
        ).then((done) => {
          const how = 'error' in done ? 'failed' : done.reused ? 'reused' : 'installed'
          opts.log?.(`the-loop: critic CLI ${specText(spec)} ${how} in ${(done.ms / 1000).toFixed(1)}s\n`)
          return done
        })
  )
  const runnable: Critic[] = []
  const failed: Envelope[] = []
  for (const [i, critic] of critics.entries()) {
    const spec = needs[i]
    if (!spec) {
      runnable.push(critic)
      continue
    }
    const done = await installs.get(specText(spec))!
    if ('error' in done) failed.push(failedEnvelope(critic, done.error))
    else runnable.push({ ...critic, program: done.program })
  }
  return { runnable, failed, ...(problem ? {} : { root }) }
}

/** The envelopes in the job's order, run by run: a failed install fails every part of its critic. */
export function inJobOrder(job: CriticsJob, failed: Envelope[], ran: Envelope[]): Envelope[] {
  const key = (critic: string, part?: number) => `${critic}\u0000${part ?? ''}`
  const byRun = new Map(ran.map((e) => [key(e.critic, e.part), e]))
  const failedBy = new Map(failed.map((e) => [e.critic, e]))
  return plannedRuns(job).map((run) => {
    const install = failedBy.get(run.critic.name)
    if (install) return run.part === undefined ? install : { ...install, part: run.part }
    return byRun.get(key(run.critic.name, run.part)) ?? refusedEnvelope(run, 'no result')
  })
}
