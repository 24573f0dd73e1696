// The GraphQL documents on review threads the loopback's tests send and the schema test validates: the query and
// the resolve mutation are the adapter's own (src/github/octokit-threads.ts), so what is checked is what it
// sends; the unresolve mutation is sent by tests alone (the port does not reopen threads).
export { RESOLVE_THREAD_MUTATION, REVIEW_THREADS_QUERY } from '../../src/github/octokit-threads.js'

export const UNRESOLVE_THREAD_MUTATION = `mutation($threadId: ID!) {
  unresolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`
