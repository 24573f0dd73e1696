// How the GitHub runner starts a `run:` step's process, after actions/runner's ScriptHandler.cs,
// ScriptHandlerHelpers.cs and WhichUtil.cs: the `shell:` value names the program and its argument format, the
// program is found as WhichUtil.Which finds it, the script's path replaces {0}; here the result is spawned as
// argv (the script is never parsed by another shell; a wrapper only gives it a real pipe for stdout), and its
// output is read line by line in arrival order, as the runner reads it.
import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'

/** The built-in shells' argument formats on Linux (ScriptHandlerHelpers._defaultArguments). */
const BUILT_IN_FORMATS: Record<string, string> = {
  bash: '--noprofile --norc -e -o pipefail {0}',
  sh: '-e {0}'
}

/** Built-ins whose default formats this emulation does not run (Windows shells, and python's). */
const NOT_EMULATED = new Set(['cmd', 'pwsh', 'powershell', 'python'])

export interface StepCommand {
  /** The program, resolved to a path as the runner resolves it. */
  file: string
  args: string[]
}

interface StepOutputLine {
  stream: 'stdout' | 'stderr'
  text: string
}

export interface StepProcessResult {
  exitCode: number
  stdout: string
  stderr: string
  /** Both streams' lines in the order they arrived: the runner reads commands from stdout and stderr alike. */
  lines: StepOutputLine[]
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false

/**
 * WhichUtil.Which: a fully qualified path that exists is taken as is; any other name is looked up in each
 * folder of `searchPath` in order (the runner's GITHUB_PATH entries, newest first, then the runner process's
 * own PATH, not the step's `env:` or GITHUB_ENV PATH), and the first folder holding a file of that name wins.
 */
export function whichLikeRunner(command: string, searchPath: string[]): string {
  if (isAbsolute(command)) {
    if (isFile(command)) return command
    throw new Error(`File not found: '${command}'`)
  }
  if (command.includes('/')) throw new Error(`shell program '${command}': a relative path is not emulated`)
  for (const folder of searchPath) {
    if (folder && isFile(join(folder, command))) return join(folder, command)
  }
  throw new Error(`File not found: '${command}'`)
}

/** The script file's extension the runner picks for a shell program (ScriptHandlerHelpers._extensions). */
export function scriptExtension(shell: string): string {
  const program = shell.trim().split(' ', 1)[0]!.toLowerCase()
  return program === 'bash' || program === 'sh' ? '.sh' : ''
}

/**
 * The process for a `shell:` value. The runner splits the value at its first space into the program and an
 * argument format (ParseShellOptionString); an empty format takes the built-in one of `bash` or `sh`; a format
 * without {0} is refused ("Invalid shell option ... a format string containing '{0}'"), so nothing is ever
 * appended; every {0} becomes the script's path. The runner then hands the argument string to .NET, which
 * splits it on whitespace and honours double quotes and backslashes; this emulation splits on whitespace only
 * and refuses a value with a double quote or a backslash rather than run it differently.
 */
export function stepCommand(shell: string, scriptPath: string, searchPath: string[]): StepCommand {
  const value = shell.trim()
  const space = value.indexOf(' ')
  const program = space < 0 ? value : value.slice(0, space)
  const given = space < 0 ? '' : value.slice(space + 1).trim()
  if (!given && NOT_EMULATED.has(program.toLowerCase())) throw new Error(`shell '${program}' is not emulated`)
  if (/["\\]/.test(value)) throw new Error(`shell '${shell}': quoting is not emulated`)
  const format = given || (BUILT_IN_FORMATS[program.toLowerCase()] ?? '')
  if (!format.includes('{0}'))
    throw new Error(
      `shell '${shell}': Invalid shell option. Shell must be a valid built-in (bash, sh, cmd, powershell, pwsh) or a format string containing '{0}'`
    )
  const args = format.split(/\s+/).map((arg) => arg.replaceAll('{0}', scriptPath))
  return { file: whichLikeRunner(program, searchPath), args }
}

/** Splits a stream into lines as .NET's ReadLine does (\n, \r\n or a lone \r ends a line). */
function lineReader(stream: StepOutputLine['stream'], lines: StepOutputLine[]) {
  let pending = ''
  const emit = (text: string, final: boolean) => {
    const parts = text.split(/\r\n|\r|\n/)
    const rest = parts.pop()!
    for (const part of parts) lines.push({ stream, text: part })
    if (final && rest !== '') lines.push({ stream, text: rest })
    return rest
  }
  return {
    // A chunk ending in \r may be the first half of \r\n: it is held back until the next chunk.
    push(chunk: string) {
      const text = pending + chunk
      const held = text.endsWith('\r') ? '\r' : ''
      pending = emit(held ? text.slice(0, -1) : text, false) + held
    },
    end() {
      emit(pending, true)
      pending = ''
    }
  }
}

/** Runs the step's process to its end (killed after `timeoutMs`), stdin closed, its output captured. */
export function runStepProcess(
  command: StepCommand,
  env: Record<string, string>,
  cwd: string,
  timeoutMs: number,
  runAs?: { uid: number; gid: number }
): Promise<StepProcessResult> {
  return new Promise((resolve, reject) => {
    // The runner gives a step anonymous pipes; node's 'pipe' is a socket, which /proc/<pid>/fd/1 cannot be opened
    // on. A `| cat` makes the step's stdout a real pipe, so a critic that writes its parent's stdout is emulated.
    // The wrapper bash and cat start with an empty environment: no runner has them, so neither may show the
    // job's secrets in its /proc/<pid>/environ, and the wrapper must not read the job's BASH_ENV. The step's
    // environment comes on fd 3, NUL-separated, to a perl that sets exactly it and execs the step's program.
    const execWithEnv =
      'local $/ = "\\0"; open(my $in, "<&=3") or die "fd 3: $!\\n"; my %env; ' +
      'while (my $pair = <$in>) { chomp $pair; my ($name, $value) = split /=/, $pair, 2; $env{$name} = $value } ' +
      'close $in; %ENV = %env; exec { $ARGV[0] } @ARGV or die "exec $ARGV[0]: $!\\n"'
    const script = 'set -o pipefail; /usr/bin/perl -e "$0" "$@" </dev/null | /bin/cat 3<&-'
    const piped = ['--noprofile', '--norc', '-c', script, execWithEnv, command.file, ...command.args]
    const child = spawn('/bin/bash', piped, {
      env: {},
      cwd,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
      ...runAs
    })
    const envPipe = child.stdio[3] as NodeJS.WritableStream
    envPipe.on('error', () => {}) // a step that died before reading it: its exit code tells
    envPipe.end(
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}\0`)
        .join('')
    )
    const lines: StepOutputLine[] = []
    const output = { stdout: '', stderr: '' }
    for (const stream of ['stdout', 'stderr'] as const) {
      const reader = lineReader(stream, lines)
      child[stream]!.setEncoding('utf8')
      child[stream]!.on('data', (chunk: string) => {
        output[stream] += chunk
        reader.push(chunk)
      })
      child[stream]!.on('end', () => reader.end())
    }
    // The wrapper leads its own process group (detached), so a timeout ends the step's program with it.
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ exitCode: code ?? (signal ? 128 : 1), ...output, lines })
    })
  })
}
