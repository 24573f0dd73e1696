// Reading a logged Responses request: the tools it offers (nested ones included) and the tool outputs it brings back.
import { asArray, bodyObject, isRecord, textOf } from './request-body.js'
import type { LoggedRequest, ToolResult } from './server.js'

function toolName(tool: Record<string, unknown>): string | undefined {
  if (typeof tool.name === 'string') return tool.name
  // Built-in tools without a name (`{type: "web_search"}`, `{type: "local_shell"}`) are named by their type.
  return typeof tool.type === 'string' ? tool.type : undefined
}

/**
 * The nested tools a code-mode `exec` tool declares in its description, one `declare const tools: { name(` per
 * tool (`apply_patch`, `get_goal`, `view_image`, `clock__curr_time`, …): the model reaches them from JavaScript.
 */
function declaredNestedTools(description: unknown): string[] {
  if (typeof description !== 'string') return []
  return [...description.matchAll(/declare const tools: \{\s*([A-Za-z_$][\w$]*)\s*\(/g)].map(
    (m) => m[1] ?? ''
  )
}

/** Tool names of a list as `outer.inner` paths: namespaces and code mode's `exec` hold nested tools. */
function namesOf(tools: unknown[], prefix: string, out: string[]): void {
  for (const t of tools.filter(isRecord)) {
    const name = toolName(t)
    if (name === undefined) continue
    const path = prefix + name
    if (t.type !== 'namespace') out.push(path)
    namesOf(asArray(t.tools), `${path}.`, out)
    for (const nested of declaredNestedTools(t.description)) out.push(`${path}.${nested}`)
  }
}

/**
 * Names of the tools a logged Responses request offers: `tools`, plus the tools of any `additional_tools` input
 * item (code-mode models), nested ones included (a namespace's tools, and the tools a code-mode `exec` declares).
 * By default the bare names (`exec`, `apply_patch`, `spawn_agent`); `qualified` gives paths
 * (`functions.exec`, `functions.exec.apply_patch`, `collaboration.spawn_agent`).
 */
export function openaiToolNames(body: unknown, options: { qualified?: boolean } = {}): string[] {
  if (!isRecord(body)) return []
  const paths: string[] = []
  namesOf(asArray(body.tools), '', paths)
  for (const item of asArray(body.input).filter(isRecord)) {
    if (item.type === 'additional_tools') namesOf(asArray(item.tools), '', paths)
  }
  const names = options.qualified ? paths : paths.map((p) => p.slice(p.lastIndexOf('.') + 1))
  return [...new Set(names)]
}

/** Whether a tool of that bare name is offered anywhere in the request (top level or nested). */
export function offersTool(body: unknown, name: string): boolean {
  return openaiToolNames(body).includes(name)
}

const CALL_TYPES = new Set(['function_call', 'custom_tool_call', 'local_shell_call', 'tool_search_call'])
const OUTPUT_TYPES = new Set([
  'function_call_output',
  'custom_tool_call_output',
  'local_shell_call_output',
  'tool_search_output'
])

/**
 * The tool outputs of a request not seen in an earlier one. codex resends the whole history each turn and may put
 * an output right after its call (local_shell), between the turn's other calls, so outputs are told apart by
 * call id: `answered` holds the ids already reported.
 */
export function freshToolResults(req: LoggedRequest, answered: Set<string>): ToolResult[] {
  const items = asArray(bodyObject(req).input).filter(isRecord)
  const names = new Map<string, string>()
  for (const i of items) {
    if (typeof i.call_id !== 'string' || !CALL_TYPES.has(String(i.type))) continue
    names.set(i.call_id, typeof i.name === 'string' ? i.name : String(i.type).replace(/_call$/, ''))
  }
  const out: ToolResult[] = []
  for (const i of items) {
    if (!OUTPUT_TYPES.has(String(i.type)) || typeof i.call_id !== 'string' || answered.has(i.call_id))
      continue
    answered.add(i.call_id)
    const name = names.get(i.call_id)
    out.push({ seq: req.seq, id: i.call_id, ...(name === undefined ? {} : { name }), text: textOf(i.output) })
  }
  return out
}

/** Whether the history already holds a tool output: the attack turn is over, answer with the review. */
export function hasToolOutputs(req: LoggedRequest): boolean {
  return asArray(bodyObject(req).input).some((i) => isRecord(i) && OUTPUT_TYPES.has(String(i.type)))
}
