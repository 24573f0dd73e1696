// The list of changed files: whole when the prompt holds the whole diff, and within an eighth of a part's budget
// when the diff is split, summed up by folder past that, so that a 3,000-file change leaves its parts room for
// diff instead of repeating a 192,000-character list in each.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { changedFilesList } from '../../../src/loop/prompt/changed-files.js'
import { renderRoundPrompt } from '../../../src/loop/prompt/round-prompt.js'
import { splitForCritics } from '../../../src/loop/parts/critic-split.js'
import { partPrompt } from '../../../src/critics/harness/critics-job.js'
import { addedFile, roundInput } from '../../support/round-input.js'

const files = (n: number, folders: number) =>
  Array.from({ length: n }, (_, i) => ({
    path: `pkg${i % folders}/module/file-with-a-longish-name-${i}.ts`,
    status: 'added',
    additions: 3,
    deletions: 0
  }))

describe('the list of changed files', () => {
  it('names every file, with its size, outside a part whatever its length', () => {
    const list = changedFilesList({
      files: files(3000, 30),
      sizes: { 'pkg0/module/file-with-a-longish-name-0.ts': 99 }
    })
    expect(list.split('\n')).toHaveLength(3000)
    expect(list).toContain('added pkg0/module/file-with-a-longish-name-0.ts (+3 -0, 99 characters of diff)')
  })

  it('names every file in a part while the list fits an eighth of the budget', () => {
    expect(changedFilesList({ files: files(10, 2) }, 200_000).split('\n')).toHaveLength(10)
  })

  it('sums a list too long for a part up by folder, every file counted, the most diff first', () => {
    const all = files(3000, 30)
    const sizes = Object.fromEntries(all.map((f, i) => [f.path, i % 30 === 7 ? 1000 : 10]))
    const list = changedFilesList({ files: all, sizes }, 200_000)
    expect(list.length).toBeLessThanOrEqual(25_000)
    const rows = list.split('\n')
    expect(rows[0]).toBe(
      '3000 files changed, too many to name one by one in each part; by folder, the most diff first:'
    )
    expect(rows[1]).toBe('pkg7/module/: 100 files (+300 -0, 100000 characters of diff)')
    const counted = rows.slice(1).reduce((n, r) => n + Number(/: (\d+) files? /.exec(r)![1]), 0)
    expect(counted).toBe(3000)
  })

  it('keeps the folders with the most diff and counts the rest when even the folders do not fit', () => {
    const all = files(3000, 3000)
    const list = changedFilesList({ files: all }, 20_000)
    expect(list.length).toBeLessThanOrEqual(2500)
    expect(list).toMatch(/\n… and \d+ more folders with less diff$/)
  })

  it('leaves a part of a 3,000-file change room for the diff of many files', () => {
    const paths = Array.from(
      { length: 3000 },
      (_, i) => `pkg${i % 40}/module/file-with-a-longish-name-${i}.ts`
    )
    const diff = paths.map((p) => addedFile(p, 4)).join('')
    const input = roundInput(diff)
    const critic = makeCritic('c', { command: 'node', maxPromptChars: 200_000, maxParts: 100 })
    const split = splitForCritics(input, renderRoundPrompt(input), [critic])!
    const parts = split.byCritic.c!.parts
    // Each part keeps at least three quarters of its budget for diff (the whole list took 192,000 of 200,000).
    expect(parts.length).toBeLessThanOrEqual(Math.ceil(diff.length / 150_000) + 1)
    expect(parts.flatMap((p) => p.files)).toHaveLength(3000)
    for (const part of parts) expect(partPrompt(split, part).length).toBeLessThanOrEqual(200_000)
  })
})
