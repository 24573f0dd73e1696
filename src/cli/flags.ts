// The CLI's one flag parser: `--name value`, `--name=value` and `--` through node:util parseArgs.
import { parseArgs } from 'node:util'

export interface ParsedFlags {
  positionals: string[]
  flags: Record<string, string>
}

/**
 * Parses args against the allowed value flags; throws an Error naming the bad flag.
 * Every flag takes a value, and the value is the next argument even when it starts with a dash
 * (`--prompt -x`), as the hand-written parser did: that is parseArgs' non-strict mode, so the
 * checks strict mode would make (unknown, repeated or valueless flags) are made here on its tokens.
 * After `--` every argument is a positional.
 */
export function parseFlags(args: string[], allowed: readonly string[]): ParsedFlags {
  // Flag names were always case-insensitive: declare each spelling present so parseArgs gives it its value.
  const options: Record<string, { type: 'string' }> = {}
  for (const name of allowed) options[name] = { type: 'string' }
  for (const arg of args) {
    const name = /^--([^=]+)/.exec(arg)?.[1]
    if (name && allowed.includes(name.toLowerCase())) options[name] = { type: 'string' }
  }
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true })
  const positionals: string[] = []
  const flags: Record<string, string> = {}
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value)
    if (token.kind !== 'option') continue
    const name = token.name.toLowerCase()
    if (!allowed.includes(name)) {
      const known = allowed.length ? allowed.map((a) => `--${a}`).join(', ') : 'none'
      throw new Error(`unknown option '${token.rawName}' (known: ${known})`)
    }
    if (name in flags) throw new Error(`--${name} given twice`)
    if (token.value === undefined) throw new Error(`--${name} needs a value`)
    flags[name] = token.value
  }
  return { positionals, flags }
}
