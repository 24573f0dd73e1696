// The title a finding comment of ours shows, read back from its body: what a thread's finding is called when a
// later round, a decision or a match compares it with a critic's new findings.
import { squeeze } from './key.js'

/** Its headline's words after the severity (finding-markdown.ts writes `… · **high** · Title · …`), squeezed. */
export function findingTitleOf(body: string): string {
  const headline = body.split('\n').find((l) => l.includes('**')) ?? ''
  return squeeze(headline.replace(/^.*?\*\*[a-z]+\*\*\s*·\s*/u, '').replace(/\s*·.*$/u, ''))
}
