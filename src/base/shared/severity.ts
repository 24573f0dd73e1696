// The severities a finding takes, most severe first: the findings format's, and what a critic's noise controls
// (minSeverity in the harness config) are stated in. Here, below both, so the config reader needs no findings code.

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

/** A count of 0 for every severity: what a tally by severity starts from. */
export function noSeverities(): Record<Severity, number> {
  return Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>
}

/** 0 for the most severe: `a` is at least as severe as `b` when its rank is not greater. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity)
}
