// Critic users against the real useradd and userdel (as root): a name already taken, /etc/passwd locked by
// another process, and a useradd that fails halfway, each through a privilege that answers the first call(s)
// itself and passes the rest to the real tools. Every user and group this file makes carries its own prefix.
import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createCriticUser, passwdEntry, removeCriticUser } from '../../../src/critics/isolation/os-user.js'
import { rootPrivilege, type Privilege } from '../../../src/critics/isolation/privilege.js'
import type { ToolResult } from '../../../src/critics/isolation/tools.js'
import { AS_ROOT, HAS_SUDO, NO_SUDO, NOT_ROOT } from '../../support/sudo.js'

const PREFIX = `tlu${randomBytes(2).toString('hex')}-`

/** The real tools as root, except that the first answers come from `scripted`; every argv is recorded. */
function scriptedPrivilege(scripted: ToolResult[]): Privilege & { calls: string[][] } {
  const real = rootPrivilege()
  const calls: string[][] = []
  return {
    ...real,
    calls,
    run: async (argv) => {
      calls.push(argv)
      return scripted.shift() ?? real.run(argv)
    }
  }
}

const namesOfThisFile = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split(':')[0] ?? '')
    .filter((name) => name.startsWith(PREFIX))

afterAll(() => {
  for (const name of namesOfThisFile('/etc/passwd')) spawnSync('/usr/sbin/userdel', [name])
  for (const name of namesOfThisFile('/etc/group')) spawnSync('/usr/sbin/groupdel', [name])
})

if (AS_ROOT)
  describe('critic users', () => {
    it('are system users with their own group, no login shell, and go again with their group', async () => {
      const user = await createCriticUser(rootPrivilege(), PREFIX, 1, '/nonexistent-home')
      const line = readFileSync('/etc/passwd', 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${user.name}:`))
      expect(line).toMatch(/:\/nonexistent-home:\/usr\/sbin\/nologin$/)
      expect(spawnSync('/usr/bin/id', ['-G', user.name], { encoding: 'utf8' }).stdout.trim()).toBe(
        String(user.gid)
      )
      expect(await removeCriticUser(rootPrivilege(), user)).toBeUndefined()
      expect(passwdEntry(user.name)).toBeUndefined()
      expect(namesOfThisFile('/etc/group')).toEqual([])
    })

    it('takes another random name when the name is taken (useradd exit 9)', async () => {
      const privilege = scriptedPrivilege([
        { code: 9, stdout: '', stderr: "useradd: user 'x' already exists" }
      ])
      const user = await createCriticUser(privilege, PREFIX, 2, '/nonexistent-home')
      const tried = privilege.calls.map((argv) => argv.at(-1))
      expect(tried).toHaveLength(2)
      expect(tried[0]).not.toBe(tried[1])
      expect(user.name).toBe(tried[1])
      await removeCriticUser(rootPrivilege(), user)
    })

    it('waits out another process holding the /etc/passwd lock, then succeeds', async () => {
      const locked = { code: 1, stdout: '', stderr: 'useradd: cannot lock /etc/passwd; try again later.' }
      const privilege = scriptedPrivilege([locked, locked])
      const user = await createCriticUser(privilege, PREFIX, 3, '/nonexistent-home')
      expect(privilege.calls).toHaveLength(3)
      expect(passwdEntry(user.name)).toEqual(user)
      await removeCriticUser(rootPrivilege(), user)
    })

    it('removes what a useradd that failed halfway left (its group), and says which user failed', async () => {
      const real = rootPrivilege()
      let made = ''
      const privilege: Privilege = {
        ...real,
        run: async (argv) => {
          if (argv[0] !== '/usr/sbin/useradd') return real.run(argv)
          made = argv.at(-1)!
          spawnSync('/usr/sbin/groupadd', ['--system', made]) // the half that got done
          return { code: 1, stdout: '', stderr: 'useradd: cannot write /etc/shadow' }
        }
      }
      await expect(createCriticUser(privilege, PREFIX, 4, '/nonexistent-home')).rejects.toThrow(
        /could not create the critic's OS user .*cannot write \/etc\/shadow/
      )
      expect(made).not.toBe('')
      expect(namesOfThisFile('/etc/group')).toEqual([])
    })
  })

// Not root: the real tools refuse this process, and the steps reach them through sudo instead.
if (!AS_ROOT)
  describe(`critic users where this process is not root (${NOT_ROOT})`, () => {
    it(`cannot be made by it: useradd refuses, and the error says so${HAS_SUDO ? '' : ` (${NO_SUDO} either)`}`, async () => {
      await expect(createCriticUser(rootPrivilege(), PREFIX, 1, '/nonexistent-home')).rejects.toThrow(
        /could not create the critic's OS user/
      )
      expect(namesOfThisFile('/etc/passwd')).toEqual([])
    })
  })
