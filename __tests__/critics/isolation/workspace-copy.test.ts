// The working copy a critic gets when its user cannot enter the workspace: files only, no .git (a checkout's
// credential), no node_modules, no links, and a refusal naming the way on past the cap.
import { afterEach, describe, expect, it } from '@jest/globals'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COPY_CAPS, copyWorkspace, CopyTooLarge } from '../../../src/critics/isolation/workspace-copy.js'

const made: string[] = []
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'the-loop-copy-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('copyWorkspace', () => {
  it('copies the files, and leaves out .git, node_modules and links', async () => {
    const from = temp()
    mkdirSync(join(from, 'src'))
    writeFileSync(join(from, 'src/a.ts'), 'export const a = 1\n')
    mkdirSync(join(from, '.git'))
    writeFileSync(join(from, '.git/config'), '[http]\n\textraheader = AUTHORIZATION: basic x\n')
    mkdirSync(join(from, 'node_modules/dep'), { recursive: true })
    writeFileSync(join(from, 'node_modules/dep/index.js'), '')
    symlinkSync('/etc/passwd', join(from, 'passwd-link'))
    const to = join(temp(), 'work')
    expect(await copyWorkspace(from, to)).toEqual({ files: 1, bytes: 19 })
    expect(readFileSync(join(to, 'src/a.ts'), 'utf8')).toBe('export const a = 1\n')
    for (const left of ['.git', 'node_modules', 'passwd-link']) expect(existsSync(join(to, left))).toBe(false)
  })

  it('refuses past the cap, naming critic-isolation: none', async () => {
    const from = temp()
    writeFileSync(join(from, 'big.bin'), '')
    truncateSync(join(from, 'big.bin'), COPY_CAPS.bytes + 1) // sparse: no disk used
    const copying = copyWorkspace(from, join(temp(), 'work'))
    await expect(copying).rejects.toBeInstanceOf(CopyTooLarge)
    await expect(copyWorkspace(from, join(temp(), 'work2'))).rejects.toThrow(/critic-isolation: none/)
  })
})
