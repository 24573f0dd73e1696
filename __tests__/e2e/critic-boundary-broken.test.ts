// A critic boundary broken on purpose (an action folder or a PATH folder every user can write) runs no critic,
// through the real action.yml; the control, a copy whose check is weakened, lets the critic write the folder.
// Where critic-isolation: user cannot be built at all (not root, no sudo), the step fails closed before any
// check, and the name of the test that shows it says so.
import { describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildActionDir } from '../support/action-dir.js'
import { CAN_ISOLATE, NO_SUDO, NOT_ROOT } from '../support/sudo.js'
import { errorsOf, PRIVILEGE_REFUSAL, useBoundaryRounds } from './boundary-attack.js'

const { attackRound, usersOfThisFile, action } = useBoundaryRounds(
  `sk-ant-${randomBytes(18).toString('hex')}`
)

/** Runs `body` with the action folder world-writable, closed again after. */
async function withOpenActionFolder(body: () => Promise<void>): Promise<void> {
  chmodSync(action().root, 0o777)
  try {
    await body()
  } finally {
    chmodSync(action().root, 0o700)
  }
}

if (CAN_ISOLATE)
  describe('a boundary broken on purpose runs no critic', () => {
    it('refuses when the action folder is world-writable (chmod 777)', async () => {
      await withOpenActionFolder(async () => {
        const round = await attackRound('user')
        expect(round.reports).toEqual([])
        expect(round.result.outputs.envelopes).toMatch(
          /the critic boundary does not hold: critic user \S+ can write /
        )
        expect(round.result.summary).toMatch(/\*\*fails\*\*: can write [^|]*the action's files/)
        expect(usersOfThisFile()).toEqual([])
      })
    }, 240_000)

    it('refuses when a folder on PATH is world-writable', async () => {
      const open = mkdtempSync(join(tmpdir(), 'the-loop-open-path-'))
      chmodSync(open, 0o777)
      try {
        const round = await attackRound('user', { jobEnv: { PATH: `${open}:${process.env.PATH ?? ''}` } })
        expect(round.reports).toEqual([])
        expect(round.result.outputs.envelopes).toContain(`can write ${open} (a folder on PATH)`)
      } finally {
        rmSync(open, { recursive: true, force: true })
      }
    }, 240_000)

    it('on a GitHub-hosted runner closes such a PATH folder for the job (chmod go-w), checks again, and runs', async () => {
      const open = mkdtempSync(join(tmpdir(), 'the-loop-open-path-'))
      chmodSync(open, 0o777)
      try {
        const round = await attackRound('user', {
          jobEnv: { PATH: `${open}:${process.env.PATH ?? ''}`, RUNNER_ENVIRONMENT: 'github-hosted' }
        })
        expect(round.reports).toHaveLength(2)
        expect(round.reports.every((report) => report.plantOnPath === false)).toBe(true)
        expect(statSync(open).mode & 0o777).toBe(0o755)
        expect(round.result.summary).toContain(
          `Closed for this job (a GitHub-hosted image ships them writable by every user): \`${open}\``
        )
      } finally {
        rmSync(open, { recursive: true, force: true })
      }
    }, 240_000)

    it('control: the same world-writable action folder with a weakened check (always holds) lets the critic write it', async () => {
      const weakened = await buildActionDir(['main'], {
        'src/critics/isolation/boundary-probe.ts': readFileSync(
          'src/critics/isolation/boundary-probe.ts',
          'utf8'
        ).replace(
          /export function boundaryProblems\(/,
          'export function boundaryProblems(..._: unknown[]): string[] {\n  return []\n}\nexport function unusedProblems('
        )
      })
      chmodSync(weakened.root, 0o777)
      try {
        const round = await attackRound('user', { actionRoot: weakened.root })
        expect(round.reports).toHaveLength(2)
        expect(round.reports.every((report) => report.writeActionBundle === true)).toBe(true)
      } finally {
        await weakened.remove()
      }
    }, 240_000)
  })
else
  describe(`a boundary broken on purpose, where no critic user can be made (${NOT_ROOT}, and ${NO_SUDO})`, () => {
    it('a world-writable action folder runs no critic either: the step fails closed before any check', async () => {
      await withOpenActionFolder(async () => {
        const round = await attackRound('user')
        expect(round.reports).toEqual([])
        expect(errorsOf(round)).toEqual([
          expect.stringMatching(PRIVILEGE_REFUSAL),
          expect.stringMatching(PRIVILEGE_REFUSAL)
        ])
        expect(usersOfThisFile()).toEqual([])
      })
    }, 240_000)
  })
