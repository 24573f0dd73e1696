// A critic's working folder when its user cannot enter the workspace (a runner whose home other users cannot
// enter): a copy of the files, without `.git` (where a checkout keeps its credential), without `node_modules`
// (installed dependencies, not the code under review, and often past the cap alone) and without links or
// special files, capped in files and bytes. Over the cap the critic is refused, and the message names the way on.
import { promises as fs } from 'node:fs'
import { join } from 'node:path'

/** @internal */
export const COPY_CAPS = { files: 20_000, bytes: 256 * 1024 * 1024 }

export class CopyTooLarge extends Error {}

/** Folder entries never copied, at any depth. */
const SKIPPED = new Set(['.git', 'node_modules'])

interface Tally {
  files: number
  bytes: number
}

async function copyDir(from: string, to: string, tally: Tally): Promise<void> {
  await fs.mkdir(to, { mode: 0o700 })
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const source = join(from, entry.name)
    const target = join(to, entry.name)
    if (entry.isDirectory()) {
      await copyDir(source, target, tally)
      continue
    }
    if (!entry.isFile()) continue // links, sockets, devices: never followed, never copied
    const { size } = await fs.stat(source)
    tally.files++
    tally.bytes += size
    if (tally.files > COPY_CAPS.files || tally.bytes > COPY_CAPS.bytes)
      throw new CopyTooLarge(
        `the critic's user cannot enter its working folder, and a copy of it would pass ${COPY_CAPS.files} files or ${COPY_CAPS.bytes / 1024 / 1024} MiB; set critic-isolation: none, or make the folder readable to other users`
      )
    await fs.copyFile(source, target, fs.constants.COPYFILE_EXCL)
  }
}

/** Copies `from` into `to` (which must not exist); throws CopyTooLarge past the caps. */
export async function copyWorkspace(from: string, to: string): Promise<Tally> {
  const tally = { files: 0, bytes: 0 }
  await copyDir(from, to, tally)
  return tally
}
