// Built-in adapters as pure data: the read-only flags of each CLI, the prompt's route, the allow mode.
import { describe, expect, it } from '@jest/globals'
import {
  ADAPTERS,
  looseningArg,
  MAX_TURNS,
  pinnedEnvName,
  type AdapterRequest
} from '../../../src/critics/harness/adapters.js'

const request = (fields: Partial<AdapterRequest> = {}): AdapterRequest => ({
  prompt: 'review this',
  model: '',
  tools: 'read-only',
  telemetry: 'off',
  dir: '/run/dir',
  ...fields
})

describe('read-only invocations', () => {
  it('claude: only Read/Grep/Glob, the rest denied, no MCP, restricted, dontAsk, bounded turns; prompt on stdin', () => {
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
      '--restricted',
      '--permission-mode',
      'dontAsk',
      '--no-session-persistence',
      '--max-turns',
      String(MAX_TURNS),
      '--model',
      'opus'
    ])
    expect(call.stdin).toBe('review this')
    expect(call.env).toEqual({ CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' })
  })
  it('codex: read-only sandbox, approvals never, shell and web search off; `-` reads stdin', () => {
    const call = ADAPTERS.codex!.call(request({ model: 'gpt-5' }))
    expect(call.argv).toEqual([
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--ephemeral',
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
      '-c',
      'analytics.enabled=false',
      '-c',
      'features.plugins=false',
      '-c',
      'features.remote_plugin=false',
      '-m',
      'gpt-5',
      '-'
    ])
    expect(call.stdin).toBe('review this')
  })
  it('cursor-agent: ask mode, the prompt as one argument, nothing on stdin, the model as --model', () => {
    const call = ADAPTERS.cursor!.call(request({ model: 'gpt-5' }))
    expect(call.argv).toEqual([
      '-p',
      'review this',
      '--output-format',
      'json',
      '--mode',
      'ask',
      '--model',
      'gpt-5'
    ])
    expect(call.stdin).toBeUndefined()
  })
  it('gemini: trust skipped, a deny policy at admin and user tier, default approvals, a private home with the bound', () => {
    const call = ADAPTERS.gemini!.call(request())
    const policy = '/run/dir/read-only-policy.toml'
    expect(call.argv).toEqual([
      '--output-format',
      'json',
      '--skip-trust',
      '--approval-mode',
      'default',
      '--admin-policy',
      policy,
      '--policy',
      policy
    ])
    expect(call.stdin).toBe('review this')
    expect(call.stdoutFile).toBe('/run/dir/stdout.json')
    expect(call.env).toEqual({
      GEMINI_CLI_HOME: '/run/dir',
      GEMINI_CLI_TRUST_WORKSPACE: 'false',
      GEMINI_CLI_NO_RELAUNCH: 'true'
    })
    for (const tool of ['run_shell_command', 'write_file', 'replace', 'web_fetch', 'google_web_search']) {
      expect(call.files[policy]).toContain(`"${tool}"`)
    }
    expect(call.files[policy]).toMatch(/toolName = "mcp_\*"\ndecision = "deny"/)
    expect(JSON.parse(call.files['/run/dir/.gemini/settings.json']!)).toEqual({
      model: { maxSessionTurns: MAX_TURNS },
      privacy: { usageStatisticsEnabled: false }
    })
  })
  it("gemini: the runner user's own settings are kept under the bound (an auth choice survives)", () => {
    const own = {
      security: { auth: { selectedType: 'vertex-ai' } },
      model: { name: 'gemini-2.5-pro', maxSessionTurns: 500 },
      privacy: { usageStatisticsEnabled: true }
    }
    const asked: string[] = []
    const readUserFile = (path: string, homeVariable?: string) => {
      asked.push(`${homeVariable ?? ''}:${path}`)
      return JSON.stringify(own)
    }
    const call = ADAPTERS.gemini!.call(request({ readUserFile }))
    expect(asked).toEqual(['GEMINI_CLI_HOME:.gemini/settings.json'])
    expect(JSON.parse(call.files['/run/dir/.gemini/settings.json']!)).toEqual({
      security: { auth: { selectedType: 'vertex-ai' } },
      model: { name: 'gemini-2.5-pro', maxSessionTurns: MAX_TURNS },
      privacy: { usageStatisticsEnabled: false }
    })
  })
  it('gemini: settings that are not a JSON object are not merged, and the bound still holds', () => {
    for (const text of ['// a comment\n{}', '[1]', 'null', '{"model": 3}']) {
      const call = ADAPTERS.gemini!.call(request({ readUserFile: () => text }))
      const settings = JSON.parse(call.files['/run/dir/.gemini/settings.json']!) as { model: unknown }
      expect(settings.model).toEqual({ maxSessionTurns: MAX_TURNS })
    }
  })
})

describe('telemetry: allow', () => {
  it('leaves each CLI its own calls besides the model API', () => {
    const allow = request({ telemetry: 'allow' })
    expect(ADAPTERS.claude!.call(allow).env).toEqual({})
    expect(ADAPTERS.codex!.call(allow).argv.filter((a) => /analytics|plugins/.test(a))).toEqual([])
    const settings = ADAPTERS.gemini!.call(allow).files['/run/dir/.gemini/settings.json']!
    expect(JSON.parse(settings)).toEqual({ model: { maxSessionTurns: MAX_TURNS } })
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
    const call = ADAPTERS[name]!.call(request({ tools: 'allow', telemetry: 'allow' }))
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
  it('catches the flags the real CLIs showed to bring tools or foreign settings back', () => {
    // codex 0.171: `--enable shell_tool` re-offered exec_command; --trust loads the folder's own config.
    expect(loose('codex', ['--enable', 'shell_tool'])).toBe('--enable')
    expect(loose('codex', ['--trust'])).toBe('--trust')
    expect(loose('codex', ['--dangerously-bypass-hook-trust'])).toBe('--dangerously-bypass-hook-trust')
    expect(loose('codex', ['-c', 'projects."/w".trust_level="trusted"'])).toBe('-c')
    expect(loose('codex', ['-c', 'mcp_servers.x.command="sh"'])).toBe('-c')
    for (const flag of ['--setting-sources', '--settings', '--mcp-config', '--add-dir', '--plugin-dir']) {
      expect(loose('claude', [flag, 'x'])).toBe(flag)
    }
  })
  it('catches codex config overrides of the pinned keys, and lets other keys through', () => {
    expect(loose('codex', ['-c', 'sandbox_mode="danger-full-access"'])).toBe('-c')
    expect(loose('codex', ['--config', 'features.shell_tool=true'])).toBe('--config')
    expect(loose('codex', ['-cweb_search="live"'])).toBe('-cweb_search="live"')
    expect(loose('codex', ['-c', 'model_reasoning_effort="high"'])).toBeUndefined()
  })
  it("names a gemini critic's env variable that the adapter pins, in any case", () => {
    expect(pinnedEnvName(ADAPTERS.gemini!, ['FOO', 'gemini_cli_trust_workspace'])).toBe(
      'gemini_cli_trust_workspace'
    )
    expect(pinnedEnvName(ADAPTERS.gemini!, ['GEMINI_CLI_HOME'])).toBe('GEMINI_CLI_HOME')
    expect(pinnedEnvName(ADAPTERS.gemini!, ['GEMINI_API_KEY'])).toBeUndefined()
  })
  it('lets ordinary flags through', () => {
    expect(loose('claude', ['--verbose', '--append-system-prompt', 'be terse'])).toBeUndefined()
  })
})
