import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { parse } from 'yaml'
import { findCritic, loadHarnessConfigText } from '../../../src/critics/harness/config.js'
import { attributionOf, CriticConfigError } from '../../../src/critics/harness/critic-model.js'
import { binaryOf } from '../../../src/critics/harness/resolve.js'
import { tempDir } from '../../support/critic-fixtures.js'
import { loadHarnessConfigFile } from '../../support/harness-config.js'

const schema = JSON.parse(
  readFileSync(new URL('../../../schemas/harness-config.schema.json', import.meta.url), 'utf8')
)
const validate = new Ajv2020({ allErrors: true }).compile(schema)

function critics(yamlEntries: string) {
  return loadHarnessConfigText(`reviews:\n  critics:\n${yamlEntries}`, 'cfg.yaml').critics
}

describe('loading critics', () => {
  it('test_no_config_means_no_critics', async () => {
    const config = await loadHarnessConfigFile(tempDir())
    expect(config.critics).toEqual([])
    expect(loadHarnessConfigText('workflow: {}\n', 'x').critics).toEqual([])
  })
  it('test_critics_load_with_their_defaults', () => {
    const [c] = critics('    - name: cursor-gpt\n      harness: cursor\n      model: gpt-5.5\n')
    expect(c).toMatchObject({ enabled: true, outputFormat: 'text', timeoutSeconds: 900 })
    expect(c!.error).toBeUndefined()
    expect(attributionOf(c!)).toBe('[cursor/gpt-5.5]')
    expect(binaryOf(c!)).toBe('cursor-agent')
    expect(c!.where).toBe('cfg.yaml:3')
  })
  it('test_pre_rename_config_is_still_read', async () => {
    const root = tempDir()
    mkdirSync(join(root, '.the-loop'))
    writeFileSync(
      join(root, '.the-loop/config.yaml'),
      'reviews:\n  critics:\n    - {name: old, harness: claude}\n'
    )
    expect((await loadHarnessConfigFile(root)).critics.map((c) => c.name)).toEqual(['old'])
  })
  it('test_duplicate_names_are_rejected (naming both positions)', () => {
    expect(() => critics('    - {name: a, harness: claude}\n    - {name: a, harness: cursor}\n')).toThrow(
      /cfg\.yaml:4: duplicate critic name 'a' \(also at cfg\.yaml:3\)/
    )
  })
  it('test_find_critic_names_the_alternatives', () => {
    const config = loadHarnessConfigText('reviews:\n  critics:\n    - {name: a, harness: claude}\n', 'c.yaml')
    expect(() => findCritic(config, 'zzz')).toThrow(/unknown critic 'zzz'; configured critics: a/)
  })
  it('an unparseable file is an error with its line, never "no critics"', () => {
    expect(() => loadHarnessConfigText('reviews:\n  critics: [\n', 'bad.yaml')).toThrow(
      /^bad\.yaml:\d+: does not parse/
    )
  })
  it('critics that is not a list is a whole-config error', () => {
    expect(() => loadHarnessConfigText('reviews:\n  critics: {a: 1}\n', 'c.yaml')).toThrow(
      /c\.yaml:2: 'reviews.critics' must be a list/
    )
  })
  it('reads the review policy with its defaults', () => {
    const config = loadHarnessConfigText('reviews:\n  selfReviewCount: 1\n', 'c.yaml')
    expect(config.policy).toEqual({
      selfReviewCount: 1,
      criticReviewCount: 3,
      stopOnNoNewFindings: true,
      escalateOnRepeatFinding: true
    })
    expect(() => loadHarnessConfigText('reviews:\n  criticReviewCount: -1\n', 'c.yaml')).toThrow(
      CriticConfigError
    )
  })
})

