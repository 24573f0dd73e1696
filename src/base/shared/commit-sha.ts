// A full commit sha, the only form of commit name the action passes on: from an event payload, the state
// branch (writable by others) or an API answer, anything else is dropped before it reaches a URL or a prompt.

const FULL_SHA = /^[0-9a-f]{40}$/

export function isCommitSha(value: unknown): value is string {
  return typeof value === 'string' && FULL_SHA.test(value)
}

/** The seven characters GitHub shows for a commit. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7)
}
