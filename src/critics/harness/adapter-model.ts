// The shape of a built-in harness adapter and the helpers every adapter's argv is built with.
import type { OutputFormat, TelemetryPolicy, ToolPolicy } from './critic-model.js'

export const MAX_TURNS = 20

export interface AdapterRequest {
  prompt: string
  model: string
  tools: ToolPolicy
  /** `off`: the CLI's usage statistics, error reports and other calls besides the model API are switched off. */
  telemetry: TelemetryPolicy
  /** A private directory, created for this run only, that `files` are written to. */
  dir: string
  /**
   * A file of the runner user's own configuration, by path under their home (or under `$homeVariable` when
   * that is set), or undefined when there is none. Only an adapter that merges a user's settings into its
   * private copy reads one.
   */
  readUserFile?: (path: string, homeVariable?: string) => string | undefined
}

interface AdapterCall {
  /** argv after the binary. */
  argv: string[]
  /** Written to the CLI's standard input, which is then closed; absent when the prompt is in argv. */
  stdin?: string
  /** Files the CLI reads its limits from, by absolute path under `dir`; written before the spawn. */
  files: Record<string, string>
  /** Variables added to the critic's environment for this run; they win over the critic's own `env`. */
  env: Record<string, string>
  /** A path under `dir` that takes the CLI's stdout instead of a pipe (see SpawnRequest.stdoutFile). */
  stdoutFile?: string
}

export interface HarnessAdapter {
  binary: string
  /** The adapter asks its CLI for JSON, so this is how stdout is read; a critic's `outputFormat` does not apply. */
  outputFormat: OutputFormat
  /** The documentation the flags come from. */
  docs: string
  /** `argv`: the prompt is one argument, so it is held to the one-argument limit. */
  promptVia: 'stdin' | 'argv'
  call(request: AdapterRequest): AdapterCall
  /**
   * What a critic's `args` may not carry while it is read-only, because the CLI would let a later
   * flag undo the read-only set: option names, and for `-c key=value` CLIs the config keys.
   */
  loosening: { flags: string[]; configKeys?: string[] }
  /**
   * Variables a critic's `env` may not set for this CLI, whatever its tools: each makes the CLI trust the
   * working folder or read its settings from somewhere the adapter does not control.
   */
  pinnedEnv: string[]
}

/**
 * These CLIs read a leading-dash positional as an option, so a prompt such as
 * `--dangerously-skip-permissions` would become a flag. A leading space keeps it text.
 */
export function asPositionalText(prompt: string): string {
  return prompt.startsWith('-') ? ` ${prompt}` : prompt
}

/** argv with the model flag and the model appended, when a model is set. */
export function withModel(argv: string[], flag: string, model: string): string[] {
  return model ? [...argv, flag, model] : argv
}

/** The flags of `tools: read-only`, or none for `tools: allow`. */
export const readOnly = (request: AdapterRequest, flags: string[]): string[] =>
  request.tools === 'read-only' ? flags : []

/** Whether the CLI's calls besides the model API are to be switched off (`telemetry: off`). */
export const quiet = (request: AdapterRequest): boolean => request.telemetry === 'off'
