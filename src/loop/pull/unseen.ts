// The files of a pull request no critic reads a line of: GitHub gave no text diff for them (binary, or no patch in
// its files list). Each is named, and each is judged: does the shortfall hide what the author could have put there?
// A file GitHub calls binary whose name says source, or whose content is (mostly) text, blocks the check under
// `fail-on` (one NUL byte is all it takes to make git call a source file binary); an image or an archive does not.
import type { ChangedFile } from '../../github/port.js'
import type { DiffFileSummary } from './parse-diff.js'

/** Names of code and of what runs as code: such a file is never legitimately binary, nor too large to diff. */
const SOURCE_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs vue svelte py pyi rb go rs java kt kts scala groovy gradle swift m mm c h cc cpp ' +
    'cxx hpp hh cs fs vb php pl pm lua r dart ex exs erl hs clj ml elm zig nim sql sh bash zsh fish ps1 psm1 bat ' +
    'cmd yml yaml toml ini cfg conf json jsonc json5 xml html htm css scss sass less graphql gql proto tf hcl ' +
    'dockerfile makefile mk cmake nix'
  ).split(' ')
)

/** Names of images, media, archives, fonts and compiled objects: binary by nature, trusted as such by name. */
const BINARY_EXTENSIONS = new Set(
  (
    'png jpg jpeg gif webp bmp ico icns tif tiff avif heic psd mp3 mp4 m4a mov avi mkv webm wav ogg flac ' +
    'zip gz tgz bz2 xz 7z rar tar jar war whl gem woff woff2 ttf otf eot pdf doc docx xls xlsx ppt pptx ' +
    'exe dll so dylib a o obj class pyc wasm bin dat db sqlite lockb'
  ).split(' ')
)

/** What a file's name says of it: source, a binary kind, or nothing known. */
/** @internal */
export type NameKind = 'source' | 'binary' | 'unknown'

/** @internal */
export function nameKind(path: string): NameKind {
  const name = (path.split('/').at(-1) ?? '').toLowerCase()
  const dot = name.lastIndexOf('.')
  // `Makefile`, `Dockerfile`: the whole name is the kind.
  const ext = dot < 0 ? name : name.slice(dot + 1)
  if (SOURCE_EXTENSIONS.has(ext)) return 'source'
  return BINARY_EXTENSIONS.has(ext) ? 'binary' : 'unknown'
}

/** What a file's content is: text git would diff, text with a NUL or control bytes in it, or binary. */
export type ContentKind = 'text' | 'mostly-text' | 'binary'

/** Above this share of characters that are not text (controls, NUL, bytes not UTF-8), content is binary. */
const BINARY_SHARE = 0.1

/**
 * The kind of a file's content as read (UTF-8 decoded: a byte that is not UTF-8 reads as U+FFFD). Every character
 * counts, not git's first 8,000 bytes: a NUL in a file's last 100 bytes makes it no less text.
 */
export function contentKind(text: string): ContentKind {
  let odd = 0
  let nul = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) nul = true
    const control = c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13
    if (control || c === 0x7f || c === 0xfffd) odd++
  }
  if (text.length > 0 && odd / text.length > BINARY_SHARE) return 'binary'
  return nul || odd > 0 ? 'mostly-text' : 'text'
}

/** A file of the change no prompt holds a line of, as the round names it. */
export interface UnseenFile {
  /** The pull request it belongs to (`github:owner/repo#n`). */
  ref: string
  path: string
  /** Why no critic saw it, in the action's words. */
  why: string
  /** Whether it fails the check under `fail-on`: the author could have hidden code in it. */
  blocks: boolean
}

/** A file GitHub gave no text diff for, before it is judged. */
export interface UnseenCandidate {
  ref: string
  path: string
  status: string
  additions: number
  deletions: number
  /** Git said `Binary files … differ` (the diff media type); else the files list gave no patch. */
  binary: boolean
  /** The files list names git's empty blob for it: nothing to read. */
  empty?: true
}

/** What the blob read of a candidate found: its content's kind, or why it was not read. */
export type BlobRead = { kind: ContentKind } | { unread: string }

/**
 * The candidates of one pull request: the files its diff calls binary, and the files its files list names that
 * its diff lacks (no patch). An empty new file, a mode change or a rename without changes is in the diff, seen.
 */
export function unseenCandidates(
  ref: string,
  spans: ReadonlyArray<{ file: DiffFileSummary }>,
  files: readonly ChangedFile[]
): UnseenCandidate[] {
  const inDiff = new Set(spans.map((s) => s.file.path))
  const binary = spans
    .filter((s) => s.file.binary)
    .map(({ file: f }) => ({ ref, path: f.path, status: f.status, additions: 0, deletions: 0, binary: true }))
  const noPatch = files
    .filter((f) => !inDiff.has(f.path))
    .map((f) => ({
      ref,
      path: f.path,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
      binary: false,
      ...(f.empty ? { empty: f.empty } : {})
    }))
  return [...binary, ...noPatch]
}

/**
 * Whether a candidate needs its blob read to be judged: only when neither its status, nor its name, nor GitHub's
 * line counts decide. A plain image, a deleted file, a source name GitHub called binary: no read.
 */
export function needsBlobRead(c: UnseenCandidate): boolean {
  if (c.status === 'removed' || c.empty || nameKind(c.path) === 'binary') return false
  if (c.binary) return nameKind(c.path) === 'unknown'
  // No patch: lines counted means text too large to show; none counted is binary, empty, or only moved.
  return c.additions + c.deletions === 0
}

const GATE = 'the author controls it'

/** A candidate judged: why it is unseen, and whether it blocks. `read` only when needsBlobRead said so. */
export function judgeUnseen(c: UnseenCandidate, read?: BlobRead): UnseenFile {
  const named = (why: string, blocks: boolean): UnseenFile => ({ ref: c.ref, path: c.path, why, blocks })
  const said = c.binary ? 'binary' : 'no patch from GitHub'
  if (c.status === 'removed') return named(`${said}, deleted`, false)
  if (c.empty) return named(`${said}: empty`, false)
  const kind = nameKind(c.path)
  if (kind === 'binary') return named(said, false)
  if (!needsBlobRead(c)) {
    if (c.binary) return named(`binary, with a source file's name: ${GATE}`, true)
    return named(`no patch from GitHub: ${c.additions + c.deletions} lines changed, too large to show`, true)
  }
  if (read === undefined || 'unread' in read)
    return named(`${said}, content not read (${read?.unread ?? 'no read'}): counted as suspect`, true)
  if (read.kind === 'binary') {
    return kind === 'source'
      ? named(`binary, with a source file's name: ${GATE}`, true)
      : named(`${said} (content read: binary)`, false)
  }
  if (read.kind === 'mostly-text') return named(`${said}, though its content is mostly text: ${GATE}`, true)
  // Plain text: a binary call on text comes from a mark the author can set; no patch and no line counted is a
  // file with nothing to read (empty, or only moved).
  return c.binary
    ? named(`binary, though its content is text: ${GATE}`, true)
    : named(`${said}: no line changed`, false)
}
