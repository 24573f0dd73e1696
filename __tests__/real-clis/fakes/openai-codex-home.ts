// The codex side of the OpenAI fake: a CODEX_HOME whose config.toml sends codex to it as a custom model provider.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface CodexHomeOptions {
  /** The provider's retries of a failed request / a dropped stream (codex's own defaults when omitted). */
  requestMaxRetries?: number
  streamMaxRetries?: number
  /** Extra top-level TOML lines, e.g. `model = "gpt-5-codex"`. */
  extraToml?: string[]
  /**
   * false: leave out the analytics and plugin settings, so that only the adapter's own `-c` flags keep codex
   * from calling outside hosts (what the suite proves). Default true.
   */
  quiet?: boolean
}

/** The config.toml that sends codex to the fake over plain HTTP, with no call to any other host. */
function codexConfigToml(fake: { url: string }, options: CodexHomeOptions = {}): string {
  const lines = [
    '# Written by the loopback OpenAI fake: a custom provider on 127.0.0.1, no WebSocket, no outside host.',
    'model_provider = "fake"',
    ...(options.extraToml ?? []),
    '',
    '[model_providers.fake]',
    'name = "loopback fake"',
    `base_url = "${fake.url}/v1"`,
    'wire_api = "responses"',
    'env_key = "CODEX_API_KEY"',
    'supports_websockets = false',
    ...(options.requestMaxRetries === undefined
      ? []
      : [`request_max_retries = ${options.requestMaxRetries}`]),
    ...(options.streamMaxRetries === undefined ? [] : [`stream_max_retries = ${options.streamMaxRetries}`]),
    '',
    ...(options.quiet === false
      ? []
      : ['[analytics]', 'enabled = false', '', '[features]', 'plugins = false', 'remote_plugin = false', ''])
  ]
  return lines.join('\n')
}

/** Writes `<dir>/config.toml` (creating dir, 0700) and returns dir: pass it as CODEX_HOME. */
export function writeCodexHome(dir: string, fake: { url: string }, options: CodexHomeOptions = {}): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  writeFileSync(join(dir, 'config.toml'), codexConfigToml(fake, options), { mode: 0o600 })
  return dir
}
