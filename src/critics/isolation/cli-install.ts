// Installs one critic CLI into a folder of its own under the CLIs folder: `npm ci` from the lockfile the action
// ships (critic-clis/<harness>/, exact versions and sha512 integrity hashes, so a tarball the registry changed is
// refused), or `npm install` of the exact version a critic's `install` names. Install scripts are off, npm is
// started by argv (never a shell) as the runner's user, and a folder is used only once it is whole: npm writes a
// fresh `.partial-*` folder that is renamed into place, and a folder found there is checked before it is reused.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { promises as fs } from 'node:fs'
import { basename, join } from 'node:path'
import { CLI_PACKAGES, specText, type InstallSpec } from '../harness/cli-packages.js'
import { isProgram, sealTree, treeProblem, type FolderOwner } from './cli-folder.js'

export interface CliInstallContext {
  /** The CLIs folder, made and checked (cli-folder.ts). */
  root: string
  /** The action's critic-clis/ folder: one package.json and package-lock.json per harness. */
  catalog: string
  /** npm, found on the step's PATH. */
  npm: string
  /** The runner's user: owns every file, and runs npm when this process is root. */
  owner: FolderOwner
  /** npm's environment: PATH (npm's node) and HOME (its ~/.npmrc, where a private registry is configured). */
  env: Record<string, string>
  /** `--registry`, when the job names one (THE_LOOP_CLI_REGISTRY). */
  registry?: string
  timeoutMs?: number
}

export type Installed =
  { program: string; folder: string; reused: boolean; ms: number } | { error: string; ms: number }

/** The marker written last into a whole install: the key of what was installed. */
const MARKER = '.the-loop-installed'
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000

/** The package.json (and, for the tested version, the lockfile) an install is made from. */
async function sources(ctx: CliInstallContext, spec: InstallSpec): Promise<Record<string, string>> {
  if (spec.locked) {
    const dir = join(ctx.catalog, spec.harness)
    return {
      'package.json': await fs.readFile(join(dir, 'package.json'), 'utf8'),
      'package-lock.json': await fs.readFile(join(dir, 'package-lock.json'), 'utf8')
    }
  }
  const manifest = { name: `the-loop-critic-cli-${spec.harness}`, version: '0.0.0', private: true }
  return {
    'package.json': `${JSON.stringify({ ...manifest, dependencies: { [spec.name]: spec.version } }, null, 2)}\n`
  }
}

/** The folder of one install: harness, version and a hash of its sources, so a changed lockfile is a new folder. */
function folderOf(ctx: CliInstallContext, spec: InstallSpec, files: Record<string, string>): string {
  const key = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16)
  return join(ctx.root, `${spec.harness}-${spec.version}-${key}`)
}

/** The npm argv (after npm): `ci` from the lockfile, else `install`; no scripts, no audit, a cache of its own. */
function npmArgs(
  ctx: Pick<CliInstallContext, 'root' | 'registry'>,
  folder: string,
  locked: boolean
): string[] {
  return [
    locked ? 'ci' : 'install',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--update-notifier=false',
    '--loglevel=error',
    // One quick retry: an unreachable registry fails this critic within seconds, not after npm's minute of backoff.
    '--fetch-retries=1',
    '--fetch-retry-mintimeout=1000',
    '--fetch-retry-maxtimeout=5000',
    '--prefix',
    folder,
    '--cache',
    join(ctx.root, '.npm-cache'),
    ...(ctx.registry ? ['--registry', ctx.registry] : [])
  ]
}

interface NpmRun {
  code: number | null
  stderr: string
}

function runNpm(ctx: CliInstallContext, args: string[], cwd: string): Promise<NpmRun> {
  const asOwner =
    process.getuid?.() === 0 && ctx.owner.uid !== 0 ? { uid: ctx.owner.uid, gid: ctx.owner.gid } : {}
  // The umask goes to npm at the fork: 022, so nothing npm writes is writable by the group or other users.
  const umask = process.umask(0o022)
  const child = spawn(ctx.npm, args, { cwd, env: ctx.env, stdio: ['ignore', 'ignore', 'pipe'], ...asOwner })
  process.umask(umask)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8')
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), ctx.timeoutMs ?? INSTALL_TIMEOUT_MS)
  return new Promise((done) => {
    child.on('error', (error) => {
      clearTimeout(timer)
      done({ code: null, stderr: error.message })
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      done({ code, stderr: signal ? `${stderr}\nkilled by ${signal} (timeout)` : stderr })
    })
  })
}

