// The critic action reads its config as the review rounds and the CLI do: the default path, then the pre-rename
// `.the-loop/config.yaml` when the default is absent; a path the owner chose is read alone.
import { describe, expect, it } from '@jest/globals'
import { type CriticActionDeps } from '../../../src/app/critic-action.js'
import { nodeCriticYaml, tempDir } from '../../support/critic-fixtures.js'
import { FakeCriticGitHub } from '../../support/fake-critic-github.js'
import { runCriticAction } from '../../support/in-process.js'

const CONFIG = `reviews:\n  critics:\n${nodeCriticYaml('echo', 'echo.mjs', ['{prompt}'], { harness: 'stub', model: 'm1' })}`

function setup(files: Record<string, string>, configPath = '.the-loop/harness-config.yaml') {
  const github = new FakeCriticGitHub()
  for (const [path, text] of Object.entries(files)) github.files.set(`main:${path}`, text)
  const inputs: Record<string, string> = {
    'authorized-users': 'alice',
    'config-path': configPath,
    critic: 'echo',
    prompt: 'look'
  }
  const deps: CriticActionDeps = {
    getInput: (name) => inputs[name] ?? '',
    actor: 'alice',
    github,
    summary: { write: async () => undefined },
    workspace: tempDir('critic-ws-'),
    baseEnv: { ...process.env }
  }
  return { github, deps }
}

describe('the critic action and the pre-rename config name', () => {
  it('runs the critic from .the-loop/config.yaml when harness-config.yaml is absent', async () => {
    const { github, deps } = setup({ '.the-loop/config.yaml': CONFIG })
    const result = await runCriticAction(deps)
    expect(result.failure).toBeUndefined()
    expect(JSON.parse(result.outputs.envelope).attribution).toBe('[stub/m1]')
    expect(github.fileReads).toEqual([
      { path: '.the-loop/harness-config.yaml', ref: 'main' },
      { path: '.the-loop/config.yaml', ref: 'main' }
    ])
  })
  it('names the file it read in a config fault', async () => {
    const { deps } = setup({ '.the-loop/config.yaml': 'review:\n  critics: []\n' })
    expect((await runCriticAction(deps)).failure).toBe(
      ".the-loop/config.yaml@main:1: unknown top-level key 'review': did you mean 'reviews'? No critic is read from this file until it is renamed"
    )
  })
  it('reads a config-path of the owner alone, with no fallback', async () => {
    const { github, deps } = setup({ '.the-loop/config.yaml': CONFIG }, 'ci/critics.yaml')
    expect((await runCriticAction(deps)).failure).toBe(
      'ci/critics.yaml@main: no harness config on the default branch, so no critics are configured'
    )
    expect(github.fileReads).toEqual([{ path: 'ci/critics.yaml', ref: 'main' }])
  })
})
