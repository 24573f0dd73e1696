// A stand-in action for integration tests: updates one work item's state through the real Octokit adapter
// and store, then makes sure its marker comment is on the thread exactly once. Runs as a real process.
import * as core from '@actions/core'
import { createGitHubPort } from '../../src/github/octokit.js'
import { CacheBranchStore } from '../../src/state/store.js'
import { updateDoc } from '../../src/state/store-doc.js'
import { appliedCodec, appliedMarker, idsFromThread } from './list-codec.js'

async function main(): Promise<void> {
  const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/')
  const number = Number(core.getInput('item', { required: true }))
  const id = core.getInput('id', { required: true })
  const port = createGitHubPort({
    token: core.getInput('token') || 'loopback',
    repo: { owner, repo },
    baseUrl: process.env.GITHUB_API_URL,
    retryBaseMs: Number(core.getInput('retry-base-ms') || 5),
    // A 20% 5xx storm over ~900 requests needs more client retries than the default 3 to be sure.
    retries: 8,
    throttle: core.getInput('throttle') === 'true',
    onWarning: (m) => core.warning(m)
  })
  // The store's own defaults (tries, backoff): the race tests check that they hold 20 writers.
  const store = new CacheBranchStore(port, { branch: core.getInput('state-branch') || undefined })
  const self = 'github-actions[bot]'
  const rebuild = async () => {
    const own = (await port.listComments(number)).filter((c) => c.author === self).map((c) => c.body)
    return { version: 1 as const, applied: [...new Set(idsFromThread(own))] }
  }
  const result = await updateDoc(
    {
      store,
      item: { owner, repo, number },
      name: 'state.json',
      codec: appliedCodec,
      rebuild,
      stamp: { runId: process.env.GITHUB_RUN_ID ?? '0', attempt: process.env.GITHUB_RUN_ATTEMPT ?? '1' }
    },
    (value) => (value.applied.includes(id) ? value : { ...value, applied: [...value.applied, id] })
  )
  for (const warning of result.warnings) core.warning(warning)
  // The side effect after the state write: found by its marker first, so a re-run never posts it twice.
  const marker = appliedMarker(id)
  const thread = await port.listComments(number)
  if (!thread.some((c) => c.author === self && c.body.includes(marker))) {
    await port.createComment(number, `Applied update ${id}.\n\n${marker}`)
  }
  core.setOutput('tries', String(result.tries))
  core.setOutput('rebuilt', String(result.rebuilt))
  core.setOutput('warnings', result.warnings.join('\n'))
}

main().catch((error: unknown) => core.setFailed(error instanceof Error ? error.message : String(error)))
