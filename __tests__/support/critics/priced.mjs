// Test critic: answers one low finding in Claude's --output-format json shape, reporting the usage the JSON file
// named by its first argument holds (the prompt file, second, is not read; the file is read at each run, so a test can change it between rounds): `{"cost": 0.02}`
// reports that cost and a few tokens, `{"tokens": 1000}` tokens and no cost, `{}` neither. A cost of "NaN" is
// written as that string, as a broken CLI might. `{"usage": {...}}` is written as the output's usage block as it
// is (`{"input_tokens": 1e300}`, `-1`, `"1e5"`, `null`): a CLI reporting counts out of range.
import { readFileSync } from 'node:fs'
const usage = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const body = { type: 'result', result: '- [low] a priced look at the diff' }
if (usage.cost !== undefined) {
  body.total_cost_usd = usage.cost
  body.usage = { input_tokens: 10, output_tokens: 4 }
} else if (usage.tokens !== undefined) body.usage = { input_tokens: usage.tokens - 100, output_tokens: 100 }
else if (usage.usage !== undefined) body.usage = usage.usage
process.stdout.write(JSON.stringify(body))
