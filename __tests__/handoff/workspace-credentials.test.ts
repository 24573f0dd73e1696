// A checkout's persisted credential in the workspace's git config (or a file it includes) is found.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { findWorkspaceCredential } from '../../src/handoff/workspace-credentials.js'
import { tempDir } from '../support/critic-fixtures.js'

function workspaceWith(config: string): string {
  const ws = tempDir('ws-')
  mkdirSync(join(ws, '.git'))
  writeFileSync(join(ws, '.git/config'), config)
  return ws
}

describe('findWorkspaceCredential', () => {
  it('finds an Authorization extraheader, directly or through includeIf', () => {
    const header = '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3M=\n'
    expect(findWorkspaceCredential(workspaceWith(header))).toMatch(/\.git\/config holds an http extraheader/)
    const file = join(tempDir('inc-'), 'creds.config')
    writeFileSync(file, header)
    const ws = workspaceWith(`[includeIf "gitdir:/x/.git"]\n\tpath = ${file}\n`)
    expect(findWorkspaceCredential(ws)).toBe(`${file} holds an http extraheader with an Authorization`)
  })

  it('finds a remote URL with a password, and nothing in a clean config or no checkout', () => {
    expect(
      findWorkspaceCredential(
        workspaceWith('[remote "o"]\n\turl = https://x-access-token:abc@github.com/a/b\n')
      )
    ).toMatch(/remote URL with a user and password/)
    expect(
      findWorkspaceCredential(workspaceWith('[remote "o"]\n\turl = https://github.com/a/b\n'))
    ).toBeUndefined()
    expect(findWorkspaceCredential(tempDir('empty-'))).toBeUndefined()
  })

  it('does not loop on a config that includes itself', () => {
    const ws = tempDir('ws-')
    mkdirSync(join(ws, '.git'))
    writeFileSync(join(ws, '.git/config'), '[include]\n\tpath = config\n')
    expect(findWorkspaceCredential(ws)).toBeUndefined()
  })
})
