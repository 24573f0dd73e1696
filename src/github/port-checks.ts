// The check runs the port creates and completes: the shapes of GitHub's checks API the action uses.

/** What a check run shows on GitHub's Checks tab: a title, a Markdown summary, and optionally more text. */
export interface CheckOutput {
  title: string
  summary: string
  text?: string
}

/** The conclusions the action gives a check run (`stale` is GitHub's own, never a client's). */
export type CheckConclusion = 'neutral' | 'success' | 'failure' | 'cancelled' | 'skipped'

/** A check run to create: in progress, or completed at once when it has a conclusion. */
export interface NewCheckRun {
  name: string
  headSha: string
  /** The page the check links to (this workflow run). */
  detailsUrl?: string
  conclusion?: CheckConclusion
  output: CheckOutput
}

/** A check run as the action reads it back. */
export interface CheckRunInfo {
  id: number
  headSha: string
  status: 'queued' | 'in_progress' | 'completed'
}
