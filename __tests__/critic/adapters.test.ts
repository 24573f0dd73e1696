// Built-in adapters as pure data: the read-only flags of each CLI, the prompt's route, the allow mode.
import { describe, expect, it } from '@jest/globals'
import { ADAPTERS, looseningArg, MAX_TURNS, type AdapterRequest } from '../../src/critic/adapters.js'

const request = (fields: Partial<AdapterRequest> = {}): AdapterRequest => ({
  prompt: 'review this',
  model: '',
  tools: 'read-only',
  dir: '/run/dir',
  ...fields
})

describe('read-only invocations', () => {
  it('claude: only Read/Grep/Glob, the rest denied, no MCP, dontAsk, bounded turns; prompt on stdin', () => {
    const call = ADAPTERS.claude!.call(request({ model: 'opus' }))
    expect(call.argv).toEqual([
      '-p',
      '--output-format',
      'json',
      '--tools',
      'Read,Grep,Glob',
      '--disallowedTools',
      'Bash,Edit,Write,NotebookEdit,WebFetch,WebSearch,mcp__*',
      '--strict-mcp-config',
      '--permission-mode',
      'dontAsk',
      '--max-turns',
      String(MAX_TURNS),
      '--model',
      'opus'
    ])
    expect(call.stdin).toBe('review this')
  })
  it('codex: read-only sandbox, approvals never, shell and web search off; `-` reads stdin', () => {
    const call = ADAPTERS.codex!.call(request({ model: 'gpt-5' }))
    expect(call.argv).toEqual([
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--sandbox',
      'read-only',
      '-c',
      'approval_policy="never"',
      '-c',
      'web_search="disabled"',
      '-c',
      'features.shell_tool=false',
      '-c',
      'features.unified_exec=false',
      '-m',
      'gpt-5',
      '-'
    ])
    expect(call.stdin).toBe('review this')
  })
  it('cursor-agent: ask mode, the prompt as one argument, nothing on stdin', () => {
    const call = ADAPTERS.cursor!.call(request())
    expect(call.argv).toEqual(['-p', 'review this', '--output-format', 'json', '--mode', 'ask'])
    expect(call.stdin).toBeUndefined()
  })
  it('gemini: a deny policy at admin and user tier, default approvals, a turn-bound settings layer', () => {
    const call = ADAPTERS.gemini!.call(request())
    const policy = '/run/dir/read-only-policy.toml'
    expect(call.argv).toEqual([
      '--output-format',
      'json',
      '--approval-mode',
      'default',
      '--admin-policy',
      policy,
      '--policy',
      policy
    ])
    expect(call.stdin).toBe('review this')
    expect(call.env).toEqual({ GEMINI_CLI_SYSTEM_DEFAULTS_PATH: '/run/dir/system-defaults.json' })
    for (const tool of ['run_shell_command', 'write_file', 'replace', 'web_fetch', 'google_web_search']) {
      expect(call.files[policy]).toContain(`"${tool}"`)
    }
    expect(call.files[policy]).toMatch(/toolName = "mcp_\*"\ndecision = "deny"/)
    expect(JSON.parse(call.files['/run/dir/system-defaults.json']!)).toEqual({
      model: { maxSessionTurns: MAX_TURNS }
    })
  })
})

describe('tools: allow', () => {
  const readOnlyFlags = [
    '--tools',
    '--disallowedTools',
    '--permission-mode',
    '--sandbox',
    '--mode',
    '--approval-mode',
    '--admin-policy',
    '--policy'
  ]
  it.each(Object.keys(ADAPTERS))('%s drops every read-only flag and file, keeps JSON out', (name) => {
    const call = ADAPTERS[name]!.call(request({ tools: 'allow' }))
    expect(call.argv.filter((a) => readOnlyFlags.includes(a) || a.includes('features.'))).toEqual([])
    expect(Object.keys(call.files).filter((p) => p.endsWith('.toml'))).toEqual([])
    expect(call.argv.join(' ')).toMatch(/--json|--output-format json/)
  })
})

describe('every adapter', () => {
  it.each(Object.entries(ADAPTERS))('%s cites its documentation', (_name, adapter) => {
    expect(adapter.docs).toMatch(/^https:\/\//)
  })
  it.each(Object.entries(ADAPTERS))(
    '%s never lets a dash-leading prompt become an option',
    (_name, adapter) => {
      const call = adapter.call(request({ prompt: '--dangerously-skip-permissions' }))
      expect(call.argv.filter((a) => a.startsWith('--dangerously'))).toEqual([])
      if (adapter.promptVia === 'stdin') expect(call.stdin).toBe('--dangerously-skip-permissions')
      else expect(call.argv).toContain(' --dangerously-skip-permissions')
    }
  )
})

describe('args that would undo read-only', () => {
  const loose = (harness: string, args: string[]) => looseningArg(ADAPTERS[harness]!, args)
  it('names the first flag that loosens, in either --flag value or --flag=value form', () => {
    expect(loose('claude', ['--verbose', '--permission-mode', 'plan'])).toBe('--permission-mode')
    expect(loose('claude', ['--dangerously-skip-permissions'])).toBe('--dangerously-skip-permissions')
    expect(loose('cursor', ['--force'])).toBe('--force')
    expect(loose('gemini', ['--approval-mode=yolo'])).toBe('--approval-mode=yolo')
    expect(loose('codex', ['--sandbox', 'danger-full-access'])).toBe('--sandbox')
  })
  it('catches codex config overrides of the pinned keys, and lets other keys through', () => {
    expect(loose('codex', ['-c', 'sandbox_mode="danger-full-access"'])).toBe('-c')
    expect(loose('codex', ['--config', 'features.shell_tool=true'])).toBe('--config')
    expect(loose('codex', ['-cweb_search="live"'])).toBe('-cweb_search="live"')
    expect(loose('codex', ['-c', 'model_reasoning_effort="high"'])).toBeUndefined()
  })
  it('lets ordinary flags through', () => {
    expect(loose('claude', ['--verbose', '--append-system-prompt', 'be terse'])).toBeUndefined()
  })
})
