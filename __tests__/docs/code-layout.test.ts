// The Code layout section of docs/development.md matches the code: it names every folder of src/, and its layer
// diagram is scripts/layers.cjs, the data the dependency rules are made from.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { readPage, sectionOf } from './markdown-pages.js'

const { LAYERS } = createRequire(import.meta.url)('../../scripts/layers.cjs') as { LAYERS: string[][] }
const section = sectionOf(readPage('docs/development.md'), 'Code layout')

/** Every folder under src/ that holds a file directly. */
function foldersOf(dir: string, prefix = ''): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (!statSync(path).isDirectory()) continue
    const folder = prefix + name
    if (readdirSync(path).some((f) => statSync(join(path, f)).isFile())) out.push(folder)
    out.push(...foldersOf(path, `${folder}/`))
  }
  return out
}

describe('the Code layout section', () => {
  it('gives every folder of src/ a layer and a row of the table', () => {
    const folders = foldersOf('src').sort()
    expect(LAYERS.flat().sort()).toEqual(folders)
    const rows = section.split('\n').filter((l) => l.startsWith('| `'))
    for (const folder of folders)
      expect([folder, rows.some((r) => r.includes(`\`${folder}/\``))]).toEqual([folder, true])
  })

  it('draws the layers of scripts/layers.cjs, bottom up', () => {
    const drawn = section.split('```text\n')[1]!.split('\n```')[0]!.split('\n')
    expect(drawn).toEqual(LAYERS.map((layer) => layer.join(' · ')))
  })
})
