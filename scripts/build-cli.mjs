// Bundles the `the-loop` CLI (src/entries/cli.ts) into <out>/index.js plus one file per command group, all
// CommonJS. Used by scripts/build.mjs for dist/cli and by the benches, so they measure what ships.
//
// Why not ncc like the actions: the CLI pays its start-up on every call, and `critic run` should cost little
// more than a bare `node -e 0` (bench/cli.bench.ts). ncc bundles an ESM package as ES modules and loads each
// chunk through node's ES module loader; node starts a CommonJS file without that loader, and a group file
// loaded with require() is read and compiled in one synchronous step. On node 20 that saved ~30 ms of CPU
// per `critic run`.
import { build } from 'esbuild'
import { chmodSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const ENTRY = join(ROOT, 'src/entries/cli.ts')
const SOURCES = join(ROOT, 'src')

const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  // Paths in the output's comments and in the metafile are relative to the repository, wherever it is.
  absWorkingDir: ROOT,
  metafile: true
}

/**
 * Builds the CLI into `out` (emptied first, so no file the sources no longer produce lingers). Each `import()`
 * in the CLI's sources becomes its own file, `<out>/<module name>.js`, required only when it is reached: the
 * entry's command groups, and what a group loads only sometimes (the YAML loader, needed only when there is a
 * config to parse).
 */
export async function buildCli(out) {
  rmSync(out, { recursive: true, force: true })
  const groups = {}
  const splitter = {
    name: 'command-groups',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || !args.importer.startsWith(SOURCES)) return undefined
        // Resolved as a static import would be (this hook passes those on), to the group's source file.
        const { path, errors } = await b.resolve(args.path, {
          kind: 'import-statement',
          importer: args.importer,
          resolveDir: args.resolveDir
        })
        if (errors.length > 0) return { errors }
        const name = basename(path).replace(/\.[cm]?[jt]sx?$/, '')
        if (name === 'index' || (groups[name] !== undefined && groups[name] !== path))
          return { errors: [{ text: `two CLI files would both be ${name}.js` }] }
        groups[name] = path
        return { path: `./${name}.js`, external: true }
      })
    }
  }
  // Without `supported`, esbuild would keep `import()` in the CommonJS output, and node would load the file
  // through its ES module loader after all; as a require() it loads like the entry.
  const split = { ...COMMON, outdir: out, supported: { 'dynamic-import': false }, plugins: [splitter] }
  const metafiles = [
    (await build({ ...split, entryPoints: { index: ENTRY }, banner: { js: '#!/usr/bin/env node' } })).metafile
  ]
  // A group may split off files of its own: build until no new one turns up.
  const built = new Set()
  for (
    let fresh = Object.keys(groups);
    fresh.length > 0;
    fresh = Object.keys(groups).filter((n) => !built.has(n))
  ) {
    for (const name of fresh) built.add(name)
    const entryPoints = Object.fromEntries(fresh.map((name) => [name, groups[name]]))
    metafiles.push((await build({ ...split, entryPoints })).metafile)
  }
  // dist/ sits in a "type": "module" package: this marks the CLI's .js files as CommonJS.
  writeFileSync(join(out, 'package.json'), '{ "type": "commonjs" }\n')
  // The CLI is installed as a `bin`: index.js needs the execute bit (the shebang comes from the banner).
  chmodSync(join(out, 'index.js'), 0o755)
  writeFileSync(join(out, 'licenses.txt'), licenses(metafiles))
}

/** The license of every package bundled into the CLI (name, SPDX id, license text), sorted by name. */
function licenses(metafiles) {
  const packages = new Map()
  for (const metafile of metafiles) {
    for (const input of Object.keys(metafile.inputs)) {
      const at = input.lastIndexOf('node_modules/')
      if (at < 0) continue
      const rest = input.slice(at + 'node_modules/'.length).split('/')
      const name = rest.slice(0, rest[0].startsWith('@') ? 2 : 1).join('/')
      const dir = join(ROOT, input.slice(0, at), 'node_modules', name)
      if (!packages.has(dir)) packages.set(dir, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
    }
  }
  return [...packages]
    .sort(([, a], [, b]) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(([dir, pkg]) => {
      const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f))
      const text = file ? readFileSync(join(dir, file), 'utf8') : ''
      return `${pkg.name}\n${pkg.license ?? ''}\n${text}`
    })
    .join('\n\n')
}
