// `[harness/model]`: how every comment of a critic names who wrote it (round comments and line comments alike).
import type { KeywordConfig } from '../keywords/keywords.js'
import { defuseInline } from './text.js'

/**
 * `[harness/model]`, the visible attribution of a critic's comment. Inert inline text: an owed post's names
 * come back from the state branch, which others can write.
 */
export function renderAttribution(
  result: { harness: string; model?: string | undefined },
  keywords?: KeywordConfig
): string {
  const who = result.model ? `${result.harness}/${result.model}` : result.harness
  return `**[${defuseInline(who, 80, keywords)}]**`
}
