// Probes the boundary before trusting it: as each critic's user, find(1)'s -writable/-readable (access(2) with
// that user's ids) on everything publish runs or reads and every folder above them, and on the credentials a
// runner's user may hold. One find process per critic answers for every path.
import { lstatSync, readdirSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import type { CriticUser } from './os-user.js'
import type { Privilege } from './privilege.js'
import { asCriticUserPlain } from './switch.js'
import { TOOLS } from './tools.js'

export interface BoundaryPlaces {
  /** The action's folder (GITHUB_ACTION_PATH, or the folder above dist/). */
  actionRoot: string
  /** The node binary publish runs (prepare's `node-path`). */
  nodePath: string
  /** The step's PATH: the runner finds publish's programs there (GITHUB_PATH entries included). */
  path: string
  workspace: string
  runnerTemp: string
  handoffDir: string
  /** The step's file-command files. */
  fileCommands: string[]
  /** The runner's user's home (HOME of the step). */
  home: string
  /** The folder the critics step installed the critics' CLIs into, when it installed any (cli-folder.ts). */
  cliFolder?: string
}

export interface BoundaryTargets {
  /** Paths no critic may write, mapped to what each is ("the action's folder", "above …"). */
  write: Map<string, string>
  /** Folders above a write target, each with the entry below it on the way down. */
  above: Map<string, string>
  read: string[]
}

/** The action's files that a later step runs or reads. */
function actionFiles(root: string): string[] {
  const files = [
    root,
    join(root, 'dist'),
    join(root, 'action.yml'),
    join(root, 'steps'),
    join(root, 'steps/critics.sh')
  ]
  for (const entry of ['main', 'critics-step', 'critic-action', 'review']) {
    const dir = join(root, 'dist', entry)
    files.push(dir, join(dir, 'index.js'), join(dir, 'package.json'))
  }
  files.push(
    join(root, 'critic'),
    join(root, 'critic/action.yml'),
    join(root, 'review'),
    join(root, 'review/action.yml')
  )
  return files
}

/** Where the runner's user keeps credentials outside the workspace (the workspace's own are checked apart). */
function credentialFiles(home: string, runnerTemp: string): string[] {
  const inHome = ['.git-credentials', '.config/gh/hosts.yml', '.docker/config.json', '.npmrc'].map((f) =>
    join(home, f)
  )
  let inTemp: string[] = []
  try {
    // actions/checkout may keep the token in `$RUNNER_TEMP/git-credentials-<uuid>.config`.
    inTemp = readdirSync(runnerTemp)
      .filter((name) => name.startsWith('git-credentials-'))
      .map((name) => join(runnerTemp, name))
  } catch {
    // no such folder: nothing kept there
  }
  return [...inHome, ...inTemp]
}

export function boundaryTargets(places: BoundaryPlaces): BoundaryTargets {
  const write = new Map<string, string>()
  const add = (path: string, what: string) => {
    if (path && isAbsolute(path) && !write.has(path)) write.set(path, what)
  }
  for (const file of actionFiles(places.actionRoot)) add(file, "the action's files")
  add(places.nodePath, 'the node binary publish runs')
  add(dirname(places.nodePath), "the node binary's folder")
  // An empty or relative PATH entry means a folder relative to the working directory, which is the workspace.
  for (const dir of places.path.split(':')) add(resolve(places.workspace, dir || '.'), 'a folder on PATH')
  add(places.workspace, 'the workspace')
  add(places.runnerTemp, 'RUNNER_TEMP')
  add(places.handoffDir, "the steps' handoff folder")
  for (const file of places.fileCommands) add(file, 'a file-command file')
  if (places.cliFolder) add(places.cliFolder, "the critic CLIs' folder")
  const above = new Map<string, string>()
  for (const path of write.keys()) {
    for (let child = path, dir = dirname(path); dir !== child; child = dir, dir = dirname(dir)) {
      if (!write.has(dir) && !above.has(dir)) above.set(dir, child)
    }
  }
  return { write, above, read: credentialFiles(places.home, places.runnerTemp) }
}

/** The find argv: every path at depth 0, one NUL-ended `<w|r|x>\t<path>` line per access the user has. */
function probeArgv(paths: string[]): string[] {
  const test = (flag: string, letter: string) => ['(', flag, '-printf', `${letter}\\t%p\\0`, ')']
  return [
    TOOLS.find,
    ...paths,
    '-maxdepth',
    '0',
    ...test('-writable', 'w'),
    ',',
    ...test('-readable', 'r'),
    ',',
    ...test('-executable', 'x')
  ]
}

export interface Access {
  writable: Set<string>
  readable: Set<string>
  executable: Set<string>
}

/** @internal */
export function parseProbe(stdout: string): Access {
  const access: Access = { writable: new Set(), readable: new Set(), executable: new Set() }
  for (const record of stdout.split('\0')) {
    const tab = record.indexOf('\t')
    if (tab !== 1) continue
    const path = record.slice(2)
    const set = { w: access.writable, r: access.readable, x: access.executable }[record[0] as 'w' | 'r' | 'x']
    set?.add(path)
  }
  return access
}

/**
 * A writable folder above a target is harmless when it is sticky (/tmp) and the entry below it on the way down
 * belongs to this process's user or root: others may add entries there but not rename or remove that one.
 */
function stickyAndOurs(dir: string, child: string, ownUid: number): boolean {
  try {
    const sticky = (lstatSync(dir).mode & 0o1000) !== 0
    const owner = lstatSync(child).uid
    return sticky && (owner === ownUid || owner === 0)
  } catch {
    return false
  }
}

/** What the access of one critic's user breaks; empty when the boundary holds. */
export function boundaryProblems(targets: BoundaryTargets, access: Access, ownUid: number): string[] {
  const problems: string[] = []
  for (const [path, what] of targets.write)
    if (access.writable.has(path)) problems.push(`can write ${path} (${what})`)
  for (const [dir, child] of targets.above) {
    if (access.writable.has(dir) && !stickyAndOurs(dir, child, ownUid))
      problems.push(`can write ${dir}, a folder above ${child}`)
  }
  for (const path of targets.read)
    if (access.readable.has(path)) problems.push(`can read ${path} (a credential)`)
  return problems
}

/**
 * The folders among the problems that a step before the action can close (`sudo chmod go-w`): writable targets
 * and writable folders above them, but not the files, which the action or the workflow made.
 */
export function foldersToClose(targets: BoundaryTargets, access: Access, ownUid: number): string[] {
  const folders = [...targets.write.keys()].filter((path) => access.writable.has(path) && isFolder(path))
  for (const [dir, child] of targets.above)
    if (access.writable.has(dir) && !stickyAndOurs(dir, child, ownUid)) folders.push(dir)
  return folders
}

function isFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory()
  } catch {
    return false
  }
}

/** Runs the probe as the critic's user over the targets and `extra` paths (its working folder). */
export async function probeAccess(privilege: Privilege, user: CriticUser, paths: string[]): Promise<Access> {
  const result = await privilege.run(asCriticUserPlain(user, probeArgv(paths)))
  // find exits 1 when a start path does not exist or cannot be reached: that path simply gets no access line.
  if (result.code === null) throw new Error(`the boundary check could not run find: ${result.stderr.trim()}`)
  return parseProbe(result.stdout)
}
