// A copy of the action as a runner downloads it (action.yml files, steps/, dist/) in a temp folder, with dist/
// bundled fresh from src/ by esbuild, so composite tests run the sources' code through the real action.yml.
import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleTo } from './bundle-script.js'

export type Entry = 'main' | 'critics' | 'critic' | 'review'

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
  const root = await mkdtemp(join(tmpdir(), 'the-loop-action-'))
  for (const file of FILES) {
    await mkdir(join(root, file, '..'), { recursive: true })
    await copyFile(file, join(root, file))
  }
  await chmod(join(root, 'steps/critics.sh'), 0o755)
  await Promise.all([...new Set<Entry>([...entries, 'critics'])].map((e) => bundle(e, root, replace)))
  return { root, remove: () => rm(root, { recursive: true, force: true }) }
}
