// The two files a Gemini CLI critic reads its limits from: a read-only deny policy and a turn-bound setting.

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

/** The settings layer that bounds the session; a user's own settings file may still raise it. */
export function geminiDefaults(maxTurns: number): string {
  return `${JSON.stringify({ model: { maxSessionTurns: maxTurns } }, null, 2)}\n`
}