describe('test_invalid_entries_carry_their_reason_instead_of_failing_the_listing', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['no name', '{harness: claude}', /no 'name'/],
    ['not a mapping', '"just text"', /entry is not a mapping/],
    ['unknown harness', '{name: x, harness: copilot}', /no built-in invocation/],
    [
      'command without prompt placeholder',
      '{name: x, command: rev, args: [--fast]}',
      /\{prompt\} or \{promptFile\}/
    ],
    [
      'unknown {diff}',
      '{name: x, command: rev, args: ["{prompt}", "{diff}"]}',
      /unknown placeholder \{diff\}/
    ],
    ['env not a map', '{name: x, harness: claude, env: [A]}', /'env' must be a mapping/],
    ['bad outputFormat', '{name: x, harness: claude, outputFormat: xml}', /unknown outputFormat/],
    ['timeout 0', '{name: x, harness: claude, timeoutSeconds: 0}', /must be a number of seconds from 1 to/],
    [
      'timeout 0.5',
      '{name: x, harness: claude, timeoutSeconds: 0.5}',
      /must be a number of seconds from 1 to/
    ],
    [
      'a shell line in command',
      '{name: x, command: "rev --fast", args: ["{prompt}"]}',
      /never a shell line, and 'rev --fast' has spaces: move the arguments into 'args'/
    ],
    ['args not a list', '{name: x, command: rev, args: "{prompt}"}', /'args' must be a list/],
    ['env sets a token', '{name: x, harness: claude, env: {GITHUB_TOKEN: t}}', /may not set GITHUB_TOKEN/],
    [
      'env sets LD_PRELOAD',
      '{name: x, harness: claude, env: {LD_PRELOAD: /tmp/x.so}}',
      /may not set LD_PRELOAD/
    ],
    [
      'env sets BASH_ENV',
      '{name: x, command: rev, args: ["{prompt}"], env: {BASH_ENV: /tmp/x}}',
      /may not set BASH_ENV/
    ],
    [
      'env sets NODE_OPTIONS',
      '{name: x, harness: gemini, env: {NODE_OPTIONS: "-r /tmp/x"}}',
      /may not set NODE_OPTIONS/
    ],
    [
      'env sets DYLD_*',
      '{name: x, harness: codex, env: {DYLD_INSERT_LIBRARIES: x}}',
      /may not set DYLD_INSERT_LIBRARIES/
    ],
    [
      'env sets ENV',
      '{name: x, harness: codex, env: {ENV: /tmp/x}}',
      /may not set ENV: it makes a loader or shell/
    ],
    [
      'unknown tools',
      '{name: x, harness: claude, tools: none}',
      /unknown tools 'none' \(use read-only or allow\)/
    ],
    [
      'tools on a command critic',
      '{name: x, command: rev, args: ["{prompt}"], tools: allow}',
      /'tools' applies to built-in harnesses only/
    ],
    ['misspelt field', '{name: x, harness: claude, timeoutSecond: 5}', /unknown field 'timeoutSecond'/],
    [
      'unknown telemetry',
      '{name: x, harness: codex, telemetry: on}',
      /unknown telemetry 'on' \(use off or allow\)/
    ],
    [
      'telemetry on a command critic',
      '{name: x, command: rev, args: ["{prompt}"], telemetry: allow}',
      /'telemetry' applies to built-in harnesses only/
    ],
    [
      // gemini 0.61 then loads the folder's .gemini/settings.json: its hooks and MCP servers ran.
      'env trusts the working folder (gemini, pinned)',
      '{name: x, harness: gemini, env: {GEMINI_CLI_TRUST_WORKSPACE: "true"}}',
      /may not set GEMINI_CLI_TRUST_WORKSPACE: the gemini adapter sets it/
    ],
    [
      'env moves the settings home (gemini, pinned)',
      '{name: x, harness: gemini, tools: allow, env: {GEMINI_CLI_HOME: /tmp/x}}',
      /may not set GEMINI_CLI_HOME/
    ]
  ]
  it.each(cases)('%s', (_label, entry, reason) => {
    const loaded = critics(`    - {name: fine, harness: claude}\n    - ${entry}\n`)
    expect(loaded).toHaveLength(2)
    expect(loaded[0]!.error).toBeUndefined()
    expect(loaded[1]!.error).toMatch(reason)
    expect(loaded[1]!.where).toBe('cfg.yaml:4')
  })
  // The schema cannot know the adapter list, the prompt rule or which paths exist (a command with a space);
  // those stay loader-only.
  const schemaCases = cases.filter(([, entry]) => !/copilot|--fast|GEMINI_CLI_/.test(entry))
  it.each(schemaCases)('the shipped JSON Schema also rejects: %s', (_label, entry) => {
    expect(validate(parse(`reviews:\n  critics:\n    - ${entry}\n`))).toBe(false)
  })
  it('refuses args that would undo read-only, unless the critic says tools: allow', () => {
    const loaded = critics(
      [
        "    - {name: a, harness: claude, args: ['--permission-mode', 'plan']}",
        "    - {name: b, harness: codex, args: ['-c', 'sandbox_mode=\"danger-full-access\"']}",
        "    - {name: c, harness: claude, tools: allow, args: ['--permission-mode', 'plan']}",
        "    - {name: d, harness: codex, args: ['-c', 'model_reasoning_effort=\"high\"']}",
        ''
      ].join('\n')
    )
    expect(loaded[0]!.error).toMatch(/args '--permission-mode' would undo tools: read-only for claude/)
    expect(loaded[1]!.error).toMatch(/args '-c' would undo tools: read-only for codex/)
    expect(loaded.slice(2).map((c) => c.error)).toEqual([undefined, undefined])
  })
  it('tools defaults to read-only; allow is kept; both pass the schema', () => {
    const loaded = critics(
      '    - {name: a, harness: claude}\n    - {name: b, harness: codex, tools: allow}\n'
    )
    expect(loaded.map((c) => [c.tools, c.error])).toEqual([
      ['read-only', undefined],
      ['allow', undefined]
    ])
    expect(validate(parse('reviews:\n  critics:\n    - {name: b, harness: codex, tools: allow}\n'))).toBe(
      true
    )
  })
  it('warns that outputFormat does nothing on a built-in harness, and reads it on a command', () => {
    const loaded = critics(
      [
        '    - {name: a, harness: claude, outputFormat: text}',
        '    - {name: b, command: rev, args: ["{prompt}"], outputFormat: json}',
        '    - {name: c, harness: gemini}',
        ''
      ].join('\n')
    )
    expect(loaded[0]!.warnings).toEqual([expect.stringMatching(/'outputFormat' has no effect on a built-in/)])
    expect(loaded.map((c) => [c.error, c.warnings.length, c.telemetry])).toEqual([
      [undefined, 1, 'off'],
      [undefined, 0, 'off'],
      [undefined, 0, 'off']
    ])
  })
  it('the schema accepts the shipped example config', () => {
    const example = parse(
      readFileSync(new URL('../../../examples/harness-config.yaml', import.meta.url), 'utf8')
    )
    expect(validate(example)).toBe(true)
  })
})
