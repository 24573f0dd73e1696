// Carries one run's review session from its prepare process to its publish process as plain JSON: the item
// file as committed with the claim, the conversation as read and posted, and the item's facts. Publish then
// continues where prepare stopped without reading anything again.
import type { ConversationEntry, EntryKey } from '../conversation/comments/entries.js'
import type { ConversationSnapshot } from '../conversation/comments/view.js'
import { decodeItemDoc, ItemFileStore } from '../engine/state/item-file.js'
import type { OpenInput } from './open.js'
import type { ReviewServices } from './round/services.js'
import { assembleSession } from './assemble.js'
import type { ReviewSession } from './session.js'

export interface SessionSnapshot {
  item: { owner: string; repo: string; number: number }
  facts: ReviewServices['facts']
  file: { sha?: string; text?: string }
  conversation: ConversationSnapshot
  eventKey?: EntryKey
}

export function snapshotSession(session: ReviewSession, eventEntry?: ConversationEntry): SessionSnapshot {
  const s = session.services
  return {
    item: session.item,
    facts: s.facts,
    file: session.committed(),
    conversation: s.thread.snapshot(),
    ...(eventEntry ? { eventKey: eventEntry.key } : {})
  }
}

export type RestoreInput = Pick<
  OpenInput,
  'github' | 'inputs' | 'identity' | 'stamp' | 'now' | 'log' | 'serverUrl'
>

/** The session prepare left, over this process's GitHub port; the event's entry when it had one. */
export function restoreSession(
  snap: SessionSnapshot,
  input: RestoreInput
): { session: ReviewSession; eventEntry: ConversationEntry | undefined } {
  const store = new ItemFileStore(input.github, {
    branch: input.inputs.stateBranch,
    secret: input.inputs.markerSecret
  })
  const where = store.where(snap.item)
  const { session, conversation } = assembleSession({
    ...input,
    item: snap.item,
    store,
    read: { sha: snap.file.sha, doc: snap.file.text ? decodeItemDoc(snap.file.text, where) : undefined },
    entries: snap.conversation.entries,
    facts: snap.facts,
    // Prepare committed the file (with the claim), so there is always a document to continue from.
    rebuild: () => () => {
      throw new Error(`${where} was not carried over from the prepare step`)
    }
  })
  conversation.resume(snap.conversation)
  const eventEntry = snap.eventKey ? conversation.find(snap.eventKey) : undefined
  return { session, eventEntry }
}
