// The example workflows as the docs tests read them: their YAML shape, the allowlist variable, the secrets read.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

type Step = Record<string, unknown> & { uses?: string; run?: string; with?: Record<string, unknown> }

export interface Job {
  if?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': boolean; queue: string }
  strategy?: { matrix: Record<string, unknown[]> }
  env?: Record<string, string>
  steps: Step[]
}

interface Workflow {
  on: Record<string, { types?: string[]; inputs?: Record<string, unknown> } | null>
  permissions: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress': boolean; queue: string }
  env?: Record<string, string>
  jobs: Record<string, Job>
}

export const load = (name: string) => parse(readFileSync(`examples/workflows/${name}`, 'utf8')) as Workflow

/** Every `uses:` and `run:` text of a job, to check what a job runs. */
export const stepText = (steps: Step[]) => JSON.stringify(steps)

/** The one variable that holds the allowlist: the same expression feeds the `if:` and `authorized-users`. */
export const LIST = "fromJSON(vars.THE_LOOP_REVIEWERS || '[]')"
export const reviewers = (logins: string[]) => ({ THE_LOOP_REVIEWERS: JSON.stringify(logins) })

/** Names of the secrets a text reads. */
export const secretsIn = (text: string) =>
  [...text.matchAll(/secrets\.([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort()
