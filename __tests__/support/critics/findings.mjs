// Test critic: answers a line of prose and then the findings block it reads from the JSON file named by its
// first argument (a test rewrites that file between rounds), so a test decides what each round finds. From its
// prompt (second argument) it reports each finding a reply answers, whether that finding's hunk came too, and
// each decision on a finding the prompt carries.
import { readFileSync } from 'node:fs'
// The file holds the findings, or a whole block (findings with answers, or a ledger) to answer as it is, or
// `{"$raw": "<text>"}`: the text to answer after the prose, exactly (a block cut short, none at all).
const data = JSON.parse(readFileSync(process.argv[2], 'utf8'))
if (typeof data.$raw === 'string') {
  process.stdout.write(`Reviewed the change.\n\n${data.$raw}`)
  process.exit(0)
}
// `verdicts` (by a problem's `path:line`: `[verdict, reason]`, or `"none"` for an answer with no block) is what it
// answers when its prompt is a verification prompt (src/critics/verify/verify-prompt.ts); never in its findings.
const { verdicts, ...rest } = Array.isArray(data) ? { findings: data } : data
const block = rest
const prompt = readFileSync(process.argv[3], 'utf8')
if (prompt.startsWith('# the-loop verification')) {
  const asked = [
    ...prompt.matchAll(/^### (P\d+) \([a-z]+\)\n\nIts place \(untrusted[^\n]*\n`{3,}text\n([^\n]+)\n/gm)
  ]
  const given = asked.flatMap(([, id, place]) => {
    const said = verdicts?.[place]
    return Array.isArray(said) ? [{ id, verdict: said[0], reason: said[1] }] : []
  })
  const head = `Verified ${asked.map(([, id, place]) => `${id} ${place}`).join(', ')}.`
  if (verdicts === 'none') process.stdout.write(`${head}\n`)
  else
    process.stdout.write(
      `${head}\n\n\`\`\`the-loop-verdicts\n${JSON.stringify({ verdicts: given })}\n\`\`\`\n`
    )
  process.exit(0)
}
const about = [...prompt.matchAll(/^The finding this reply answers \((.+?)\)/gm)].map((m) => `ABOUT ${m[1]}`)
if (/^Diff hunk of /m.test(prompt)) about.push('WITH HUNK')
// Each decision on a finding the prompt tells it: `DECIDED <place> <critic> by <login>: <decision>`.
for (const m of prompt.matchAll(
  /^- (\S+) \([a-z]+, raised by (\S+) in round \d+\): .*? — decided by @(\S+): (.+?)(?: — .*)?$/gm
))
  about.push(`DECIDED ${m[1]} ${m[2]} by ${m[3]}: ${m[4]}`)
const prose = ['Reviewed the change.', ...about].join('\n')
process.stdout.write(`${prose}\n\n\`\`\`the-loop-findings\n${JSON.stringify(block)}\n\`\`\`\n`)
