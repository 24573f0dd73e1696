// `the-loop critic list` prints the columns docs/cli.md's table of commands names, in its order, and no others
// (the page once promised an attribution column the table never had).
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { criticCommand } from '../../src/cli/critic-command.js'
import { tempDir } from '../support/critic-fixtures.js'

/** The backticked column names docs/cli.md gives `critic list`: its row's text after "one row each:". */
function documentedColumns(): string[] {
  const row = readFileSync('docs/cli.md', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('| `the-loop critic list '))!
  const said = row.split('one row each:')[1]!.split(';')[0]!
  return [...said.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
}

describe('the-loop critic list', () => {
  it('prints the columns docs/cli.md names, and its JSON carries one field for each', async () => {
    const root = tempDir('critic-list-columns-')
    mkdirSync(join(root, '.the-loop'))
    writeFileSync(
      join(root, '.the-loop/harness-config.yaml'),
      'reviews:\n  critics:\n    - {name: reviewer, harness: claude, model: sonnet}\n'
    )
    const out: string[] = []
    const io = { out: (t: string) => out.push(t), err: () => undefined }
    expect(await criticCommand(['list', '--root', root], io)).toBe(0)
    const header = out
      .join('\n')
      .split('\n')[0]!
      .trim()
      .split(/\s{2,}/)
    expect(header).toEqual(documentedColumns())
    out.length = 0
    expect(await criticCommand(['list', '--root', root, '--format', 'json'], io)).toBe(0)
    const [row] = JSON.parse(out.join('\n')) as Record<string, unknown>[]
    // The table's columns, as the JSON names them; `error` is the table's `!` line under a row.
    expect(Object.keys(row!)).toEqual(['name', 'harness', 'model', 'binary', 'available', 'enabled', 'error'])
  })
})
