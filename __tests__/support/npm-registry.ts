// A loopback npm registry for the critic-CLI install tests: a packument and a tarball per package, both built in
// the test (a fake CLI packed with tar, as `npm pack` lays it out: every file under `package/`), and the lockfile
// the action would ship for it, with the tarball's real sha512. No request leaves 127.0.0.1.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface FakePackage {
  name: string
  version: string
  /** bin name -> path inside the package */
  bin: Record<string, string>
  /** path inside the package -> text (bin files are made executable) */
  files: Record<string, string>
}

export interface Packed extends FakePackage {
  tgz: Buffer
  /** `sha512-<base64>`, as npm writes it in a lockfile */
  integrity: string
}

const integrityOf = (bytes: Buffer): string => `sha512-${createHash('sha512').update(bytes).digest('base64')}`

/** Packs a fake package into a gzipped tarball, as npm publishes one. */
export function packFake(pkg: FakePackage): Packed {
  const dir = mkdtempSync(join(tmpdir(), 'the-loop-fake-pkg-'))
  try {
    const root = join(dir, 'package')
    const manifest = { name: pkg.name, version: pkg.version, type: 'module', bin: pkg.bin }
    const files = { 'package.json': JSON.stringify(manifest, null, 2), ...pkg.files }
    const bins = new Set(Object.values(pkg.bin))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text, { mode: bins.has(path) ? 0o755 : 0o644 })
    }
    const out = join(dir, 'out.tgz')
    execFileSync('tar', ['-czf', out, '--owner=0', '--group=0', '-C', dir, 'package'])
    const tgz = readFileSync(out)
    return { ...pkg, tgz, integrity: integrityOf(tgz) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export interface NpmRegistry {
  url: string
  /** Every request path, in order. */
  requests: string[]
  close(): Promise<void>
}

/** Serves each package's packument (`/@scope%2fname`) and tarball; `tamper` serves other bytes for a tarball. */
export async function startNpmRegistry(
  packages: Packed[],
  opts: { tamper?: boolean } = {}
): Promise<NpmRegistry> {
  const requests: string[] = []
  let base = ''
  const server: Server = createServer((req, res) => {
    const path = req.url ?? ''
    requests.push(path)
    for (const pkg of packages) {
      const tarball = `/tarballs/${encodeURIComponent(pkg.name)}-${pkg.version}.tgz`
      if (path === tarball) {
        const body = opts.tamper ? Buffer.concat([pkg.tgz, Buffer.from('tampered')]) : pkg.tgz
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length })
        res.end(body)
        return
      }
      if (decodeURIComponent(path.slice(1)) === pkg.name) {
        const version = {
          name: pkg.name,
          version: pkg.version,
          bin: pkg.bin,
          dist: { tarball: `${base}${tarball.slice(1)}`, integrity: pkg.integrity }
        }
        const body = JSON.stringify({
          name: pkg.name,
          'dist-tags': { latest: pkg.version },
          versions: { [pkg.version]: version }
        })
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(body)
        return
      }
    }
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end('{"error":"not found"}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return {
    url: base,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done()))
  }
}

/**
 * Writes `<catalog>/<harness>/package.json` and `package-lock.json` for one package, as the action ships them
 * (lockfile v3, the exact version, its integrity; `integrity` may be another tarball's, to test the refusal).
 */
export function writeCatalog(catalog: string, harness: string, pkg: Packed, integrity = pkg.integrity): void {
  const dir = join(catalog, harness)
  mkdirSync(dir, { recursive: true })
  const name = `the-loop-critic-cli-${harness}`
  const root = { name, version: '0.0.0', dependencies: { [pkg.name]: pkg.version } }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...root, private: true }, null, 2))
  const lock = {
    name,
    version: '0.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': root,
      [`node_modules/${pkg.name}`]: { version: pkg.version, integrity, bin: pkg.bin }
    }
  }
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2))
}

/** A fake codex: prints its name and version and what it was asked, so a test sees which one ran. */
export function fakeCodex(version = '0.171.0'): Packed {
  return packFake({
    name: '@openai/codex',
    version,
    bin: { codex: 'bin/codex.mjs' },
    files: { 'bin/codex.mjs': `#!/usr/bin/env node\nprocess.stdout.write('fake codex ${version}\\n')\n` }
  })
}
