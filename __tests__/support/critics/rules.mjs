// Test critic: reports its round prompt's "Repository rules from the default branch" section verbatim (up to the
// next section) and whether it stands between the brief and the change, or NO RULES, so a test can see which rules
// a round stated and where.
import { readFileSync } from 'node:fs'
const prompt = readFileSync(process.argv[2], 'utf8')
const at = prompt.indexOf('## Repository rules from the default branch')
if (at < 0) process.stdout.write('NO RULES\n')
else {
  const rest = prompt.slice(at)
  const end = rest.slice(3).search(/\n## /)
  const brief = prompt.indexOf('## The brief (the contract)')
  const change = prompt.indexOf('\n## Pull request ')
  process.stdout.write(`RULES-START\n${end < 0 ? rest : rest.slice(0, end + 3)}\nRULES-END\n`)
  process.stdout.write(`ORDER brief<rules<change: ${brief >= 0 && brief < at && at < change}\n`)
}
