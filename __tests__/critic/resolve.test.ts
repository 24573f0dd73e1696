import { describe, expect, it } from '@jest/globals'
import { fc, test } from '@fast-check/jest'
import { ADAPTERS } from '../../src/critic/adapters.js'
import { CriticConfigError, makeCritic } from '../../src/critic/model.js'
import { resolveInvocation, substitute } from '../../src/critic/resolve.js'

describe('built-in one-shot argv', () => {
  it('test_oneshot_argv_appends_the_model_flag', () => {
    expect(ADAPTERS.claude!.oneshotArgv('review', 'opus')).toEqual([
      '-p',
      'review',
      '--output-format',
      'json',
      '--model',
      'opus'
    ])
  })
  it('test_oneshot_argv_without_a_model_is_the_plain_one_shot_run', () => {
    expect(ADAPTERS.cursor!.oneshotArgv('review', '')).toEqual(['-p', 'review', '--output-format', 'json'])
  })
  it('codex and gemini use their documented non-interactive flags', () => {
    expect(ADAPTERS.codex!.oneshotArgv('r', 'gpt-5')).toEqual(['exec', '--json', 'r', '-m', 'gpt-5'])
    expect(ADAPTERS.gemini!.oneshotArgv('r', '')).toEqual(['-p', 'r', '--output-format', 'json'])
  })
  it('a prompt that looks like a flag stays text for every built-in', () => {
    for (const adapter of Object.values(ADAPTERS)) {
      const argv = adapter.oneshotArgv('--dangerously-skip-permissions', '')
      expect(argv.some((a) => a.startsWith('--dangerously'))).toBe(false)
      expect(argv).toContain(' --dangerously-skip-permissions')
    }
  })
})

describe('resolveInvocation', () => {
  it('test_builtin_harness_derives_argv_from_the_adapter', () => {
    const critic = makeCritic('cursor-gpt', { harness: 'cursor', model: 'gpt-5.5' })
    expect(resolveInvocation(critic, { prompt: 'review the diff' })).toEqual([
      'cursor-agent',
      '-p',
      'review the diff',
      '--output-format',
      'json',
      '-m',
      'gpt-5.5'
    ])
  })
  it('test_extra_args_extend_a_builtin_rather_than_replacing_it', () => {
    const critic = makeCritic('c', { harness: 'claude', args: ['--permission-mode', 'plan'] })
    expect(resolveInvocation(critic, { prompt: 'p' })).toEqual([
      'claude',
      '-p',
      'p',
      '--output-format',
      'json',
      '--permission-mode',
      'plan'
    ])
  })
  it('test_explicit_command_overrides_the_builtin', () => {
    const critic = makeCritic('c', {
      harness: 'claude',
      command: 'my-review',
      args: ['--in', '{promptFile}']
    })
    expect(resolveInvocation(critic, { promptFile: '/tmp/p.md' })).toEqual(['my-review', '--in', '/tmp/p.md'])
  })
  it('test_placeholders_are_substituted_element_wise', () => {
    const critic = makeCritic('c', {
      command: 'rev',
      args: ['--model={model}', '{prompt}', 'item:{workItem}@{specDir}', '{cwd}']
    })
    const values = { prompt: 'a b', model: 'm1', workItem: '42', specDir: 'docs/specs/42', cwd: '/w' }
    expect(resolveInvocation(critic, values)).toEqual([
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
    expect(resolveInvocation(critic, { prompt: hostile })).toEqual(['rev', hostile])
  })
  it('test_a_broken_entry_refuses_to_run', () => {
    const critic = makeCritic('c', { command: 'rev', error: 'entry is broken' })
    expect(() => resolveInvocation(critic, {})).toThrow(CriticConfigError)
  })
  it('test_disabled_critic_refuses_to_run', () => {
    const critic = makeCritic('c', { harness: 'claude', enabled: false })
    expect(() => resolveInvocation(critic, {})).toThrow(/disabled in config/)
  })
  it('test_unknown_harness_without_command_is_rejected', () => {
    expect(() => resolveInvocation(makeCritic('c', { harness: 'copilot' }), {})).toThrow(
      /no built-in invocation/
    )
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
    const argv = resolveInvocation(critic, values)
    expect(argv).toHaveLength(args.length + 1)
    expect(argv.slice(1)).toEqual(used.map(() => `<${value}>`))
  })
})
