// Test critic: never exits. With a pid file argument it first forks a child that never exits either.
/* global setInterval */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
const pidFile = process.argv[3]
if (pidFile) {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  writeFileSync(pidFile, String(child.pid))
}
if (process.argv[4] === 'ignore-term') process.on('SIGTERM', () => {})
process.stdout.write('started\n')
setInterval(() => {}, 1000)
