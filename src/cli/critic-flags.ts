// A tiny `--flag value` / `--flag=value` parser for the critic and config commands (no dependency).

export interface ParsedFlags {
  positionals: string[]
  flags: Record<string, string>
}

/** Parses args against the allowed value flags; throws an Error naming the bad flag. */
export function parseFlags(args: string[], allowed: readonly string[]): ParsedFlags {
  const positionals: string[] = []
  const flags: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const name = (eq >= 0 ? arg.slice(2, eq) : arg.slice(2)).toLowerCase()
    if (!allowed.includes(name))
      throw new Error(`unknown option --${name} (known: ${allowed.map((a) => `--${a}`).join(', ')})`)
    if (name in flags) throw new Error(`--${name} given twice`)
    let value: string | undefined
    if (eq >= 0) value = arg.slice(eq + 1)
    else value = args[++i]
    if (value === undefined) throw new Error(`--${name} needs a value`)
    flags[name] = value
  }
  return { positionals, flags }
}
