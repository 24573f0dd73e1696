// The brief gate's answer to a comment that tried to be a brief and is not one: what was read, what a brief needs,
// and an example to copy. It says only counts and our own section names, never the comment's words, so it quotes
// nothing anyone could use to ping, forge or command.
import type { BriefAttempt } from '../../conversation/comments/brief-attempt.js'
import { SECTION_LABELS, titleOf } from '../../conversation/comments/brief-labels.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'

const EXAMPLE = [
  '```',
  'Questions:',
  '- Is the new cache safe when two requests write at once?',
  'Angles:',
  '- error handling',
  'Validations:',
  '- npm test',
  '```'
].join('\n')

const count = (n: number, what: string) => (n === 0 ? `no ${what}s` : `${n} ${what}${n === 1 ? '' : 's'}`)

/** One line per thing the reader found. */
function whatWasRead(attempt: BriefAttempt): string[] {
  // Never a label first on the line: our own answer, pasted back, must read as no brief.
  const lines = attempt.sections.map((s) => `- ${count(s.items, 'item')} under **${titleOf(s.key)}**.`)
  const placeholders = attempt.sections.reduce((n, s) => n + s.placeholders, 0)
  if (placeholders > 0)
    lines.push(
      `- ${count(placeholders, 'item')} left empty or as the template's \`<…>\` placeholders: replace them with your own.`
    )
  if (attempt.strayItems > 0)
    lines.push(
      `- ${count(attempt.strayItems, 'list item')} under no section of the brief (under no label, or under a heading or label it does not know).`
    )
  for (const key of attempt.inlinePlain)
    lines.push(
      `- \`${titleOf(key)}:\` with text after it on the same line, which reads as a sentence: put the label on a line of its own, or in bold (\`**${titleOf(key)}:** …\`).`
    )
  if (attempt.inCode)
    lines.push(
      '- A brief inside a code block, which is never read (nor is text in quotes, HTML comments or `<details>`).'
    )
  return lines
}

/** The labels, each with its other accepted names, as the answer lists them. */
function labelList(): string {
  return SECTION_LABELS.map((l) => {
    const others = l.names.filter((n) => n !== l.title.toLowerCase()).map((n) => `\`${n}\``)
    return others.length > 0 ? `\`${l.title}\` (or ${others.join(', ')})` : `\`${l.title}\``
  }).join(', ')
}

/** The answer, marked with `key`: which comment it answers (loop/brief-answer.ts), so it is posted once. */
export function renderBriefAnswer(attempt: BriefAttempt, key: string): string {
  const parts = [
    '🤖 _the-loop_ — **No brief could be read from this comment**, so the review is still waiting for one.',
    ['What was read:', ...whatWasRead(attempt)].join('\n'),
    `A brief needs at least one item under **Questions**, **Angles** or **Validations**, in one comment. The labels are ${labelList()}, each on a line of its own, as a heading (\`## Questions\`) or in bold; the items are a list in any style (\`-\`, \`*\`, \`+\`, \`1.\`, \`- [ ]\`), or the paragraphs under a label. For example:`,
    EXAMPLE
  ]
  return markSelfAuthored(
    `${parts.join('\n\n')}\n\n${renderMarker({ kind: 'not-a-brief', node: REVIEW_NODES.brief, key })}`
  )
}
