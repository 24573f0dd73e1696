// Opens the review context of one work item for one run: services over the thread, the store, the session.
import type { ActionIdentity } from '../../control/authorize.js'
import type { GitHubPort } from '../../github/port.js'
import type { MainInputs } from '../../inputs/main.js'
import { CacheBranchStore, type WriteStamp } from '../../state/store.js'
import { ThreadCache, type ReviewServices } from './services.js'
import { openSession, type ReviewSession } from './session.js'

export interface ContextInput {
  github: GitHubPort
  inputs: Pick<MainInputs, 'authorizedUsers' | 'keywords' | 'configPath' | 'stateBranch'>
  identity: ActionIdentity
  stamp: WriteStamp
  owner: string
  repo: string
  number: number
  now: () => Date
  log: (line: string) => void
  triggerCommentId?: number
}

export interface ReviewContext {
  services: ReviewServices
  session: ReviewSession
}

export async function openReviewContext(input: ContextInput): Promise<ReviewContext> {
  const services: ReviewServices = {
    github: input.github,
    thread: new ThreadCache(input.github, input.number),
    allowlist: input.inputs.authorizedUsers,
    identity: input.identity,
    keywords: input.inputs.keywords,
    configPath: input.inputs.configPath,
    memo: {},
    log: input.log
  }
  const store = new CacheBranchStore(input.github, { branch: input.inputs.stateBranch })
  const session = await openSession({
    store,
    stamp: input.stamp,
    services,
    owner: input.owner,
    repo: input.repo,
    number: input.number,
    now: input.now,
    ...(input.triggerCommentId === undefined ? {} : { triggerCommentId: input.triggerCommentId })
  })
  return { services, session }
}
