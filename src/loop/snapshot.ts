// Carries one run's review session from its prepare process to its publish process as plain JSON: the item
// file as committed with the claim, the conversation as read and posted, and the item's facts. Publish then
// continues where prepare stopped without reading anything again.
import type { ConversationEntry, EntryKey } from '../thread/entries.js'
import { Conversation, type ConversationSnapshot } from '../thread/view.js'
import { markerSigner } from '../marker/signature.js'
import { decodeItemDoc, ItemFileStore } from '../state/item-file.js'
import type { OpenInput } from './open.js'
import { emptyMemo, type ReviewServices } from '../round/services.js'
import { ReviewSession } from './session.js'

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

export type RestoreInput = Pick<OpenInput, 'github' | 'inputs' | 'identity' | 'stamp' | 'now' | 'log'>

/** The session prepare left, over this process's GitHub port; the event's entry when it had one. */
export function restoreSession(
  snap: SessionSnapshot,
  input: RestoreInput
): { session: ReviewSession; eventEntry: ConversationEntry | undefined } {
  const { github, inputs } = input
  const store = new ItemFileStore(github, { branch: inputs.stateBranch })
  const where = store.where(snap.item)
  // The marker secret is an input of both steps; the signer is made again from it, never carried.
  const signer = markerSigner(inputs.markerSecret, `${snap.item.owner}/${snap.item.repo}`, snap.item.number)
  const conversation = new Conversation(
    github,
    snap.item.number,
    snap.conversation.entries,
    input.now,
    input.identity.login ?? '',
    signer
  )
  conversation.resume(snap.conversation)
  const services: ReviewServices = {
    github,
    thread: conversation,
    facts: snap.facts,
    allowlist: inputs.authorizedUsers,
    identity: input.identity,
    ...(signer ? { signer } : {}),
    keywords: inputs.keywords,
    configPath: inputs.configPath,
    memo: emptyMemo(),
    deferred: [],
    running: [],
    log: input.log
  }
  const session = new ReviewSession({
    store,
    read: { sha: snap.file.sha, doc: snap.file.text ? decodeItemDoc(snap.file.text, where) : undefined },
    stamp: input.stamp,
    services,
    ...snap.item,
    now: input.now,
    // Prepare committed the file (with the claim), so there is always a document to continue from.
    rebuild: () => {
      throw new Error(`${where} was not carried over from the prepare step`)
    }
  })
  const eventEntry = snap.eventKey ? conversation.find(snap.eventKey) : undefined
  return { session, eventEntry }
}
