// The folders of src/ in layers, bottom up, read by .dependency-cruiser.cjs (the rules) and by
// __tests__/docs/code-layout.test.ts (docs/development.md#code-layout lists the same layers).
//
// LAYERS lists every folder of src/ from the bottom up. A file may import its own folder and the folders of
// lower layers only: never a folder of its own layer, never one above. A new folder must be given a layer.
const LAYERS = [
  ['shared'],
  // Leaves: the marker protocol, the graph as data, the GitHub port, the critic harness.
  ['marker', 'graph', 'github', 'harness'],
  // reading: the one Markdown reader of comments (src/base/reading/), below every classifier of a comment.
  ['pull', 'event', 'reading', 'harness/check', 'isolation'],
  ['control', 'handoff'],
  ['thread', 'markdown', 'state', 'inputs'],
  ['findings', 'hooks'],
  ['prompt', 'render', 'ledger', 'runtime'],
  ['round', 'app/critic'],
  ['loop'],
  ['app/report'],
  // Use cases: one per action, and the CLI's commands.
  ['app', 'cli'],
  // Composition roots: they may import anything.
  ['entries']
]

/** The folders whose code runs in the critics step, where no token is: no GitHub code may reach them. */
const CRITICS_STEP = ['handoff', 'harness', 'harness/check', 'isolation']

module.exports = { LAYERS, CRITICS_STEP }
