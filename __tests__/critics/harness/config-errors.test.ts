// The config mistakes owners make, each refused (or warned about) with its file, line and fix, messages whole.
import { describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarnessConfigText } from '../../../src/critics/harness/config.js'
import { checkHarnessConfig } from '../../../src/critics/harness/validate.js'
import { tempDir } from '../../support/critic-fixtures.js'

/** The message a whole-config fault throws (the test fails if nothing is thrown). */
function thrown(text: string): string {
  try {
    loadHarnessConfigText(text, 'cfg.yaml')
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the config loaded, but a fault was expected')
}

/** The error and place of the second entry of a critics list whose first entry is fine. */
function entryFault(entry: string): { error: string | undefined; where: string | undefined } {
  const text = `reviews:\n  critics:\n    - {name: fine, harness: claude}\n${entry}`
  const [fine, broken] = loadHarnessConfigText(text, 'cfg.yaml').critics
  expect(fine!.error).toBeUndefined()
  return { error: broken!.error, where: broken!.where }
}

describe('the top level', () => {
  it.each([
    [
      'review:\n  critics: []\n',
      "cfg.yaml:1: unknown top-level key 'review': did you mean 'reviews'? No critic is read from this file until it is renamed"
    ],
    [
      'workflow: {}\nReviews:\n  critics: []\n',
      "cfg.yaml:2: unknown top-level key 'Reviews': did you mean 'reviews'? Keys are case-sensitive. No critic is read from this file until it is renamed"
    ],
    [
      'reveiws:\n  critics: []\n',
      "cfg.yaml:1: unknown top-level key 'reveiws': did you mean 'reviews'? No critic is read from this file until it is renamed"
    ],
    [
      'critics:\n  - {name: a, harness: claude}\n',
      "cfg.yaml:1: 'critics' at the top level is not read: the critics list is 'reviews.critics'; add a line 'reviews:' above it and indent it and its entries under 'reviews:'"
    ],
    [
      'version: "0.2.0"\ncritic:\n  - {name: a, harness: claude}\n',
      "cfg.yaml:2: 'critic' at the top level is not read: the critics list is 'reviews.critics'; add a line 'reviews:' above it, rename it 'critics' and indent it and its entries under 'reviews:'"
    ]
  ])('a near miss of reviews without reviews is an error: %j', (text, message) => {
    expect(thrown(text)).toBe(message)
  })

  it("accepts the upstream CLI's sections unread, and warns about a key neither knows", () => {
    const upstream = [
      'version: "0.2.0"',
      'ticketing: {system: github}',
      'workflow: {specDir: specs, phases: [not-started]}',
      'tooling: {languages: [ts]}',
      'tokenEconomy: {}',
      'reviews:',
      '  critics: [{name: a, harness: claude}]',
      ''
    ].join('\n')
    const loaded = loadHarnessConfigText(upstream, 'cfg.yaml')
    expect(loaded.warnings).toEqual([])
    expect(loaded.specDir).toBe('specs')
    const odd = loadHarnessConfigText(`${upstream}toolin: {}\nfrobnicate: 1\ncritics: []\n`, 'cfg.yaml')
    expect(odd.warnings).toEqual([
      "cfg.yaml:8: unknown top-level key 'toolin': neither this action (it reads reviews and workflow) nor the upstream the-loop CLI reads it; did you mean 'tooling'?",
      "cfg.yaml:9: unknown top-level key 'frobnicate': neither this action (it reads reviews and workflow) nor the upstream the-loop CLI reads it",
      "cfg.yaml:10: unknown top-level key 'critics': neither this action (it reads reviews and workflow) nor the upstream the-loop CLI reads it; the critics list belongs under 'reviews' as 'critics'"
    ])
    expect(odd.critics.map((c) => c.name)).toEqual(['a'])
  })
})

describe('the reviews block', () => {
  it.each([
    ['reviews:\n  critic: []\n', "cfg.yaml:2: unknown key 'reviews.critic': did you mean 'critics'?"],
    [
      'reviews:\n  critics: []\n  selfReviewCont: 1\n',
      "cfg.yaml:3: unknown key 'reviews.selfReviewCont': did you mean 'selfReviewCount'?"
    ],
    [
      'reviews:\n  critics: []\n  rounds: 3\n',
      "cfg.yaml:3: unknown key 'reviews.rounds': the keys are critics, verifiers, rulesFiles, rules, selfReviewCount, criticReviewCount, stopOnNoNewFindings, escalateOnRepeatFinding"
    ]
  ])('an unknown key is an error at its line: %j', (text, message) => {
    expect(thrown(text)).toBe(message)
  })
})

describe('a critic entry', () => {
  it('names an unknown field at its own line, with the field most likely meant', () => {
    expect(entryFault('    - name: x\n      harness: claude\n      timeoutSecond: 5\n')).toEqual({
      error: "unknown field 'timeoutSecond': did you mean 'timeoutSeconds'?",
      where: 'cfg.yaml:6'
    })
    expect(entryFault('    - {name: x, harness: claude, colour: red}\n')).toEqual({
      error:
        "unknown field 'colour' (known: name, harness, model, command, args, env, cwd, outputFormat, timeoutSeconds, maxPromptChars, maxParts, minSeverity, maxLineComments, costEstimateUsd, enabled, tools, telemetry, install)",
      where: 'cfg.yaml:4'
    })
  })

  it('refuses a shell line in command, saying to move the arguments into args', () => {
    expect(
      entryFault('    - name: x\n      command: "claude -p --model x"\n      args: ["{prompt}"]\n')
    ).toEqual({
      error:
        "'command' is one executable, never a shell line, and 'claude -p --model x' has spaces: move the arguments into 'args' (command: claude, args: ['-p', '--model', 'x'])",
      where: 'cfg.yaml:5'
    })
    const missing = join(tempDir(), 'no such dir', 'critic')
    expect(entryFault(`    - {name: x, command: ${JSON.stringify(missing)}, args: ["{prompt}"]}\n`)).toEqual({
      error: `'command' is one executable, never a shell line, and '${missing}' has spaces, and no file has that path: move the arguments into 'args' (command: ${missing.split(' ')[0]}, args: ['such', '${missing.split(' ')[2]}'])`,
      where: 'cfg.yaml:4'
    })
  })

  it('accepts a command path with a space that exists', () => {
    const dir = join(tempDir(), 'my tools')
    mkdirSync(dir)
    const program = join(dir, 'critic')
    writeFileSync(program, '#!/bin/sh\necho "$1"\n')
    chmodSync(program, 0o755)
    const { error } = entryFault(`    - {name: x, command: ${JSON.stringify(program)}, args: ["{prompt}"]}\n`)
    expect(error).toBeUndefined()
  })

  it.each([
    ['0.5', 'not 0.5'],
    ['0', 'not 0'],
    ['432001', 'not 432001'],
    ['"soon"', 'not "soon"']
  ])('refuses timeoutSeconds %s (the seed: a number >= 1)', (value, shown) => {
    expect(entryFault(`    - {name: x, harness: claude, timeoutSeconds: ${value}}\n`).error).toBe(
      `'timeoutSeconds' must be a number of seconds from 1 to 432000 (5 days, the longest a job runs), ${shown}`
    )
  })

  it('accepts timeoutSeconds 1 and 1.5 (a number, not only whole seconds)', () => {
    const text =
      'reviews:\n  critics:\n    - {name: a, harness: claude, timeoutSeconds: 1}\n    - {name: b, harness: claude, timeoutSeconds: 1.5}\n'
    const critics = loadHarnessConfigText(text, 'cfg.yaml').critics
    expect(critics.map((c) => [c.error, c.timeoutSeconds])).toEqual([
      [undefined, 1],
      [undefined, 1.5]
    ])
  })

  it("refuses a '{' in args that opens no placeholder, as the schema does", () => {
    expect(entryFault('    - {name: x, command: rev, args: ["{prompt}", "{}"]}\n')).toEqual({
      error:
        'args element "{}" has a \'{\' that opens no placeholder ({prompt}, {promptFile}, {model}, {workItem}, {specDir}, {cwd})',
      where: 'cfg.yaml:4'
    })
  })

  it('reads an empty value as the field left out, and places a fault at its field in a block entry', () => {
    expect(
      entryFault('    - {name: x, harness: claude, model: ~, timeoutSeconds: ~}\n').error
    ).toBeUndefined()
    expect(entryFault('    - name: x\n      harness: claude\n      timeoutSeconds: 0\n')).toEqual({
      error:
        "'timeoutSeconds' must be a number of seconds from 1 to 432000 (5 days, the longest a job runs), not 0",
      where: 'cfg.yaml:6'
    })
  })

  it('names both lines of a duplicate critic name', () => {
    expect(
      thrown('reviews:\n  critics:\n    - {name: a, harness: claude}\n    - {name: a, harness: codex}\n')
    ).toBe(
      "cfg.yaml:4: duplicate critic name 'a' (also at cfg.yaml:3): each critic needs its own name; rename one"
    )
  })

  it('refuses reviews.verifiers naming no critic of the list, at its line', () => {
    expect(thrown('reviews:\n  critics:\n    - {name: a, harness: claude}\n  verifiers: [a, b]\n')).toBe(
      "cfg.yaml:4: reviews.verifiers names 'b', which is no critic of reviews.critics: name a critic of the list"
    )
    expect(thrown('reviews:\n  critics:\n    - {name: a, harness: claude}\n  verifiers: [1]\n')).toBe(
      'cfg.yaml:4: reviews.verifiers must be a list of critic names'
    )
  })
})

describe('YAML syntax errors', () => {
  it('a tab used for indentation says to use spaces, with a code frame', () => {
    expect(thrown('reviews:\n\tcritics: []\n')).toBe(
      [
        'cfg.yaml:2: does not parse: Tabs are not allowed as indentation (column 1); YAML indents with spaces only: replace the tab with spaces',
        '    reviews:',
        '    \tcritics: []',
        '    ^'
      ].join('\n')
    )
  })
  it('an unclosed list shows the lines around it and a caret', () => {
    expect(thrown('reviews:\n  critics: [\n')).toBe(
      [
        'cfg.yaml:3: does not parse: Flow sequence in block collection must be sufficiently indented and end with a ] (column 1)',
        '      critics: [',
        '',
        '    ^'
      ].join('\n')
    )
  })
  it('a key written twice says which one and how to fix it', () => {
    expect(thrown('reviews:\n  critics: []\nreviews: {}\n')).toBe(
      [
        'cfg.yaml:3: does not parse: Map keys must be unique (column 1); a key may appear once in a mapping: remove or rename one',
        '      critics: []',
        '    reviews: {}',
        '    ^'
      ].join('\n')
    )
  })
})

describe('config validate warnings', () => {
  it("says the upstream CLI's review counts change nothing here, and when no critic is enabled", () => {
    const text =
      'reviews:\n  selfReviewCount: 3\n  escalateOnRepeatFinding: true\n  critics:\n    - {name: a, harness: claude, enabled: false}\n'
    expect(checkHarnessConfig(text, 'cfg.yaml')).toEqual({
      problems: [],
      warnings: [
        "cfg.yaml:2: 'reviews.selfReviewCount' has no effect in this action (the upstream the-loop CLI's review procedure reads it); the action's max-rounds input bounds the rounds",
        "cfg.yaml:3: 'reviews.escalateOnRepeatFinding' has no effect in this action (the upstream the-loop CLI's review procedure reads it); the action's max-rounds input bounds the rounds",
        "cfg.yaml: no enabled critic: the action's rounds fail until reviews.critics has one (an entry is enabled unless it says enabled: false)"
      ]
    })
  })
  it("words the schema's errors the loader lets pass by their field: an empty value, a section it does not read", () => {
    const text = 'workflow: {specDir: 3}\nreviews:\n  critics:\n    - {name: a, harness: claude, model: ~}\n'
    expect(checkHarnessConfig(text, 'cfg.yaml').problems).toEqual([
      "cfg.yaml:4: critic 'a': 'model' must be a string",
      "cfg.yaml:1: 'workflow.specDir' must be a string"
    ])
  })
  it('reports a refused entry once, in the loader words, not again as schema errors', () => {
    const text =
      'reviews:\n  critics:\n    - {name: a, harness: claude, timeoutSecond: 5, timeoutSeconds: 0.5}\n'
    expect(checkHarnessConfig(text, 'cfg.yaml').problems).toEqual([
      "cfg.yaml:3: critic 'a': unknown field 'timeoutSecond': did you mean 'timeoutSeconds'?"
    ])
  })
})
