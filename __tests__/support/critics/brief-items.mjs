// Test critic: reports the brief its round prompt carries, one line per item (`BRIEF <section> :: <item>`), so a
// test can see that every item of the brief as written reached the critics, whole.
import { readFileSync } from 'node:fs'
const chunks = readFileSync(process.argv[2], 'utf8').split('\n\n')
const lines = []
let section
for (const chunk of chunks) {
  const heading = /^### (Questions|Angles|Validations)$/.exec(chunk)
  if (heading) section = heading[1]
  else if (section && chunk.startsWith('- ')) lines.push(`BRIEF ${section} :: ${chunk.slice(2)}`)
  else section = undefined
}
process.stdout.write(lines.length ? lines.join('\n') + '\n' : 'NO BRIEF\n')
