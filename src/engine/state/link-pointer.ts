// Writes a work item's pointer into a linked pull request's item file: once, when the work item's brief that
// names the pull request is frozen. The usual pull request has no file yet, so the first try creates one with the
// pointer alone (one write); a file already there is read and written back with the pointer added, its own
// state untouched, on its sha (the compare-and-swap), so a run writing the pull request's own review at the same
// time is never overwritten.
import { ItemFileStore, ItemStaleError } from './item-file.js'
import { withLinkedReview, type LinkedReview } from './item-links.js'
import type { ItemRef, WriteStamp } from './item-ref.js'

/** Sends of the pointer when the pull request's own runs keep writing its file first. */
const POINTER_TRIES = 4

/** 'written', or 'already' when the file already pointed to the review. Throws why it could not. */
export async function writeLinkPointer(
  store: ItemFileStore,
  pull: ItemRef,
  link: LinkedReview,
  stamp: WriteStamp
): Promise<'written' | 'already'> {
  let text = store.pointerText(pull, [link])
  let expected: string | undefined
  for (let attempt = 1; ; attempt++) {
    try {
      await store.writeText(pull, text, expected, stamp)
      return 'written'
    } catch (error) {
      if (!(error instanceof ItemStaleError) || attempt >= POINTER_TRIES) throw error
    }
    const read = await store.read(pull)
    // A file this action cannot read is left as it is: overwriting it would lose what it holds.
    if (read.problem !== undefined) throw new Error(`${read.problem}; the pointer was not written`)
    const links = withLinkedReview(read.links ?? [], link)
    if (!links) return 'already'
    text = read.doc ? store.fileText(pull, { ...read.doc, links }) : store.pointerText(pull, links)
    expected = read.sha
  }
}
