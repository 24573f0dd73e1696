// The hook registry: explicit, loud on duplicates and unknown names, honest about unavailable hooks.
import { describe, expect, it } from '@jest/globals'
import { ok, type HookContext } from '../../../src/engine/hooks/contract.js'
import { declareParams } from '../../../src/engine/hooks/params.js'
import { declareUnavailable, HookRegistry } from '../../../src/engine/hooks/registry.js'
import { createShippedRegistry } from '../../../src/engine/hooks/shipped.js'
import { SHIPPED_HOOK_NAMES } from '../../support/shipped.js'

// The registry hooks under test ignore their context; an empty one keeps the tests short.
const ctx = {} as HookContext

describe('hook registry', () => {
  it('refuses a duplicate name and lists the registered ones', () => {
    const registry = new HookRegistry()
    registry.register(declareUnavailable('alpha', declareParams()))
    expect(() => registry.register(declareUnavailable('alpha', declareParams()))).toThrow(
      "hook 'alpha' is registered twice (registered: alpha)"
    )
  })

  it('refuses an unknown name on lookup and on override, listing the registered ones', () => {
    const registry = createShippedRegistry()
    expect(() => registry.get('frobnicate')).toThrow(
      /unknown hook 'frobnicate' \(registered: await-inner-loops, /
    )
    expect(() => createShippedRegistry({ frobnicate: async () => ok('frobnicate') })).toThrow(
      "cannot override unknown hook 'frobnicate'"
    )
  })

  it('an unavailable hook blocks, never passes, and says so plainly', async () => {
    const registry = createShippedRegistry()
    const declaration = registry.get('post-review-brief')
    expect(declaration.available).toBe(false)
    const result = await declaration.run(ctx)
    expect(result.status).toBe('block')
    expect(result.retriable).toBe(false)
    expect(result.messages).toEqual([
      { text: 'the `post-review-brief` hook is not available in this host yet', severity: 'error' }
    ])
  })

  it('log-entry and deliver-assignment are real skips with a reason', async () => {
    const registry = createShippedRegistry()
    for (const name of ['log-entry', 'deliver-assignment']) {
      const result = await registry.get(name).run(ctx)
      expect([name, result.status, result.messages.length]).toEqual([name, 'skip', 1])
    }
  })

  it('overrides replace a declaration in one registry only, keeping its parameter check', async () => {
    const real = createShippedRegistry({ notify: async () => ok('notify', { sent: true }) })
    const plain = createShippedRegistry()
    expect((await real.get('notify').run(ctx)).status).toBe('pass')
    expect(real.get('notify').available).toBe(true)
    expect((await plain.get('notify').run(ctx)).status).toBe('block')
    expect(real.get('notify').checkParams({ event: 'party' })).toEqual([
      expect.stringContaining("parameter 'event' must be one of")
    ])
  })

  it('declares every shipped hook name', () => {
    expect(createShippedRegistry().names()).toEqual([...SHIPPED_HOOK_NAMES])
  })

  it('parameter checks report type, unknown and missing keys', () => {
    const check = declareParams({ into: { type: 'string', required: true }, n: { type: 'number' } })
    expect(check({ into: 'a.md', n: 2 })).toEqual([])
    expect(check({ n: 'x', extra: 1 })).toEqual([
      "unknown parameter 'extra' (accepted: into, n)",
      "missing required parameter 'into' (string)",
      "parameter 'n' must be number"
    ])
  })
})
