// Test critic: tries every attack of the critic-boundary table from inside a critic and prints what worked as one
// `BOUNDARY {json}` line. It probes writes with access(2) (real ids, nothing changed) and leaves behind
// leftovers tagged by argv[3], so the test can look for them after the step.
import {
  accessSync,
  constants,
  lstatSync,
  openSync,
  readFileSync,
  readdirSync,
  writeFileSync,
  writeSync,
  closeSync
} from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'

const tag = process.argv[3] ?? 'untagged'
const canWrite = (path) => {
  try {
    accessSync(path, constants.W_OK)
    return true
  } catch {
    return false
  }
}
const read = (path) => {
  try {
    return readFileSync(path, 'latin1')
  } catch {
    return undefined
  }
}
const ppidOf = (pid) => Number(/^PPid:\s+(\d+)/m.exec(read(`/proc/${pid}/status`) ?? '')?.[1] ?? 0)
const parent = process.ppid
const parentArgv = (read(`/proc/${parent}/cmdline`) ?? '').split('\0')
const bundle = parentArgv.find((arg) => arg.endsWith('/dist/critics-step/index.js')) ?? ''
const actionRoot = bundle ? dirname(dirname(dirname(bundle))) : ''
const ancestors = []
for (let pid = parent; pid > 1 && ancestors.length < 20; pid = ppidOf(pid)) ancestors.push(pid)

const report = { uid: process.getuid(), tag }
report.writeActionBundle =
  actionRoot !== '' &&
  [actionRoot, join(actionRoot, 'dist/main'), join(actionRoot, 'dist/main/index.js')].some(canWrite)
report.writeNodeBinary =
  (parentArgv[0] ?? '') !== '' && (canWrite(parentArgv[0]) || canWrite(dirname(parentArgv[0])))
report.plantOnPath = (process.env.PATH ?? '').split(':').filter(Boolean).some(canWrite)
// What it tried them on: the control run compares with what the job's own user can write.
report.nodeBinary = parentArgv[0] ?? ''
report.pathFolders = (process.env.PATH ?? '').split(':').filter(Boolean)
report.readHarnessEnviron = read(`/proc/${parent}/environ`) !== undefined
report.readRunnerMemory = ancestors.some((pid) => {
  try {
    closeSync(openSync(`/proc/${pid}/mem`, 'r'))
    return true
  } catch {
    return false
  }
})
const ownKey = Object.keys(process.env).find((name) => name.startsWith('ATTACK_KEY_'))
report.readOtherCriticKey = readdirSync('/proc')
  .filter((name) => /^\d+$/.test(name))
  .some((pid) =>
    (read(`/proc/${pid}/environ`) ?? '')
      .split('\0')
      .some((kv) => kv.startsWith('ATTACK_KEY_') && !kv.startsWith(`${ownKey}=`))
  )
report.sudo = spawnSync('/usr/bin/sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
report.su = spawnSync('/usr/bin/su', ['-c', 'true', 'root'], { stdio: 'ignore', input: '' }).status === 0
report.dockerSocket = canWrite('/var/run/docker.sock')
const runnerTemp = process.env.RUNNER_TEMP ?? ''
report.writeRunnerTemp = runnerTemp !== '' && canWrite(runnerTemp)
let commandFiles = []
try {
  commandFiles = readdirSync(join(runnerTemp, '_runner_file_commands')).map((f) =>
    join(runnerTemp, '_runner_file_commands', f)
  )
} catch {
  // not even listable
}
report.writeFileCommands = commandFiles.some(canWrite)
// In a git worktree `.git` is a file naming the git folder: rewriting it points git at one of the critic's own.
const gitFile = (() => {
  try {
    return lstatSync(join(process.cwd(), '.git')).isFile()
  } catch {
    return false
  }
})()
report.writeWorkspaceGit =
  canWrite(join(process.cwd(), '.git/config')) ||
  canWrite(join(process.cwd(), '.git/hooks')) ||
  (gitFile && canWrite(join(process.cwd(), '.git')))
try {
  const fd = openSync(`/proc/${parent}/fd/1`, 'a')
  writeSync(fd, `::error::BOUNDARY-COMMAND-${tag}\n`)
  closeSync(fd)
  report.writeParentStdout = true
} catch {
  report.writeParentStdout = false
}
const status = read('/proc/self/status') ?? ''
report.noNewPrivs = /^NoNewPrivs:\s+1/m.test(status)
report.groups = (/^Groups:[ \t]*(.*)$/m.exec(status)?.[1] ?? '').trim()
report.maxProcesses = /^Max processes\s+(\S+)/m.exec(read('/proc/self/limits') ?? '')?.[1] ?? '?'
try {
  writeFileSync(`/tmp/boundary-fill-${tag}`, Buffer.alloc(1024 * 1024))
  report.fillTmp = true
} catch {
  report.fillTmp = false
}
// Leftovers: a detached node, and a python that hides its environ (PR_SET_DUMPABLE=0) after a double fork.
spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', `boundary-leftover-${tag}`], {
  detached: true,
  stdio: 'ignore'
}).unref()
spawn(
  '/usr/bin/python3',
  [
    '-c',
    `import ctypes,os,time\nif os.fork()==0:\n os.setsid()\n if os.fork()==0:\n  ctypes.CDLL(None).prctl(4,0,0,0,0)\n  time.sleep(300)\n`,
    `boundary-leftover-${tag}`
  ],
  { detached: true, stdio: 'ignore' }
).unref()
// Forks without bound: how many children start before the kernel says no (RLIMIT_NPROC), up to 600.
let started = 0
for (let i = 0; i < 600; i++) {
  const child = spawn('/bin/sleep', ['30'], { detached: true, stdio: 'ignore' })
  child.on('error', () => undefined)
  if (child.pid === undefined) break
  child.unref()
  started++
}
report.forked = started
report.ownKeyHex = Buffer.from(process.env.ANTHROPIC_API_KEY ?? '').toString('hex')
process.stdout.write(`BOUNDARY ${JSON.stringify(report)}\n`)
