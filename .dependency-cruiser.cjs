// The layering of src/, checked by `npm run deps` in .ci/run (dependency-cruiser). Type-only imports count:
// `tsPreCompilationDeps` keeps the edges TypeScript erases, so a circle of `import type` fails too. The layers
// themselves are data in scripts/layers.cjs.
const { LAYERS, CRITICS_STEP } = require('./scripts/layers.cjs')

const escapeSlash = (folder) => folder.replace(/[/]/g, '\\/')
/** The files directly in a folder (a sub-folder listed in LAYERS is a folder of its own). */
const filesOf = (folders) => `^src/(${folders.map(escapeSlash).join('|')})/[^/]+$`

const layerRules = LAYERS.flatMap((layer, rank) =>
  rank === LAYERS.length - 1
    ? []
    : layer.map((folder) => {
        const notBelow = LAYERS.slice(rank)
          .flat()
          .filter((other) => other !== folder)
        return {
          name: `layer:${folder}`,
          severity: 'error',
          comment: `src/${folder}/ may import only folders of lower layers (.dependency-cruiser.cjs, LAYERS)`,
          from: { path: filesOf([folder]) },
          to: { path: filesOf(notBelow) }
        }
      })
)

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle, type-only imports included: move the shared names to the lower file',
      from: { path: '^src/' },
      to: { circular: true }
    },
    ...layerRules,
    {
      name: 'folder-without-layer',
      severity: 'error',
      comment: 'Every folder of src/ has a layer in LAYERS (.dependency-cruiser.cjs)',
      from: { path: '^src/', pathNot: [filesOf(LAYERS.flat()), '\\.generated\\.'] },
      to: {}
    },
    {
      name: 'critics-step-without-github',
      severity: 'error',
      comment: 'The critics step holds no token: its folders never import GitHub code or an Octokit package',
      from: { path: filesOf(CRITICS_STEP) },
      to: { path: ['^src/github/', 'node_modules/(@octokit|@actions/github)/'] }
    },
    {
      name: 'critics-entry-reaches-no-github',
      severity: 'error',
      comment:
        'Nothing the critics bundle (src/entries/critics.ts) loads, however indirectly, is GitHub code',
      from: { path: '^src/entries/critics\\.ts$' },
      to: { path: ['^src/github/', 'node_modules/(@octokit|@actions/github)/'], reachable: true }
    },
    {
      name: 'local-review-reaches-no-github-client',
      severity: 'error',
      comment:
        '`the-loop review --local` holds no token: nothing it loads, however indirectly, is a GitHub client',
      from: { path: '^src/cli/(review-command|local-[^/]+)\\.ts$' },
      to: {
        path: ['^src/github/(octokit|api-)', 'node_modules/(@octokit|@actions/github)/'],
        reachable: true
      }
    },
    {
      name: 'no-dev-dependency-in-src',
      severity: 'error',
      comment: 'The bundles ship src/: it imports runtime dependencies only',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'] }
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true }
    }
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      extensions: ['.ts', '.js', '.json', '.d.ts'],
      conditionNames: ['import', 'require', 'node', 'default']
    },
    reporterOptions: { text: { highlightFocused: true } }
  }
}
