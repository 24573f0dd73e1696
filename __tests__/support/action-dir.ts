// A copy of the action as a runner downloads it (action.yml files, steps/, dist/) in a temp folder, with dist/
// bundled fresh from src/ by esbuild, so composite tests run the sources' code through the real action.yml.
// Bundling takes about a second; the forty-odd suites that use the action share one build of the same sources
// (a folder named by their hash, see builtOnce) and each gets a copy of its own that its tests may change.
import { createHash } from 'node:crypto'
import {
  chmod,
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleTo } from './bundle-script.js'

export type Entry = 'main' | 'critics-step' | 'critic-action' | 'review'

const FILES = [
  'action.yml',
  'critic/action.yml',
  'review/action.yml',
  'steps/critics.sh',
  // The lockfiles of the critic CLIs the critics step installs when a round needs one.
  ...['claude', 'codex', 'gemini'].flatMap((cli) => [
    `critic-clis/${cli}/package.json`,
    `critic-clis/${cli}/package-lock.json`
  ])
]

export interface ActionDir {
  root: string
  remove(): Promise<void>
}

/** Every input of a build: the copied files, the sources and the installed dependencies' lockfile. */
async function sourcesHash(entries: Entry[]): Promise<string> {
  const hash = createHash('sha256').update(entries.join(','))
  const files = [
    ...FILES,
    'package-lock.json',
    ...(await readdir('src', { recursive: true })).map((f) => `src/${f}`)
  ]
  for (const file of files.sort()) {
    if (!(await stat(file)).isFile()) continue
    hash.update(`\0${file}\0`).update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The folder of one build of these entries from the current sources, made by the first suite that needs it: a
 * build lands under its final name by one rename, so a suite in another worker either sees it whole or builds
 * its own and drops it. Builds of older sources are removed once an hour old (a run that used one has ended).
 */
async function builtOnce(entries: Entry[]): Promise<string> {
  // Per user: a build another user made (root's, in .ci/run's run as a user without sudo) is private to it.
  const prefix = `the-loop-action-build-${process.getuid?.() ?? 'u'}-`
  const shared = join(tmpdir(), `${prefix}${await sourcesHash(entries)}`)
  if (await stat(shared).catch(() => undefined)) return shared
  const root = await mkdtemp(join(tmpdir(), 'the-loop-action-'))
  await assemble(root, entries, {})
  await rename(root, shared).catch(() => rm(root, { recursive: true, force: true }))
  for (const name of await readdir(tmpdir())) {
    const old = join(tmpdir(), name)
    if (!name.startsWith(prefix) || old === shared) continue
    const made = await stat(old).catch(() => undefined)
    if (made && Date.now() - made.mtimeMs > 3_600_000) await rm(old, { recursive: true, force: true })
  }
  return shared
}

async function bundle(entry: Entry, root: string, replace: Record<string, string>): Promise<void> {
  const out = join(root, 'dist', entry)
  await mkdir(out, { recursive: true })
  await bundleTo(`src/entries/${entry}.ts`, join(out, 'index.js'), replace)
  await writeFile(join(out, 'package.json'), '{"type":"module"}\n')
}

/**
 * Builds the action folder; `entries` limits the bundles to those a test needs (critics always). `replace` swaps
 * source files' text in every bundle: a control run's deliberately weakened build.
 */
export async function buildActionDir(
  entries: Entry[] = ['main'],
  replace: Record<string, string> = {}
): Promise<ActionDir> {
  const all = [...new Set<Entry>([...entries, 'critics-step'])].sort()
  const root = await mkdtemp(join(tmpdir(), 'the-loop-action-'))
  if (Object.keys(replace).length > 0) await assemble(root, all, replace)
  else await cp(await builtOnce(all), root, { recursive: true })
  return { root, remove: () => rm(root, { recursive: true, force: true }) }
}

async function assemble(root: string, entries: Entry[], replace: Record<string, string>): Promise<void> {
  for (const file of FILES) {
    await mkdir(join(root, file, '..'), { recursive: true })
    await copyFile(file, join(root, file))
  }
  await chmod(join(root, 'steps/critics.sh'), 0o755)
  await Promise.all(entries.map((e) => bundle(e, root, replace)))
}
