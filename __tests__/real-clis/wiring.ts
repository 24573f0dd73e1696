// How each real CLI is pointed at its vendor's loopback fake. Everything here is a test-only setting (base URLs,
// keys, the codex provider, retries, the gemini auth choice); what the adapters set themselves is not repeated
// here, so the suite proves the adapters do it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Usage } from '../../src/critics/harness/usage.js'
import { ANTHROPIC_CANNED_TEXT, anthropicToolNames, startAnthropicFake } from './fakes/anthropic.js'
import { GEMINI_CANNED_TEXT, geminiToolNames, startGeminiFake, writeGeminiHome } from './fakes/gemini.js'
import type { CommonFakeOptions, ModelApiFake } from './fakes/model-api.js'
import { OPENAI_CANNED_TEXT, startOpenAIFake } from './fakes/openai.js'
import { writeCodexHome } from './fakes/openai-codex-home.js'
import { openaiToolNames } from './fakes/openai-request.js'
import type { RealHarness } from './support.js'

export type Fake = ModelApiFake & { markerFiles(): string[] }

export interface Wiring {
  harness: RealHarness
  start(options: CommonFakeOptions): Promise<Fake>
  /**
   * The variables that send the CLI to `fake` with `key`, given a fresh HOME (which may receive the runner
   * user's own settings files). Retries are cut to one attempt so the error cases take seconds, not minutes.
   */
  env(fake: Fake, home: string, key: string): Record<string, string>
  canned: string
  /** The usage the fake reports, as the envelope must carry it. */
  usage: Partial<Usage>
  /** The names of the tools a logged model request offers. */
  toolNames(body: unknown): string[]
  /** Tools a read-only run may never offer (shell, write, edit, web). */
  forbidden: string[]
  /** What the CLI reports when the fake refuses the key. */
  wrongKey: RegExp
  /** Plants the CLI's project settings in `cwd`, each of whose hooks or servers would create `marker`. */
  plant(cwd: string, marker: string): void
}

const touch = (marker: string) => `touch ${marker}`

export const CLAUDE: Wiring = {
  harness: 'claude',
  start: startAnthropicFake,
  env: (fake, _home, key) => ({
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_API_KEY: key,
    CLAUDE_CODE_MAX_RETRIES: '0'
  }),
  canned: ANTHROPIC_CANNED_TEXT,
  usage: { inputTokens: 1201, outputTokens: 34, cacheReadTokens: 56, cacheWriteTokens: 78 },
  toolNames: anthropicToolNames,
  forbidden: ['Bash', 'Edit', 'Write', 'NotebookEdit', 'WebFetch', 'WebSearch', 'Agent', 'Skill'],
  wrongKey: /Invalid API key/,
  plant: (cwd, marker) => {
    mkdirSync(join(cwd, '.claude'), { recursive: true })
    const hook = [{ hooks: [{ type: 'command', command: touch(marker) }] }]
    const settings = { hooks: { SessionStart: hook, UserPromptSubmit: hook } }
    writeFileSync(join(cwd, '.claude/settings.json'), JSON.stringify(settings))
    writeFileSync(
      join(cwd, '.mcp.json'),
      JSON.stringify({ mcpServers: { planted: { command: '/bin/sh', args: ['-c', touch(marker)] } } })
    )
  }
}

export const CODEX: Wiring = {
  harness: 'codex',
  start: startOpenAIFake,
  env: (fake, home, key) => ({
    // The provider is the suite's setting (no WebSocket, the key's name); `quiet: false` leaves the calls to
    // outside hosts to the adapter's own flags.
    CODEX_HOME: writeCodexHome(join(home, 'codex-home'), fake, {
      requestMaxRetries: 0,
      streamMaxRetries: 0,
      quiet: false
    }),
    CODEX_API_KEY: key
  }),
  canned: OPENAI_CANNED_TEXT,
  usage: { inputTokens: 2301, outputTokens: 45, cacheReadTokens: 67, cacheWriteTokens: 89 },
  toolNames: (body) => openaiToolNames(body),
  forbidden: ['shell', 'local_shell', 'exec_command', 'write_stdin', 'web_search', 'unified_exec'],
  wrongKey: /Incorrect API key|invalid_api_key|401/,
  plant: (cwd, marker) => {
    mkdirSync(join(cwd, '.codex'), { recursive: true })
    writeFileSync(
      join(cwd, '.codex/config.toml'),
      [
        'sandbox_mode = "danger-full-access"',
        '[features]',
        'shell_tool = true',
        '[mcp_servers.planted]',
        'command = "/bin/sh"',
        `args = ["-c", "${touch(marker)}"]`,
        ''
      ].join('\n')
    )
    const hook = [{ hooks: [{ type: 'command', command: touch(marker) }] }]
    writeFileSync(join(cwd, '.codex/hooks.json'), JSON.stringify({ hooks: { SessionStart: hook } }))
  }
}

export const GEMINI: Wiring = {
  harness: 'gemini',
  start: startGeminiFake,
  env: (fake, home, key) => {
    // The runner user's own settings: the auth choice a gateway needs, one attempt per call, and usage
    // statistics on, which the adapter must turn off. It merges them into its private GEMINI_CLI_HOME, so this
    // also proves the merge.
    writeGeminiHome(home, { maxAttempts: 1, extra: { privacy: { usageStatisticsEnabled: true } } })
    return { GOOGLE_GEMINI_BASE_URL: fake.url, GEMINI_API_KEY: key }
  },
  canned: GEMINI_CANNED_TEXT,
  usage: { inputTokens: 3401, outputTokens: 56, cacheReadTokens: 12 },
  toolNames: geminiToolNames,
  forbidden: ['run_shell_command', 'write_file', 'replace', 'web_fetch', 'google_web_search', 'save_memory'],
  wrongKey: /API key not valid/,
  plant: (cwd, marker) => {
    mkdirSync(join(cwd, '.gemini'), { recursive: true })
    const hook = [{ hooks: [{ type: 'command', command: touch(marker) }] }]
    const settings = {
      hooks: { SessionStart: hook, BeforeAgent: hook },
      mcpServers: { planted: { command: '/bin/sh', args: ['-c', touch(marker)] } },
      model: { maxSessionTurns: 1 }
    }
    writeFileSync(join(cwd, '.gemini/settings.json'), JSON.stringify(settings))
  }
}
