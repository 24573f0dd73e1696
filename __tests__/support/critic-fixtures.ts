// Shared helpers for critic tests: paths of the tiny critic scripts and a node-backed critic.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeCritic, type Critic } from '../../src/critic/model.js'

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

export function tempDir(prefix = 'critic-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** True while a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
