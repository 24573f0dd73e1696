// Built-in harness adapters: how to run each known agent CLI once, non-interactively, with JSON out.

export interface HarnessAdapter {
  binary: string
  /** The argv after the binary for one run; the prompt is always exactly one element. */
  oneshotArgv(prompt: string, model: string): string[]
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

export const ADAPTERS: Readonly<Record<string, HarnessAdapter>> = {
  claude: {
    binary: 'claude',
    oneshotArgv: (prompt, model) =>
      withModel(['-p', asPositionalText(prompt), '--output-format', 'json'], '--model', model)
  },
  cursor: {
    binary: 'cursor-agent',
    oneshotArgv: (prompt, model) =>
      withModel(['-p', asPositionalText(prompt), '--output-format', 'json'], '-m', model)
  },
  // `codex exec --json` prints JSONL events; the envelope reads the last agent message and turn usage.
  codex: {
    binary: 'codex',
    oneshotArgv: (prompt, model) => withModel(['exec', '--json', asPositionalText(prompt)], '-m', model)
  },
  gemini: {
    binary: 'gemini',
    oneshotArgv: (prompt, model) =>
      withModel(['-p', asPositionalText(prompt), '--output-format', 'json'], '-m', model)
  }
}

export function adapterFor(harness: string): HarnessAdapter | undefined {
  return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : undefined
}

export function builtinHarnessNames(): string[] {
  return Object.keys(ADAPTERS)
}
