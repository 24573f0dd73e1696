// The keys a harness config may hold, as plain lists: the TypeBox definition (config-schema.ts) builds the schema's
// properties from them (tsc holds the two to the same names), and the loader names them in its messages.

/** The top-level sections this action reads: the critics and `workflow.specDir` (the CLI's `{specDir}`). */
export const ACTION_SECTIONS = ['reviews', 'workflow'] as const

/**
 * The top-level sections of the upstream the-loop CLI's harness config (its schema at v11.2.0, then the
 * four that earlier versions had: messaging, personas, polling, webhooks). The file is shared with that
 * CLI, so its sections are accepted here unread.
 */
export const UPSTREAM_SECTIONS = [
  'version',
  'ticketing',
  'repository',
  'workflow',
  'tooling',
  'customInstructions',
  'testing',
  'apiSpecs',
  'design',
  'localOrchestration',
  'hooks',
  'graph',
  'observability',
  'reviews',
  'autonomy',
  'security',
  'tdd',
  'minimalism',
  'tokenEconomy',
  'selfImprovement',
  'contextManagement',
  'userInteraction',
  'notifications',
  'externalTools',
  'messaging',
  'personas',
  'polling',
  'webhooks'
] as const

/**
 * The upstream CLI's review policy in the `reviews` block: read as given (each defaults when left out), and of no
 * effect in this action (`config validate` warns).
 */
export const POLICY_FIELDS = [
  'selfReviewCount',
  'criticReviewCount',
  'stopOnNoNewFindings',
  'escalateOnRepeatFinding'
] as const

/** The keys of the `reviews` block: `critics` and the review rules (`rulesFiles`, `rules`) act here. */
export const REVIEWS_FIELDS = ['critics', 'verifiers', 'rulesFiles', 'rules', ...POLICY_FIELDS] as const

/** The fields of one `reviews.critics[]` entry, in the order the loader checks them. */
export const CRITIC_FIELDS = [
  'name',
  'harness',
  'model',
  'command',
  'args',
  'env',
  'cwd',
  'outputFormat',
  'timeoutSeconds',
  'maxPromptChars',
  'maxParts',
  'minSeverity',
  'maxLineComments',
  'costEstimateUsd',
  'enabled',
  'tools',
  'telemetry',
  'install'
] as const
