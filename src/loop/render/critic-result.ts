// A critic envelope as the input of the one critic-comment renderer (src/loop/render/round-comment.ts).
import type { CriticResult } from './round-comment.js'
import type { Envelope } from '../../critics/harness/envelope.js'

/** The figures a critic comment's footer says: kept apart so an owed comment stores them, not the text. */
export interface FooterFigures {
  exitCode: number
  usage: Envelope['usage']
}

function usageLine(u: FooterFigures['usage']): string {
  if (!u.present) return 'usage: not reported'
  const cost = u.costUsd ? `, $${u.costUsd.toFixed(4)}` : ''
  return `tokens: ${u.inputTokens} in / ${u.outputTokens} out (cache ${u.cacheReadTokens} read, ${u.cacheWriteTokens} write)${cost}`
}

/** The footer line; the run link is built by the action from the runner's own variables, never critic output. */
export function footerOf(f: FooterFigures, runUrl?: string): string {
  return `exit ${f.exitCode} · ${usageLine(f.usage)}${runUrl ? ` · [run](${runUrl})` : ''}`
}

/** The envelope's figures become the footer. */
export function criticResultOf(e: Envelope, runUrl?: string): CriticResult {
  return {
    critic: e.critic,
    harness: e.harness || e.critic,
    model: e.model || 'default',
    ok: e.ok,
    reason: e.ok ? undefined : e.error || `exited ${e.exitCode}`,
    output: e.output,
    durationMs: Math.round(e.durationSeconds * 1000),
    footer: footerOf(e, runUrl)
  }
}
