// The layering of src/, checked by `npm run deps` in .ci/run (dependency-cruiser). Type-only imports count:
// `tsPreCompilationDeps` keeps the edges TypeScript erases, so a circle of `import type` fails too. The wings
// and the folders inside each are data in scripts/layers.cjs: two levels of rules are made from them, the
// wing order (a wing imports only wings of lower rows) and each wing's own order (a folder imports only lower
// folders of its wing). Between them they say, among the rest: critics/ imports no github/, engine/,
// conversation/ or loop/; conversation/ no loop/; github/ no loop/; engine/ no conversation/ or loop/; base/
// nothing above it.
const { WINGS, FOLDERS, CRITICS_STEP } = require('./scripts/layers.cjs')

const escapeSlash = (folder) => folder.replace(/[/]/g, '\\/')
/** The files directly in a folder (a sub-folder listed in FOLDERS is a folder of its own). */
const filesOf = (folders) => `^src/(${folders.map(escapeSlash).join('|')})/[^/]+$`
const foldersOfWings = (wings) => wings.flatMap((wing) => FOLDERS[wing].flat())

const wingRules = WINGS.flatMap((row, rank) =>
  row.flatMap((wing) => {
    const notBelow = WINGS.slice(rank)
      .flat()
      .filter((other) => other !== wing)
    return notBelow.length === 0
      ? []
      : [
          {
            name: `wing:${wing}`,
            severity: 'error',
            comment: `The ${wing} wing imports only wings of lower rows (scripts/layers.cjs, WINGS)`,
            from: { path: filesOf(foldersOfWings([wing])) },
            to: { path: filesOf(foldersOfWings(notBelow)) }
          }
        ]
  })
)

const folderRules = Object.entries(FOLDERS).flatMap(([wing, rows]) =>
  rows.flatMap((row, rank) =>
    row.flatMap((folder) => {
      const notBelow = rows
        .slice(rank)
        .flat()
        .filter((other) => other !== folder)
      return notBelow.length === 0
        ? []
        : [
            {
              name: `folder:${folder}`,
              severity: 'error',
              comment: `src/${folder}/ imports only lower folders of its wing, ${wing} (scripts/layers.cjs)`,
              from: { path: filesOf([folder]) },
              to: { path: filesOf(notBelow) }
            }
          ]
    })
  )
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
    ...wingRules,
    ...folderRules,
    {
      name: 'folder-without-place',
      severity: 'error',
      comment: 'Every folder of src/ has a place in FOLDERS (scripts/layers.cjs)',
      from: {
        path: '^src/',
        pathNot: [filesOf(Object.values(FOLDERS).flat(2)), '\\.generated\\.']
      },
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
        'Nothing the critics bundle (src/entries/critics-step.ts) loads, however indirectly, is GitHub code',
      from: { path: '^src/entries/critics-step\\.ts$' },
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
