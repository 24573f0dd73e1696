// Test critic: never exits. With a pid file argument it first forks a child that never exits either.
/* global setInterval */
import { spawn } from 'node:child_process'
import { renameSync, writeFileSync } from 'node:fs'
const pidFile = process.argv[3]
if (pidFile) {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  // Written whole, then renamed: a reader polling for the file never sees it empty.
  writeFileSync(`${pidFile}.part`, String(child.pid))
  renameSync(`${pidFile}.part`, pidFile)
}
if (process.argv[4] === 'ignore-term') process.on('SIGTERM', () => {})
process.stdout.write('started\n')
setInterval(() => {}, 1000)
