// Types for build-cli.mjs, which the benches import to build the CLI as dist/cli is built.

/** Bundles the CLI into `out` (emptied first): index.js plus one CommonJS file per command group. */
export function buildCli(out: string): Promise<void>
