// The built-in adapters: how claude, codex, cursor-agent and gemini are run once, headless, read-only unless told
// otherwise. What each flag does, and which version showed it:
// docs/harness-config.md#the-built-in-critics-as-tested.
import { join } from 'node:path'
import {
  asPositionalText,
  MAX_TURNS,
  quiet,
  readOnly,
  withModel,
  type HarnessAdapter
} from './adapter-model.js'
import { GEMINI_READ_ONLY_POLICY, GEMINI_SETTINGS_PATH, geminiSettings } from './gemini-files.js'

const QUIET_CLAUDE: Record<string, string> = { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' }

/**
 * Claude Code (https://code.claude.com/docs/en/cli-reference, .../headless): `claude -p` with no prompt
 * argument reads the prompt from stdin. Read-only: Read, Grep and Glob are the only built-in tools
 * (--tools); shell, edit, web and every MCP tool are denied, and a deny rule holds whatever a settings
 * file allows (--disallowedTools); no MCP server from settings starts (--strict-mcp-config); user,
 * project and local settings files are ignored, so hooks planted in the working folder's
 * `.claude/settings.json` never run, and the file tools stay inside the working folder (--restricted, seen
 * to hold on 2.1.332: `__tests__/real-clis/claude.test.ts`); anything not pre-approved is refused instead
 * of asked (--permission-mode dontAsk). The two list flags are each followed by another flag, so neither
 * swallows a later argument. --max-turns bounds the agentic loop in print mode (accepted though not in
 * `--help`). --no-session-persistence: the session, diff included, is not saved under `~/.claude`.
 * CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: without it 2.1.332 calls api.anthropic.com even with a base URL.
 */
const claude: HarnessAdapter = {
  binary: 'claude',
  docs: 'https://code.claude.com/docs/en/cli-reference',
  promptVia: 'stdin',
  outputFormat: 'json',
  loosening: {
    flags: [
      '--tools',
      '--allowedTools',
      '--allowed-tools',
      '--permission-mode',
      '--dangerously-skip-permissions',
      '--allow-dangerously-skip-permissions',
      '--setting-sources',
      '--settings',
      '--mcp-config',
      '--add-dir',
      '--plugin-dir',
      '--plugin-url'
    ]
  },
  pinnedEnv: [],
  call: (request) => ({
    argv: withModel(
      [
        '-p',
        '--output-format',
        'json',
        ...readOnly(request, [
          '--tools',
          'Read,Grep,Glob',
          '--disallowedTools',
          'Bash,Edit,Write,NotebookEdit,WebFetch,WebSearch,mcp__*',
          '--strict-mcp-config',
          '--restricted',
          '--permission-mode',
          'dontAsk'
        ]),
        '--no-session-persistence',
        '--max-turns',
        String(MAX_TURNS)
      ],
      '--model',
      request.model
    ),
    stdin: request.prompt,
    files: {},
    env: quiet(request) ? QUIET_CLAUDE : {}
  })
}

/**
 * Codex (https://developers.openai.com/codex/noninteractive, .../codex/cli/reference): `codex exec -`
 * reads the prompt from stdin; `--json` prints JSONL events. Read-only: the read-only sandbox (no
 * writes, no network for commands), approvals never asked (exec's default, pinned here), the shell
 * tools off and the hosted web search off (it is not covered by the sandbox), all documented config
 * keys (https://developers.openai.com/codex/config-reference). With the shell off a read-only codex opens
 * no file: it reviews the prompt alone. `--skip-git-repo-check`: the review workspace is not a checkout.
 * `--ephemeral`: no session files on disk. Telemetry off: analytics and the plugin catalogue (calls to
 * chatgpt.com and github.com on 0.171) are switched off. codex exec has no turn limit.
 */
const codex: HarnessAdapter = {
  binary: 'codex',
  docs: 'https://developers.openai.com/codex/noninteractive',
  promptVia: 'stdin',
  outputFormat: 'json',
  loosening: {
    flags: [
      '--sandbox',
      '-s',
      '--dangerously-bypass-approvals-and-sandbox',
      '--dangerously-bypass-hook-trust',
      '--yolo',
      '--full-auto',
      '--not-so-yolo',
      '--add-dir',
      '--search',
      // `--enable shell_tool` is `-c features.shell_tool=true`; `--trust` trusts the folder's own config.
      '--enable',
      '--trust'
    ],
    configKeys: [
      'approval_policy',
      'sandbox_mode',
      'web_search',
      'features',
      'tools',
      'projects',
      'mcp_servers'
    ]
  },
  pinnedEnv: [],
  call: (request) => ({
    argv: [
      ...withModel(
        [
          'exec',
          '--json',
          '--skip-git-repo-check',
          '--ephemeral',
          ...readOnly(request, [
            '--sandbox',
            'read-only',
            '-c',
            'approval_policy="never"',
            '-c',
            'web_search="disabled"',
            '-c',
            'features.shell_tool=false',
            '-c',
            'features.unified_exec=false'
          ]),
          ...(quiet(request)
            ? [
                '-c',
                'analytics.enabled=false',
                '-c',
                'features.plugins=false',
                '-c',
                'features.remote_plugin=false'
              ]
            : [])
        ],
        '-m',
        request.model
      ),
      '-'
    ],
    stdin: request.prompt,
    files: {},
    env: {}
  })
}

/**
 * Cursor Agent (https://cursor.com/docs/cli/headless, .../cli/reference/parameters), checked from its
 * documentation only: it is not on npm, so no test here runs the real binary. Print mode takes the prompt
 * as an argument. Its docs name piped stdin only as a reason to infer print mode, never as a prompt
 * source, so the prompt stays one argv element and is held to the one-argument limit. Read-only: `--mode
 * ask`, "read-only exploration without making changes" (https://cursor.com/docs/cli/overview); never
 * --force. The references spell the model flag `--model`. It has no turn limit and reports no usage.
 */
const cursor: HarnessAdapter = {
  binary: 'cursor-agent',
  docs: 'https://cursor.com/docs/cli/headless',
  promptVia: 'argv',
  outputFormat: 'json',
  loosening: { flags: ['--mode', '--plan', '--force', '-f', '--yolo', '--sandbox', '--approve-mcps'] },
  pinnedEnv: [],
  call: (request) => ({
    argv: withModel(
      [
        '-p',
        asPositionalText(request.prompt),
        '--output-format',
        'json',
        ...readOnly(request, ['--mode', 'ask'])
      ],
      '--model',
      request.model
    ),
    files: {},
    env: {}
  })
}

/**
 * Gemini CLI (https://geminicli.com/docs/cli/headless, .../cli/cli-reference): with stdin piped it runs
 * headless and reads the prompt from stdin (`cat file | gemini`). `--skip-trust`: 0.61 refuses an
 * untrusted folder headless (exit 55), and the flag, unlike GEMINI_CLI_TRUST_WORKSPACE=true, still
 * leaves the folder's own `.gemini/settings.json` (hooks, MCP servers) unloaded; the variable is pinned to
 * false. Its plan mode is reported not to hold headless, so read-only is a deny policy
 * (https://geminicli.com/docs/reference/policy-engine), loaded at the admin tier (--admin-policy) and
 * again at the user tier (--policy) in case an administrator's policy directory makes the supplemental
 * admin file ignored; --approval-mode default turns any other confirmation into a denial when headless.
 * The turn bound (model.maxSessionTurns) sits in a private GEMINI_CLI_HOME: 0.61 reads a system defaults
 * file only when root owns it and every folder above it, which no runner's temp folder is. That settings
 * file is the runner user's own, so an auth choice survives, with the bound and the no-telemetry setting
 * on top. GEMINI_CLI_NO_RELAUNCH: no second node process for a bigger heap (~0.6 s of start-up).
 */
const gemini: HarnessAdapter = {
  binary: 'gemini',
  docs: 'https://geminicli.com/docs/cli/headless',
  promptVia: 'stdin',
  outputFormat: 'json',
  loosening: { flags: ['--approval-mode', '--yolo', '-y', '--allowed-tools'] },
  pinnedEnv: [
    'GEMINI_CLI_TRUST_WORKSPACE',
    'GEMINI_CLI_HOME',
    'GEMINI_CLI_SYSTEM_SETTINGS_PATH',
    'GEMINI_CLI_SYSTEM_DEFAULTS_PATH'
  ],
  call: (request) => {
    const policy = join(request.dir, 'read-only-policy.toml')
    const own = request.readUserFile?.(GEMINI_SETTINGS_PATH, 'GEMINI_CLI_HOME')
    const files: Record<string, string> = {
      [join(request.dir, GEMINI_SETTINGS_PATH)]: geminiSettings(own, MAX_TURNS, quiet(request))
    }
    if (request.tools === 'read-only') files[policy] = GEMINI_READ_ONLY_POLICY
    return {
      argv: withModel(
        [
          '--output-format',
          'json',
          '--skip-trust',
          ...readOnly(request, ['--approval-mode', 'default', '--admin-policy', policy, '--policy', policy])
        ],
        '-m',
        request.model
      ),
      stdin: request.prompt,
      files,
      // 0.61 exits before a pipe drains: a large JSON answer arrived cut at ~250 KB, whole in a file.
      stdoutFile: join(request.dir, 'stdout.json'),
      env: {
        GEMINI_CLI_HOME: request.dir,
        GEMINI_CLI_TRUST_WORKSPACE: 'false',
        GEMINI_CLI_NO_RELAUNCH: 'true'
      }
    }
  }
}

export const BUILTIN_ADAPTERS: Readonly<Record<string, HarnessAdapter>> = { claude, cursor, codex, gemini }
