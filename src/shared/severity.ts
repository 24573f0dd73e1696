// The severities a finding takes, most severe first: the findings format's, and what a critic's noise controls
// (minSeverity in the harness config) are stated in. Here, below both, so the config reader needs no findings code.

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

/** 0 for the most severe: `a` is at least as severe as `b` when its rank is not greater. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity)
}
