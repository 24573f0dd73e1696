// The critic model: one configured reviewer command, its defaults, and the closed placeholder set.
import type { Severity } from '../../base/shared/severity.js'
import { UserError } from '../../base/shared/errors.js'

export type OutputFormat = 'text' | 'json'

/**
 * What a built-in harness may do besides answering: `read-only` runs its CLI with no shell, no file
 * edits and no web tools; `allow` leaves the CLI's own tool defaults. A `command` critic runs exactly
 * what its args say, so the field does not apply to it.
 */
export const TOOL_POLICIES = ['read-only', 'allow'] as const
export type ToolPolicy = (typeof TOOL_POLICIES)[number]

/**
 * Whether a built-in harness's CLI may make the calls it makes besides the model API (usage statistics,
 * error reports, feature flags, plugin catalogues): `off` (the default) switches off every one the
 * adapter knows a setting for; `allow` leaves the CLI's defaults.
 */
export const TELEMETRY_POLICIES = ['off', 'allow'] as const
export type TelemetryPolicy = (typeof TELEMETRY_POLICIES)[number]

/** One `reviews.critics[]` entry after loading. `error` is set when the entry is unusable. */
export interface Critic {
  name: string
  harness: string
  model: string
  /** argv[0] only, never a shell line; wins over `harness`. */
  command: string
  args: string[]
  env: Record<string, string>
  cwd: string
  outputFormat: OutputFormat
  timeoutSeconds: number
  /** `maxPromptChars`: the prompt this critic takes at most; absent for its harness's default (prompt-capacity.ts). */
  maxPromptChars?: number
  /** `maxParts`: how many parts of a diff too large for one prompt this critic is run on at most (default 8). */
  maxParts?: number
  /** `minSeverity`: the least severe finding posted on a line of the diff (noise-controls.ts); absent, all. */
  minSeverity?: Severity
  /** `maxLineComments`: how many findings go on the diff in one round at most (noise-controls.ts). */
  maxLineComments?: number
  /** `costEstimateUsd`: what one run of it costs before its first round reports a cost (usage-meter.ts). */
  costEstimateUsd?: number
  enabled: boolean
  tools: ToolPolicy
  telemetry: TelemetryPolicy
  /**
   * `install`: the npm package and exact version the critics step installs when this built-in harness's CLI is
   * missing on PATH ("" for the version the real-CLI suite tested, src/critics/harness/cli-packages.ts).
   */
  install: string
  /**
   * The absolute path of the CLI the critics step installed for this round: run instead of a PATH search. Set
   * by the critics step only (src/critics/handoff/critic-clis.ts), never read from a config or a plan.
   */
  program?: string
  /** Settings that load but do nothing or surprise (`config validate` and the job summary say them). */
  warnings: string[]
  /** Why this entry cannot run (first failing rule); `list` shows it, `run` refuses it. */
  error?: string
  /** Where the entry sits in its file (`path:line`), for messages. */
  where?: string
}

/** Review-round policy kept next to the critics (`reviews` block). */
export interface ReviewPolicy {
  selfReviewCount: number
  criticReviewCount: number
  stopOnNoNewFindings: boolean
  escalateOnRepeatFinding: boolean
}

export const DEFAULT_POLICY: ReviewPolicy = {
  selfReviewCount: 3,
  criticReviewCount: 3,
  stopOnNoNewFindings: true,
  escalateOnRepeatFinding: true
}

export const DEFAULT_TIMEOUT_SECONDS = 900
/** The shortest timeout a critic may have (the seed's `number ≥ 1`): no CLI answers a review in less. */
export const MIN_TIMEOUT_SECONDS = 1
/**
 * The longest timeout a critic may have: 5 days, the longest a job runs on any runner (self-hosted; 6 hours
 * on GitHub-hosted). It bounds how long a round's claim can stand (loop/limits/claim-span.ts).
 */
export const MAX_TIMEOUT_SECONDS = 432_000

/** The closed set of placeholders a critic's args may use; anything else is refused. */
export const PLACEHOLDERS = ['prompt', 'promptFile', 'model', 'workItem', 'specDir', 'cwd'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
export type PlaceholderValues = Partial<Record<Placeholder, string>>

export function isPlaceholder(name: string): name is Placeholder {
  return (PLACEHOLDERS as readonly string[]).includes(name)
}

/** A critic with every optional field at its default. */
export function makeCritic(name: string, fields: Partial<Critic> = {}): Critic {
  return {
    name,
    harness: '',
    model: '',
    command: '',
    args: [],
    env: {},
    cwd: '',
    outputFormat: 'text',
    timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
    enabled: true,
    tools: 'read-only',
    telemetry: 'off',
    install: '',
    warnings: [],
    ...fields
  }
}

/** The visible prefix on everything a critic says: `[harness/model]`, e.g. `[cursor/gpt-5.5]`. */
export function attributionOf(critic: Pick<Critic, 'name' | 'harness' | 'model'>): string {
  return `[${critic.harness || critic.name}/${critic.model || 'default'}]`
}

/** A critic configuration fault: nothing may be spawned when one is raised. */
export class CriticConfigError extends UserError {
  constructor(message: string, where?: string) {
    super(message, where)
    this.name = 'CriticConfigError'
  }
}
