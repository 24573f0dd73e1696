// Every third-party action the workflows of examples/ and .github/ use is pinned by full commit SHA with its
// release as a comment (`owner/repo@<40 hex> # vX.Y.Z`): a tag can be moved to other code, a commit cannot, and
// Dependabot updates the SHA and the comment together. This action itself (`./…`, or the placeholder
// `OWNER/REPO`, which __tests__/docs/repo-files.test.ts checks) is not third-party.
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { parse } from 'yaml'

/** The workflow files of examples/ and .github/, as paths from the repository root. */
const FILES = ['examples', '.github'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => `${root}/${file}`)
)

/** Every `uses:` value of a parsed workflow: of steps, and of jobs that call a reusable workflow. */
function usesValues(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(usesValues)
  if (node === null || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'uses' && typeof value === 'string' ? [value] : usesValues(value)
  )
}

interface UsesLine {
  file: string
  ref: string
  comment: string
}

/** Each `uses:` line of a file in block style, with what follows the ref on that line. */
function usesLines(file: string): UsesLine[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*(?:- +)?uses: +(\S+)(.*)$/gm)].map((m) => ({
    file,
    ref: m[1]!,
    comment: m[2]!.trim()
  }))
}

const firstParty = (ref: string) => ref.startsWith('./') || /^OWNER\/REPO(\/|@)/.test(ref)
const lines = FILES.flatMap(usesLines)
const thirdParty = lines.filter((line) => !firstParty(line.ref))

describe('third-party actions in examples/ and .github/', () => {
  test('the scan reads every uses: of every workflow (none hides in flow style or quotes)', () => {
    for (const file of FILES) {
      const parsed = usesValues(parse(readFileSync(file, 'utf8')))
      expect([file, usesLines(file).map((l) => l.ref)]).toEqual([file, parsed])
    }
    expect(thirdParty.length).toBeGreaterThanOrEqual(4)
  })

  test('each is pinned by a full commit SHA, with the release it is in as a `# vX.Y.Z` comment', () => {
    const loose = thirdParty.filter(
      ({ ref, comment }) =>
        !/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/.test(ref) || !/^# v\d+\.\d+\.\d+\b/.test(comment)
    )
    expect(loose.map(({ file, ref, comment }) => `${file}: ${ref} ${comment}`)).toEqual([])
  })

  test('one action has one pin in every file that uses it', () => {
    const pins = new Map<string, Set<string>>()
    for (const { ref, comment } of thirdParty) {
      const name = ref.slice(0, ref.indexOf('@'))
      const pin = `${ref.slice(ref.indexOf('@') + 1)} ${/^# (v\S+)/.exec(comment)?.[1] ?? ''}`
      pins.set(name, (pins.get(name) ?? new Set()).add(pin))
    }
    expect([...pins].filter(([, set]) => set.size > 1).map(([name, set]) => [name, [...set]])).toEqual([])
  })
})
