// A critic envelope as the input of the one critic-comment renderer (src/render/round-comment.ts).
import type { CriticResult } from './round-comment.js'
import type { Envelope } from '../harness/envelope.js'

function usageLine(e: Envelope): string {
  if (!e.usage.present) return 'usage: not reported'
  const u = e.usage
  const cost = u.costUsd ? `, $${u.costUsd.toFixed(4)}` : ''
  return `tokens: ${u.inputTokens} in / ${u.outputTokens} out (cache ${u.cacheReadTokens} read, ${u.cacheWriteTokens} write)${cost}`
}

/**
 * The envelope's figures become the footer; the run link is built by the action from the runner's own
 * variables, never from critic output.
 */
export function criticResultOf(e: Envelope, runUrl?: string): CriticResult {
  const footer = `exit ${e.exitCode} · ${usageLine(e)}${runUrl ? ` · [run](${runUrl})` : ''}`
  return {
    critic: e.critic,
    harness: e.harness || e.critic,
    model: e.model || 'default',
    ok: e.ok,
    reason: e.ok ? undefined : e.error || `exited ${e.exitCode}`,
    output: e.output,
    durationMs: Math.round(e.durationSeconds * 1000),
    footer
  }
}
