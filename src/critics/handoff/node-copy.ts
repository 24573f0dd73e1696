// Which node binary the critics and publish steps start: prepare's own, where only root and the runner's user can
// change what its path names, else a copy in a fresh 0700 folder under RUNNER_TEMP, made before any critic runs.
// Hosted runner images make /usr/local/bin, /usr/local/lib/node_modules and /opt/hostedtoolcache world-writable
// (the node on PATH lives there), so a critic running as another OS user could otherwise swap the binary that
// publish runs with the token. A wrong decision here fails closed: publish checks the binary's sha256 before it
// runs it, and a check run as each critic user tests that it can write neither the binary nor its folder.
import { chmodSync, constants, copyFileSync, existsSync, lstatSync, mkdtempSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'

const OTHERS_WRITE = 0o022 // group or others may write
const STICKY = 0o1000

/**
 * Whether only root and `uid` can change what `path` names. The rule, for the file and every folder above it up
 * to `/`: it is no symlink and is owned by root or `uid` (another owner could chmod it); the file is writable by
 * neither group nor others; a folder is writable by neither, unless it is sticky. A sticky folder lets others
 * add names but rename or remove only their own entries, and the entry below it on the path is owned by root or
 * `uid` (checked as its own step), so the path still resolves to ours. Group bits include the POSIX ACL mask: an
 * ACL that lets a named user or group write shows as group-writable. Any error (say, EACCES) counts as unsafe.
 */
function onlyUsCanChange(path: string, uid: number): boolean {
  try {
    for (let entry = path; ; entry = dirname(entry)) {
      const stat = lstatSync(entry)
      if (stat.isSymbolicLink() || (stat.uid !== 0 && stat.uid !== uid)) return false
      if (entry === path && !stat.isFile()) return false
      const othersWrite = (stat.mode & OTHERS_WRITE) !== 0
      if (othersWrite && (entry === path || (stat.mode & STICKY) === 0)) return false
      if (dirname(entry) === entry) return true
    }
  } catch {
    return false
  }
}

/**
 * Copies the binary to `<runnerTemp>/the-loop-node-XXXXXX/node`, file and folder 0700 (mkdtemp makes the folder
 * so), and returns the copy's path. For the binary this process runs, Linux's /proc/self/exe is copied: the image
 * running now, even if its path was swapped since node started. The binary needs nothing beside itself (official
 * builds link system libraries only, no $ORIGIN rpath): a copy runs as is. Copying the ~99 MB /usr/bin/node took
 * 50-80 ms here (ext4, 2 CPUs); no removal is needed, as the runner empties RUNNER_TEMP after the job.
 * @internal
 */
export function copyNodeBinary(execPath: string, runnerTemp: string): string {
  const source = execPath === process.execPath && existsSync('/proc/self/exe') ? '/proc/self/exe' : execPath
  const copy = join(mkdtempSync(join(runnerTemp, 'the-loop-node-')), 'node')
  copyFileSync(source, copy, constants.COPYFILE_EXCL)
  // copyFile keeps the source's mode (often 0755); the folder already shuts others out, this says so twice.
  chmodSync(copy, 0o700)
  return copy
}

/** Prepare's node for the later steps: its real path when only we can change it, else a private copy. */
export function nodeBinaryForLaterSteps(execPath: string, runnerTemp: string): string {
  // No getuid (Windows, where the action's bash steps do not run anyway): only root's entries count as ours.
  const uid = process.getuid?.() ?? -1
  // Checked and named resolved: a symlink on the way would be one more entry to trust.
  const real = realpathSync(execPath)
  return onlyUsCanChange(real, uid) ? real : copyNodeBinary(execPath, runnerTemp)
}
