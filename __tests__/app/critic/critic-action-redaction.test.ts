// The critic action redacts a leaked token and model key (and their encodings) from outputs, summary and post.
import { describe, expect, it } from '@jest/globals'
import { type CriticActionDeps } from '../../../src/app/critic-action.js'
import { nodeCriticYaml, tempDir } from '../../support/critic-fixtures.js'
import { FakeCriticGitHub } from '../../support/fake-critic-github.js'
import { runCriticAction } from '../../support/in-process.js'

const TOKEN = 'ghs_TokenTheCriticFound0123456789abcdef'
const MODEL_KEY = 'sk-ant-api03-Model+Key/With=Symbols_0123456789'

/** Every form leak.mjs prints a value in: a redacted result contains none of them. */
function leakedForms(value: string): string[] {
  const base64 = Buffer.from(value).toString('base64')
  return [value, base64, base64.replace(/=+$/, ''), encodeURIComponent(value), value.slice(4, 20)]
}

function setup(extraArgs: string[] = []) {
  const github = new FakeCriticGitHub()
  // The token reaches the critic as an argument here: it stands for a token read from /proc or a file.
  const config = `reviews:\n  critics:\n${nodeCriticYaml('leaky', 'leak.mjs', ['{promptFile}', TOKEN, ...extraArgs], { harness: 'stub' })}`
  github.files.set('main:.the-loop/harness-config.yaml', config)
  github.pulls.set(5, {
    pull: {
      number: 5,
      title: 'Add x',
      body: '',
      author: 'bob',
      state: 'open',
      headSha: 'f'.repeat(40),
      baseRef: 'main',
      headRef: 'feature'
    },
    files: [{ path: 'src/x.ts', status: 'added', additions: 1, deletions: 0 }],
    diff: 'diff --git a/src/x.ts b/src/x.ts\n+export const x = 1\n'
  })
  const summaries: string[] = []
  const inputs: Record<string, string> = {
    critic: 'leaky',
    'pull-request': '5',
    post: 'true',
    'authorized-users': 'alice'
  }
  const deps: CriticActionDeps = {
    getInput: (name) => inputs[name] ?? '',
    actor: 'alice',
    github,
    summary: { write: async (md) => void summaries.push(md) },
    workspace: tempDir('critic-redact-'),
    // The token is not in the environment: only the entry's `secrets` names it.
    baseEnv: { PATH: process.env.PATH, ANTHROPIC_API_KEY: MODEL_KEY },
    secrets: [TOKEN]
  }
  return { github, summaries, deps }
}

function expectClean(text: string): void {
  for (const secret of [TOKEN, MODEL_KEY]) {
    for (const form of leakedForms(secret)) expect(text).not.toContain(form)
  }
}

describe('critic action redaction', () => {
  it('a critic printing the token and a model key (raw, base64, URL-encoded) shows *** everywhere', async () => {
    const { deps, github, summaries } = setup()
    const result = await runCriticAction(deps)
    expect(result.failure).toBeUndefined()
    const output = JSON.parse(result.outputs.envelope).output as string
    expectClean(result.outputs.envelope)
    expect(output).toContain('raw: ***')
    expect(output).toContain('base64: ***')
    expect(output).toContain('url: https://example.test/?t=***')
    expect(output.match(/\*\*\*/g)).toHaveLength(8)
    expect(github.comments).toHaveLength(1)
    expectClean(github.comments[0]!.body)
    expect(github.comments[0]!.body).toContain('raw: ***')
    expectClean(summaries.join('\n'))
    expect(summaries[0]).toContain('| redacted | redacted 8 secret values from critic leaky')
  })

  it('a failing critic leaking on stderr: the error, the summary, the failure and the post are clean', async () => {
    const { deps, github, summaries } = setup(['--fail'])
    const result = await runCriticAction(deps)
    expect(result.outputs.ok).toBe('false')
    expect(result.failure).toContain('raw: ***')
    expectClean(result.failure!)
    expectClean(result.outputs.envelope)
    expect(JSON.parse(result.outputs.envelope).error).toContain('base64: ***')
    expectClean(summaries.join('\n'))
    expect(summaries[0]).toContain('raw: \\*\\*\\*')
    expectClean(github.comments[0]!.body)
  })

  it('nothing to redact: no redaction row, output as printed', async () => {
    const { deps, summaries } = setup()
    deps.secrets = []
    deps.baseEnv = { PATH: process.env.PATH }
    const result = await runCriticAction(deps)
    expect(JSON.parse(result.outputs.envelope).output).toContain(`raw: ${TOKEN}`)
    expect(summaries[0]).not.toContain('redacted')
  })
})
