// Reads one `reviews.critics[]` item: the schema's first fault (or a check beside it) becomes the entry's error.
import { adapterFor, builtinHarnessNames, looseningArg, pinnedEnvName } from './adapters.js'
import { makeCritic, type Critic } from './critic-model.js'
import { parseInstall, specText } from './cli-packages.js'
import { firstFault, schemaErrors, withoutEmpty } from './config-faults.js'
import type { RawCritic } from './config-schema.js'
import { codeFaults, criticFault, NAME_PROBLEM } from './critic-faults.js'
import { placeholdersIn } from './resolve.js'

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An entry's fields whose empty value (`enabled:`) is refused; any other one empty reads as left out. */
const EMPTY_REFUSED = ['name', 'enabled', 'install']

/** Where the schema's errors about the one entry validated on its own sit. */
const ENTRY_PATH = '/reviews/critics/0'

/**
 * Turns one raw entry (index is 1-based) into a Critic; never throws. `fieldWhere` places a field's own line,
 * where an error about that field is reported.
 */
export function readCriticEntry(
  raw: unknown,
  index: number,
  where?: string,
  fieldWhere?: (field: string) => string
): Critic {
  const broken = (name: string, error: string, at = where): Critic => ({
    ...makeCritic(name),
    error,
    enabled: true,
    where: at
  })
  if (!isMap(raw)) return broken(`<entry #${index}>`, 'entry is not a mapping')
  // A name of spaces only names nothing, though the schema's minLength takes it.
  if (typeof raw.name !== 'string' || raw.name.trim() === '')
    return broken(`<unnamed entry #${index}>`, NAME_PROBLEM)
  const entry = withoutEmpty(raw, EMPTY_REFUSED) as Record<string, unknown>
  const errors = schemaErrors({ reviews: { critics: [entry] } })
  const fault = firstFault([
    ...errors.flatMap((e) => {
      if (!e.instancePath.startsWith(ENTRY_PATH)) return []
      return criticFault({ ...e, instancePath: e.instancePath.slice(ENTRY_PATH.length) }, entry) ?? []
    }),
    ...codeFaults(entry)
  ])
  if (fault) return broken(raw.name, fault.message, (fault.key && fieldWhere?.(fault.key)) ?? where)
  const { name, install, ...fields } = entry as RawCritic
  const spec =
    install === undefined ? undefined : parseInstall(install, fields.harness ?? '', fields.command ?? '')
  const critic = makeCritic(name, {
    ...fields,
    install: spec === undefined || typeof spec === 'string' ? '' : specText(spec),
    warnings: fields.outputFormat !== undefined && namesBuiltin(entry) ? [OUTPUT_FORMAT_UNUSED] : [],
    where
  })
  const error = invocationProblem(critic)
  return error ? { ...critic, error } : critic
}

/** Whether a raw entry runs a built-in harness (no command): its adapter then reads the CLI's output itself. */
function namesBuiltin(raw: Record<string, unknown>): boolean {
  return typeof raw.harness === 'string' && adapterFor(raw.harness) !== undefined && !raw.command
}

const OUTPUT_FORMAT_UNUSED =
  "'outputFormat' has no effect on a built-in harness: its adapter asks the CLI for JSON and reads it"

/** The critic can receive the prompt, its harness is built in, and its args and env keep its restrictions. */
function invocationProblem(critic: Critic): string | undefined {
  if (critic.command) {
    const mentioned = critic.args.flatMap(placeholdersIn)
    if (!mentioned.includes('prompt') && !mentioned.includes('promptFile')) {
      return 'args never pass the prompt: mention {prompt} or {promptFile}'
    }
    return undefined
  }
  const adapter = adapterFor(critic.harness)
  if (!adapter) {
    const label = critic.harness ? `harness '${critic.harness}'` : 'no harness'
    return `${label} has no built-in invocation; set 'command' (+ 'args') or use one of: ${builtinHarnessNames().join(', ')}`
  }
  const loose = critic.tools === 'read-only' ? looseningArg(adapter, critic.args) : undefined
  if (loose !== undefined)
    return `args '${loose}' would undo tools: read-only for ${adapter.binary}; drop it, or set tools: allow`
  const pinned = pinnedEnvName(adapter, Object.keys(critic.env))
  if (pinned !== undefined)
    return `'env' may not set ${pinned}: the ${adapter.binary} adapter sets it, so the CLI never trusts the working folder or reads settings the adapter did not write`
  return undefined
}
