// The hook registry: explicit registration (no import side effects), loud on duplicates and unknown names.
import { blocked, type Hook, type HookServices } from './contract.js'
import type { ParamsCheck } from './params.js'

export interface HookDeclaration<S = HookServices> {
  name: string
  run: Hook<S>
  checkParams: ParamsCheck
  /** False for a hook whose behaviour this host does not provide yet. */
  available: boolean
}

/** The hooks of one host, all run with its services type `S`. */
export class HookRegistry<S = HookServices> {
  private readonly hooks = new Map<string, HookDeclaration<S>>()

  /** Adds a hook; a name declared twice is a programming error that lists what is known. */
  register(declaration: HookDeclaration<S>): void {
    if (this.hooks.has(declaration.name)) {
      throw new Error(
        `hook '${declaration.name}' is registered twice (registered: ${this.names().join(', ')})`
      )
    }
    this.hooks.set(declaration.name, declaration)
  }

  /**
   * Replaces the behaviour of a declared hook (e.g. an unavailable placeholder with the real
   * implementation). The parameter check stays the declared one unless a new one is given.
   */
  override(name: string, run: Hook<S>, checkParams?: ParamsCheck): void {
    const current = this.hooks.get(name)
    if (!current)
      throw new Error(`cannot override unknown hook '${name}' (registered: ${this.names().join(', ')})`)
    this.hooks.set(name, { name, run, checkParams: checkParams ?? current.checkParams, available: true })
  }

  has(name: string): boolean {
    return this.hooks.has(name)
  }

  /** The declaration of `name`; throws listing the registered names when it is unknown. */
  get(name: string): HookDeclaration<S> {
    const found = this.hooks.get(name)
    if (!found) throw new Error(`unknown hook '${name}' (registered: ${this.names().join(', ')})`)
    return found
  }

  names(): string[] {
    return [...this.hooks.keys()].sort()
  }
}

function unavailableMessage(name: string): string {
  return `the \`${name}\` hook is not available in this host yet`
}

/** A placeholder that compiles but blocks when reached: never a silent pass. It reads no services. */
export function declareUnavailable(name: string, checkParams: ParamsCheck): HookDeclaration<unknown> {
  return {
    name,
    available: false,
    checkParams,
    run: async () => blocked(name, [unavailableMessage(name)], false)
  }
}
