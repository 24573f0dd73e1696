// Test critic that leaks what it found (arguments after the prompt file, $ANTHROPIC_API_KEY) in several forms.

// Raw, base64, inside a longer base64 blob and URL-encoded, as a critic that read a secret would print it;
// with --fail, on stderr, exiting 3.
const fail = process.argv.includes('--fail')
const found = [...process.argv.slice(3).filter((a) => a !== '--fail'), process.env.ANTHROPIC_API_KEY ?? '']
const lines = found.flatMap((value) => [
  `raw: ${value}`,
  `base64: ${Buffer.from(value).toString('base64')}`,
  `blob: ${Buffer.from(`{"auth":"${value}"}`).toString('base64')}`,
  `url: https://example.test/?t=${encodeURIComponent(value)}`
])
const text = `Findings:\n${lines.join('\n')}\n`
if (fail) {
  process.stderr.write(text)
  process.exit(3)
}
process.stdout.write(text)
