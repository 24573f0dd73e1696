// The Code layout section of docs/development.md matches the code: it names every folder of src/, its drawing
// of the wings is scripts/layers.cjs (the data the dependency rules are made from), and every top-level
// folder opens with a README.md that names each folder inside it.
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { readPage, sectionOf } from './markdown-pages.js'

const { WINGS, FOLDERS } = createRequire(import.meta.url)('../../scripts/layers.cjs') as {
  WINGS: string[][]
  FOLDERS: Record<string, string[][]>
}
const section = sectionOf(readPage('docs/development.md'), 'Code layout')

/** Every folder under src/ that holds a file directly (a README.md alone makes no folder of code). */
function foldersOf(dir: string, prefix = ''): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (!statSync(path).isDirectory()) continue
    const folder = prefix + name
    if (readdirSync(path).some((f) => f !== 'README.md' && statSync(join(path, f)).isFile())) out.push(folder)
    out.push(...foldersOf(path, `${folder}/`))
  }
  return out
}

describe('the Code layout section', () => {
  it('gives every folder of src/ a place in a wing and a row of the table', () => {
    const folders = foldersOf('src').sort()
    expect(Object.values(FOLDERS).flat(2).sort()).toEqual(folders)
    expect(Object.keys(FOLDERS).sort()).toEqual(WINGS.flat().sort())
    const rows = section.split('\n').filter((l) => l.startsWith('| `'))
    for (const folder of folders)
      expect([folder, rows.some((r) => r.includes(`\`${folder}/\``))]).toEqual([folder, true])
  })

  it('draws the wings of scripts/layers.cjs, top down, each with its folders bottom up', () => {
    const drawn = section.split('```text\n')[1]!.split('\n```')[0]!.split('\n')
    const wings = WINGS.flatMap((row, rank) =>
      row.map((wing) => {
        const inside = FOLDERS[wing]!.map((folders) => folders.map((f) => `${f}/`).join(' · ')).join(' < ')
        return `${rank + 1}  ${wing.padEnd(14)}${inside}`
      })
    )
    expect(drawn).toEqual(wings.reverse())
  })

  it('opens every top-level folder of src/ with a README.md naming the folders inside it', () => {
    for (const top of readdirSync('src')) {
      const readme = join('src', top, 'README.md')
      expect([readme, existsSync(readme)]).toEqual([readme, true])
      const text = readFileSync(readme, 'utf8')
      const inside = foldersOf(join('src', top)).map((f) => `${f}/`)
      expect([readme, inside.filter((f) => !text.includes(`\`${f}\``))]).toEqual([readme, []])
    }
  })
})
