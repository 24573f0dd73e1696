// The built-in adapters by harness name, and the checks a critic's args and env get against its adapter.
import type { HarnessAdapter } from './adapter-model.js'
import { BUILTIN_ADAPTERS } from './builtin-adapters.js'

export { asPositionalText, type AdapterRequest, type HarnessAdapter } from './adapter-model.js'
/** @internal */
export { MAX_TURNS } from './adapter-model.js'

/** @internal */
export const ADAPTERS: Readonly<Record<string, HarnessAdapter>> = BUILTIN_ADAPTERS

export function adapterFor(harness: string): HarnessAdapter | undefined {
  return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : undefined
}

export function builtinHarnessNames(): string[] {
  return Object.keys(ADAPTERS)
}

/** The first name of a critic's `env` that this adapter pins, if any (case-insensitive, as env.ts reads names). */
export function pinnedEnvName(adapter: HarnessAdapter, names: readonly string[]): string | undefined {
  return names.find((name) => adapter.pinnedEnv.includes(name.toUpperCase()))
}

/** The first of `args` that would undo a read-only run of this adapter's CLI, if any. */
export function looseningArg(adapter: HarnessAdapter, args: readonly string[]): string | undefined {
  const { flags, configKeys = [] } = adapter.loosening
  const named = (arg: string, flag: string) => arg === flag || arg.startsWith(`${flag}=`)
  return args.find((arg, i) => {
    if (flags.some((flag) => named(arg, flag))) return true
    // `-c key=value` / `--config key=value` (or `-ckey=value`): a config key the read-only set pins.
    const setting = arg === '-c' || arg === '--config' ? args[i + 1] : /^(-c|--config=)(.+)$/.exec(arg)?.[2]
    const key = setting?.split('=')[0]?.trim() ?? ''
    return configKeys.some((k) => key === k || key.startsWith(`${k}.`))
  })
}
