// The one assembly of a run's session on a work item: the conversation, the services the hooks and the round
// share, and the session over the item file. The fresh read (open.ts) and the sealed hand-over (snapshot.ts)
// both end here, so prepare and publish never differ in how a run is made (assemble-run.ts picks the source).
import type { ActionIdentity } from '../conversation/control/authorize.js'
import type { GitHubPort } from '../github/port.js'
import type { MainInputs } from '../conversation/inputs/main-inputs.js'
import { markerSigner } from '../base/marker/signature.js'
import type { ConversationEntry } from '../conversation/comments/entries.js'
import { Conversation } from '../conversation/comments/view.js'
import type { ItemFileStore, ItemRead } from '../engine/state/item-file.js'
import type { WriteStamp } from '../engine/state/item-ref.js'
import type { ReviewServices, RoundPrefetch } from './round/services.js'
import { ReviewSession } from './session.js'
import type { RebuildInput } from './state-rebuild.js'

/** What every run on an item is made of, however it was obtained. */
export interface RunParts {
  github: GitHubPort
  inputs: Pick<MainInputs, 'authorizedUsers' | 'keywords' | 'configPath' | 'stateBranch' | 'markerSecret'>
  identity: ActionIdentity
  stamp: WriteStamp
  now: () => Date
  log: (line: string) => void
  item: { owner: string; repo: string; number: number }
  store: ItemFileStore
  read: ItemRead
  entries: ConversationEntry[]
  facts: ReviewServices['facts']
  prefetch?: RoundPrefetch
  serverUrl?: string
  /** What a rebuild reads when the item file is missing or unusable, given the run's services. */
  rebuild: (services: ReviewServices) => () => RebuildInput
}

/** The conversation, the services and the session of one run. */
export function assembleSession(parts: RunParts): { session: ReviewSession; conversation: Conversation } {
  const { github, inputs, item } = parts
  // The marker secret is an input of every step; the signer is made from it, never carried.
  const signer = markerSigner(inputs.markerSecret, `${item.owner}/${item.repo}`, item.number)
  const conversation = new Conversation(
    github,
    item.number,
    parts.entries,
    parts.now,
    parts.identity.login ?? '',
    signer
  )
  const services: ReviewServices = {
    github,
    thread: conversation,
    facts: parts.facts,
    allowlist: inputs.authorizedUsers,
    identity: parts.identity,
    ...(signer ? { signer } : {}),
    keywords: inputs.keywords,
    configPath: inputs.configPath,
    deferred: [],
    running: [],
    ...(parts.prefetch ? { prefetch: parts.prefetch } : {}),
    ...(parts.serverUrl ? { serverUrl: parts.serverUrl } : {}),
    runId: String(parts.stamp.runId),
    log: parts.log
  }
  const session = new ReviewSession({
    store: parts.store,
    read: parts.read,
    stamp: parts.stamp,
    services,
    ...item,
    now: parts.now,
    rebuild: parts.rebuild(services)
  })
  return { session, conversation }
}
