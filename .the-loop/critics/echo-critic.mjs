// Test critic of the repository's own harness config: reads the prompt file it is given and answers
// with its size and first line, so a workflow can check that its prompt arrived. Exits 1 on no prompt.
import { readFileSync } from 'node:fs'

const file = process.argv[2]
if (!file) {
  process.stderr.write('usage: echo-critic.mjs PROMPT_FILE\n')
  process.exit(2)
}
const prompt = readFileSync(file, 'utf8').trim()
if (!prompt) {
  process.stderr.write('echo-critic: the prompt is empty\n')
  process.exit(1)
}
process.stdout.write(`echo-critic: ${prompt.length} characters; first line: ${prompt.split('\n')[0]}\n`)
