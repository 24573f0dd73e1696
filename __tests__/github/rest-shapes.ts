// JSON schemas of the loopback's newer answers, written from GitHub's REST description (@octokit/openapi 23.0.2,
// generated/api.github.com.json, components/schemas; the review shapes checked again against the same description
// as @octokit/openapi-types 29.0.1 types it). That package is ~29 MB packed, too big to depend on for a few
// shapes, so each schema keeps the description's type for every field the loopback sends and its required fields
// that the adapter reads; `additionalProperties: false` catches a field GitHub does not have.

const user = {
  type: 'object',
  required: ['login', 'type'],
  properties: { login: { type: 'string' }, type: { type: 'string' } }
}
const integer = { type: 'integer' }
const string = { type: 'string' }
const side = { type: 'string', enum: ['LEFT', 'RIGHT'] }

export const SHAPES = {
  'pull-request-review': {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'user', 'body', 'state', 'commit_id'],
    properties: {
      id: integer,
      user: { anyOf: [user, { type: 'null' }] },
      // The description says string; GitHub's webhooks send null for a review of line comments only, and the
      // loopback does too so the adapter is held to the stricter case (github-facts.md).
      body: { type: ['string', 'null'] },
      state: string,
      submitted_at: string,
      commit_id: { type: ['string', 'null'] }
    }
  },
  'pull-request-review-comment': {
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'pull_request_review_id',
      'diff_hunk',
      'path',
      'commit_id',
      'original_commit_id',
      'user',
      'body',
      'created_at',
      'updated_at'
    ],
    properties: {
      id: integer,
      pull_request_review_id: { type: ['integer', 'null'] },
      body: string,
      user: { anyOf: [user, { type: 'null' }] },
      created_at: string,
      updated_at: string,
      path: string,
      line: integer,
      original_line: integer,
      side,
      in_reply_to_id: integer,
      diff_hunk: string,
      commit_id: string,
      original_commit_id: string,
      start_line: { type: ['integer', 'null'] },
      original_start_line: { type: ['integer', 'null'] },
      start_side: { enum: ['LEFT', 'RIGHT', null] }
    }
  },
  'file-commit': {
    type: 'object',
    additionalProperties: false,
    required: ['content', 'commit'],
    properties: {
      content: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: { name: string, path: string, sha: string, size: integer, type: string }
      },
      commit: {
        type: 'object',
        additionalProperties: false,
        properties: {
          sha: string,
          message: string,
          tree: { type: 'object', properties: { sha: string } },
          parents: { type: 'array', items: { type: 'object', properties: { sha: string } } }
        }
      }
    }
  },
  // What GET /pulls/{n}/reviews/{id}/comments lists ("review-comment"): the fields the loopback sends are typed
  // as in pull-request-review-comment, which the description gives the same types.
  'review-comment': {
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'pull_request_review_id',
      'diff_hunk',
      'path',
      'commit_id',
      'original_commit_id',
      'user',
      'body'
    ],
    properties: {
      id: integer,
      pull_request_review_id: { type: ['integer', 'null'] },
      body: string,
      user: { anyOf: [user, { type: 'null' }] },
      created_at: string,
      updated_at: string,
      path: string,
      line: integer,
      original_line: integer,
      side,
      start_line: { type: ['integer', 'null'] },
      original_start_line: { type: ['integer', 'null'] },
      start_side: { enum: ['LEFT', 'RIGHT', null] },
      in_reply_to_id: integer,
      diff_hunk: string,
      commit_id: string,
      original_commit_id: string
    }
  },
  // The answer of reactions/create-for-issue-comment and -for-pull-request-review-comment (200 and 201
  // alike), as @octokit/openapi-types 29.0.1 types components/schemas/reaction: all required, `user` nullable.
  reaction: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'node_id', 'user', 'content', 'created_at'],
    properties: {
      id: integer,
      node_id: string,
      user: { anyOf: [user, { type: 'null' }] },
      content: { enum: ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'] },
      created_at: string
    }
  },
  // Their 422 ("validation_failed"): `errors` are objects, each with its `code`.
  'validation-error': {
    type: 'object',
    additionalProperties: false,
    required: ['message', 'documentation_url'],
    properties: {
      message: string,
      documentation_url: string,
      errors: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['code'],
          properties: { resource: string, field: string, message: string, code: string }
        }
      },
      status: string
    }
  },
  // The 422 of pulls/create-review ("validation_failed_simple"); `status` is what GitHub sends besides.
  'validation-error-simple': {
    type: 'object',
    additionalProperties: false,
    required: ['message', 'documentation_url'],
    properties: {
      message: string,
      documentation_url: string,
      errors: { type: 'array', items: string },
      status: string
    }
  },
  'basic-error': {
    type: 'object',
    additionalProperties: false,
    properties: { message: string, documentation_url: string, url: string, status: string }
  },
  // components/schemas/check-run as @octokit/openapi-types 29.0.1 types it: every field required; the loopback
  // has no app, check suite or pull requests, and sends null and [] for them, as GitHub may.
  'check-run': {
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'head_sha',
      'node_id',
      'external_id',
      'url',
      'html_url',
      'details_url',
      'status',
      'conclusion',
      'started_at',
      'completed_at',
      'output',
      'name',
      'check_suite',
      'app',
      'pull_requests'
    ],
    properties: {
      id: integer,
      head_sha: string,
      node_id: string,
      external_id: { type: ['string', 'null'] },
      url: string,
      html_url: { type: ['string', 'null'] },
      details_url: { type: ['string', 'null'] },
      status: { enum: ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'] },
      conclusion: {
        enum: ['success', 'failure', 'neutral', 'cancelled', 'skipped', 'timed_out', 'action_required', null]
      },
      started_at: { type: ['string', 'null'] },
      completed_at: { type: ['string', 'null'] },
      output: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'summary', 'text', 'annotations_count', 'annotations_url'],
        properties: {
          title: { type: ['string', 'null'] },
          summary: { type: ['string', 'null'] },
          text: { type: ['string', 'null'] },
          annotations_count: integer,
          annotations_url: string
        }
      },
      name: string,
      check_suite: {
        anyOf: [{ type: 'object', required: ['id'], properties: { id: integer } }, { type: 'null' }]
      },
      app: { type: ['object', 'null'] },
      pull_requests: { type: 'array' }
    }
  }
} as const
