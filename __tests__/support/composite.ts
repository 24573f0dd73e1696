// Runs a composite action.yml the way a GitHub runner does: each `run:` step is a fresh process of its `shell:`
// (`bash` is `bash --noprofile --norc -e -o pipefail <script>`, `sh` is `sh -e <script>`, any other value a
// command line with {0} for the script: step-shell.ts) with the job's environment, the step's `env:`, and its
// own file-command files (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STATE, GITHUB_STEP_SUMMARY); after a
// step, its GITHUB_ENV and GITHUB_PATH apply to every later step (as on GitHub), its outputs feed expressions,
// and the workflow commands in its output are read as the runner reads them (workflow-commands.ts).
import { randomUUID } from 'node:crypto'
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { interpolate, stepCondition, type ExprContext } from './composite-expr.js'
import { parseOutputFile } from './run-action.js'
import { runStepProcess, scriptExtension, stepCommand } from './step-shell.js'
import { E2E_ISOLATION } from './sudo.js'
import { WorkflowCommandReader, type WorkflowCommand } from './workflow-commands.js'

interface ActionStep {
  id?: string
  name?: string
  if?: string
  shell?: string
  env?: Record<string, string>
  run?: string
}

interface ActionFile {
  inputs?: Record<string, { default?: string }>
  outputs?: Record<string, { value?: string }>
  runs: { using: string; steps: ActionStep[] }
}

export interface CompositeOptions {
  /** The folder holding action.yml: GITHUB_ACTION_PATH. */
  actionDir: string
  eventName: string
  payload: Record<string, unknown>
  inputs?: Record<string, string>
  /** The job's environment (workflow- and job-level `env:`), applied to every step. */
  jobEnv?: Record<string, string>
  apiUrl: string
  repository?: string
  runId?: string | number
  runAttempt?: string | number
  actor?: string
  triggeringActor?: string
  workspace?: string
  timeoutMs?: number
  /** Keeps RUNNER_TEMP after the run (tests that inspect what steps left there); the caller removes it. */
  keepTemp?: boolean
  /**
   * Runs every step as this user (the runner's user of a GitHub-hosted runner: not root, passwordless sudo):
   * RUNNER_TEMP and every file the runner writes there are given to it. The caller must be root.
   */
  runAs?: { uid: number; gid: number }
}

interface StepResult {
  id: string
  ran: boolean
  exitCode: number
  outputs: Record<string, string>
  stdout: string
  stderr: string
  /** The workflow commands in its stdout and stderr the runner acts on (not the stop and resume lines). */
  commands: WorkflowCommand[]
  ms: number
}

export interface CompositeResult {
  exitCode: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  steps: StepResult[]
  /** Every step's commands, in order. */
  commands: WorkflowCommand[]
  /** What the runner would mask in later log lines (`::add-mask::`); stdout and stderr are left as printed. */
  masks: string[]
  runnerTemp: string
}

/** Lines of a GITHUB_ENV file, in the runner's two formats (name=value, name<<DELIM … DELIM). */
const parseEnvFile = parseOutputFile

