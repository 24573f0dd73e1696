// How a run on one work item gets its session: the one input every run is given, the one assembly of the
// session (the conversation, the services the hooks and the round share, the item file), and the fresh read of
// the prepare phase: the item file and the whole conversation, concurrently, once. The event's own comment is
// taken with the text it was created with; one deleted since does not act. Publish assembles the same session
// from prepare's seal (handover.ts), so the two phases never differ in how a run is made.
import { isActionComment, type ActionIdentity } from '../../conversation/control/authorize.js'
import {
  entryKey,
  type ConversationEntry,
  type EntryKey,
  type EntryKind
} from '../../conversation/comments/entries.js'
import { readConversation } from '../../conversation/comments/read-conversation.js'
import { Conversation } from '../../conversation/comments/view.js'
import type { OwedInputs } from '../posts/owed-inputs.js'
import type { ItemRef, Trigger } from '../../conversation/event/trigger.js'
import type { GitHubPort } from '../../github/port.js'
import type { MainInputs } from '../../conversation/inputs/main-inputs.js'
import { ItemFileStore, type ItemRead } from '../../engine/state/item-file.js'
import { readLegacyState } from '../../engine/state/legacy-layout.js'
import { parseMarkers } from '../../base/marker/markers.js'
import { markerSigner } from '../../base/marker/signature.js'
import type { WriteStamp } from '../../engine/state/item-ref.js'
import { ledgerOf } from '../ledger/ledger.js'
import type { ReviewServices, RoundPrefetch } from '../context/services.js'
import type { RebuildInput } from '../state-rebuild.js'
import { ReviewSession } from './session.js'
import type { FlowDeps } from './run.js'
import { isReviewUnderWay } from '../../engine/graph/review-nodes.js'
import { readLinkedEntries, withLinkedEntries } from '../../conversation/comments/linked-conversation.js'
import { reviewLinksOf } from '../linked/linked-reviews.js'

/** What every run on an item is given, whether it reads the item afresh or takes up prepare's seal. */
export interface RunInput {
  github: GitHubPort
  inputs: Pick<MainInputs, 'authorizedUsers' | 'keywords' | 'configPath' | 'stateBranch' | 'markerSecret'> &
    FlowDeps['inputs']
  identity: ActionIdentity
  stamp: WriteStamp
  now: () => Date
  log: (line: string) => void
  /** GITHUB_SERVER_URL, for links to commits. */
  serverUrl?: string
}

/** What only the fresh read takes besides: the item the event is on, and what is worth reading with it. */
export interface FreshRead {
  item: ItemRef
  trigger: Trigger
  /** Enough for the decision at hand: the issue comments alone (arming without a brief). */
  issueCommentsOnly?: boolean
  /** The event will most likely run a round: its config, diff and head are read with the state. */
  prefetchRound?: boolean
  /** Conversations this run has read already, by number: a linked pull request's is not read again. */
  known?: ReadonlyMap<number, readonly ConversationEntry[]>
}

export interface OpenedItem {
  session: ReviewSession
  /** The event's comment as an entry of the conversation (undefined when the event is not a comment). */
  eventEntry: ConversationEntry | undefined
  /** Set when the event's comment is no longer on the conversation: it was deleted before this run. */
  eventGone: boolean
  /** Read afresh only: the pull requests whose conversations reach this item's review (its brief names them). */
  linked?: readonly number[]
  /** Read afresh only: the item's own conversation as read, without the linked ones. */
  ownEntries?: readonly ConversationEntry[]
}

/** What a run's session is made of besides its input, however it was obtained. */
interface SessionParts {
  item: { owner: string; repo: string; number: number }
  store: ItemFileStore
  read: ItemRead
  entries: ConversationEntry[]
  facts: ReviewServices['facts']
  prefetch?: RoundPrefetch
  /** What a rebuild reads when the item file is missing or unusable, given the run's services. */
  rebuild: (services: ReviewServices) => () => RebuildInput
}

/** The conversation, the services and the session of one run. */
export function assembleSession(
  input: RunInput,
  parts: SessionParts
): { session: ReviewSession; conversation: Conversation<OwedInputs> } {
  const { github, inputs } = input
  const { item } = parts
  // The marker secret is an input of every step; the signer is made from it, never carried.
  const signer = markerSigner(inputs.markerSecret, `${item.owner}/${item.repo}`, item.number)
  const conversation = new Conversation<OwedInputs>(
    github,
    item.number,
    parts.entries,
    input.now,
    input.identity.login ?? '',
    signer
  )
  const services: ReviewServices = {
    github,
    conversation: conversation,
    facts: parts.facts,
    allowlist: inputs.authorizedUsers,
    identity: input.identity,
    ...(signer ? { signer } : {}),
    keywords: inputs.keywords,
    configPath: inputs.configPath,
    deferred: [],
    running: [],
    ...(parts.prefetch ? { prefetch: parts.prefetch } : {}),
    ...(input.serverUrl ? { serverUrl: input.serverUrl } : {}),
    runId: String(input.stamp.runId),
    log: input.log
  }
  const session = new ReviewSession({
    store: parts.store,
    read: parts.read,
    stamp: input.stamp,
    services,
    ...item,
    now: input.now,
    rebuild: parts.rebuild(services)
  })
  return { session, conversation }
}

