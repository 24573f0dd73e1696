// Each built-in critic gets only its own CLI's key variables: a claude critic never holds the gemini key. The
// lists match steps/critics.sh, which passes these names into the step; a command critic (any program) gets all.
import type { Critic } from '../harness/critic-model.js'

const KEY_VARIABLES: Record<string, string[]> = {
  claude: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CLAUDE_CODE_OAUTH_TOKEN'],
  codex: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'CODEX_API_KEY'],
  gemini: [
    'GEMINI_API_KEY',
    'GOOGLE_API_KEY',
    'GOOGLE_GEMINI_BASE_URL',
    'GOOGLE_CLOUD_PROJECT',
    'GOOGLE_CLOUD_LOCATION',
    'GOOGLE_GENAI_USE_VERTEXAI'
  ],
  cursor: ['CURSOR_API_KEY']
}

const ALL_KEYS = new Set(Object.values(KEY_VARIABLES).flat())

/** `env` without the other CLIs' key variables, for a built-in critic; as it is for a command critic. */
export function envForCritic(env: NodeJS.ProcessEnv, critic: Critic): NodeJS.ProcessEnv {
  const own = critic.command ? undefined : KEY_VARIABLES[critic.harness]
  if (!own) return env
  const kept: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(env)) {
    if (!ALL_KEYS.has(name) || own.includes(name)) kept[name] = value
  }
  return kept
}
