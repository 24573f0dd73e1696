// Bench critic: reads its prompt file (as a real critic would), sleeps the given milliseconds (0: none), then
// prints a short review with an empty findings block, the answer shape of the test harness.
import { readFileSync } from 'node:fs'
const prompt = readFileSync(process.argv[2], 'utf8')
const part = /^## Part (\d+) of (\d+)$/m.exec(prompt)
const label = part ? `part ${part[1]} of ${part[2]}` : 'the whole diff'
setTimeout(
  () => {
    const findings = JSON.stringify({ findings: [] })
    process.stdout.write(`Read ${label}: no findings.\n\n\`\`\`the-loop-findings\n${findings}\n\`\`\`\n`)
  },
  Number(process.argv[3] ?? '0')
)
