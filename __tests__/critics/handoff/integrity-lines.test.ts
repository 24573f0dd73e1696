import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { integrityLines } from '../../../src/critics/handoff/integrity.js'

describe('integrityLines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'the-loop-integrity-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('hashes files of any size read in chunks: one of 2.5 MiB, an empty one, a small one', () => {
    const files = [
      [join(dir, 'big'), randomBytes(2.5 * 1024 * 1024)],
      [join(dir, 'empty'), Buffer.alloc(0)],
      [join(dir, 'small'), Buffer.from('abc')]
    ] as const
    for (const [path, bytes] of files) writeFileSync(path, bytes)
    const expected = files
      .map(([path, bytes]) => `${createHash('sha256').update(bytes).digest('hex')}  ${path}`)
      .join('\n')
    expect(integrityLines(files.map(([path]) => path))).toBe(expected)
  })

  it('refuses a path sha256sum could not check', () => {
    expect(() => integrityLines([join(dir, 'a\nb')])).toThrow('cannot record the hash of')
  })
})
