// Shared helpers for critic tests: paths of the tiny critic scripts and a node-backed critic.
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeCritic, type Critic } from '../../src/critics/harness/critic-model.js'

export const CRITICS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'critics')

export function script(name: string): string {
  return join(CRITICS_DIR, name)
}

/** A critic that runs `node <script> {prompt} ...extra` through an explicit command. */
export function nodeCritic(
  name: string,
  file: string,
  extra: string[] = [],
  fields: Partial<Critic> = {}
): Critic {
  return makeCritic(name, {
    command: process.execPath,
    args: [script(file), '{prompt}', ...extra],
    ...fields
  })
}

/**
 * A temp folder whose files a critic may read: with critic-isolation: user each critic runs as an OS user of its
 * own, which cannot enter mkdtemp's 0700 folders. The files a test writes there get the usual 0644.
 */
export function criticReadableDir(prefix = 'critic-input-'): string {
  const dir = tempDir(prefix)
  chmodSync(dir, 0o755)
  return dir
}

export function tempDir(prefix = 'critic-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** True while a process with this pid runs; a zombie (dead, not yet reaped) counts as gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
  }
}

/**
 * One `reviews.critics[]` entry (YAML, indented for a `critics:` list) that runs a test script with
 * node; `harness`/`model` give it an attribution.
 */
export function nodeCriticYaml(
  name: string,
  file: string,
  args: string[],
  extra: { harness?: string; model?: string; outputFormat?: string } = {}
): string {
  const lines = [`    - name: ${name}`]
  for (const [key, value] of Object.entries(extra)) lines.push(`      ${key}: ${value}`)
  lines.push(
    `      command: ${JSON.stringify(process.execPath)}`,
    `      args: [${[script(file), ...args].map((a) => JSON.stringify(a)).join(', ')}]`
  )
  return `${lines.join('\n')}\n`
}

/**
 * Critics of the findings test critic (critics/findings.mjs), one per name, each answering the block in its own
 * JSON file (which a test rewrites between rounds): the harness config and each critic's file.
 */
export function findingsCritics<N extends string>(
  prefix: string,
  names: readonly N[]
): { config: string; blocks: Record<N, string> } {
  const dir = criticReadableDir(prefix)
  const blocks = Object.fromEntries(names.map((n) => [n, join(dir, `${n}.json`)])) as Record<N, string>
  const entries = names.map(
    (n) => `    - name: ${n}
      harness: test
      command: node
      args: ['__tests__/support/critics/findings.mjs', '${blocks[n]}', '{promptFile}']`
  )
  return { config: `reviews:\n  critics:\n${entries.join('\n')}\n`, blocks }
}
