// Test critic: proves critics run at the same time without timing them. It marks its arrival in a folder, then
// waits until `count` critics have arrived; run one after another, the first would wait alone and give up.
// argv: prompt, folder, own name, count.
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [, , , dir, name, count] = process.argv
writeFileSync(join(dir, name), '')
const giveUp = Date.now() + 20_000
const wait = () => {
  if (readdirSync(dir).length >= Number(count)) return process.stdout.write('no new findings\n')
  if (Date.now() > giveUp) {
    process.stderr.write(`only ${readdirSync(dir).length} of ${count} critics arrived\n`)
    process.exit(1)
  }
  setTimeout(wait, 20)
}
wait()
