// One critic's result as round comment(s): `[harness/model]` attribution, defused output, split parts.
import type { KeywordConfig } from '../control/keywords.js'
import { renderCommentParts, defuseKeywords, defuseMarkers, escapeInline } from './text.js'

/** What the renderer needs from a critic run; the critic envelope maps onto it. */
export interface CriticResult {
  /** The critic's configured name (a plain name: it goes into the hidden marker). */
  critic: string
  harness: string
  model?: string
  ok: boolean
  /** Why a failed critic failed: missing binary, timeout, non-zero exit… */
  reason?: string
  /** The critic's findings (untrusted text). */
  output: string
  durationMs?: number
}

/** `[harness/model]`, the visible attribution of a critic's comment. */
export function renderAttribution(result: Pick<CriticResult, 'harness' | 'model'>): string {
  const who = result.model ? `${result.harness}/${result.model}` : result.harness
  return `**[${escapeInline(who, 80)}]**`
}

/**
 * The comment bodies for one critic in one round. The structured marker carries round and critic so
 * a re-run of the same round finds these comments and edits them instead of adding duplicates.
 */
export function renderCriticRound(round: number, result: CriticResult, keywords?: KeywordConfig): string[] {
  const took = result.durationMs === undefined ? '' : ` · ${(result.durationMs / 1000).toFixed(1)} s`
  const head = `${renderAttribution(result)} — review round ${round}, critic \`${escapeInline(result.critic, 64)}\`${took}`
  const body = result.ok
    ? defuseKeywords(
        defuseMarkers(
          result.output.trim() === '' ? '_The critic returned no findings text._' : result.output
        ),
        keywords
      )
    : `**This critic failed:** ${escapeInline(result.reason ?? 'unknown reason', 500)}\n\nIts findings are missing from this round; the other critics' comments stand.`
  return renderCommentParts(`${head}\n\n${body}`, {
    kind: 'round',
    node: 'review',
    round,
    critic: result.critic
  })
}

/** Posted when every critic of a round failed: the loop still parks at follow-up. */
export function renderAllFailedNote(round: number, count: number): string[] {
  return renderCommentParts(
    `🤖 _the-loop_ — **Round ${round}: all ${count} critic${count === 1 ? '' : 's'} failed.** Nothing was reviewed; see each critic's comment for its reason. Reply to try another round.`,
    { kind: 'round', node: 'review', round }
  )
}
