// A claim-time limit of a review, as a feature declares it: asked whether the round may run, from what it reads of
// the ledger and, once the round is planned, of its plan; the round's composition (loop/round/limit.ts) lists the
// limits in the claim's order and turns any refusal into its required post.

/**
 * When the claim asks a limit. `ledger`: before anything is read for the round, from the ledger alone, so a round
 * refused there makes none of the plan's reads (its rules files, the look for a loop copy). `plan`: once the
 * round is planned, with its plan.
 */
type LimitGate = 'ledger' | 'plan'

/** `R`: the limit's refusal; `L` and `P`: what it reads of the ledger and of the plan. */
export interface Limit<R extends { reason: string }, L, P> {
  /** Named in tests and logs of the claim's order. */
  readonly name: string
  /** The gates the claim asks it at, each once. */
  readonly gates: readonly LimitGate[]
  /** Why the round may not run, or undefined; `plan` is undefined at the `ledger` gate. */
  check(ledger: L, plan: P | undefined): R | undefined
}

/** The first refusal of the limits that judge at this gate (`plan` given: the `plan` gate), asked in order. */
export function firstRefusal<R extends { reason: string }, L, P>(
  limits: ReadonlyArray<Limit<R, L, P>>,
  ledger: L,
  plan?: P
): R | undefined {
  const gate: LimitGate = plan === undefined ? 'ledger' : 'plan'
  for (const limit of limits) {
    if (!limit.gates.includes(gate)) continue
    const refusal = limit.check(ledger, plan)
    if (refusal) return refusal
  }
  return undefined
}
