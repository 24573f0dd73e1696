// The action shape before the step split: a composite whose one `run:` step starts a bundled script with node,
// so bash start-up counts as it does in the shipped action. Inputs and outputs are copied from the root action.yml.
import { readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { parse, stringify } from 'yaml'

interface RootAction {
  inputs: Record<string, { description?: string; default?: string }>
  outputs: Record<string, { description?: string }>
}

/**
 * Writes action.yml next to `bundle` (a file in a folder of its own) and returns that folder. No Node.js check:
 * the step runs node straight away. The inputs' defaults are the root action's, so the script reads the same
 * values the shipped action would; its outputs are read from the one step.
 */
export async function oneStepAction(bundle: string): Promise<string> {
  const root = parse(await readFile('action.yml', 'utf8')) as RootAction
  const dir = dirname(bundle)
  const env: Record<string, string> = {}
  for (const name of Object.keys(root.inputs)) env[`INPUT_${name.toUpperCase()}`] = `\${{ inputs.${name} }}`
  const outputs: Record<string, { value: string }> = {}
  for (const name of Object.keys(root.outputs))
    outputs[name] = { value: `\${{ steps.main.outputs.${name} }}` }
  const action = {
    name: 'one-step',
    inputs: root.inputs,
    outputs,
    runs: {
      using: 'composite',
      steps: [{ id: 'main', shell: 'bash', env, run: `node "$GITHUB_ACTION_PATH/${basename(bundle)}"` }]
    }
  }
  await writeFile(join(dir, 'action.yml'), stringify(action))
  return dir
}
