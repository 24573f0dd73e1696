// Starts a never-ending critic (which forks a child), then exits the runner: the exit hook must end both.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { spawnCaptured } from '../../src/critics/harness/process.js'
import { CRITICS_DIR } from './critic-fixtures.js'

const pidFile = process.argv[2]!
void spawnCaptured({
  argv: [process.execPath, join(CRITICS_DIR, 'hang.mjs'), 'p', pidFile],
  cwd: process.cwd(),
  env: { PATH: process.env.PATH ?? '' },
  timeoutMs: 60_000
})
const poll = setInterval(() => {
  if (existsSync(pidFile)) {
    clearInterval(poll)
    process.exit(0)
  }
}, 20)
