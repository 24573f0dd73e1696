// The example workflows as the docs tests read them: their YAML shape, the allowlist variable, the secrets read.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { githubExample } from '../support/loopback/payloads.js'

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

/** The one variable that holds the allowlist: the job's `if:` reads it as an array, the action as its text. */
export const LIST = 'fromJSON(vars.THE_LOOP_REVIEWERS)'
/** The list is read only after the `if:` has seen it start with `[`: a JSON string would match by substring. */
export const SHAPE_GUARD = "startsWith(vars.THE_LOOP_REVIEWERS, '[')"
/** What every shipped workflow hands `authorized-users`: the list's text when it starts with `[`, else nothing. */
export const HANDED = "${{ startsWith(vars.THE_LOOP_REVIEWERS, '[') && vars.THE_LOOP_REVIEWERS || '' }}"
export const reviewers = (logins: string[]) => ({ THE_LOOP_REVIEWERS: JSON.stringify(logins) })

/**
 * Values of THE_LOOP_REVIEWERS that are no JSON array of login strings, with logins each might let in were it
 * read loosely (as a substring, a split text, a number's digits): none may start a runner or reach the action.
 */
export const MISSHAPEN: ReadonlyArray<[string | undefined, string[]]> = [
  ['"alice"', ['alice', 'ali', 'lic', 'a']],
  ['"alice bob"', ['alice', 'bob', 'ali']],
  ['42', ['42', '4']],
  ['{"alice":1}', ['alice']],
  ['["alice", 3]', ['alice', '3']],
  ['["alice", null]', ['alice']],
  ['["alice bob"]', ['alice', 'bob']],
  ['["alice,bob"]', ['alice', 'bob']],
  ['[]', ['alice']],
  ['alice, bob', ['alice', 'bob']],
  ['', ['alice']],
  [undefined, ['alice']]
]

/** The repository variables with THE_LOOP_REVIEWERS set to `value`, or unset. */
export const varsWith = (value: string | undefined): Record<string, string> =>
  value === undefined ? {} : { THE_LOOP_REVIEWERS: value }

/** Names of the secrets a text reads. */
export const secretsIn = (text: string) =>
  [...text.matchAll(/secrets\.([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort()

/**
 * GitHub's published example of the event, as written by `login` (the author and the sender). GitHub publishes
 * none of some; the nearest one stands in, with its action replaced: pull_request_target's payload is
 * pull_request's (GitHub documents it so), an `issues` close has the shape of its `opened`.
 */
export function webhookEvent(
  name: string,
  action: string | undefined,
  login: string
): Record<string, unknown> {
  const nearest: Record<string, [string, string | undefined]> = {
    issues: ['issues', 'opened'],
    pull_request_target: ['pull_request', action],
    repository_dispatch: ['repository_dispatch', 'on-demand-test']
  }
  const [example, exampleAction] = nearest[name] ?? [name, action]
  const payload = githubExample(example, exampleAction)
  if (action) payload.action = action
  const user = { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' }
  payload.sender = { ...(payload.sender as object), ...user }
  for (const key of ['comment', 'review'])
    if (payload[key])
      payload[key] = {
        ...(payload[key] as object),
        user: { ...(payload[key] as { user: object }).user, ...user }
      }
  return payload
}
