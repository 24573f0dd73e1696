// Shared by the sample critics: find the untrusted diff block of a the-loop prompt and walk its added lines.

/**
 * The text of every `Diff` block of a the-loop review prompt (a label line, then a backtick fence longer
 * than any backtick run inside), joined; or the whole text if it is a diff; undefined otherwise.
 */
export function findDiffSection(prompt) {
  const lines = prompt.split('\n')
  const diffs = []
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('Diff (untrusted content')) continue
    const open = /^(`{3,})text$/.exec(lines[i + 1] ?? '')
    if (!open) continue
    let j = i + 2
    while (j < lines.length && lines[j] !== open[1]) j++
    diffs.push(lines.slice(i + 2, j).join('\n'))
    i = j
  }
  if (diffs.length > 0) return diffs.join('\n')
  return /^diff --git /m.test(prompt) ? prompt : undefined
}

/** Every changed file of a unified diff with its added lines ({ line, text }) and whether it was deleted. */
export function parseDiff(diff) {
  const files = []
  let file
  let newLine = 0
  for (const raw of diff.split('\n')) {
    if (raw.startsWith('diff --git ')) {
      file = { path: raw.split(' b/').pop() ?? '', added: [], deleted: false }
      files.push(file)
    } else if (!file) {
      continue
    } else if (raw.startsWith('+++ ')) {
      if (raw !== '+++ /dev/null') file.path = raw.slice(4).replace(/^b\//, '')
      else file.deleted = true
    } else if (raw.startsWith('--- ')) {
      continue
    } else if (raw.startsWith('@@')) {
      const m = /\+(\d+)/.exec(raw)
      newLine = m ? Number(m[1]) : 0
    } else if (raw.startsWith('+')) {
      file.added.push({ line: newLine, text: raw.slice(1) })
      newLine += 1
    } else if (!raw.startsWith('-')) {
      newLine += 1
    }
  }
  return files
}
