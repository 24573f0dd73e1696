// What the review's 👀 relies on in GitHub's GraphQL schema, read offline from the schema GitHub publishes
// (@octokit/graphql-schema): a submitted review is Reactable (REST has no reaction route for it), addReaction
// takes its node id and a ReactionContent, and the mutation the adapter sends is valid against the schema; and the
// review-thread documents the loopback answers (issue 26): reviewThreads, resolveReviewThread, unresolveReviewThread.
import { describe, expect, it } from '@jest/globals'
import { schema, validate } from '@octokit/graphql-schema'
import { ADD_REACTION_MUTATION, GRAPHQL_CONTENT } from '../../src/github/octokit-reactions.js'
import { GRAPHQL_REACTIONS } from '../support/loopback/reactions.js'
import {
  RESOLVE_THREAD_MUTATION,
  REVIEW_THREADS_QUERY,
  UNRESOLVE_THREAD_MUTATION
} from './review-thread-documents.js'

interface TypeRef {
  kind: string
  name: string | null
  ofType: TypeRef | null
}
interface SchemaType {
  name: string
  kind: string
  interfaces: Array<{ name: string }> | null
  possibleTypes: Array<{ name: string }> | null
  enumValues: Array<{ name: string }> | null
  inputFields: Array<{ name: string; type: TypeRef }> | null
  fields: Array<{ name: string; args: Array<{ name: string; type: TypeRef }> }> | null
}

const types = (schema.json as { __schema: { types: SchemaType[] } }).__schema.types
const type = (name: string): SchemaType => {
  const found = types.find((t) => t.name === name)
  if (!found) throw new Error(`GitHub's schema has no type ${name}`)
  return found
}
/** `ID!`, `ReactionContent!`: a type reference as GraphQL writes it. */
const written = (t: TypeRef): string =>
  t.kind === 'NON_NULL' ? `${written(t.ofType!)}!` : t.kind === 'LIST' ? `[${written(t.ofType!)}]` : t.name!

describe("GitHub's GraphQL schema", () => {
  it('lists PullRequestReview as Reactable, beside the comments REST reacts to', () => {
    expect(type('PullRequestReview').interfaces!.map((i) => i.name)).toContain('Reactable')
    expect(type('Reactable').possibleTypes!.map((t) => t.name)).toEqual(
      expect.arrayContaining(['PullRequestReview', 'IssueComment', 'PullRequestReviewComment'])
    )
  })

  it('has addReaction(input: { subjectId: ID!, content: ReactionContent! })', () => {
    const mutation = type('Mutation').fields!.find((f) => f.name === 'addReaction')!
    expect(mutation.args.map((a) => `${a.name}: ${written(a.type)}`)).toEqual(['input: AddReactionInput!'])
    const input = type('AddReactionInput').inputFields!.map((f) => `${f.name}: ${written(f.type)}`)
    expect(input).toEqual(expect.arrayContaining(['subjectId: ID!', 'content: ReactionContent!']))
  })

  it('spells every reaction the port gives, and every one the loopback takes, as ReactionContent does', () => {
    const values = type('ReactionContent').enumValues!.map((v) => v.name)
    expect(values).toEqual(expect.arrayContaining(Object.values(GRAPHQL_CONTENT)))
    expect([...values].sort()).toEqual(Object.keys(GRAPHQL_REACTIONS).sort())
  })

  it('validates the mutation the adapter sends', () => {
    expect(validate(ADD_REACTION_MUTATION).map((e) => e.message)).toEqual([])
    // The control: a field the schema lacks is caught.
    expect(validate(ADD_REACTION_MUTATION.replace('reaction { content }', 'reaction { emoji }'))).not.toEqual(
      []
    )
  })

  it('has reviewThreads on a pull request and (un)resolveReviewThread(input: { threadId: ID! })', () => {
    const field = type('PullRequest').fields!.find((f) => f.name === 'reviewThreads')!
    expect(field.args.map((a) => `${a.name}: ${written(a.type)}`)).toEqual(
      expect.arrayContaining(['first: Int', 'after: String'])
    )
    for (const name of ['resolveReviewThread', 'unresolveReviewThread']) {
      const mutation = type('Mutation').fields!.find((f) => f.name === name)!
      const input = `${name[0]!.toUpperCase()}${name.slice(1)}Input`
      expect(mutation.args.map((a) => `${a.name}: ${written(a.type)}`)).toEqual([`input: ${input}!`])
      expect(type(input).inputFields!.map((f) => `${f.name}: ${written(f.type)}`)).toContain('threadId: ID!')
    }
  })

  it('validates the review-thread query and mutations the loopback answers', () => {
    for (const document of [REVIEW_THREADS_QUERY, RESOLVE_THREAD_MUTATION, UNRESOLVE_THREAD_MUTATION])
      expect(validate(document).map((e) => e.message)).toEqual([])
    // The controls: a thread field the schema lacks, and a mutation input it lacks, are caught.
    expect(validate(REVIEW_THREADS_QUERY.replace('isResolved', 'resolved'))).not.toEqual([])
    expect(validate(RESOLVE_THREAD_MUTATION.replace('threadId: $threadId', 'id: $threadId'))).not.toEqual([])
  })
})
