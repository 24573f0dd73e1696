// Shared by the sample critics: find the untrusted diff block of a the-loop prompt and walk its added lines.

/** The diff text between `BEGIN UNTRUSTED DIFF <tag>` and the matching END line, or the whole text if it is a diff. */
export function findDiffSection(prompt) {
  const begin = /^----- BEGIN UNTRUSTED DIFF ([0-9a-f]+) -----$/m.exec(prompt)
  if (begin) {
    const start = begin.index + begin[0].length + 1
    const end = prompt.indexOf(`\n----- END UNTRUSTED DIFF ${begin[1]} -----`, start - 1)
    return end >= 0 ? prompt.slice(start, end) : prompt.slice(start)
  }
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
