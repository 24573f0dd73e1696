// The main action's inputs in code: one reader over a getInput callback, each fault naming its input.
import { parseAllowlist, type Allowlist } from '../control/authorize.js'
import { parseKeywordConfig, type KeywordConfig } from '../../base/keywords/keywords.js'
import { readFailOn, type FailOn } from './fail-on.js'
import {
  DEFAULT_ALWAYS_INLINE,
  DEFAULT_VERIFY_FROM,
  readInlineFindings,
  readSeverityInput,
  type InlineFindings
} from './inline-findings.js'
import type { Severity } from '../../base/shared/severity.js'
import { readMaxCostUsd, readMaxTokens, SPEND_INPUTS } from './spend-limits.js'
import { UserError } from '../../base/shared/errors.js'

const MAIN_INPUTS = {
  githubToken: 'github-token',
  authorizedUsers: 'authorized-users',
  controlKeywords: 'control-keywords',
  stateBranch: 'state-branch',
  configPath: 'config-path',
  maxRounds: 'max-rounds',
  ...SPEND_INPUTS,
  maxParallel: 'max-parallel',
  jobTimeoutMinutes: 'job-timeout-minutes',
  failOn: 'fail-on',
  inlineFindings: 'inline-findings',
  alwaysInline: 'always-inline-severity',
  verifyFrom: 'verify-min-severity',
  markerSecret: 'marker-secret'
} as const

const DEFAULT_STATE_BRANCH = 'the-loop/state'
const DEFAULT_CONFIG_PATH = '.the-loop/harness-config.yaml'
const DEFAULT_MAX_ROUNDS = 5
const MAX_ROUNDS_CEILING = 100
const DEFAULT_MAX_PARALLEL = 4
/** More critic processes at once than this would starve any runner. */
const MAX_PARALLEL_CEILING = 64
/** The example workflow's `timeout-minutes` (examples/workflows/the-loop.yml): the job a round must fit. */
const DEFAULT_JOB_TIMEOUT_MINUTES = 60
/** Five days, the longest a self-hosted job runs (and the longest critic timeout a config may set). */
const JOB_TIMEOUT_CEILING = 7200

export interface MainInputs {
  githubToken: string
  authorizedUsers: Allowlist
  keywords: KeywordConfig
  stateBranch: string
  configPath: string
  maxRounds: number
  /** The money budget of a review in dollars (spend-limits.ts); undefined: none. */
  maxCostUsd?: number
  /** The token budget of a review's critics that report no cost; undefined: none. */
  maxTokens?: number
  /** How many (critic, part) runs of a round run at once. */
  maxParallel: number
  /** The job's own limit: a round planned to take longer is refused before any critic runs. */
  jobTimeoutMinutes: number
  /** From which severity an open finding fails the check run (`none`: the check is always neutral). */
  failOn: FailOn
  /** Which problems go on the diff (the consensus gate); undefined: the default by the round's critics. */
  inlineFindings?: InlineFindings
  /** From which severity a problem one critic alone raised goes on the diff under `agreed`. */
  alwaysInline: Severity
  /** From which severity a problem one critic alone raised is put to a verifier under `verified`. */
  verifyFrom: Severity
  /** Signs our comments' markers ('' when not set): see base/marker/signature.ts. Never printed. */
  markerSecret: string
}

/** `getInput` returns "" for an absent input, as `core.getInput` does. */
export type GetInput = (name: string) => string

