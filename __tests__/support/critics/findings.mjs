// Test critic: answers a line of prose and then the findings block it reads from the JSON file named by its
// first argument (a test rewrites that file between rounds), so a test decides what each round finds. The
// prompt file (second argument) is not read.
import { readFileSync } from 'node:fs'
const findings = JSON.parse(readFileSync(process.argv[2], 'utf8'))
process.stdout.write(
  `Reviewed the change.\n\n\`\`\`the-loop-findings\n${JSON.stringify({ findings })}\n\`\`\`\n`
)
