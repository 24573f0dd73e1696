// Test critic: reports the replies its round prompt carries (one line each: who/kind/where, then the text)
// and its notes on what of the change is not shown,
// after an optional sleep in ms, so a test can see which replies reached which round.
import { readFileSync } from 'node:fs'
const prompt = readFileSync(process.argv[2], 'utf8')
const wait = Number(process.argv[3] ?? '0')
const lines = []
const re = /Reply by (.+?) \(untrusted content[^\n]*\n(`{3,})text\n([\s\S]*?)\n\2/g
for (const m of prompt.matchAll(re)) lines.push(`REPLY ${m[1]} :: ${m[3].replace(/\s+/g, ' ')}`)
// Notes the prompt gives about what of the change is not shown (a diff rebuilt from the files list).
for (const m of prompt.matchAll(/^Note: (.*)$/gm)) lines.push(`NOTE ${m[1]}`)
setTimeout(() => {
  process.stdout.write(lines.length ? lines.join('\n') + '\n' : 'NO REPLIES\n')
}, wait)
