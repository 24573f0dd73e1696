// Declares every hook the shipped loops use; builds the registry a runtime walks with.
import { skipped, type Hook, type HookServices } from './contract.js'
import { declareParams, type ParamsCheck } from './params.js'
import { declareUnavailable, HookRegistry, type HookDeclaration } from './registry.js'

const NOTIFY_EVENTS = [
  'phase-approval-pending',
  'pr-review-pending',
  'decision-pending',
  'conflict-escalated'
]

/** Parameter contracts of the hooks whose behaviour lands later (or lives in another module). */
const PENDING_HOOKS: Readonly<Record<string, ParamsCheck>> = {
  'set-phase-label': declareParams(),
  'request-review': declareParams(),
  notify: declareParams({ event: { type: 'string', oneOf: NOTIFY_EVENTS }, roles: { type: 'string[]' } }),
  'publish-artifact': declareParams({ artifact: { type: 'string', required: true } }),
  'validate-artifacts': declareParams({ validates: { type: 'object[]' } }),
  'lint-artifacts': declareParams({ diagrams: { type: 'boolean' }, maxLineLength: { type: 'number' } }),
  'enforces-boundaries-from': declareParams({
    upstream: { type: 'string', required: true },
    markers: { type: 'string[]' }
  }),
  'verify-tests': declareParams({ command: { type: 'string' }, timeoutSeconds: { type: 'number' } }),
  'await-inner-loops': declareParams(),
  'classify-feedback': declareParams(),
  'record-feedback': declareParams({ into: { type: 'string', required: true } }),
  'post-goal-request': declareParams(),
  'classify-goal': declareParams(),
  'post-phase-selection': declareParams(),
  'classify-phase-selection': declareParams(),
  'classify-adhoc-reply': declareParams(),
  'post-review-brief': declareParams(),
  'classify-review-brief': declareParams()
}

/**
 * `log-entry` writes into a spec tree and `deliver-assignment` pastes into a live session; an
 * Action has neither, so both are deliberate no-ops that say why.
 */
const NO_OP_HOOKS: readonly HookDeclaration<unknown>[] = [
  {
    name: 'log-entry',
    available: true,
    checkParams: declareParams(),
    run: async () => skipped('log-entry', 'this host keeps no execution log; nothing to append')
  },
  {
    name: 'deliver-assignment',
    available: true,
    checkParams: declareParams(),
    run: async () =>
      skipped('deliver-assignment', 'this host has no live session; the assignment is part of the prompt')
  }
]

/**
 * The registry of shipped hooks. `overrides` supplies real behaviour for declared names (the
 * integration step passes the review loop's hooks here); an override for an undeclared name fails.
 */
export function createShippedRegistry<S = HookServices>(
  overrides: Readonly<Record<string, Hook<S>>> = {}
): HookRegistry<S> {
  const registry = new HookRegistry<S>()
  for (const declaration of NO_OP_HOOKS) registry.register(declaration)
  for (const [name, check] of Object.entries(PENDING_HOOKS))
    registry.register(declareUnavailable(name, check))
  for (const [name, run] of Object.entries(overrides)) registry.override(name, run)
  return registry
}