export async function runComposite(opts: CompositeOptions): Promise<CompositeResult> {
  const action = parse(await readFile(join(opts.actionDir, 'action.yml'), 'utf8')) as ActionFile
  if (action.runs.using !== 'composite')
    throw new Error(`${opts.actionDir}/action.yml is not a composite action`)
  const temp = await mkdtemp(join(tmpdir(), 'the-loop-runner-'))
  const commands = join(temp, '_runner_file_commands')
  await mkdir(commands)
  const own = async (...paths: string[]) => {
    if (opts.runAs) for (const path of paths) await chown(path, opts.runAs.uid, opts.runAs.gid)
  }
  await own(temp, commands)
  const workspace = opts.workspace ?? temp
  const repository =
    opts.repository ??
    String((opts.payload.repository as { full_name?: string } | undefined)?.full_name ?? 'acme/widgets')
  const eventPath = join(temp, 'event.json')
  await writeFile(eventPath, JSON.stringify(opts.payload))
  await own(eventPath)
  const inputs: Record<string, string> = {}
  for (const [name, spec] of Object.entries(action.inputs ?? {})) inputs[name] = spec.default ?? ''
  const token = opts.inputs?.['github-token'] ?? 't'
  const ctx: ExprContext = { inputs, steps: {}, github: { token }, runner: { temp }, failed: false }
  for (const [name, value] of Object.entries(inputs)) inputs[name] = interpolate(value, ctx)
  // A machine without root or sudo cannot build critic-isolation: user (support/sudo.ts): runs that name no
  // isolation get `none` there, as critic-boundary.test.ts says in a test's name.
  if ('critic-isolation' in inputs) inputs['critic-isolation'] = E2E_ISOLATION
  Object.assign(inputs, opts.inputs ?? {})
  // The runner finds a step's shell program on its own PATH after GITHUB_PATH's entries (not on a PATH set by
  // `env:` or GITHUB_ENV).
  const runnerPath = process.env.PATH ?? '/usr/bin:/bin'
  const runnerEnv: Record<string, string> = {
    PATH: runnerPath,
    HOME: process.env.HOME ?? temp,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: opts.eventName,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
    GITHUB_API_URL: opts.apiUrl,
    GITHUB_GRAPHQL_URL: `${opts.apiUrl}/graphql`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: String(opts.runId ?? 1),
    GITHUB_RUN_NUMBER: String(opts.runId ?? 1),
    GITHUB_RUN_ATTEMPT: String(opts.runAttempt ?? 1),
    GITHUB_ACTOR: opts.actor ?? 'octocat',
    GITHUB_TRIGGERING_ACTOR: opts.triggeringActor ?? opts.actor ?? 'octocat',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_ACTION_PATH: opts.actionDir,
    ...(opts.jobEnv ?? {})
  }
  const exported: Record<string, string> = {}
  const paths: string[] = []
  const steps: StepResult[] = []
  const commandReader = new WorkflowCommandReader()
  let summary = ''
  try {
    for (const [index, step] of action.runs.steps.entries()) {
      const id = step.id ?? `__step${index}`
      if (!stepCondition(step.if, ctx)) {
        steps.push({ id, ran: false, exitCode: 0, outputs: {}, stdout: '', stderr: '', commands: [], ms: 0 })
        ctx.steps[id] = { outputs: {} }
        continue
      }
      if (step.run === undefined || !step.shell)
        throw new Error(`step ${id}: only run steps with a shell are supported`)
      const files = {
        GITHUB_OUTPUT: join(commands, `set_output_${randomUUID()}`),
        GITHUB_ENV: join(commands, `set_env_${randomUUID()}`),
        GITHUB_PATH: join(commands, `add_path_${randomUUID()}`),
        GITHUB_STATE: join(commands, `save_state_${randomUUID()}`),
        GITHUB_STEP_SUMMARY: join(commands, `step_summary_${randomUUID()}`)
      }
      for (const f of Object.values(files)) await writeFile(f, '')
      await own(...Object.values(files))
      const stepEnv: Record<string, string> = {}
      for (const [name, value] of Object.entries(step.env ?? {}))
        stepEnv[name] = interpolate(String(value), ctx)
      const env: Record<string, string> = { ...runnerEnv, ...exported, ...stepEnv, ...files }
      env.PATH = [...paths, env.PATH].join(':')
      const script = join(temp, `${randomUUID()}${scriptExtension(step.shell)}`)
      const command = stepCommand(step.shell, script, [...paths, ...runnerPath.split(':')])
      await writeFile(script, interpolate(step.run, ctx))
      await own(script)
      const started = performance.now()
      const ran = await runStepProcess(command, env, workspace, opts.timeoutMs ?? 60_000, opts.runAs)
      const ms = performance.now() - started
      const stepCommands = ran.lines.flatMap((line) => commandReader.read(line.text) ?? [])
      const outputs = parseOutputFile(await readFile(files.GITHUB_OUTPUT, 'utf8'))
      Object.assign(exported, parseEnvFile(await readFile(files.GITHUB_ENV, 'utf8')))
      paths.unshift(...(await readFile(files.GITHUB_PATH, 'utf8')).split('\n').filter(Boolean).reverse())
      summary += await readFile(files.GITHUB_STEP_SUMMARY, 'utf8')
      ctx.steps[id] = { outputs }
      steps.push({
        id,
        ran: true,
        exitCode: ran.exitCode,
        outputs,
        stdout: ran.stdout,
        stderr: ran.stderr,
        commands: stepCommands,
        ms
      })
      if (ran.exitCode !== 0) ctx.failed = true
    }
    const outputs: Record<string, string> = {}
    for (const [name, spec] of Object.entries(action.outputs ?? {}))
      outputs[name] = interpolate(spec.value ?? '', ctx)
    return {
      exitCode: ctx.failed ? 1 : 0,
      stdout: steps.map((s) => s.stdout).join(''),
      stderr: steps.map((s) => s.stderr).join(''),
      outputs,
      summary,
      steps,
      commands: steps.flatMap((s) => s.commands),
      masks: commandReader.masks,
      runnerTemp: temp
    }
  } finally {
    if (!opts.keepTemp) await rm(temp, { recursive: true, force: true })
  }
}
