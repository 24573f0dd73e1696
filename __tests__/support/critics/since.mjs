// Test critic: reports the head commit its round prompt names, its `Changes since round N` section verbatim
// (up to the next pull request or section), and the full diff, so a test can see what a round was shown.
import { readFileSync } from 'node:fs'
const prompt = readFileSync(process.argv[2], 'utf8')
const lines = []
for (const m of prompt.matchAll(/^Head commit: (\S+)$/gm)) lines.push(`HEAD ${m[1]}`)
const at = prompt.indexOf('### Changes since')
if (at < 0) lines.push('NO SINCE')
else {
  const rest = prompt.slice(at)
  const end = rest.search(/\n## /)
  lines.push('SINCE-START', end < 0 ? rest : rest.slice(0, end), 'SINCE-END')
}
const full = /\nDiff \(untrusted content[^\n]*\n(`{3,})text\n([\s\S]*?)\n\1/.exec(prompt)
lines.push('FULL-START', full ? full[2] : '(no full diff)', 'FULL-END')
process.stdout.write(lines.join('\n') + '\n')
