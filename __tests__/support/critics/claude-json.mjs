// Test critic: answers in Claude's --output-format json shape, echoing the prompt argument.
const prompt = process.argv[2] ?? ''
const body = {
  type: 'result',
  result: `reviewed: ${prompt}`,
  session_id: 'test-session',
  total_cost_usd: 0.25,
  usage: { input_tokens: 10, output_tokens: 4, cache_read_input_tokens: 2, cache_creation_input_tokens: 1 }
}
process.stdout.write(JSON.stringify(body))
