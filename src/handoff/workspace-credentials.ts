// Finds a credential a checkout left in the workspace's git config: actions/checkout persists the job's token
// as an `http.<url>.extraheader` (in .git/config, or in a file under RUNNER_TEMP that an `includeIf` names)
// unless `persist-credentials: false`. A critic runs in the workspace and could read it, so none may run.
import { readFileSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'

/** Include chains followed before giving up (git itself allows 10). */
const MAX_DEPTH = 10

function readText(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined
  } catch {
    return undefined
  }
}

/** `key = value` lines of a git config file, keys lower-cased (section names are not needed here). */
function entries(text: string): Array<{ key: string; value: string }> {
  const out: Array<{ key: string; value: string }> = []
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (m) out.push({ key: m[1]!.toLowerCase(), value: m[2]!.replace(/^"(.*)"$/, '$1') })
  }
  return out
}

function credentialIn(key: string, value: string): string | undefined {
  if (key === 'extraheader' && /authorization\s*:/i.test(value))
    return 'an http extraheader with an Authorization'
  if ((key === 'url' || key === 'pushurl') && /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]+@/i.test(value))
    return 'a remote URL with a user and password'
  return undefined
}

function scan(path: string, depth: number, seen: Set<string>): string | undefined {
  if (depth > MAX_DEPTH || seen.has(path)) return undefined
  seen.add(path)
  const text = readText(path)
  if (text === undefined) return undefined
  for (const { key, value } of entries(text)) {
    const found = credentialIn(key, value)
    if (found) return `${path} holds ${found}`
    // `[include] path` and `[includeIf "…"] path` name further files, relative to this one.
    if (key === 'path' && value !== '') {
      const next = value.startsWith('~/') ? join(process.env.HOME ?? '', value.slice(2)) : value
      const inner = scan(isAbsolute(next) ? next : resolve(dirname(path), next), depth + 1, seen)
      if (inner) return inner
    }
  }
  return undefined
}

/** Where a credential sits in the workspace's git config (with its includes), or undefined when none does. */
export function findWorkspaceCredential(workspace: string): string | undefined {
  return scan(join(workspace, '.git', 'config'), 0, new Set())
}

/** The reason no critic runs, as every critic's envelope states it. */
export function credentialRefusal(where: string): string {
  return (
    `not run: ${where}, and a critic could read it. actions/checkout persists the job's token unless ` +
    'it is given `persist-credentials: false`; set that on the checkout step of this job'
  )
}
