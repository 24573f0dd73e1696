// The shipped action cut after its prepare step, with prepare's node run under GNU time, so a bench can read the
// prepare's own requests (no critic or publish request follows) and its peak resident set (maxRSS) in a file.
import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'

interface ActionStep {
  id?: string
  run?: string
  [key: string]: unknown
}

interface ActionFile {
  runs: { using: string; steps: ActionStep[] }
  [key: string]: unknown
}

/** GNU time's `%M`: the peak resident set of the command, in KiB, alone in the output file. */
const TIME = '/usr/bin/time'

/**
 * Copies the action folder `root` to `into` and rewrites its action.yml: the steps up to prepare, prepare's
 * `node` started by `time -f %M -o <rssFile>`. Returns `into`.
 */
export async function prepareOnlyAction(root: string, into: string, rssFile: string): Promise<string> {
  await cp(root, into, { recursive: true })
  const action = parse(await readFile(join(root, 'action.yml'), 'utf8')) as ActionFile
  const at = action.runs.steps.findIndex((s) => s.id === 'prepare')
  const prepare = action.runs.steps[at]
  if (!prepare?.run?.startsWith('node '))
    throw new Error(`bench: action.yml's prepare step no longer starts with node: ${prepare?.run}`)
  // The file name is the bench's own temp path, quoted for bash; nothing of the pull request is in it.
  const timed = `${TIME} -f %M -o ${JSON.stringify(rssFile)} ${prepare.run}`
  action.runs.steps = [...action.runs.steps.slice(0, at), { ...prepare, run: timed }]
  await writeFile(join(into, 'action.yml'), stringify(action))
  return into
}
