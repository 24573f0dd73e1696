// The environment a critic sees: the runner's, minus every token and runner channel, plus the critic's overlay.

/**
 * Variables a critic never inherits. Exact names first, then prefixes. Tokens would let a
 * prompt-injected critic act on GitHub; the runner's file-command paths (GITHUB_ENV, GITHUB_PATH,
 * GITHUB_OUTPUT, ...) would let it change later steps of the job.
 */
const SCRUBBED_ENV = {
  names: [
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RUNTIME_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_URL',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY'
  ],
  /** Every action input (INPUT_GITHUB-TOKEN included), OIDC and app credentials. */
  prefixes: ['INPUT_', 'ACTIONS_ID_TOKEN_', 'ACTIONS_RUNTIME_', 'GITHUB_APP_', 'GH_APP_']
} as const

/** True when a variable name must never reach a critic (case-insensitive, as on Windows). */
export function isScrubbedEnvName(name: string): boolean {
  const upper = name.toUpperCase()
  return (
    (SCRUBBED_ENV.names as readonly string[]).includes(upper) ||
    SCRUBBED_ENV.prefixes.some((p) => upper.startsWith(p))
  )
}

/**
 * Variables a critic's `env` may not set: each makes a dynamic loader, a shell or node run code
 * nobody reviewed (LD_PRELOAD, DYLD_INSERT_LIBRARIES, BASH_ENV, ENV, NODE_OPTIONS, exported
 * bash functions) before the critic's own program starts.
 */
const INJECTION_ENV = {
  names: ['BASH_ENV', 'ENV', 'NODE_OPTIONS'],
  prefixes: ['LD_', 'DYLD_', 'BASH_FUNC_']
} as const

/** True when a config overlay may not set this name (case-insensitive, like isScrubbedEnvName). */
export function isInjectionEnvName(name: string): boolean {
  const upper = name.toUpperCase()
  return (
    (INJECTION_ENV.names as readonly string[]).includes(upper) ||
    INJECTION_ENV.prefixes.some((p) => upper.startsWith(p))
  )
}

/** `base` without the scrubbed names, with `overlay` on top. */
export function buildCriticEnv(
  base: NodeJS.ProcessEnv,
  overlay: Record<string, string> = {}
): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !isScrubbedEnvName(name)) env[name] = value
  }
  // The loader refuses such an overlay; a critic built in code gets the same rule here.
  for (const [name, value] of Object.entries(overlay)) {
    if (!isScrubbedEnvName(name) && !isInjectionEnvName(name)) env[name] = value
  }
  return env
}
