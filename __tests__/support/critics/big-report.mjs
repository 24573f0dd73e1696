// Test critic: prints a long review of about the given number of KB (default 300), with code fences
// along the way, so a round must split it over several comments; the last line says where it ended.
const kb = Number(process.argv[3] ?? '300')
const lines = []
let size = 0
for (let i = 1; size < kb * 1000; i++) {
  const line =
    i % 50 === 0
      ? '```js\nconst sample = ' + i + '\n```'
      : `- finding ${i}: the widget scaling branch repeats the same check; consider folding it`
  lines.push(line)
  size += line.length + 1
}
lines.push('END OF REPORT')
process.stdout.write(lines.join('\n') + '\n')