export function readMainInputs(getInput: GetInput): MainInputs {
  const read = (name: string) => getInput(name).trim()
  const githubToken = read(MAIN_INPUTS.githubToken)
  if (githubToken === '')
    throw new UserError('is empty; pass a token (the default is github.token)', 'input github-token')
  const maxCostUsd = readMaxCostUsd(read(MAIN_INPUTS.maxCostUsd))
  const maxTokens = readMaxTokens(read(MAIN_INPUTS.maxTokens))
  const inlineFindings = readInlineFindings(read(MAIN_INPUTS.inlineFindings), MAIN_INPUTS.inlineFindings)
  return {
    githubToken,
    authorizedUsers: parseAllowlist(getInput(MAIN_INPUTS.authorizedUsers)),
    keywords: parseKeywordConfig(getInput(MAIN_INPUTS.controlKeywords)),
    stateBranch: readBranch(read(MAIN_INPUTS.stateBranch) || DEFAULT_STATE_BRANCH),
    configPath: readConfigPath(read(MAIN_INPUTS.configPath) || DEFAULT_CONFIG_PATH),
    maxRounds: readMaxRounds(read(MAIN_INPUTS.maxRounds)),
    ...(maxCostUsd === undefined ? {} : { maxCostUsd }),
    ...(maxTokens === undefined ? {} : { maxTokens }),
    maxParallel: readMaxParallel(read(MAIN_INPUTS.maxParallel)),
    jobTimeoutMinutes: readJobTimeout(read(MAIN_INPUTS.jobTimeoutMinutes)),
    failOn: readFailOn(read(MAIN_INPUTS.failOn), MAIN_INPUTS.failOn),
    ...(inlineFindings === undefined ? {} : { inlineFindings }),
    alwaysInline: readSeverityInput(
      read(MAIN_INPUTS.alwaysInline),
      MAIN_INPUTS.alwaysInline,
      DEFAULT_ALWAYS_INLINE
    ),
    verifyFrom: readSeverityInput(read(MAIN_INPUTS.verifyFrom), MAIN_INPUTS.verifyFrom, DEFAULT_VERIFY_FROM),
    markerSecret: readMarkerSecret(read(MAIN_INPUTS.markerSecret))
  }
}

/** Fewer characters than this is no secret worth signing with; a fault never echoes the value. */
const MIN_SECRET_LENGTH = 16

/** '' (not set) or a secret long enough to sign with; shared by the three actions. */
export function readMarkerSecret(text: string, input: string = MAIN_INPUTS.markerSecret): string {
  if (text !== '' && text.length < MIN_SECRET_LENGTH) {
    throw new UserError(
      `is shorter than ${MIN_SECRET_LENGTH} characters; use a long random value (openssl rand -hex 32)`,
      `input ${input}`
    )
  }
  return text
}

/** A git branch name the API will accept (the subset of git's rules that matters here). */
function readBranch(name: string, input: string = MAIN_INPUTS.stateBranch): string {
  const bad =
    name.length > 200 ||
    /[\s~^:?*[\\\x00-\x1f\x7f]/.test(name) ||
    name.includes('..') ||
    name.includes('//') ||
    name.includes('@{') ||
    /^[-/.]/.test(name) ||
    /[/.]$/.test(name) ||
    name.endsWith('.lock') ||
    name.split('/').some((part) => part.startsWith('.'))
  if (bad) throw new UserError(`"${name}" is not a valid branch name`, `input ${input}`)
  return name
}

/** A repository-relative path: never absolute, never climbing out with `..`. */
function readConfigPath(path: string, input: string = MAIN_INPUTS.configPath): string {
  const segments = path.split('/')
  const bad =
    path.length > 300 ||
    path.startsWith('/') ||
    path.includes('\\') ||
    /[\x00-\x1f\x7f]/.test(path) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  if (bad) throw new UserError(`"${path}" must be a relative path inside the repository`, `input ${input}`)
  return path
}

function readMaxRounds(text: string, input: string = MAIN_INPUTS.maxRounds): number {
  if (text === '') return DEFAULT_MAX_ROUNDS
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ROUNDS_CEILING) {
    throw new UserError(`"${text}" must be a whole number from 1 to ${MAX_ROUNDS_CEILING}`, `input ${input}`)
  }
  return Number(text)
}

function readMaxParallel(text: string, input: string = MAIN_INPUTS.maxParallel): number {
  if (text === '') return DEFAULT_MAX_PARALLEL
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1 || Number(text) > MAX_PARALLEL_CEILING) {
    throw new UserError(
      `"${text}" must be a whole number from 1 to ${MAX_PARALLEL_CEILING} (critic processes a round runs at once)`,
      `input ${input}`
    )
  }
  return Number(text)
}

function readJobTimeout(text: string, input: string = MAIN_INPUTS.jobTimeoutMinutes): number {
  if (text === '') return DEFAULT_JOB_TIMEOUT_MINUTES
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > JOB_TIMEOUT_CEILING) {
    throw new UserError(
      `"${text}" must be a whole number of minutes from 1 to ${JOB_TIMEOUT_CEILING}; set it to the job's timeout-minutes`,
      `input ${input}`
    )
  }
  return Number(text)
}
