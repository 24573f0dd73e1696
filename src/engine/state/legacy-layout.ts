// The layout before item files: each item's state in `items/<owner>/<repo>/<n>/state.json`, its control
// record beside it in `control.json`. Read only when the item has no item.json yet and the conversation shows a
// review of ours (an upgrade in the middle of a review): one request then, none otherwise. The control record
// is not read: the caller rebuilds it from the conversation, the authority it was a cache of.
import { describeError } from '../../base/shared/errors.js'
import { decodeState } from './document-codec.js'
import type { ItemFilePort, ItemRead } from './item-file.js'
import { itemFolder, type ItemRef } from './item-ref.js'
import { findPrototypeKey } from './prototype-keys.js'

/** The old state file of `item`, as an item read with no sha (the next write creates item.json), when there is one. */
export async function readLegacyState(
  port: Pick<ItemFilePort, 'readBranchFile'>,
  branch: string,
  item: ItemRef
): Promise<ItemRead | undefined> {
  const path = `${itemFolder(item)}/state.json`
  const file = await port.readBranchFile(path, branch)
  if (!file || file.tooLarge) return undefined
  const where = `${branch}:${path}`
  try {
    const refused = findPrototypeKey(JSON.parse(file.text) as unknown)
    if (refused) throw new Error(`holds the key ${JSON.stringify(refused)}, which no state file may hold`)
    return {
      doc: { state: decodeState(file.text, where), control: undefined },
      sha: undefined,
      legacy: where
    }
  } catch (error) {
    return { doc: undefined, sha: undefined, problem: `${where}: ${describeError(error)}` }
  }
}
