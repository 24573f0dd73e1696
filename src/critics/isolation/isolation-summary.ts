// The job summary's account of the critic boundary: which mode ran, through what, what each critic's user could
// reach, and, in `none` mode, which attacks stay open. Written by the critics step after it emptied its files.
import type { IsolatedResult } from './isolated-critics.js'

/** What `critic-isolation: none` leaves open (docs/security-model.md#critic-isolation-none). */
const OPEN_WITHOUT_ISOLATION = [
  'a critic runs as the job’s user, who has passwordless sudo on GitHub-hosted runners: it can become root and read every secret of the job from the runner’s memory',
  'it can rewrite the action’s files and the node binary; publish checks their sha256 before it runs them, but a process that escaped the kill pass can swap a file between that check and node’s start',
  'a process that leaves its group and re-executes itself with an emptied environment escapes the kill pass and can read the later steps’ environments, the token included',
  'it can read every other critic’s keys and files'
]

const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function noneModeSummary(): string {
  const lines = OPEN_WITHOUT_ISOLATION.map((line) => `- ${line}`)
  return `### The-loop critic boundary: none\n\nThe critics ran as the job’s own user (\`critic-isolation: none\`). Open in this mode:\n\n${lines.join('\n')}\n\nSet \`critic-isolation: user\` (the default) on a runner with root or passwordless sudo to close them.\n`
}

export function refusedSummary(refusal: string): string {
  return `### The-loop critic boundary: not built\n\nNo critic ran. ${escape(refusal)}\n`
}

function seatRow(seat: IsolatedResult['seats'][number], phase: string): string {
  const check = seat.problems.length === 0 ? 'holds' : `**fails**: ${seat.problems.map(escape).join('; ')}`
  const end = seat.teardown
    ? `**${escape(seat.teardown)}**`
    : `removed (${seat.leftovers} process(es) left, killed)`
  return `| ${escape(seat.critic)}${phase} | \`${seat.user}\` (uid ${seat.uid}) | ${check} | ${seat.cwdIs} | ${end} |`
}

/**
 * `elevated`: the step became root through sudo (steps/critics.sh), not started as root. `verification`: the
 * second phase's seats (src/critics/verify/), on the same table, each run marked.
 */
export function userModeSummary(
  elevated: boolean,
  result: IsolatedResult,
  verification?: IsolatedResult
): string {
  const through = !elevated
    ? 'as root, through setpriv'
    : 'through passwordless sudo (the step became root once) and setpriv'
  const rows = [
    ...result.seats.map((seat) => seatRow(seat, '')),
    ...(verification?.seats ?? []).map((seat) => seatRow(seat, ' (verifying)'))
  ]
  const verdict = result.refused
    ? `\n**No critic ran.** ${escape(result.refused)}\n`
    : verification?.refused
      ? `\n**No verifier ran.** ${escape(verification.refused)}\n`
      : ''
  const closedFolders = [...new Set([...result.closed, ...(verification?.closed ?? [])])]
  const closed = closedFolders.length
    ? `\nClosed for this job (a GitHub-hosted image ships them writable by every user): ${closedFolders.map((f) => `\`${f}\``).join(', ')} (\`chmod go-w\`).\n`
    : ''
  return `### The-loop critic boundary: user\n\nEach critic ran as an OS user of its own, ${through}, with no-new-privileges and resource limits.\n${closed}${verdict}\n| Critic | OS user | Boundary check | Workspace | User at the end |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`
}
