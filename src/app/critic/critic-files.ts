// The files the critic action's inputs name, read only from inside the workspace, and the envelope file it hands
// to the next job (the hardened workflow), written fresh and read back as untrusted input.
import { mkdtemp, readFile, realpath, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { envelopeJson, type Envelope } from '../../critics/harness/envelope.js'
import type { Critic } from '../../critics/harness/critic-model.js'
import { envelopeFromUntrusted } from '../../critics/handoff/envelopes.js'
import { writeFresh } from '../../critics/handoff/files.js'
import { describeError, UserError } from '../../base/shared/errors.js'

/** The largest file an input may name: an envelope's output is capped at 4 MiB, its JSON may escape it. */
const MAX_INPUT_FILE_BYTES = 16 * 1024 * 1024

/** A file an input names, which must lie inside the workspace once links are resolved. */
export async function readWorkspaceFile(workspace: string, path: string, input: string): Promise<string> {
  const where = `input '${input}' (${path})`
  const outside = () => new UserError('must be inside the workspace', where)
  const rel = relative(workspace, resolve(workspace, path))
  if (rel.startsWith('..') || isAbsolute(rel)) throw outside()
  try {
    const [root, full] = await Promise.all([realpath(workspace), realpath(resolve(workspace, path))])
    const real = relative(root, full)
    if (real.startsWith('..') || isAbsolute(real)) throw outside()
    const info = await stat(full)
    if (!info.isFile() || info.size > MAX_INPUT_FILE_BYTES)
      throw new UserError(`must be a regular file of at most ${MAX_INPUT_FILE_BYTES} bytes`, where)
    return await readFile(full, 'utf8')
  } catch (error) {
    if (error instanceof UserError) throw error
    throw new UserError(`cannot read: ${describeError(error)}`, where)
  }
}

/** The redacted envelope as a file for the next job (an output cannot carry 4 MiB through `env:`). */
export async function writeEnvelopeFile(root: string, envelope: Envelope): Promise<string> {
  const dir = await mkdtemp(join(root, 'the-loop-envelope-'))
  const path = join(dir, 'envelope.json')
  await writeFresh(path, envelopeJson(envelope, false))
  return path
}

/** The envelope of `critic` an earlier run produced (the hardened workflow's critics job), as untrusted input. */
export async function readEnvelopeFile(workspace: string, file: string, critic: Critic) {
  const where = `input 'envelope-file' (${file})`
  let raw: unknown
  try {
    raw = JSON.parse(await readWorkspaceFile(workspace, file, 'envelope-file'))
  } catch (error) {
    if (error instanceof UserError) throw error
    throw new UserError(`is not JSON: ${describeError(error)}`, where)
  }
  if ((raw as { critic?: unknown } | null)?.critic !== critic.name)
    throw new UserError(`holds no envelope of critic '${critic.name}'`, where)
  return envelopeFromUntrusted(critic, [raw])
}
