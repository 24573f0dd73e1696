// `the-loop --version`. The built CLI (dist/cli) has no package.json beside it to read at run time, so the
// version comes in through an import the bundler resolves: esbuild embeds the JSON in this file's chunk, which
// the CLI loads only when --version is asked (scripts/build-cli.mjs gives each `import()` its own file).
import manifest from '../../package.json' with { type: 'json' }

/** The version of this package, as package.json says it. */
export const CLI_VERSION: string = manifest.version
