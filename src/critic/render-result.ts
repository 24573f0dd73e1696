// The PR comment that carries one critic's result: attributed, self-marked, and safe to post (pure).
import type { Envelope } from './envelope.js'

export const SELF_COMMENT_MARKER = '<!-- the-loop:agent-comment -->'
export const SELF_COMMENT_ATTRIBUTION = '🤖 _the-loop, autonomous comment_'
/** GitHub rejects comment bodies longer than this. */
export const COMMENT_LIMIT = 65_536

/** The hidden marker naming the critic whose result a comment carries. */
export function criticResultMarker(critic: string): string {
  return `<!-- the-loop:critic-result ${encodeURIComponent(critic)} -->`
}

/**
 * Critic output is untrusted model text: it must not forge our markers, ping people, or
 * close the collapsible block it sits in.
 */
export function neutraliseCriticText(text: string): string {
  return text
    .replace(/<!--/g, '&lt;!--')
    .replace(/<\/?details>/gi, (tag) => tag.replace('<', '&lt;'))
    .replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, '$1@\u200b')
}

function usageLine(e: Envelope): string {
  if (!e.usage.present) return 'usage: not reported'
  const u = e.usage
  const cost = u.costUsd ? `, $${u.costUsd.toFixed(4)}` : ''
  return `tokens: ${u.inputTokens} in / ${u.outputTokens} out (cache ${u.cacheReadTokens} read, ${u.cacheWriteTokens} write)${cost}`
}

/** One comment body for a round's envelope; long output is cut with a visible note, never silently. */
export function renderCriticComment(e: Envelope, runUrl?: string): string {
  const status = e.ok ? 'finished' : 'failed'
  const head = `**${e.attribution}** critic \`${e.critic}\` ${status} (exit ${e.exitCode}, ${e.durationSeconds}s)`
  const meta = `<sub>${usageLine(e)}${runUrl ? ` · [run](${runUrl})` : ''}</sub>`
  const tail = `\n\n${SELF_COMMENT_ATTRIBUTION}\n${SELF_COMMENT_MARKER}\n`
  const error = e.error ? `> ${neutraliseCriticText(e.error).split('\n').slice(0, 20).join('\n> ')}\n\n` : ''
  const frame = (output: string) =>
    `${criticResultMarker(e.critic)}\n${head}\n\n${error}${output}\n\n${meta}${tail}`
  let output = neutraliseCriticText(e.output.trim()) || '_(no output)_'
  const room = COMMENT_LIMIT - frame('').length - 200
  if (output.length > room) {
    output = `${output.slice(0, room)}\n\n_[the-loop: output cut here; ${output.length - room} more characters are in the action's \`envelope\` output]_`
  }
  return frame(output)
}
