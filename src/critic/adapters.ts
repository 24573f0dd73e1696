// Built-in harness adapters: how to run each known agent CLI once, headless, read-only unless told otherwise.
import { join } from 'node:path'
import type { ToolPolicy } from './model.js'
import { GEMINI_READ_ONLY_POLICY, geminiDefaults } from './gemini-files.js'

/** Agentic turns a built-in critic may take where its CLI can bound them: a review reads a little, then answers. */
export const MAX_TURNS = 20

export interface AdapterRequest {
  prompt: string
  model: string
  tools: ToolPolicy
  /** A private directory, created for this run only, that `files` are written to. */
  dir: string
}

export interface AdapterCall {
  /** argv after the binary. */
  argv: string[]
  /** Written to the CLI's standard input, which is then closed; absent when the prompt is in argv. */
  stdin?: string
  /** Files the CLI reads its limits from, by absolute path under `dir`; written before the spawn. */
  files: Record<string, string>
  /** Variables added to the critic's environment for this run. */
  env: Record<string, string>
}

export interface HarnessAdapter {
  binary: string
  /** The documentation the flags come from. */
  docs: string
  /** `argv`: the prompt is one argument, so it is held to the one-argument limit. */
  promptVia: 'stdin' | 'argv'
  call(request: AdapterRequest): AdapterCall
  /**
   * What a critic's `args` may not carry while it is read-only, because the CLI would let a later
   * flag undo the read-only set: option names, and for `-c key=value` CLIs the config keys.
   */
  loosening: { flags: string[]; configKeys?: string[] }
}

/**
 * These CLIs read a leading-dash positional as an option, so a prompt such as
 * `--dangerously-skip-permissions` would become a flag. A leading space keeps it text.
 */
export function asPositionalText(prompt: string): string {
  return prompt.startsWith('-') ? ` ${prompt}` : prompt
}

function withModel(argv: string[], flag: string, model: string): string[] {
  return model ? [...argv, flag, model] : argv
}

const readOnly = (request: AdapterRequest, flags: string[]): string[] =>
  request.tools === 'read-only' ? flags : []

/**
 * Claude Code (https://code.claude.com/docs/en/cli-reference, .../headless): `claude -p` with no prompt
 * argument reads the prompt from stdin. Read-only: Read, Grep and Glob are the only built-in tools
 * (--tools); shell, edit, web and every MCP tool are denied, and a deny rule holds whatever a settings
 * file allows (--disallowedTools); no MCP server from settings starts (--strict-mcp-config); anything
 * not pre-approved is refused instead of asked (--permission-mode dontAsk,
 * https://code.claude.com/docs/en/permission-modes). The two list flags are each followed by another
 * flag, so neither swallows a later argument. --max-turns bounds the agentic loop in print mode.
 */
const claude: HarnessAdapter = {
  binary: 'claude',
  docs: 'https://code.claude.com/docs/en/cli-reference',
  promptVia: 'stdin',
  loosening: {
    flags: [
      '--tools',
      '--allowedTools',
      '--allowed-tools',
      '--permission-mode',
      '--dangerously-skip-permissions',
      '--allow-dangerously-skip-permissions'
    ]
  },
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
          '--permission-mode',
          'dontAsk'
        ]),
        '--max-turns',
        String(MAX_TURNS)
      ],
      '--model',
      request.model
    ),
    stdin: request.prompt,
    files: {},
    env: {}
  })
}

/**
 * Codex (https://developers.openai.com/codex/noninteractive, .../codex/cli/reference): `codex exec -`
 * reads the prompt from stdin; `--json` prints JSONL events. Read-only: the read-only sandbox (no
 * writes, no network for commands), approvals never asked (exec's default, pinned here), the shell
 * tools off and the hosted web search off (it is not covered by the sandbox), all documented config
 * keys (https://developers.openai.com/codex/config-reference). `--skip-git-repo-check`: the review
 * workspace is not a checkout. codex exec has no turn limit.
 */
