// Types for build-id.mjs, which its test imports.

/** The files under `<root>/src` the build id is made of: git's tracked ones in a checkout, else every one. */
export function sourceFiles(root: string): string[]

/** The id of the code a build of `root` is made of (its sources and the yaml version), 16 hex digits. */
export function buildId(root: string): string
