// A checkout's persisted credential in the workspace's git config (or a file it includes) is found.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { findWorkspaceCredential } from '../../../src/critics/handoff/workspace-credentials.js'
import { tempDir } from '../../support/critic-fixtures.js'

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
    ).toMatch(/a URL with a user and password/)
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

  it('finds a token in a checkout below the workspace (actions/checkout with path:) and in a submodule', () => {
    const header = '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3M=\n'
    const ws = tempDir('ws-')
    mkdirSync(join(ws, 'tools/other-repo/.git'), { recursive: true })
    writeFileSync(join(ws, 'tools/other-repo/.git/config'), header)
    expect(findWorkspaceCredential(ws)).toBe(
      `${join(ws, 'tools/other-repo/.git/config')} holds an http extraheader with an Authorization`
    )
    const sub = workspaceWith('[core]\n\tbare = false\n')
    mkdirSync(join(sub, '.git/modules/lib/modules/inner'), { recursive: true })
    writeFileSync(join(sub, '.git/modules/lib/modules/inner/config'), header)
    expect(findWorkspaceCredential(sub)).toMatch(
      /modules\/lib\/modules\/inner\/config holds an http extraheader/
    )
  })

  it('follows a .git file to its gitdir (a worktree or an absorbed submodule)', () => {
    const gitDir = tempDir('gitdir-')
    writeFileSync(join(gitDir, 'config'), '[remote "o"]\n\turl = https://ghs_token123456@github.com/a/b\n')
    const ws = tempDir('ws-')
    writeFileSync(join(ws, '.git'), `gitdir: ${gitDir}\n`)
    expect(findWorkspaceCredential(ws)).toBe(`${join(gitDir, 'config')} holds a URL with a user and password`)
  })

  it('finds a token in the name of a url.<base>.insteadOf section', () => {
    const ws = workspaceWith(
      '[url "https://x-access-token:ghs_abcdefgh@github.com/"]\n\tinsteadOf = https://github.com/\n'
    )
    expect(findWorkspaceCredential(ws)).toMatch(
      /a url\.<base>\.insteadOf section whose URL carries a credential/
    )
    // An ssh remote's user is no credential; a plain insteadOf neither.
    const clean = workspaceWith(
      '[remote "o"]\n\turl = ssh://git@github.com/a/b\n[url "git@github.com:"]\n\tinsteadOf = https://github.com/\n'
    )
    expect(findWorkspaceCredential(clean)).toBeUndefined()
  })

  it('finds a credential.helper store file that holds credentials, and ignores an empty or missing one', () => {
    const store = join(tempDir('store-'), 'creds')
    writeFileSync(store, 'https://x-access-token:ghs_abc@github.com\n')
    const ws = workspaceWith(`[credential]\n\thelper = store --file ${store}\n`)
    expect(findWorkspaceCredential(ws)).toMatch(/a credential\.helper store whose file .* holds credentials/)
    writeFileSync(store, '')
    expect(findWorkspaceCredential(ws)).toBeUndefined()
  })

  it('never follows a symbolic link to a checkout elsewhere', () => {
    const elsewhere = workspaceWith('[remote "o"]\n\turl = https://x-access-token:abc@github.com/a/b\n')
    const ws = tempDir('ws-')
    symlinkSync(elsewhere, join(ws, 'linked'))
    expect(findWorkspaceCredential(ws)).toBeUndefined()
    // The control: the same checkout as a real folder is found.
    expect(findWorkspaceCredential(elsewhere)).toMatch(/a URL with a user and password/)
  })
})
