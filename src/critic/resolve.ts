// resolveInvocation: a critic + placeholder values -> argv (pure; the security-critical step).
import { adapterFor, asPositionalText, builtinHarnessNames } from './adapters.js'
import { CriticConfigError, isPlaceholder, type Critic, type PlaceholderValues } from './model.js'

const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]*)\}/g

/** Names of every `{placeholder}` mentioned in one argument, known or not. */
export function placeholdersIn(arg: string): string[] {
  return [...arg.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!)
}

/**
 * Replaces each `{name}` inside one argv element. The result is always exactly one element:
 * a value can never add a word boundary. Unknown names throw; known but unset become "".
 */
export function substitute(arg: string, values: PlaceholderValues, critic = '?'): string {
  return arg.replace(PLACEHOLDER_PATTERN, (_whole, name: string) => {
    if (!isPlaceholder(name)) throw new CriticConfigError(`critic '${critic}': unknown placeholder {${name}}`)
    const value = values[name] ?? ''
    // An element that is exactly `{prompt}` must not turn a dash-leading prompt into an option.
    return name === 'prompt' && arg === '{prompt}' ? asPositionalText(value) : value
  })
}

/** The argv to spawn for one critic round; throws CriticConfigError and spawns nothing on any fault. */
export function resolveInvocation(critic: Critic, values: PlaceholderValues): string[] {
  if (critic.error) throw new CriticConfigError(`critic '${critic.name}': ${critic.error}`, critic.where)
  if (!critic.enabled)
    throw new CriticConfigError(`critic '${critic.name}' is disabled in config`, critic.where)
  const extra = critic.args.map((a) => substitute(a, values, critic.name))
  if (critic.command) return [critic.command, ...extra]
  const adapter = adapterFor(critic.harness)
  if (!adapter) {
    throw new CriticConfigError(
      `critic '${critic.name}': harness '${critic.harness}' has no built-in invocation; ` +
        `set 'command' (+ 'args') or use one of: ${builtinHarnessNames().join(', ')}`,
      critic.where
    )
  }
  return [adapter.binary, ...adapter.oneshotArgv(values.prompt ?? '', critic.model), ...extra]
}

/** The executable a critic would run, or "" when it has none. */
export function binaryOf(critic: Critic): string {
  return critic.command || adapterFor(critic.harness)?.binary || ''
}
