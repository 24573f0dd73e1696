// `[harness/model]`: how every comment of a critic names who wrote it (round comments and line comments alike).
import { escapeInline } from './text.js'

/** `[harness/model]`, the visible attribution of a critic's comment. */
export function renderAttribution(result: { harness: string; model?: string | undefined }): string {
  const who = result.model ? `${result.harness}/${result.model}` : result.harness
  return `**[${escapeInline(who, 80)}]**`
}
