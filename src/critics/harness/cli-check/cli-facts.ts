// What the-loop knows of each built-in harness CLI: its tested version, key variables, and how a check keeps it offline.

/** Where a flag check points a CLI's API: a closed loopback port, so a request fails at once and leaves nothing. */
/** @internal */
export const CHECK_BASE_URL = 'http://127.0.0.1:1'

/** The key a flag check gives a CLI in place of a real one; never a credential. */
/** @internal */
export const CHECK_DUMMY_KEY = 'the-loop-check-not-a-key'

/**
 * Variables no flag check passes on, whatever the CLI: a proxy would carry the loopback request off
 * this machine.
 */
export const CHECK_UNSET_ALWAYS = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'http_proxy',
  'https_proxy',
  'all_proxy'
] as const

/** How a flag check runs one CLI without reaching its vendor. */
export interface OfflineRun {
  /** Set for the check (dummy keys, base URL on CHECK_BASE_URL, ...). */
  env: Record<string, string>
  /** Removed for the check: real credentials and every setting that picks another endpoint or account. */
  unset: string[]
  /** Each set to a fresh empty directory of the check, so no user or project config can pick an endpoint. */
  privateDirs: string[]
  /** Each set to a path of the check that does not exist, so a machine-wide settings file is not read. */
  absentFiles: string[]
  /** Appended to the CLI's argv (a config override that pins the endpoint). */
  appendArgs: string[]
}

export interface CliFacts {
  /** The npm package the tested version is pinned as in __tests__/real-clis/package-lock.json. */
  npmPackage?: string
  /** The version the pinned suite runs; absent when the CLI could not be tested. */
  testedVersion?: string
  /** Said instead of a version comparison when there is no tested version. */
  untested?: string
  /** How to install it, for the fix of a missing binary. */
  install: string
  /** Any one of these, set and non-empty, authenticates the CLI headless. */
  keyVars: string[]
  /** Variables a user may expect to work that do not authenticate this CLI: name -> why. */
  notKeyVars: Record<string, string>
  /** Absent: the flag check is not run, and `offlineSkip` says why. */
  offline?: OfflineRun
  offlineSkip?: string
}

/** @internal */
export const CLI_FACTS: Readonly<Record<string, CliFacts>> = {
  claude: {
    npmPackage: '@anthropic-ai/claude-code',
    testedVersion: '2.1.332',
    install: 'npm install -g @anthropic-ai/claude-code@2.1.332',
    keyVars: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
    notKeyVars: {},
    offline: {
      env: {
        ANTHROPIC_API_KEY: CHECK_DUMMY_KEY,
        ANTHROPIC_BASE_URL: CHECK_BASE_URL,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        // Without it claude retries the refused connection with back-off past the check's timeout.
        CLAUDE_CODE_MAX_RETRIES: '0'
      },
      unset: [
        'CLAUDE_CODE_OAUTH_TOKEN',
        'ANTHROPIC_AUTH_TOKEN',
        'CLAUDE_CODE_USE_BEDROCK',
        'CLAUDE_CODE_USE_VERTEX',
        'CLAUDE_CODE_USE_FOUNDRY',
        'ANTHROPIC_BEDROCK_BASE_URL',
        'ANTHROPIC_VERTEX_BASE_URL',
        'ANTHROPIC_FOUNDRY_BASE_URL'
      ],
      privateDirs: ['CLAUDE_CONFIG_DIR'],
      absentFiles: [],
      appendArgs: []
    }
  },
  codex: {
    npmPackage: '@openai/codex',
    testedVersion: '0.171.0',
    install: 'npm install -g @openai/codex@0.171.0',
    keyVars: ['CODEX_API_KEY'],
    notKeyVars: { OPENAI_API_KEY: 'OPENAI_API_KEY alone does not authenticate codex 0.171 exec' },
    offline: {
      env: { CODEX_API_KEY: CHECK_DUMMY_KEY },
      unset: ['OPENAI_API_KEY', 'OPENAI_BASE_URL'],
      // CODEX_HOME holds config.toml (providers, base URLs) and auth.json (a ChatGPT login).
      privateDirs: ['CODEX_HOME'],
      absentFiles: [],
      appendArgs: ['-c', 'model_provider="openai"', '-c', `openai_base_url="${CHECK_BASE_URL}/v1"`]
    }
  },
  gemini: {
    npmPackage: '@google/gemini-cli',
    testedVersion: '0.61.0',
    install: 'npm install -g @google/gemini-cli@0.61.0',
    keyVars: ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GENAI_USE_VERTEXAI'],
    notKeyVars: {},
    offline: {
      // With a base URL and no auth type from settings, gemini 0.61 refuses to start headless
      // ("Invalid auth method selected.") after parsing its flags: the check never opens a connection.
      env: { GEMINI_API_KEY: CHECK_DUMMY_KEY, GOOGLE_GEMINI_BASE_URL: CHECK_BASE_URL },
      unset: [
        'GOOGLE_API_KEY',
        'GOOGLE_GENAI_USE_VERTEXAI',
        'GOOGLE_GENAI_USE_GCA',
        'GEMINI_CLI_USE_COMPUTE_ADC',
        'CLOUD_SHELL',
        'GOOGLE_APPLICATION_CREDENTIALS'
      ],
      // GEMINI_CLI_HOME stands for ~ (~/.gemini: settings with an auth type, a Google login).
      privateDirs: ['GEMINI_CLI_HOME'],
      absentFiles: ['GEMINI_CLI_SYSTEM_SETTINGS_PATH'],
      appendArgs: []
    }
  },
  cursor: {
    untested: 'not tested: not installable here, checked from documentation only',
    install: 'install Cursor Agent as https://cursor.com/docs/cli/installation says',
    keyVars: ['CURSOR_API_KEY'],
    notKeyVars: {},
    offlineSkip: 'flag check skipped: cursor-agent has no base URL setting that keeps it off the network'
  }
}

export function cliFactsFor(harness: string): CliFacts | undefined {
  return Object.hasOwn(CLI_FACTS, harness) ? CLI_FACTS[harness] : undefined
}