const KIND_OF_SOURCE: Record<string, EntryKind> = {
  issue_comment: 'issue-comment',
  pull_request_review: 'review',
  pull_request_review_comment: 'review-comment'
}

async function itemFacts(input: RunInput & FreshRead): Promise<ReviewServices['facts']> {
  const { item } = input
  // The facts are read-only to the run: the payload's are used as they are.
  if (item.facts) return { ...item.facts, isPullRequest: item.isPullRequest }
  // A dispatch carries no payload of the item: one read gives its kind, title, description and labels.
  const issue = await input.github.getIssue(item.number)
  return {
    title: issue?.title ?? '',
    body: issue?.body ?? '',
    labels: issue?.labels ?? [],
    isPullRequest: issue?.isPullRequest ?? item.isPullRequest
  }
}

function prefetchRound(input: RunInput & FreshRead, facts: ReviewServices['facts']): RoundPrefetch {
  const config = input.github.getFileText(input.inputs.configPath)
  const diff = input.github.getPullDiff(input.item.number)
  // The diff media type names no commit: the head comes with the event, or from the pull's JSON read beside
  // the diff, so knowing it adds no wait.
  const head =
    facts.headSha === undefined
      ? input.github.getPull(input.item.number).then((p) => p?.headSha)
      : Promise.resolve(facts.headSha)
  // Read only if a round runs; a failure then surfaces where it is read, never as an unhandled rejection.
  config.catch(() => undefined)
  diff.catch(() => undefined)
  head.catch(() => undefined)
  return { config, diff, head }
}

/**
 * An item without item.json whose thread shows a review of ours may be one written in the layout before item
 * files: its state.json is read then (one request). Never with marker-secret: the old file carries no signature.
 */
async function withLegacyState(
  input: RunInput & FreshRead,
  item: { owner: string; repo: string; number: number },
  read: ItemRead,
  entries: readonly ConversationEntry[]
): Promise<ItemRead> {
  if (read.doc || read.sha !== undefined || input.inputs.markerSecret) return read
  const ours = entries.some((e) => isActionComment(e, input.identity) && parseMarkers(e.body).length > 0)
  if (!ours) return read
  return (await readLegacyState(input.github, input.inputs.stateBranch, item)) ?? read
}

export async function openItem(input: RunInput & FreshRead): Promise<OpenedItem> {
  const { github, item: ref, trigger } = input
  const item = { owner: ref.repo.owner, repo: ref.repo.repo, number: ref.number }
  const store = new ItemFileStore(github, {
    branch: input.inputs.stateBranch,
    secret: input.inputs.markerSecret
  })
  const facts = await itemFacts(input)
  const prefetch = input.prefetchRound && facts.isPullRequest ? prefetchRound(input, facts) : undefined
  const [itemRead, firstRead] = await Promise.all([
    store.read(item),
    readConversation(github, ref.number, {
      isPullRequest: facts.isPullRequest,
      ...(input.issueCommentsOnly ? { issueCommentsOnly: true } : {})
    })
  ])
  const read = await withLegacyState(input, item, itemRead, firstRead)
  // Re-arming a live review evaluates its gate, which reads replies of every kind: read the rest too.
  const live = read.doc !== undefined && isReviewUnderWay(read.doc.state)
  const links = read.doc ? reviewLinksOf(read.doc.state, item) : undefined
  const [ownEntries, linkedEntries] = await Promise.all([
    input.issueCommentsOnly && live && facts.isPullRequest
      ? readConversation(github, ref.number, { isPullRequest: true })
      : firstRead,
    links && links.followed.length > 0
      ? readLinkedEntries(github, links.followed, {
          identity: input.identity,
          since: links.since,
          ...(input.known ? { known: input.known } : {})
        })
      : []
  ])
  const entries = linkedEntries.length > 0 ? withLinkedEntries(ownEntries, linkedEntries) : ownEntries
  let eventKey: EntryKey | undefined
  let eventGone = false
  if (trigger.kind === 'comment') {
    const kind = KIND_OF_SOURCE[trigger.source]!
    const key = entryKey(kind, trigger.comment.id)
    const listed = kind === 'issue-comment' || ownEntries !== firstRead || !input.issueCommentsOnly
    if (entries.some((e) => e.key === key)) eventKey = key
    else if (listed) eventGone = true
  }
  const before = eventKey
    ? entries.slice(
        0,
        entries.findIndex((e) => e.key === eventKey)
      )
    : entries
  const { session, conversation } = assembleSession(input, {
    item,
    store,
    read,
    entries,
    facts,
    ...(prefetch ? { prefetch } : {}),
    rebuild: (services) => () => ({
      comments: before,
      allowlist: services.allowlist,
      identity: services.identity,
      ...(services.signer ? { signer: services.signer } : {}),
      keywords: services.keywords,
      ...item,
      now: input.now()
    })
  })
  let eventEntry: ConversationEntry | undefined
  if (eventKey && trigger.kind === 'comment') {
    // Edits never act: the comment acts with what it said when it was created.
    conversation.replaceBody(eventKey, trigger.comment.body)
    eventEntry = conversation.find(eventKey)
  }
  conversation.scopeTo(ledgerOf(session.state()).start)
  return { session, eventEntry, eventGone, linked: links?.followed ?? [], ownEntries }
}
