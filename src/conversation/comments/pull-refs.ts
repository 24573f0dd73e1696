// normalizePulls: free-text PR references → refs the tool composes itself (`github:owner/repo#n`).

/** The work item a review is about; bare `#n` references resolve against its repository. */
export interface RepoCoordinates {
  owner: string
  repo: string
}

/** Longer items are prose, not references; the cap also bounds the work the patterns do. */
const MAX_ITEM = 300
const URL = /https?:\/\/github\.com\/([\w.-]+)\/([\w.-]+)\/pull\/(\d{1,9})(?![\d])/i
const SLUG = /^(?:github:)?([\w.-]+)\/([\w.-]+)#(\d{1,9})$/
const BARE = /^#?(\d{1,9})$/

/**
 * Tries, in order: a github.com pull URL anywhere in the item, a whole `owner/repo#n` (optionally
 * `github:`-prefixed), a whole `#n`/`n` (only when the work item's repository is known). Anything
 * else is dropped. Results are de-duplicated keeping the first occurrence.
 */
export function normalizePulls(items: readonly string[], workItem?: RepoCoordinates): string[] {
  const refs: string[] = []
  for (const item of items) {
    const ref = normalizeOne(item, workItem)
    if (ref !== undefined && !refs.includes(ref)) refs.push(ref)
  }
  return refs
}

function normalizeOne(raw: string, workItem?: RepoCoordinates): string | undefined {
  const item = raw.trim().replace(/[.,;]+$/, '')
  if (item.length === 0 || item.length > MAX_ITEM) return undefined
  const url = URL.exec(item)
  if (url) return compose(url[1]!, url[2]!, url[3]!)
  const slug = SLUG.exec(item)
  if (slug) return compose(slug[1]!, slug[2]!, slug[3]!)
  const bare = BARE.exec(item)
  if (bare && workItem) return compose(workItem.owner, workItem.repo, bare[1]!)
  return undefined
}

function compose(owner: string, repo: string, digits: string): string | undefined {
  const number = Number(digits)
  // `.`/`..` are valid for the character class but never a real owner or repository: refuse them so a
  // composed ref can never walk a path or an API route.
  if (number < 1 || /^\.+$/.test(owner) || /^\.+$/.test(repo)) return undefined
  return `github:${owner}/${repo}#${number}`
}

/** Splits a composed ref back into its parts; undefined for anything this module did not compose. */
export function parsePullRef(ref: string): { owner: string; repo: string; number: number } | undefined {
  const match = /^github:([\w.-]+)\/([\w.-]+)#(\d{1,9})$/.exec(ref)
  if (!match || /^\.+$/.test(match[1]!) || /^\.+$/.test(match[2]!)) return undefined
  return { owner: match[1]!, repo: match[2]!, number: Number(match[3]) }
}
