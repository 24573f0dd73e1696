// The critic action on a pull request too large for the critic's budget: the diff reviewed in parts, as in a
// round (each part one run, all within the budget), merged into one result that states its coverage.
import { describe, expect, it } from '@jest/globals'
import { type CriticActionDeps } from '../../../src/app/critic-action.js'
import { filesFromDiff } from '../../../src/loop/pull/diff.js'
import { nodeCriticYaml, tempDir } from '../../support/critic-fixtures.js'
import { FakeCriticGitHub } from '../../support/fake-critic-github.js'
import { addedFile } from '../../support/round-input.js'
import { runCriticAction } from '../../support/in-process.js'

const PATHS = ['src/a.ts', 'src/b.ts', 'lib/c.ts']
const LINES = 40

function setup(maxPromptChars: number) {
  const github = new FakeCriticGitHub()
  const critic = nodeCriticYaml('tight', 'echo.mjs', ['{prompt}'], { harness: 'stub' })
  github.files.set(
    'main:.the-loop/harness-config.yaml',
    `reviews:\n  critics:\n${critic}      maxPromptChars: ${maxPromptChars}\n`
  )
  const diff = PATHS.map((p) => addedFile(p, LINES)).join('')
  github.pulls.set(5, {
    pull: {
      number: 5,
      title: 'Add files',
      body: 'please review',
      author: 'bob',
      state: 'open',
      headSha: 'f'.repeat(40),
      baseRef: 'main',
      headRef: 'feature'
    },
    files: filesFromDiff(diff),
    diff
  })
  const summaries: string[] = []
  const inputs: Record<string, string> = {
    'authorized-users': 'alice',
    'config-path': '.the-loop/harness-config.yaml',
    critic: 'tight',
    'pull-request': '5'
  }
  const deps: CriticActionDeps = {
    getInput: (name) => inputs[name] ?? '',
    actor: 'alice',
    github,
    summary: { write: async (md) => void summaries.push(md) },
    workspace: tempDir('critic-parts-ws-'),
    baseEnv: { ...process.env }
  }
  return { deps, summaries }
}

describe('the critic action on a pull request larger than its critic’s budget', () => {
  it('runs one part per share of the diff, each within the budget, and states the coverage', async () => {
    const { deps, summaries } = setup(5000)
    const result = await runCriticAction(deps)
    expect(result.outputs.ok).toBe('true')
    const output = JSON.parse(result.outputs.envelope).output as string
    const parts = [...output.matchAll(/\*\*Part (\d+) of (\d+)\*\*/g)]
    expect(parts.length).toBeGreaterThanOrEqual(2)
    expect(output).toMatch(
      new RegExp(`Coverage: ${parts.length} parts; 3 of 3 files and 3 of 3 hunks seen\\.`)
    )
    // Each part's text is the echo of its run's argv: its prompt, within the budget.
    const prompts = output
      .split(/\*\*Part \d+ of \d+\*\* \([^)]*\)\n\n/)
      .slice(1)
      .map((text) => JSON.parse(/^\{"argv":\[("(?:[^"\\]|\\.)*")/.exec(text)![1]!) as string)
    expect(prompts).toHaveLength(parts.length)
    for (const prompt of prompts) expect(prompt.length).toBeLessThanOrEqual(5000)
    // Every line of the diff reached exactly one part.
    for (const path of PATHS)
      for (let line = 0; line < LINES; line++) {
        const text = `+${path} line ${line} of some length\n`
        expect(prompts.filter((p) => p.includes(text))).toHaveLength(1)
      }
    expect(summaries[0]).toContain('Coverage:')
  })

  it('keeps one run on the whole prompt when the pull request fits', async () => {
    const { deps } = setup(200_000)
    const output = JSON.parse((await runCriticAction(deps)).outputs.envelope).output as string
    expect(output).not.toContain('**Part 1 of')
    expect((JSON.parse(output) as { argv: string[] }).argv[0]).toContain('+lib/c.ts line 39 of some length')
  })
})
