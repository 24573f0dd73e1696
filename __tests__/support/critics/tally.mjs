// Test critic: appends one line to the file named by its first argument (the prompt file, second, is
// not read), so a test can count paid runs.
import { appendFileSync } from 'node:fs'
appendFileSync(process.argv[2], 'ran\n')
process.stdout.write('- [low] counted one run\n')
