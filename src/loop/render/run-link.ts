// The footer line every post of the action carries: a link to the workflow run that recorded it, whose job
// summary says what that run read and why it posted. The link is built from the runner's server, the
// repository and the run id alone, never from text a critic or the state branch supplies, and names no
// attempt: a re-run of the same run renders the same bytes, so its posts need no edit.
import type { RepoRef } from '../../github/port.js'
import { SELF_ATTRIBUTION, SELF_MARKER } from '../../base/marker/markers.js'
import { COMMENT_LIMIT } from '../../base/markdown/split.js'

/** GITHUB_RUN_ID is a decimal number; anything else (a local run, a stored value) gets no link. */
const RUN_ID = /^[1-9]\d{0,19}$/

/** How every post of the action ends (markSelfAuthored): the footer goes just before it. */
const SELF_SUFFIX = `\n\n${SELF_ATTRIBUTION}\n${SELF_MARKER}\n`

/** The footer line exactly as withRunLink writes it, so withoutRunLink takes out that line and nothing else. */
const FOOTER = /^<sub>Recorded by \[workflow run \d+\]\([^()\s]+\); its job summary says why\.<\/sub>$/

export interface RunLink {
  run: string
  url: string
}

/** `<server>/<owner>/<repo>/actions/runs/<run>`, or undefined when `run` is not a run id. */
export function runLink(
  server: string | undefined,
  repo: RepoRef,
  run: string | undefined
): RunLink | undefined {
  if (run === undefined || !RUN_ID.test(run)) return undefined
  const base = (server ?? 'https://github.com').replace(/\/+$/, '')
  return { run, url: `${base}/${repo.owner}/${repo.repo}/actions/runs/${run}` }
}

/**
 * `body` with the run's footer after everything else it says, before the self-attribution. Unchanged without a
 * link, for a body not marked as the action's own, and when the footer would take it past GitHub's limit.
 */
export function withRunLink(body: string, link: RunLink | undefined): string {
  if (!link || !body.endsWith(SELF_SUFFIX)) return body
  const footer = `<sub>Recorded by [workflow run ${link.run}](${link.url}); its job summary says why.</sub>`
  const linked = `${body.slice(0, -SELF_SUFFIX.length)}\n\n${footer}${SELF_SUFFIX}`
  return linked.length <= COMMENT_LIMIT ? linked : body
}

/** `body` without its run footer: what two runs' copies of one note have in common. */
export function withoutRunLink(body: string): string {
  if (!body.endsWith(SELF_SUFFIX)) return body
  const rest = body.slice(0, -SELF_SUFFIX.length)
  const at = rest.lastIndexOf('\n\n<sub>Recorded by ')
  if (at < 0 || !FOOTER.test(rest.slice(at + 2))) return body
  return `${rest.slice(0, at)}${SELF_SUFFIX}`
}
