// Shared harness of the end-to-end tests: a review scene on the loopback GitHub plus a runner that runs the
// root action.yml as a composite (prepare, critics, publish as separate processes, the way a GitHub runner
// does), with the repository root as workspace.
import { afterAll, afterEach, beforeAll } from '@jest/globals'
import { parseMarkers, SELF_MARKER } from '../../src/base/marker/markers.js'
import { criticSectionsOf } from '../../src/loop/render/round-sections.js'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { runComposite, type CompositeResult } from '../support/composite.js'
import type { RunActionResult } from '../support/run-action.js'
import { OWNER, REPO, startReviewScene, type SceneOptions } from '../support/review-scene.js'
import { repositoryDispatch } from '../support/loopback/payloads.js'

export type Scene = Awaited<ReturnType<typeof startReviewScene>>

export const BRIEF =
  'Questions:\n- does scaling stay linear below 100?\nAngles:\n- logging noise\nValidations:\n- run the unit tests'

export const STATE_BRANCH = 'the-loop/state'

/** One critic that reports which replies its round prompt carried (see critics/replies.mjs). */
export const REPLIES_CRITIC = `reviews:
  critics:
    - name: replies
      harness: test
      command: node
      args: ['__tests__/support/critics/replies.mjs', '{promptFile}']
`

export interface E2eRun {
  (
    payload: object,
    opts?: {
      event?: string
      inputs?: Record<string, string>
      attempt?: number
      runId?: number
      jobEnv?: Record<string, string>
      triggeringActor?: string
    }
  ): Promise<CompositeResult>
}

/**
 * A runner bound to one action folder and one scene: the root action.yml run as a composite, step by step,
 * as a GitHub runner runs it. Each call is a fresh run id unless told otherwise.
 */
export function makeRunner(
  actionDir: () => string,
  scene: () => Scene,
  defaults: Record<string, string> = {}
): E2eRun {
  let runs = 0
  return async (payload, opts = {}) => {
    runs++
    return runComposite({
      actionDir: actionDir(),
      eventName: opts.event ?? 'issue_comment',
      payload: payload as Record<string, unknown>,
      apiUrl: scene().gh.url,
      runId: opts.runId ?? runs,
      runAttempt: opts.attempt ?? 1,
      inputs: { 'github-token': 't', 'authorized-users': 'alice', ...defaults, ...opts.inputs },
      workspace: process.cwd(),
      ...(opts.jobEnv ? { jobEnv: opts.jobEnv } : {}),
      ...(opts.triggeringActor ? { triggeringActor: opts.triggeringActor } : {})
    })
  }
}

/**
 * The usual set-up of an e2e file: the action folder built once for the file from src/ (removed after), and
 * the scene of each test closed after it; `inputs` are given to every run (a run's own win), `onBuilt` is told
 * the folder. Returns the runner, usable from the tests on.
 */
export function useBundledMain(
  scene: () => Scene | undefined,
  opts: { inputs?: Record<string, string>; onBuilt?: (root: string) => void } = {}
): E2eRun {
  let dir: ActionDir | undefined
  const runner = makeRunner(
    () => dir!.root,
    () => scene()!,
    opts.inputs
  )
  beforeAll(async () => {
    dir = await buildActionDir(['main'])
    opts.onBuilt?.(dir.root)
  })
  afterAll(async () => {
    await dir?.remove()
  })
  afterEach(async () => {
    await scene()?.gh.close()
  })
  return runner
}

/**
 * A world played once for the file: in beforeAll a scene is started with `options`, handed to `use` (the file's
 * `scene`, so its runner reaches it) and `play`ed, its assertions made once. Returns `copy`: a test that begins
 * there calls it for a scene of its own serving a copy of that world (world-copy.ts), the previous copy closed.
 * What lives outside the world (a critic's answer file) is the test's to reset.
 */
export function playOnce(
  use: (scene: Scene) => void,
  options: SceneOptions,
  play: (scene: Scene) => Promise<void>
): () => Promise<Scene> {
  let once: Scene | undefined
  let copy: Scene | undefined
  beforeAll(async () => {
    once = await startReviewScene(options)
    use(once)
    await play(once)
  })
  afterAll(async () => {
    await copy?.gh.close()
    await once?.gh.close()
  })
  return async () => {
    await copy?.gh.close()
    copy = await startReviewScene({ from: once! })
    use(copy)
    return copy
  }
}

/**
 * The requests outside the item's repository (its GraphQL queries name it), or for a pull request no brief can
 * mean: the job's token reads nowhere else, and asks for no number the brief mistyped.
 */
export const strayRequests = (s: Scene) =>
  s.gh.requests
    .map((r) => r.path)
    .filter(
      (p) =>
        (p !== '/graphql' && !p.startsWith(`/repos/${OWNER}/${REPO}/`)) ||
        /\/(?:pulls|issues)\/(?:0|9{11})(?:\/|\?|$)/.test(p)
    )

export const ACTION_LOGIN = 'github-actions[bot]'

