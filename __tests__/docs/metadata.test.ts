// Every workflow and action metadata file parses with GitHub's own parser, @actions/workflow-parser.
//
// What is checked: workflows against GitHub's workflow schema (keys, value kinds, `concurrency.queue`,
// `runs-on`, step shapes) and every `${{ }}` expression's syntax and allowed contexts, then the
// conversion GitHub does before a run (jobs, needs, matrix); action.yml files against GitHub's action
// schema (`runs.using` values such as node24 and composite, inputs, outputs, branding, composite steps).
// What is not: whether an action named in `uses:` exists or takes the inputs given to it, and what a
// `run:` script does; `uses: ./critic` is not resolved either (the parser never fetches anything).
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index'

const yamlFilesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(dir, name))

/** Every error the parser reports for a workflow text, as "file (Line: n, Col: m): message". */
async function workflowErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map((e) => e.message)
  if (errors.length > 0 || !parsed.value) return errors.length ? errors : [`${name}: no workflow`]
  const template = await convertWorkflowTemplate(parsed.context, parsed.value)
  return (template.errors ?? []).map((e) => e.Message)
}

/** Every error the parser reports for an action.yml text. */
function actionErrors(name: string, content: string): string[] {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter())
  if (parsed.value) convertActionTemplate(parsed.context, parsed.value)
  const errors = parsed.context.errors.getErrors().map((e) => e.message)
  return errors.length || parsed.value ? errors : [`${name}: no action`]
}

const workflows = [...yamlFilesIn('.github/workflows'), ...yamlFilesIn('examples/workflows')]
const actions = ['action.yml', 'critic/action.yml', 'review/action.yml']

describe('workflows', () => {
  test('there are files to check in both folders', () => {
    expect(workflows.filter((f) => f.startsWith('.github/')).length).toBeGreaterThan(0)
    expect(workflows.filter((f) => f.startsWith('examples/')).length).toBeGreaterThan(0)
  })
  test.each(workflows)('%s parses without an error', async (file) => {
    expect(await workflowErrors(file, readFileSync(file, 'utf8'))).toEqual([])
  })
})

describe.each(actions)('%s', (file) => {
  test('parses without an error', () => {
    expect(actionErrors(file, readFileSync(file, 'utf8'))).toEqual([])
  })
})

describe('the checks can fail', () => {
  test('a workflow with an unknown step key and an unknown context is refused', async () => {
    const bad = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - frob: 1\n'
    expect((await workflowErrors('bad.yml', bad)).join('\n')).toMatch(/Unexpected value 'frob'/)
    const context =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ nope.x }}\n'
    expect((await workflowErrors('ctx.yml', context)).join('\n')).toMatch(/Unrecognized named-value: 'nope'/)
  })
  test('it knows concurrency.queue: max is accepted, another value or a misspelt key is not', async () => {
    const wf = (line: string) =>
      `on: push\nconcurrency:\n  group: g\n  ${line}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n`
    expect(await workflowErrors('queue.yml', wf('queue: max'))).toEqual([])
    expect(await workflowErrors('queue.yml', wf('queue: forever'))).not.toEqual([])
    expect((await workflowErrors('queue.yml', wf('queu: max'))).join('\n')).toMatch(/Unexpected value 'queu'/)
  })
  test('an action running on an unknown runtime is refused', () => {
    const bad = "name: x\ndescription: y\nruns:\n  using: 'node99'\n  main: index.js\n"
    expect(actionErrors('action.yml', bad).join('\n')).toMatch(/Unexpected value 'node99'/)
  })
})
