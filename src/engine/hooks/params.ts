// Small declarative checks for a hook's `with` parameters, so "hook arguments match" is a compile rule.

type ParamType = 'string' | 'string[]' | 'number' | 'boolean' | 'object[]'

export interface ParamSpec {
  type: ParamType
  required?: boolean
  /** For string params: the closed set of accepted values. */
  oneOf?: readonly string[]
}

/** Returns one line per problem; an empty list means the parameters are acceptable. */
export type ParamsCheck = (params: Readonly<Record<string, unknown>>) => string[]

function matchesType(value: unknown, type: ParamType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
    case 'object[]':
      return (
        Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
      )
  }
}

/** Builds a check that accepts exactly the declared keys, with their types. */
export function declareParams(specs: Readonly<Record<string, ParamSpec>> = {}): ParamsCheck {
  const known = Object.keys(specs)
  return (params) => {
    const problems: string[] = []
    for (const key of Object.keys(params)) {
      if (!(key in specs)) {
        const accepted = known.length > 0 ? `accepted: ${known.join(', ')}` : 'it takes no parameters'
        problems.push(`unknown parameter '${key}' (${accepted})`)
      }
    }
    for (const [key, spec] of Object.entries(specs)) {
      const value = params[key]
      if (value === undefined) {
        if (spec.required) problems.push(`missing required parameter '${key}' (${spec.type})`)
        continue
      }
      if (!matchesType(value, spec.type)) {
        problems.push(`parameter '${key}' must be ${spec.type}`)
      } else if (spec.oneOf && !spec.oneOf.includes(value as string)) {
        problems.push(`parameter '${key}' must be one of: ${spec.oneOf.join(', ')}`)
      }
    }
    return problems
  }
}
