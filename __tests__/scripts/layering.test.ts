// The layering checks of .ci/run fail on what they exist to catch: a copy of this repository with planted
// faults (a type-only import circle, imports up or across the wings and up inside one, GitHub code in the
// critics step, a folder with no place, forbidden packages, a long file, an unused file and export) makes
// dependency-cruiser, ESLint and knip fail.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { tempDir } from '../support/critic-fixtures.js'

const REPO = resolve('.')
const COPIED = [
  'src',
  '__tests__',
  'bench',
  'scripts',
  'examples',
  'graphs',
  'schemas',
  'package.json',
  'tsconfig.json',
  '.dependency-cruiser.cjs',
  'knip.jsonc',
  'eslint.config.js'
]

function run(cwd: string, bin: string, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(join(REPO, 'node_modules/.bin', bin), args, { cwd, encoding: 'utf8', timeout: 120_000 })
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` }
}

function plant(root: string, file: string, text: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}

/** Planted file → what it imports: the rules the issue names between wings, one planted fault each. */
const PLANTED_ACROSS_WINGS = [
  ['src/critics/isolation/planted-loop.ts', '../../loop/round/plan-types.js', 'wing:critics'],
  ['src/critics/handoff/planted-talk.ts', '../../conversation/control/decide.js', 'wing:critics'],
  ['src/conversation/control/planted-loop.ts', '../../loop/round/plan-types.js', 'wing:conversation'],
  ['src/github/planted-loop.ts', '../loop/round/plan-types.js', 'wing:github'],
  ['src/github/planted-critics.ts', '../critics/harness/config.js', 'wing:github'],
  ['src/engine/state/planted-talk.ts', '../../conversation/event/trigger.js', 'wing:engine'],
  ['src/base/markdown/planted-talk.ts', '../../conversation/control/authorize.js', 'wing:base']
] as const

/** A copy of the repository with the faults planted, and node_modules shared. */
function plantedCopy(): string {
  const root = tempDir('layering-')
  for (const entry of COPIED) cpSync(join(REPO, entry), join(root, entry), { recursive: true })
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'))
  // A circle of type-only imports: TypeScript erases both edges, the check must still see them.
  plant(
    root,
    'src/conversation/comments/planted-a.ts',
    "import type { B } from './planted-b.js'\nexport type A = { b?: B }\n"
  )
  plant(
    root,
    'src/conversation/comments/planted-b.ts',
    "import type { A } from './planted-a.js'\nexport type B = { a?: A }\n"
  )
  // Inside the loop wing the ledger sits below the run: importing it runs up the wing's own order.
  plant(
    root,
    'src/loop/ledger/planted-up.ts',
    "import type { FlowRun } from '../run/run.js'\nexport type Up = FlowRun\n"
  )
  // The critics step holds no token: no GitHub code there, not even a type.
  plant(
    root,
    'src/critics/harness/planted-gh.ts',
    "import type { GitHubPort } from '../../github/port.js'\nexport type G = GitHubPort\n"
  )
  // Across wings, each import below runs up the wing order or sideways between wings of one row.
  for (const [file, target] of PLANTED_ACROSS_WINGS)
    plant(root, file, `import type * as T from '${target}'\nexport type X = typeof T\n`)
  // `the-loop review --local` holds no token: no GitHub client reachable from it, however indirectly.
  plant(
    root,
    'src/cli/local-planted.ts',
    "import { createGitHubPort } from '../github/octokit.js'\nexport const P = createGitHubPort\n"
  )
  // A folder nobody gave a layer.
  plant(
    root,
    'src/nowhere/planted.ts',
    "import { UserError } from '../base/shared/errors.js'\nexport const E = UserError\n"
  )
  // An export nothing imports, in a file the action does use.
  appendFileSync(join(root, 'src/base/shared/commit-sha.ts'), '\nexport const PLANTED_UNUSED = 1\n')
  return root
}

describe('the layering checks on planted faults', () => {
  let root = ''
  beforeAll(() => {
    root = plantedCopy()
  })

  it('dependency-cruiser names the type-only circle, the upward imports, the critics-step import and the lost folder', () => {
    const { status, out } = run(root, 'depcruise', ['--config', '.dependency-cruiser.cjs', 'src'])
    expect(status).not.toBe(0)
    expect(out).toMatch(
      /no-circular: src\/conversation\/comments\/planted-a\.ts →\s+src\/conversation\/comments\/planted-b\.ts/
    )
    expect(out).toMatch(/folder:loop\/ledger: src\/loop\/ledger\/planted-up\.ts → src\/loop\/run\/run\.ts/)
    expect(out).toMatch(
      /critics-step-without-github: src\/critics\/harness\/planted-gh\.ts → src\/github\/port\.ts/
    )
    expect(out).toMatch(/wing:critics: src\/critics\/harness\/planted-gh\.ts → src\/github\/port\.ts/)
    for (const [file, target, rule] of PLANTED_ACROSS_WINGS) {
      const to = join(file, '..', target).replace(/\.js$/, '.ts')
      expect([file, out.includes(`${rule}: ${file} → ${to}`)]).toEqual([file, true])
    }
    expect(out).toMatch(/folder-without-place: src\/nowhere\/planted\.ts/)
    expect(out).toMatch(
      /local-review-reaches-no-github-client: src\/cli\/local-planted\.ts → src\/github\/octokit\.ts/
    )
    // Nothing else: the repository itself passes (its own run is a step of .ci/run). The local review's rule
    // names every GitHub client module the planted import reaches, so its lines are not counted here.
    expect(out.match(/^\s+error (?!local-review-)/gm)).toHaveLength(5 + PLANTED_ACROSS_WINGS.length)
    expect(out).not.toMatch(/local-review-reaches-no-github-client: src\/cli\/(?!local-planted)/)
  })

  it('knip names the unused files and the unused export', () => {
    const { status, out } = run(root, 'knip', ['--no-progress', '--no-config-hints'])
    expect(status).not.toBe(0)
    expect(out).toMatch(/Unused files[\s\S]*src\/nowhere\/planted\.ts/)
    expect(out).toMatch(/PLANTED_UNUSED\s+src\/base\/shared\/commit-sha\.ts/)
  })
})

describe('the ESLint package boundaries and file length', () => {
  const eslint = new ESLint({ cwd: REPO })
  const rulesHit = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: join(REPO, file) }))[0]!.messages.map((m) => m.ruleId)

  it('refuses @actions/core outside src/entries/ and Octokit outside src/github/octokit*.ts', async () => {
    const core = "import * as core from '@actions/core'\nexport const info = core.info\n"
    const octokit = "import { retry } from '@octokit/plugin-retry'\nexport const r = retry\n"
    const github = "import * as github from '@actions/github'\nexport const g = github\n"
    expect(await rulesHit('src/conversation/comments/planted.ts', core)).toContain(
      '@typescript-eslint/no-restricted-imports'
    )
    expect(await rulesHit('src/github/octokit-planted.ts', core)).toContain(
      '@typescript-eslint/no-restricted-imports'
    )
    expect(await rulesHit('src/loop/planted.ts', octokit)).toContain(
      '@typescript-eslint/no-restricted-imports'
    )
    expect(await rulesHit('src/entries/planted.ts', github)).toContain(
      '@typescript-eslint/no-restricted-imports'
    )
    expect(await rulesHit('src/entries/planted.ts', core)).toEqual([])
    expect(await rulesHit('src/github/octokit-planted.ts', octokit)).toEqual([])
  })

  it('refuses a file past 300 lines in src/ and __tests__/, but not a generated one', async () => {
    const long = `${Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i}`).join('\n')}\n`
    expect(await rulesHit('src/base/shared/planted.ts', long)).toContain('max-lines')
    expect(await rulesHit('__tests__/planted.ts', long)).toContain('max-lines')
    expect(await rulesHit('src/engine/graph/planted.generated.ts', long)).toEqual([])
  })
})