/** Comments the action posted (its login and the self-marker) with a marker of the given kind. */
export function ownComments(scene: Scene, kind?: string, number?: number) {
  return scene
    .thread(number)
    .filter((c) => c.user.login === ACTION_LOGIN && c.body.includes(SELF_MARKER))
    .filter((c) => kind === undefined || parseMarkers(c.body).some((m) => m.kind === kind))
}

/** The root line comments of the action's findings on pull request `number` (the scene's), oldest first. */
export function findingRoots(scene: Scene, number = scene.pull) {
  return scene.gh.world
    .repo(OWNER, REPO)!
    .reviewComments.filter(
      (c) =>
        c.pull === number &&
        c.inReplyToId === undefined &&
        parseMarkers(c.body).some((m) => m.kind === 'finding')
    )
}

/**
 * A critic's round text: its section of the round's one comment (`body` is the section's text), or an older
 * round's issue comment or review body that held it alone; `meta` is the critic's round marker that ends it.
 */
export function roundPost(scene: Scene, round: number, critic: string) {
  for (const post of scene.posts()) {
    const section = criticSectionsOf(post.body, parseMarkers(post.body)).find(
      (s) => s.meta.round === round && s.meta.critic === critic
    )
    if (section) return { ...post, body: section.text, meta: section.meta }
  }
  return undefined
}

/** The action's own posts on the conversation (comments and reviews), optionally only those of one marker kind. */
export function ownPosts(scene: Scene, kind?: string, number?: number) {
  return scene
    .posts(number)
    .filter((c) => c.user.login === ACTION_LOGIN && c.body.includes(SELF_MARKER))
    .filter((c) => kind === undefined || parseMarkers(c.body).some((m) => m.kind === kind))
}

/** The critics of the round posts, in posting order: each section of a round's one comment names its critic. */
export function roundCritics(scene: Scene, number?: number): string[] {
  return ownPosts(scene, 'round', number).flatMap((c) =>
    parseMarkers(c.body).flatMap((m) => (m.kind === 'round' && m.critic !== undefined ? [m.critic] : []))
  )
}

/** Where the cache branch keeps a thread's item file (state and control record in one file). */
export function itemFilePath(number: number): string {
  return `items/${OWNER}/${REPO}/${number}/item.json`
}

/** The raw item file of a thread, as the cache branch holds it. */
export function readItemFile(scene: Scene, number: number = scene.pull): string | undefined {
  return scene.gh.world.readFile(OWNER, REPO, STATE_BRANCH, itemFilePath(number))
}

/** The graph state stored for a thread, as JSON text (undefined when nothing is stored). */
export function readStateDoc(scene: Scene, number: number = scene.pull): string | undefined {
  const text = readItemFile(scene, number)
  return text === undefined ? undefined : JSON.stringify((JSON.parse(text) as { state: unknown }).state)
}

/**
 * Replaces the stored state of a thread. JSON text becomes the item file's state (its control record kept);
 * anything else is written as the whole file, to corrupt it on purpose.
 */
export function writeStateDoc(scene: Scene, text: string, number: number = scene.pull): void {
  let file = text
  try {
    const state = JSON.parse(text) as unknown
    const old = readItemFile(scene, number)
    const control = old === undefined ? null : (JSON.parse(old) as { control: unknown }).control
    file = `${JSON.stringify({ version: 1, state, control }, null, 2)}\n`
  } catch {
    // Not JSON: written as is.
  }
  scene.gh.world.putFiles(OWNER, REPO, { [itemFilePath(number)]: file }, STATE_BRANCH)
}

/** A failed step's message as the runner shows it. */
export function errorLines(result: RunActionResult): string {
  return result.stdout
    .split('\n')
    .filter((l) => l.startsWith('::error'))
    .join('\n')
}

/** The node the cache branch records for a thread ('' when nothing is stored). */
function storedNode(scene: Scene, number: number = scene.pull): string {
  const text = readStateDoc(scene, number)
  return text === undefined ? '' : String((JSON.parse(text) as { currentNode?: string }).currentNode ?? '')
}

/**
 * An ignored event is answered without reading the cache branch, so its outputs carry no node: the proof
 * that nothing moved is the stored state, unchanged, and an empty `node` output.
 */
export function expectIgnoredAt(result: RunActionResult, scene: Scene, node: string, number?: number): void {
  if (result.outputs.node !== '') throw new Error(`an ignored event reported node ${result.outputs.node}`)
  const stored = storedNode(scene, number)
  if (stored !== node) throw new Error(`the stored node is ${stored}, expected ${node}`)
}

/**
 * Runs the repository_dispatch events the action fired from the `from`th on, as GitHub would, until none is
 * left (a dispatched run may fire more); returns their results.
 */
export async function followDispatches(run: E2eRun, scene: Scene, from = 0): Promise<CompositeResult[]> {
  const results: CompositeResult[] = []
  const world = scene.gh.world
  for (let done = from; done < world.dispatches.length; done++) {
    const d = world.dispatches[done]!
    const payload = repositoryDispatch(world.repo(OWNER, REPO)!, d.eventType, d.clientPayload)
    results.push(await run(payload, { event: 'repository_dispatch' }))
  }
  return results
}
