// The two files a Gemini CLI critic reads its limits from: a read-only deny policy and its private settings.

/**
 * Policy rules in Gemini CLI's TOML format (https://geminicli.com/docs/reference/policy-engine). A
 * `deny` without an argument pattern removes the tool from what the model is offered at all. Tool
 * names are the documented built-ins (https://geminicli.com/docs/reference/tools): the shell, the two
 * file writers, both web tools and the memory writer; `mcp_*` matches every tool of every MCP server.
 */
export const GEMINI_READ_ONLY_POLICY = [
  '# Written by the-loop for one read-only critic run: no shell, no file edits, no web, no MCP tools.',
  '[[rule]]',
  'toolName = ["run_shell_command", "write_file", "replace", "web_fetch", "google_web_search", "save_memory"]',
  'decision = "deny"',
  'priority = 999',
  'denyMessage = "the-loop runs this critic read-only"',
  '',
  '[[rule]]',
  'toolName = "mcp_*"',
  'decision = "deny"',
  'priority = 999',
  'denyMessage = "the-loop runs this critic read-only"',
  ''
].join('\n')

/** Where gemini reads a user's settings, under its home (GEMINI_CLI_HOME, else HOME). */
export const GEMINI_SETTINGS_PATH = '.gemini/settings.json'

type Settings = Record<string, unknown>

const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The user's settings as an object, or {} when there are none or they are not a JSON object. */
function ownSettings(text: string | undefined): Settings {
  if (text === undefined) return {}
  try {
    const value: unknown = JSON.parse(text)
    return isSettings(value) ? value : {}
  } catch {
    // Gemini also reads JSON with comments; such a file is not merged, and an auth choice in it is lost.
    return {}
  }
}

/** `section` of `settings` with `values` on top, as a fresh object (a `__proto__` key stays data). */
function withSection(settings: Settings, section: string, values: Settings): Settings {
  const current = Object.hasOwn(settings, section) ? settings[section] : undefined
  return { ...settings, [section]: { ...(isSettings(current) ? current : {}), ...values } }
}

/**
 * The settings file of a critic's private GEMINI_CLI_HOME: the runner user's own settings (so a
 * `security.auth.selectedType` survives) with the session's turn bound and, unless telemetry is allowed,
 * usage statistics off (0.61 otherwise calls play.googleapis.com) on top.
 */
export function geminiSettings(own: string | undefined, maxTurns: number, quiet: boolean): string {
  let settings = withSection(ownSettings(own), 'model', { maxSessionTurns: maxTurns })
  if (quiet) settings = withSection(settings, 'privacy', { usageStatisticsEnabled: false })
  return `${JSON.stringify(settings, null, 2)}\n`
}
