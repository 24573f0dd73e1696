// Finds a credential a checkout left where a critic could read it: actions/checkout persists the job's token as
// an `http.<url>.extraheader` (in a `.git/config`, or in a file under RUNNER_TEMP that an `includeIf` names)
// unless `persist-credentials: false`; a token may also sit in a remote URL, in the name of a
// `url."https://x-access-token:…@github.com/".insteadOf` section, or in a `credential.helper store` file.
// Every git config under the workspace counts (gitConfigFiles). A critic could read any of them, so none may run.
import { readFileSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { gitConfigFiles } from './git-config-files.js'

/** Include chains followed before giving up (git itself allows 10). */
const MAX_DEPTH = 10

function readText(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined
  } catch {
    return undefined
  }
}

interface ConfigLine {
  /** `section.subsection` as written (subsection case kept), or `section` alone. */
  section: string
  subsection: string
  key: string
  value: string
}

/** The `[section "subsection"]` headers and `key = value` lines of a git config file, keys lower-cased. */
function lines(text: string): ConfigLine[] {
  const out: ConfigLine[] = []
  let section = ''
  let subsection = ''
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line)
    if (header) {
      section = header[1]!.toLowerCase()
      subsection = (header[2] ?? '').replace(/\\(.)/g, '$1')
      // A header line with a subsection is itself something to check (a URL with a token in it).
      out.push({ section, subsection, key: '', value: '' })
      continue
    }
    const m = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (m) out.push({ section, subsection, key: m[1]!.toLowerCase(), value: m[2]!.replace(/^"(.*)"$/, '$1') })
  }
  return out
}

/** A URL whose user part is there (`https://TOKEN@host`, `https://user:pass@host`); ssh's `git@` is not one. */
function urlWithCredential(text: string): boolean {
  const m = /[a-z][a-z0-9+.-]*:\/\/([^/@\s]+)@/i.exec(text)
  if (!m) return false
  return /^https?:/i.test(text.slice(m.index)) || m[1]!.includes(':')
}

/** The file a `credential.helper` line stores credentials in, when it is git's `store` helper. */
function storeFileOf(value: string): string | undefined {
  const m = /^store(?:\s+--file(?:=|\s+)(\S+))?\s*$/.exec(value.trim())
  if (!m) return undefined
  const file = m[1] ?? '~/.git-credentials'
  return file.startsWith('~/') ? join(homedir(), file.slice(2)) : file
}

function credentialIn(line: ConfigLine): string | undefined {
  if (line.key === '' && line.section === 'url' && urlWithCredential(line.subsection))
    return 'a url.<base>.insteadOf section whose URL carries a credential'
  if (line.key === 'extraheader' && /authorization\s*:/i.test(line.value))
    return 'an http extraheader with an Authorization'
  if (line.key !== '' && urlWithCredential(line.value)) return 'a URL with a user and password'
  if (line.section === 'credential' && line.key === 'helper') {
    const store = storeFileOf(line.value)
    if (store !== undefined && (readText(store) ?? '').trim() !== '')
      return `a credential.helper store whose file ${store} holds credentials`
  }
  return undefined
}

function scan(path: string, depth: number, seen: Set<string>): string | undefined {
  if (depth > MAX_DEPTH || seen.has(path)) return undefined
  seen.add(path)
  const text = readText(path)
  if (text === undefined) return undefined
  for (const line of lines(text)) {
    const found = credentialIn(line)
    if (found) return `${path} holds ${found}`
    // `[include] path` and `[includeIf "…"] path` name further files, relative to this one.
    if (line.key === 'path' && line.value !== '' && line.section.startsWith('include')) {
      const next = line.value.startsWith('~/') ? join(homedir(), line.value.slice(2)) : line.value
      const inner = scan(isAbsolute(next) ? next : resolve(dirname(path), next), depth + 1, seen)
      if (inner) return inner
    }
  }
  return undefined
}

/** Where a credential sits in a git config under the workspace (with its includes), or undefined when none does. */
export function findWorkspaceCredential(workspace: string): string | undefined {
  const seen = new Set<string>()
  for (const config of gitConfigFiles(workspace)) {
    const found = scan(config, 0, seen)
    if (found) return found
  }
  return undefined
}

/** The reason no critic runs, as every critic's envelope states it. */
export function credentialRefusal(where: string): string {
  return (
    `not run: ${where}, and a critic could read it. actions/checkout persists the job's token unless ` +
    'it is given `persist-credentials: false`; set that on the checkout step of this job'
  )
}
