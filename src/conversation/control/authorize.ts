// Fail-closed authorization: the allowlist, the bot rule and the own-comment test.
import { UserError } from '../../base/shared/errors.js'
import { isLoginShaped } from '../../base/shared/quoted.js'
import { SELF_MARKER } from '../../base/marker/markers.js'

/** A normalised allowlist: lower-case logins without `@`. Empty means nobody may act. */
export type Allowlist = ReadonlySet<string>

const INPUT = 'input authorized-users'

/**
 * Parses `authorized-users`, matched exactly: logins separated by spaces or newlines (case ignored), or a JSON
 * array of login strings — the form the example workflows hand over, so that an element such as `"alice bob"`
 * or `"alice,bob"` is refused whole rather than split into two logins nobody listed. Anything that is not a
 * login (`@alice`, `alice,bob`, `org/team`) is an error naming the input: a lenient reading here would widen
 * who may command the action.
 */
export function parseAllowlist(text: string): Allowlist {
  const trimmed = text.trim()
  const entries = trimmed.startsWith('[') ? jsonLogins(trimmed) : trimmed.split(/\s+/).filter((e) => e !== '')
  const logins = new Set<string>()
  for (const entry of entries) {
    const login = entry.toLowerCase()
    if (!isLoginShaped(login)) throw new UserError(`"${entry}" is not a GitHub login${hintFor(entry)}`, INPUT)
    logins.add(login)
  }
  return logins
}

/** The elements of a JSON array of logins; anything else is refused whole. */
function jsonLogins(text: string): string[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new UserError('starts with [ but is not a JSON array of logins', INPUT)
  }
  if (!Array.isArray(value)) throw new UserError('starts with [ but is not a JSON array of logins', INPUT)
  return value.map((element, i) => {
    if (typeof element !== 'string')
      throw new UserError(`element ${i + 1} (${JSON.stringify(element)}) is not a login string`, INPUT)
    return element
  })
}

/** What to write instead, for the two mistakes the old reading accepted. */
function hintFor(entry: string): string {
  if (entry.startsWith('@')) return ': write logins without @'
  if (entry.includes(',')) return ': separate logins with spaces, not commas'
  return ''
}

export function normaliseLogin(login: string): string {
  return login.trim().replace(/^@+/, '').toLowerCase()
}

export interface CommentAuthor {
  login: string
  type: 'User' | 'Bot' | 'Organization'
}

/**
 * A human acts only when listed; an empty login or an empty list never acts. A bot acts only when
 * listed by its exact account name (e.g. `renovate[bot]`): listing `renovate` does not admit the app.
 */
export function isAuthorized(author: CommentAuthor, allowlist: Allowlist): boolean {
  const login = normaliseLogin(author.login)
  if (login === '' || allowlist.size === 0) return false
  if (author.type === 'Bot' && !login.endsWith('[bot]')) {
    // Some payloads name a bot without its suffix; only the suffixed name may be listed for it.
    return allowlist.has(`${login}[bot]`)
  }
  return allowlist.has(login)
}

/** Who the action itself posts as (e.g. `github-actions[bot]`), when known. */
export interface ActionIdentity {
  login?: string
}

/**
 * A comment is the action's own if it carries the self-marker OR its author is the action's
 * identity. Either test alone suffices: a marker pasted by a human makes the comment inert (never a
 * command), and the action's own account never commands itself even if a marker got stripped.
 */
export function isOwnComment(comment: { author: string; body: string }, identity: ActionIdentity): boolean {
  if (isSelfMarked(comment.body)) return true
  const self = identity.login ? normaliseLogin(identity.login) : ''
  return self !== '' && normaliseLogin(comment.author) === self
}

/**
 * Stricter than isOwnComment, for trusting a comment's hidden markers (to skip a template or edit a
 * comment): it must be self-marked AND, when the identity is known, written by it, so a marker pasted
 * by a human is never taken at its word.
 */
export function isActionComment(
  comment: { author: string; body: string },
  identity: ActionIdentity
): boolean {
  if (!isSelfMarked(comment.body)) return false
  return !identity.login || normaliseLogin(comment.author) === normaliseLogin(identity.login)
}

function isSelfMarked(body: string | null | undefined): boolean {
  return typeof body === 'string' && body.includes(SELF_MARKER)
}

export type Admission =
  { kind: 'own'; reason: string } | { kind: 'unauthorized'; reason: string } | { kind: 'authorized' }

/** Own comments are dropped before authorization is considered; then the allowlist decides. */
export function admitComment(
  comment: { author: string; authorType: CommentAuthor['type']; body: string },
  allowlist: Allowlist,
  identity: ActionIdentity
): Admission {
  if (isOwnComment(comment, identity)) return { kind: 'own', reason: 'the comment is the-loop’s own' }
  if (allowlist.size === 0) {
    return { kind: 'unauthorized', reason: 'authorized-users is empty, so nobody may command the-loop' }
  }
  if (!isAuthorized({ login: comment.author, type: comment.authorType }, allowlist)) {
    const who = comment.author === '' ? 'an unknown author' : `@${comment.author}`
    const what = comment.authorType === 'Bot' ? 'bot account' : 'login'
    return { kind: 'unauthorized', reason: `${who} is not in authorized-users (${what})` }
  }
  return { kind: 'authorized' }
}
