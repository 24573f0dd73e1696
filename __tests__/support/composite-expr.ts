// The few GitHub Actions expressions our action.yml files use, evaluated as the runner would: `inputs.x`,
// `steps.id.outputs.x`, `github.token`, `''` literals, `==`/`!=`, `!`, `&&`, `||`, and the status
// functions. Anything else throws, so a new expression in an action.yml cannot pass the tests unevaluated.

export interface ExprContext {
  inputs: Record<string, string>
  steps: Record<string, { outputs: Record<string, string> }>
  github: Record<string, string>
  runner: Record<string, string>
  /** True once a step before this one failed (for `success()`/`failure()`). */
  failed: boolean
}

type Value = string | boolean

function truthy(v: Value): boolean {
  return typeof v === 'boolean' ? v : v !== ''
}

/** Splits on a binary operator outside quotes (no parentheses are used in our files). */
function splitTop(text: string, op: string): string[] {
  const parts: string[] = []
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "'") quoted = !quoted
    else if (!quoted && text.startsWith(op, i)) {
      parts.push(text.slice(start, i))
      start = i + op.length
      i += op.length - 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((p) => p.trim())
}

function atom(text: string, ctx: ExprContext): Value {
  const t = text.trim()
  if (t.startsWith('!')) return !truthy(atom(t.slice(1), ctx))
  if (/^'([^']|'')*'$/.test(t)) return t.slice(1, -1).replace(/''/g, "'")
  if (t === 'always()') return true
  if (t === 'cancelled()') return false
  if (t === 'success()') return !ctx.failed
  if (t === 'failure()') return ctx.failed
  let m = /^inputs\.([A-Za-z0-9_-]+)$/.exec(t)
  if (m) return ctx.inputs[m[1]!] ?? ''
  m = /^steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)$/.exec(t)
  if (m) return ctx.steps[m[1]!]?.outputs[m[2]!] ?? ''
  m = /^(github|runner)\.([A-Za-z0-9_]+)$/.exec(t)
  if (m) return ctx[m[1] as 'github' | 'runner'][m[2]!] ?? ''
  throw new Error(`expression not supported by the test runner: ${t}`)
}

function comparison(text: string, ctx: ExprContext): Value {
  for (const op of ['!=', '==']) {
    const parts = splitTop(text, op)
    if (parts.length === 2) {
      const equal = String(atom(parts[0]!, ctx)) === String(atom(parts[1]!, ctx))
      return op === '==' ? equal : !equal
    }
  }
  return atom(text, ctx)
}

function evaluate(text: string, ctx: ExprContext): Value {
  const ors = splitTop(text, '||')
  if (ors.length > 1) {
    for (const part of ors) {
      const v = evaluate(part, ctx)
      if (truthy(v)) return v
    }
    return evaluate(ors[ors.length - 1]!, ctx)
  }
  const ands = splitTop(text, '&&')
  if (ands.length > 1) {
    let v: Value = true
    for (const part of ands) {
      v = comparison(part, ctx)
      if (!truthy(v)) return v
    }
    return v
  }
  return comparison(text, ctx)
}

/** `${{ … }}` interpolation inside a string. */
export function interpolate(text: string, ctx: ExprContext): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_m, expr: string) => String(evaluate(expr, ctx)))
}

/** A step's `if:`: with no status function in it, `success() &&` is implied (GitHub's rule). */
export function stepCondition(text: string | undefined, ctx: ExprContext): boolean {
  if (text === undefined) return !ctx.failed
  const bare = text.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
  const hasStatus = /\b(always|cancelled|success|failure)\(\)/.test(bare)
  return (hasStatus || !ctx.failed) && truthy(evaluate(bare, ctx))
}
