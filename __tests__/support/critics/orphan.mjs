// Test critic: leaves a child holding stdout open, writes its pid, and exits 0 at once.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
  stdio: ['ignore', 'inherit', 'inherit']
})
writeFileSync(process.argv[3], String(child.pid))
process.stdout.write('done early\n')
process.exit(0)