/** The executable of an installed CLI: the platform binary (claude) or the package's `bin` entry. */
async function programIn(folder: string, spec: InstallSpec): Promise<string | undefined> {
  const pkg = CLI_PACKAGES[spec.harness]!
  const modules = join(folder, 'node_modules')
  if (pkg.platformProgram) return pkg.platformProgram(modules)
  try {
    const manifest = JSON.parse(await fs.readFile(join(modules, spec.name, 'package.json'), 'utf8')) as {
      bin?: string | Record<string, string>
    }
    const bin = typeof manifest.bin === 'string' ? { [basename(spec.name)]: manifest.bin } : manifest.bin
    const entry = bin?.[pkg.bin]
    return entry === undefined ? undefined : join(modules, spec.name, entry)
  } catch {
    return undefined
  }
}

/** The last lines of npm's error output, where it says what failed (EINTEGRITY, ECONNREFUSED, E404). */
function npmReason(run: NpmRun): string {
  const lines = run.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^npm error (A complete log|Log files)/.test(line))
  return lines.slice(0, 6).join(' | ').slice(0, 800) || `exit ${run.code}`
}

/** A folder found in place: used when whole (its marker names its key) and no one else could have changed it. */
async function reusable(folder: string, key: string, ownerUid: number): Promise<boolean> {
  const marker = await fs.readFile(join(folder, MARKER), 'utf8').catch(() => undefined)
  if (marker !== key) return false
  return (await treeProblem(folder, ownerUid)) === undefined
}

/** Installs (or finds installed) the CLI of `spec`; an error names the spec and npm's reason. */
export async function installCli(ctx: CliInstallContext, spec: InstallSpec): Promise<Installed> {
  const started = Date.now()
  const ms = () => Date.now() - started
  const what = specText(spec)
  const files = await sources(ctx, spec)
  const folder = folderOf(ctx, spec, files)
  const key = basename(folder)
  const found = async (reused: boolean): Promise<Installed> => {
    const program = await programIn(folder, spec)
    if (program && (await isProgram(program))) return { program, folder, reused, ms: ms() }
    return {
      error: `installed ${what}, but its CLI ${CLI_PACKAGES[spec.harness]!.bin} is not in the package`,
      ms: ms()
    }
  }
  if (await reusable(folder, key, ctx.owner.uid)) return found(true)
  // Not whole, or changed since: never run from, removed (it is the runner's user's, or the check would refuse).
  await fs.rm(folder, { recursive: true, force: true })
  const partial = await fs.mkdtemp(join(ctx.root, '.partial-'))
  try {
    await fs.chmod(partial, 0o755)
    for (const [name, text] of Object.entries(files))
      await fs.writeFile(join(partial, name), text, { mode: 0o644 })
    await fs.mkdir(join(ctx.root, '.npm-cache'), { recursive: true, mode: 0o755 })
    for (const path of [
      partial,
      join(ctx.root, '.npm-cache'),
      ...Object.keys(files).map((f) => join(partial, f))
    ])
      await fs.lchown(path, ctx.owner.uid, ctx.owner.gid)
    const run = await runNpm(ctx, npmArgs(ctx, partial, spec.locked), partial)
    if (run.code !== 0)
      return {
        error: `could not install ${what}: npm ${spec.locked ? 'ci' : 'install'} failed: ${npmReason(run)}`,
        ms: ms()
      }
    await sealTree(partial)
    await fs.writeFile(join(partial, MARKER), key, { mode: 0o644 })
    await fs.lchown(join(partial, MARKER), ctx.owner.uid, ctx.owner.gid)
    // Another job on this machine may have finished the same install first: then its folder is the one used.
    await fs.rename(partial, folder).catch(async () => {
      if (!(await reusable(folder, key, ctx.owner.uid)))
        throw new Error(`${folder} is in the way and not a whole install`)
    })
    return await found(false)
  } catch (error) {
    return { error: `could not install ${what}: ${(error as Error).message}`, ms: ms() }
  } finally {
    await fs.rm(partial, { recursive: true, force: true })
  }
}
