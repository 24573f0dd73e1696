// The title a finding comment of ours shows, read back from its body: what a thread's finding is called when a
// later round, a decision or a match compares it with a critic's new findings.
import { SEVERITIES, type Severity } from '../../base/shared/severity.js'
import { squeeze } from './key.js'

/** The headline: the first line with bold in it (finding-markdown.ts writes the severity bold). */
const headlineOf = (body: string) => body.split('\n').find((l) => l.includes('**')) ?? ''

/** Its headline's words after the severity (finding-markdown.ts writes `… · **high** · Title · …`), squeezed. */
export function findingTitleOf(body: string): string {
  return squeeze(
    headlineOf(body)
      .replace(/^.*?\*\*[a-z]+\*\*\s*·\s*/u, '')
      .replace(/\s*·.*$/u, '')
  )
}

/** The severity its headline shows (`… · **high** · …`); undefined when the comment is not one that says it. */
export function findingSeverityOf(body: string): Severity | undefined {
  const shown = /\*\*([a-z]+)\*\*\s*·/u.exec(headlineOf(body))?.[1]
  return SEVERITIES.find((s) => s === shown)
}
