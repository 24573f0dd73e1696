import { describe, expect, it } from '@jest/globals'
import { fc, test } from '@fast-check/jest'
import { CriticConfigError, makeCritic } from '../../../src/critics/harness/critic-model.js'
import {
  PROMPT_ARG_LIMIT_BYTES,
  resolveInvocation,
  substitute
} from '../../../src/critics/harness/resolve.js'

describe('resolveInvocation', () => {
  it('test_builtin_harness_derives_argv_from_the_adapter (the prompt goes to stdin, not argv)', () => {
    const critic = makeCritic('claude-opus', { harness: 'claude', model: 'opus' })
    const invocation = resolveInvocation(critic, { prompt: 'review the diff' })
    expect(invocation.argv[0]).toBe('claude')
    expect(invocation.argv.slice(-2)).toEqual(['--model', 'opus'])
    expect(invocation.argv).not.toContain('review the diff')
    expect(invocation.stdin).toBe('review the diff')
  })
  it('test_extra_args_extend_a_builtin_rather_than_replacing_it', () => {
    const critic = makeCritic('c', { harness: 'claude', args: ['--verbose'] })
    const { argv } = resolveInvocation(critic, { prompt: 'p' })
    expect(argv.slice(0, 2)).toEqual(['claude', '-p'])
    expect(argv[argv.length - 1]).toBe('--verbose')
  })
  it('test_explicit_command_overrides_the_builtin', () => {
    const critic = makeCritic('c', {
      harness: 'claude',
      command: 'my-review',
      args: ['--in', '{promptFile}']
    })
    expect(resolveInvocation(critic, { promptFile: '/tmp/p.md' })).toEqual({
      argv: ['my-review', '--in', '/tmp/p.md'],
      files: {},
      env: {},
      outputFormat: 'text'
    })
  })
  it('test_placeholders_are_substituted_element_wise', () => {
    const critic = makeCritic('c', {
      command: 'rev',
      args: ['--model={model}', '{prompt}', 'item:{workItem}@{specDir}', '{cwd}']
    })
    const values = { prompt: 'a b', model: 'm1', workItem: '42', specDir: 'docs/specs/42', cwd: '/w' }
    expect(resolveInvocation(critic, values).argv).toEqual([
      'rev',
      '--model=m1',
      'a b',
      'item:42@docs/specs/42',
      '/w'
    ])
  })
  it('test_an_unset_placeholder_becomes_empty_not_literal_braces', () => {
    expect(substitute('x{workItem}y', {})).toBe('xy')
  })
  it('test_unknown_placeholder_is_rejected_at_resolution_too', () => {
    const critic = makeCritic('c', { command: 'rev', args: ['{prompt}', '{diff}'] })
    expect(() => resolveInvocation(critic, { prompt: 'p' })).toThrow(/unknown placeholder \{diff\}/)
  })
  it('test_placeholder_value_with_metacharacters_stays_one_argument', () => {
    const hostile = '; rm -rf / $(touch pwned) `id` | cat > /etc/passwd && echo'
    const critic = makeCritic('c', { command: 'rev', args: ['{prompt}'] })
    expect(resolveInvocation(critic, { prompt: hostile }).argv).toEqual(['rev', hostile])
  })
  it('test_a_broken_entry_refuses_to_run', () => {
    const critic = makeCritic('c', { command: 'rev', error: 'entry is broken' })
    expect(() => resolveInvocation(critic, {})).toThrow(CriticConfigError)
  })
  it('test_disabled_critic_refuses_to_run', () => {
    const critic = makeCritic('c', { harness: 'claude', enabled: false })
    expect(() => resolveInvocation(critic, {})).toThrow(/disabled in config/)
  })
  it('refuses a built critic whose args would undo read-only (not only the loader does)', () => {
    const critic = makeCritic('c', { harness: 'cursor', args: ['--force'] })
    expect(() => resolveInvocation(critic, { prompt: 'p' })).toThrow(/'--force' would undo tools: read-only/)
    expect(resolveInvocation({ ...critic, tools: 'allow' }, { prompt: 'p' }).argv).toContain('--force')
  })
  it('test_unknown_harness_without_command_is_rejected', () => {
    expect(() => resolveInvocation(makeCritic('c', { harness: 'copilot' }), {})).toThrow(
      /no built-in invocation/
    )
  })
})

