// Who started a run: a re-run keeps GITHUB_ACTOR of the original run, so its re-runner must be trusted too.
import { isAuthorized, normaliseLogin, type Allowlist } from './authorize.js'

/** The two identities of a run: `actor` (GITHUB_ACTOR) and who started this attempt (GITHUB_TRIGGERING_ACTOR). */
export interface RunActors {
  actor: string
  triggeringActor?: string
}

/** A login as the allowlist judges a commenter: an app account keeps its `[bot]` suffix. */
/** @internal */
export function isActorAuthorized(login: string, allowlist: Allowlist): boolean {
  return isAuthorized({ login, type: login.endsWith('[bot]') ? 'Bot' : 'User' }, allowlist)
}

/** Who re-ran this run, when someone other than its original actor did; undefined otherwise. */
/** @internal */
export function rerunBy(run: RunActors): string | undefined {
  const by = (run.triggeringActor ?? '').trim()
  return by !== '' && normaliseLogin(by) !== normaliseLogin(run.actor) ? by : undefined
}

/**
 * Why this run may not act because of who re-ran it: a re-run must not borrow the authority of the run it
 * repeats. `input` is the allowlist input as the action names it in its messages.
 */
export function rerunRefusal(
  run: RunActors,
  allowlist: Allowlist,
  input = 'authorized-users'
): string | undefined {
  const by = rerunBy(run)
  if (by === undefined || isActorAuthorized(by, allowlist)) return undefined
  return `this run is a re-run by '${by}', who is not in ${input} (whoever re-runs a run must be listed too); nothing ran`
}

/** Why a dispatched run may not act: its actor and, on a re-run, its re-runner must both be listed. */
export function dispatchRefusal(
  run: RunActors,
  allowlist: Allowlist,
  input = 'authorized-users'
): string | undefined {
  if (!isActorAuthorized(run.actor, allowlist))
    return `actor '${run.actor || '(none)'}' is not in ${input}; nothing ran`
  return rerunRefusal(run, allowlist, input)
}
