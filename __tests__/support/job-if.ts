// A job's `if:` evaluated as GitHub evaluates it, by GitHub's own expression evaluator (@actions/expressions,
// the package @actions/workflow-parser validates expressions with). The contexts and status functions a job's
// `if:` may use are read from the workflow schema that parser ships, so an expression that GitHub would refuse
// (an unknown function such as `replace`, a context a job's `if:` cannot read) throws here too, and so does a
// failed evaluation (`fromJSON` of text that is not JSON).
import { readFileSync } from 'node:fs'
import { Evaluator, Lexer, Parser, data } from '@actions/expressions'
import type { FunctionDefinition } from '@actions/expressions/funcs/info'
import { TokenType } from '@actions/expressions/lexer'
import { truthy } from '@actions/expressions/result'

const SCHEMA = 'node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json'

interface JobIfSchema {
  definitions: { 'job-if': { context: string[] } }
}

/** `github`, `vars`, … and `always(0,0)`, `success(0,MAX)`, … as the schema lists them for a job's `if:`. */
function allowedNames(): {
  contexts: string[]
  functions: Array<{ name: string; minArgs: number; maxArgs: number }>
} {
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8')) as JobIfSchema
  const contexts: string[] = []
  const functions: Array<{ name: string; minArgs: number; maxArgs: number }> = []
  for (const entry of schema.definitions['job-if'].context) {
    const m = /^(\w+)\((\d+),(\d+|MAX)\)$/.exec(entry)
    if (!m) contexts.push(entry)
    else
      functions.push({
        name: m[1]!,
        minArgs: Number(m[2]),
        maxArgs: m[3] === 'MAX' ? Number.MAX_SAFE_INTEGER : Number(m[3])
      })
  }
  return { contexts, functions }
}

export interface JobIfContext {
  /** The `github` context: event_name, event (the webhook payload), actor, triggering_actor… */
  github: Record<string, unknown>
  /** Repository variables; an unset one is simply absent. */
  vars?: Record<string, string>
  inputs?: Record<string, unknown>
  needs?: Record<string, { result: string; outputs?: Record<string, string> }>
  /** The run so far, for the status functions: a cancelled run, a failed job it needs. */
  cancelled?: boolean
  failed?: boolean
}

/** Whether the job runs: the condition is truthy. Throws when GitHub would fail to parse or evaluate it. */
export function jobRuns(condition: string, ctx: JobIfContext): boolean {
  const text = unwrapped(condition)
  const allowed = allowedNames()
  const tokens = new Lexer(text).lex().tokens
  // GitHub's rule: a condition that calls no status function runs only after success() of what it needs.
  const statusNames = new Set(allowed.functions.map((f) => f.name.toLowerCase()))
  const callsStatus = tokens.some(
    (t, i) =>
      t.type === TokenType.IDENTIFIER &&
      statusNames.has(t.lexeme.toLowerCase()) &&
      tokens[i + 1]?.type === TokenType.LEFT_PAREN
  )
  return truthy(evaluated(callsStatus ? text : `success() && (${text})`, ctx))
}

/**
 * The text a step's `with:` value written as one `${{ … }}` hands the action, as GitHub's evaluator renders
 * it (null as empty text), read with the contexts given.
 */
export function stepInput(value: string, ctx: JobIfContext): string {
  const result = evaluated(unwrapped(value), ctx)
  return result.kind === data.Kind.Null ? '' : result.coerceString()
}

function unwrapped(expression: string): string {
  const wrapped = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(expression)
  const text = wrapped ? wrapped[1]! : expression
  if (text.includes('${{'))
    throw new Error(`an expression with text around \${{ }} is not evaluated here: ${expression}`)
  return text
}

function evaluated(expression: string, ctx: JobIfContext): data.ExpressionData {
  const allowed = allowedNames()
  const tree = new Parser(new Lexer(expression).lex().tokens, allowed.contexts, allowed.functions).parse()

  const cancelled = ctx.cancelled === true
  const failed = ctx.failed === true
  const status: Record<string, boolean> = {
    always: true,
    cancelled,
    failure: failed && !cancelled,
    success: !failed && !cancelled
  }
  const functions = new Map<string, FunctionDefinition>(
    allowed.functions.map((f) => {
      const value = status[f.name.toLowerCase()]
      if (value === undefined) throw new Error(`no status for the function ${f.name}() of a job's if`)
      return [f.name.toLowerCase(), { ...f, call: () => new data.BooleanData(value) }]
    })
  )
  const values = {
    github: ctx.github,
    vars: ctx.vars ?? {},
    inputs: ctx.inputs ?? {},
    needs: ctx.needs ?? {}
  }
  const context = JSON.parse(JSON.stringify(values), data.reviver) as data.Dictionary
  return new Evaluator(tree, context, functions).evaluate()
}
