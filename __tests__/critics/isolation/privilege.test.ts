// How the critics step decides it can run critics as users of their own, and the one line it fails closed with.
import { describe, expect, it } from '@jest/globals'
import { isolationRefusal, probePrivilege } from '../../../src/critics/isolation/privilege.js'
import { readIsolationMode, readUserPrefix } from '../../../src/critics/isolation/mode.js'
import {
  boundaryProblems,
  boundaryTargets,
  parseProbe
} from '../../../src/critics/isolation/boundary-probe.js'

const WAYS = /critic-isolation: none.*job of their own/

describe('probePrivilege', () => {
  it('refuses on macOS, naming the platform and both ways on', async () => {
    const result = await probePrivilege({ platform: 'darwin', uid: 501 })
    expect('refusal' in result && result.refusal).toMatch(/Linux only \(this runner is darwin\)/)
    expect('refusal' in result && result.refusal).toMatch(WAYS)
  })

  it('uses setpriv directly as root', async () => {
    const result = await probePrivilege({ platform: 'linux', uid: 0 })
    expect('kind' in result && result.kind).toBe('root')
  })

  it('names the case for every refusal', () => {
    expect(isolationRefusal('this job is not root and its sudo asks for a password')).toMatch(
      /^critic-isolation: user runs each critic as an OS user of its own, and this job is not root and its sudo asks for a password\. Ways on: set `critic-isolation: none`/
    )
  })
})

describe('the critic-isolation input', () => {
  it('is user by default, none when asked, and refuses anything else naming the input', () => {
    expect(readIsolationMode({})).toBe('user')
    expect(readIsolationMode({ THE_LOOP_CRITIC_ISOLATION: ' None ' })).toBe('none')
    expect(() => readIsolationMode({ THE_LOOP_CRITIC_ISOLATION: 'container' })).toThrow(
      /input critic-isolation.*'container'/
    )
  })

  it('takes a test prefix for user names only when useradd would accept it', () => {
    expect(readUserPrefix({})).toBe('the-loop-')
    expect(readUserPrefix({ THE_LOOP_CRITIC_USER_PREFIX: 'tlb1-' })).toBe('tlb1-')
    expect(() => readUserPrefix({ THE_LOOP_CRITIC_USER_PREFIX: 'Root;x' })).toThrow(
      /THE_LOOP_CRITIC_USER_PREFIX/
    )
  })
})

describe('the boundary check', () => {
  const places = {
    actionRoot: '/runner/_actions/o/r/v1',
    nodePath: '/opt/node/bin/node',
    path: '/opt/node/bin:/usr/bin:relative',
    workspace: '/runner/work/repo',
    runnerTemp: '/runner/_temp',
    handoffDir: '/runner/_temp/the-loop-x',
    fileCommands: ['/runner/_temp/_runner_file_commands/set_env_1'],
    home: '/home/runner'
  }

  it('lists what publish runs, every PATH folder (a relative one against the workspace) and the folders above', () => {
    const targets = boundaryTargets(places)
    expect(targets.write.get('/runner/_actions/o/r/v1/dist/main/index.js')).toBe("the action's files")
    expect(targets.write.get('/opt/node/bin/node')).toBe('the node binary publish runs')
    expect(targets.write.get('/runner/work/repo/relative')).toBe('a folder on PATH')
    expect(targets.above.get('/runner/_actions')).toBe('/runner/_actions/o')
    expect(targets.above.has('/')).toBe(true)
    expect(targets.read).toContain('/home/runner/.git-credentials')
    expect(targets.read).toContain('/home/runner/.docker/config.json')
  })

  it('reports a writable target, a writable folder above one, and a readable credential', () => {
    const targets = boundaryTargets(places)
    const access = parseProbe(
      'w\t/runner/_actions/o/r/v1\0w\t/runner/_actions\0r\t/home/runner/.npmrc\0x\t/usr/bin\0'
    )
    const problems = boundaryProblems(targets, access, 1001)
    expect(problems).toContain("can write /runner/_actions/o/r/v1 (the action's files)")
    expect(problems).toContain('can write /runner/_actions, a folder above /runner/_actions/o')
    expect(problems).toContain('can read /home/runner/.npmrc (a credential)')
    expect(boundaryProblems(targets, parseProbe('r\t/usr/bin\0'), 1001)).toEqual([])
  })
})
