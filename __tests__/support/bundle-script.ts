// Bundles a TypeScript test script into one ESM file with esbuild (already installed as tsx's engine), so a
// test can start many real node processes quickly; dist/ is built by scripts/build.mjs, not here.
import { build } from 'esbuild'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** Returns the path of the bundle (a fresh temp folder per call; the caller removes it). */
export async function bundleScript(entry: string): Promise<{ file: string; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'the-loop-bundle-'))
  const file = join(dir, 'index.mjs')
  await bundleTo(entry, file)
  return { file, dir }
}

/**
 * One ESM bundle of `entry` at `outfile`, for Node 20 and later. `replace` swaps the text of source files (by
 * path relative to the repository root) for a test's deliberately weakened build; nothing else uses it.
 */
export async function bundleTo(
  entry: string,
  outfile: string,
  replace: Record<string, string> = {}
): Promise<void> {
  const swaps = Object.entries(replace).map(([file, contents]) => ({ path: resolve(file), contents }))
  await build({
    plugins:
      swaps.length === 0
        ? []
        : [
            {
              name: 'weakened-build',
              setup(b) {
                b.onLoad({ filter: /\.ts$/ }, (args) => {
                  const swap = swaps.find((s) => s.path === args.path)
                  return swap ? { contents: swap.contents, loader: 'ts' } : undefined
                })
              }
            }
          ],
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // Some bundled dependencies are CommonJS and call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);"
    }
  })
}
