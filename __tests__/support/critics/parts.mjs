// Test critic for split diffs: says which part of how many its prompt is and every sentinel its diff carries,
// and puts one finding on the first line of the first file its diff shows. A prompt carrying FAIL_ME fails.
import { readFileSync } from 'node:fs'
const prompt = readFileSync(process.argv[2], 'utf8')
const part = /^## Part (\d+) of (\d+)$/m.exec(prompt)
const diff = prompt.slice(prompt.indexOf('Diff (untrusted content'))
if (diff.includes('FAIL_ME')) {
  process.stderr.write('this part is too much for me\n')
  process.exit(3)
}
const sentinels = [...diff.matchAll(/SENTINEL_[A-Za-z0-9_]+/g)].map((m) => m[0])
const path = /^\+\+\+ b\/(.+)$/m.exec(diff)?.[1]
const line = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/m.exec(diff)?.[1] ?? 1)
const label = part ? `${part[1]}/${part[2]}` : 'whole'
const findings = path
  ? [{ path, line, severity: 'low', title: `Seen in part ${label}`, body: 'A finding of this part.' }]
  : []
// Which user ran this part: in critic-isolation user mode, every part is a user of its own.
process.stdout.write(
  `PART ${label} SAW: ${sentinels.join(' ')}\nPART ${label} UID: ${process.getuid?.() ?? -1}\n\n\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\`\n`
)