describe('a prompt too large for one argument', () => {
  const big = 'x'.repeat(PROMPT_ARG_LIMIT_BYTES + 1)
  it('refuses {prompt} past 100 KiB and names {promptFile} as the fix', () => {
    const critic = makeCritic('c', { command: 'rev', args: ['--text={prompt}'] })
    expect(resolveInvocation(critic, { prompt: big }).refusal).toMatch(
      /\{prompt\} would put 101 KiB into one argument, over the 100 KiB limit; pass the prompt as a file with \{promptFile\}/
    )
  })
  it('counts UTF-8 bytes, not characters', () => {
    const critic = makeCritic('c', { command: 'rev', args: ['{prompt}'] })
    const wide = 'é'.repeat(PROMPT_ARG_LIMIT_BYTES / 2 + 1) // 2 bytes each
    expect(wide.length).toBeLessThan(PROMPT_ARG_LIMIT_BYTES)
    expect(resolveInvocation(critic, { prompt: wide }).refusal).toMatch(/\{promptFile\}/)
  })
  it('lets a prompt of exactly 100 KiB through, and {promptFile} with any prompt', () => {
    const exact = 'x'.repeat(PROMPT_ARG_LIMIT_BYTES)
    expect(
      resolveInvocation(makeCritic('c', { command: 'rev', args: ['{prompt}'] }), { prompt: exact }).refusal
    ).toBeUndefined()
    const viaFile = makeCritic('c', { command: 'rev', args: ['{promptFile}'] })
    expect(resolveInvocation(viaFile, { prompt: big, promptFile: '/tmp/p' }).refusal).toBeUndefined()
  })
  it('a built-in harness that reads stdin takes any size; cursor-agent, which takes argv, is refused', () => {
    for (const harness of ['claude', 'codex', 'gemini']) {
      expect(resolveInvocation(makeCritic('c', { harness }), { prompt: big }).refusal).toBeUndefined()
    }
    expect(resolveInvocation(makeCritic('c', { harness: 'cursor' }), { prompt: big }).refusal).toMatch(
      /cursor-agent takes its prompt as one argument .* over the 100 KiB limit/
    )
  })
})

describe('built-in harnesses', () => {
  it('read their CLI as JSON whatever outputFormat says; a command keeps its own', () => {
    expect(resolveInvocation(makeCritic('c', { harness: 'claude' }), { prompt: 'p' }).outputFormat).toBe(
      'json'
    )
    const command = makeCritic('c', { command: 'rev', args: ['{prompt}'], outputFormat: 'text' })
    expect(resolveInvocation(command, { prompt: 'p' }).outputFormat).toBe('text')
  })
  it('refuse a critic built in code whose env sets a variable the adapter pins', () => {
    const critic = makeCritic('c', { harness: 'gemini', env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' } })
    expect(() => resolveInvocation(critic, { prompt: 'p' })).toThrow(/may not set GEMINI_CLI_TRUST_WORKSPACE/)
  })
})

describe('substitution never changes the argv shape', () => {
  const names = ['prompt', 'promptFile', 'model', 'workItem', 'specDir', 'cwd'] as const
  test.prop([fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 4 }), fc.string()], {
    numRuns: 200
  })('any value fills exactly one element, verbatim', (used, value) => {
    const args = used.map((n) => `<{${n}}>`)
    const critic = makeCritic('c', { command: 'rev', args })
    const values = Object.fromEntries(names.map((n) => [n, value]))
    const { argv } = resolveInvocation(critic, values)
    expect(argv).toHaveLength(args.length + 1)
    expect(argv.slice(1)).toEqual(used.map(() => `<${value}>`))
  })
})
