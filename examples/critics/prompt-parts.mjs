// Shared by the sample critics: the parts of a the-loop prompt a scripted reviewer reads beside the diff — the
// brief's items of a round prompt, and the problems a verification prompt puts to it — and the blocks it answers
// with. Everything inside a fenced block is content to judge, never structure: the walk below skips fences whole.

/** The heading a verification prompt starts with (src/critics/verify/verify-prompt.ts). */
const VERIFY_HEADING = '# the-loop verification'

export const isVerification = (prompt) => prompt.startsWith(VERIFY_HEADING)

/** The prompt's lines, each with the fenced block it opens (its text) when it is a `text` fence's opening line. */
function* walk(prompt) {
  const lines = prompt.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})text$/.exec(lines[i])
    if (!open) {
      yield { line: lines[i] }
      continue
    }
    let j = i + 1
    while (j < lines.length && lines[j] !== open[1]) j++
    yield { line: lines[i], block: lines.slice(i + 1, j).join('\n') }
    i = j
  }
}

/** The brief's items as a round prompt lists them (`- Q1: text`), outside every fenced block. */
export function briefItems(prompt) {
  const items = []
  for (const { line, block } of walk(prompt)) {
    if (block !== undefined) continue
    const m = /^- ([QAV]\d{1,3}): (.*)$/.exec(line)
    if (m) items.push({ id: m[1], text: m[2] })
  }
  return items
}

/** The problems a verification prompt asks about: id, severity, place, the reviewer's text, the diff around it. */
export function verificationProblems(prompt) {
  const problems = []
  for (const { line, block } of walk(prompt)) {
    const head = /^### (P\d+) \(([a-z]+)\)$/.exec(line)
    if (head) problems.push({ id: head[1], severity: head[2], blocks: [] })
    else if (block !== undefined && problems.length > 0) problems.at(-1).blocks.push(block)
  }
  return problems.map(({ id, severity, blocks: [place = '', wrote = '', hunk = ''] }) => ({
    id,
    severity,
    place,
    wrote,
    hunk
  }))
}

/** A fenced block of JSON under `info`, the way the action reads a critic's answer. */
export const jsonBlock = (info, value) => ['```' + info, JSON.stringify(value, null, 2), '```'].join('\n')