const codex: HarnessAdapter = {
  binary: 'codex',
  docs: 'https://developers.openai.com/codex/noninteractive',
  promptVia: 'stdin',
  loosening: {
    flags: [
      '--sandbox',
      '-s',
      '--dangerously-bypass-approvals-and-sandbox',
      '--yolo',
      '--full-auto',
      '--not-so-yolo',
      '--add-dir',
      '--search'
    ],
    configKeys: ['approval_policy', 'sandbox_mode', 'web_search', 'features', 'tools']
  },
  call: (request) => ({
    argv: [
      ...withModel(
        [
          'exec',
          '--json',
          '--skip-git-repo-check',
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
          ])
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
 * Cursor Agent (https://cursor.com/docs/cli/headless, .../cli/reference/parameters): print mode takes
 * the prompt as an argument. Its docs name piped stdin only as a reason to infer print mode, never as
 * a prompt source, so the prompt stays one argv element and is held to the one-argument limit.
 * Read-only: `--mode ask`, "read-only exploration without making changes"
 * (https://cursor.com/docs/cli/overview); never --force. It has no turn limit.
 */
const cursor: HarnessAdapter = {
  binary: 'cursor-agent',
  docs: 'https://cursor.com/docs/cli/headless',
  promptVia: 'argv',
  loosening: { flags: ['--mode', '--plan', '--force', '-f', '--yolo', '--sandbox', '--approve-mcps'] },
  call: (request) => ({
    argv: withModel(
      [
        '-p',
        asPositionalText(request.prompt),
        '--output-format',
        'json',
        ...readOnly(request, ['--mode', 'ask'])
      ],
      '-m',
      request.model
    ),
    files: {},
    env: {}
  })
}

/**
 * Gemini CLI (https://geminicli.com/docs/cli/headless, .../cli/cli-reference): with stdin piped it runs
 * headless and reads the prompt from stdin (`cat file | gemini`). Its plan mode is reported not to hold
 * headless, so read-only is a deny policy (https://geminicli.com/docs/reference/policy-engine), loaded
 * at the admin tier (--admin-policy) and again at the user tier (--policy) in case an administrator's
 * policy directory makes the supplemental admin file ignored; --approval-mode default turns any other
 * confirmation into a denial when headless. The turn bound is a setting (model.maxSessionTurns), given
 * as the lowest-precedence settings layer through GEMINI_CLI_SYSTEM_DEFAULTS_PATH
 * (https://geminicli.com/docs/reference/configuration).
 */
const gemini: HarnessAdapter = {
  binary: 'gemini',
  docs: 'https://geminicli.com/docs/cli/headless',
  promptVia: 'stdin',
  loosening: { flags: ['--approval-mode', '--yolo', '-y', '--allowed-tools'] },
  call: (request) => {
    const policy = join(request.dir, 'read-only-policy.toml')
    const defaults = join(request.dir, 'system-defaults.json')
    const files: Record<string, string> = { [defaults]: geminiDefaults(MAX_TURNS) }
    if (request.tools === 'read-only') files[policy] = GEMINI_READ_ONLY_POLICY
    return {
      argv: withModel(
        [
          '--output-format',
          'json',
          ...readOnly(request, ['--approval-mode', 'default', '--admin-policy', policy, '--policy', policy])
        ],
        '-m',
        request.model
      ),
      stdin: request.prompt,
      files,
      env: { GEMINI_CLI_SYSTEM_DEFAULTS_PATH: defaults }
    }
  }
}

export const ADAPTERS: Readonly<Record<string, HarnessAdapter>> = { claude, cursor, codex, gemini }

export function adapterFor(harness: string): HarnessAdapter | undefined {
  return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : undefined
}

export function builtinHarnessNames(): string[] {
  return Object.keys(ADAPTERS)
}

/** The first of `args` that would undo a read-only run of this adapter's CLI, if any. */
export function looseningArg(adapter: HarnessAdapter, args: readonly string[]): string | undefined {
  const { flags, configKeys = [] } = adapter.loosening
  const named = (arg: string, flag: string) => arg === flag || arg.startsWith(`${flag}=`)
  return args.find((arg, i) => {
    if (flags.some((flag) => named(arg, flag))) return true
    // `-c key=value` / `--config key=value` (or `-ckey=value`): a config key the read-only set pins.
    const setting = arg === '-c' || arg === '--config' ? args[i + 1] : /^(-c|--config=)(.+)$/.exec(arg)?.[2]
    const key = setting?.split('=')[0]?.trim() ?? ''
    return configKeys.some((k) => key === k || key.startsWith(`${k}.`))
  })
}
