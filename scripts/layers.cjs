// The wings of src/ and the folders inside each, read by .dependency-cruiser.cjs (the rules) and by
// __tests__/docs/code-layout.test.ts (docs/development.md#code-layout draws the same order).
//
// Two levels. WINGS lists the wings bottom up, a row at a time; wings on one row stand side by side and never
// import each other. A file may import its own wing and the wings of lower rows, never a wing of its own row
// or above. FOLDERS lists each wing's folders bottom up in the same way: inside its wing, a file may import
// its own folder and the folders of lower rows only. A new folder must be given a place in FOLDERS.
const WINGS = [
  // Shared text code: errors, markers, the comment reader, the keyword words, Markdown, a finding and its
  // reader.
  ['base'],
  // The GitHub port and its one adapter; the token-free critics wing, which never reaches GitHub code.
  ['github', 'critics'],
  // The upstream's process graphs, the item file on the state branch, the hooks and the walk.
  ['engine'],
  // Who said what and who may speak: the trigger, the control decision, the comments, the inputs.
  ['conversation'],
  // The review on one item: the run (loop/run/) over the round, ledger, render, prompt, ...
  ['loop'],
  // The doors: one use case per action, the CLI, one composition root per bundle.
  ['doors']
]

/** Each wing's folders of src/, bottom up, a row at a time. The doors wing is three top-level folders. */
const FOLDERS = {
  base: [
    ['base/shared'],
    ['base/marker', 'base/reading', 'base/keywords'],
    ['base/markdown'],
    ['base/findings']
  ],
  github: [['github']],
  critics: [
    ['critics/harness'],
    ['critics/harness/cli-check', 'critics/isolation', 'critics/verify'],
    ['critics/handoff']
  ],
  engine: [['engine/graph'], ['engine/state'], ['engine/hooks'], ['engine/runtime']],
  conversation: [
    ['conversation/event'],
    ['conversation/control'],
    ['conversation/comments', 'conversation/inputs']
  ],
  loop: [
    ['loop/pull'],
    ['loop/placement'],
    // What a feature implements to add its part to the round's records (a ledger part, a limit).
    ['loop/prompt', 'loop/render', 'loop/feature'],
    // The features, each a folder side by side; then the compositions of their parts.
    ['loop/spend', 'loop/limits', 'loop/brief', 'loop/parts', 'loop/consensus'],
    ['loop/posts'],
    // What the features that act in a round read of it: the run's services, the plan's core, the heads reviewed.
    ['loop/context'],
    // The features that act in a round, each a folder side by side.
    ['loop/threads', 'loop/decisions', 'loop/check', 'loop/linked'],
    ['loop/ledger'],
    ['loop/round'],
    ['loop'],
    ['loop/run']
  ],
  doors: [['app/critic', 'app/report'], ['app', 'cli'], ['entries']]
}

/** The folders whose code runs in the critics step, where no token is: no GitHub code may reach them. */
const CRITICS_STEP = FOLDERS.critics.flat()

module.exports = { WINGS, FOLDERS, CRITICS_STEP }
