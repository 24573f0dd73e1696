// The harness config's one definition (.the-loop/harness-config.yaml), in TypeBox: its value is the JSON Schema
// published as schemas/harness-config.schema.json and compiled ahead of time (scripts/contracts.ts), its `Static`
// the raw config's type. Build time only: runtime code imports its types, never this value.
import { Type, type Static, type TSchema } from 'typebox'
import { SEVERITIES } from '../../base/shared/severity.js'
import { CRITIC_FIELDS, REVIEWS_FIELDS, UPSTREAM_SECTIONS } from './config-keys.js'
import { DEFAULT_SPEC_DIR } from './config-model.js'
import {
  DEFAULT_TIMEOUT_SECONDS,
  MAX_TIMEOUT_SECONDS,
  MIN_TIMEOUT_SECONDS,
  PLACEHOLDERS,
  TELEMETRY_POLICIES,
  TOOL_POLICIES
} from './critic-model.js'
import { MAX_LINE_COMMENTS } from './noise-controls.js'
import { DEFAULT_MAX_PARTS, MAX_PARTS_CEILING, MIN_PROMPT_CHARS } from './prompt-capacity.js'
import {
  DEFAULT_RULES_FILES,
  MAX_RULE_PATHS,
  MAX_RULE_TEXT,
  MAX_RULES_FILES,
  MAX_SCOPED_RULES,
  MAX_PATH_LENGTH
} from './review-rules.js'
import { MAX_RUN_COST_USD } from './usage-meter.js'

const ID = 'https://github.com/the-loop/the-loop-action/schemas/harness-config.schema.json'

/** A reference into `$defs`, typed as what it refers to. */
const ref = <T extends TSchema>(name: string, _of?: T) => Type.Unsafe<Static<T>>({ $ref: `#/$defs/${name}` })

/** A repository path or pattern, as the review rules take them. */
const rulesPath = () => Type.String({ minLength: 1, maxLength: MAX_PATH_LENGTH })

const upstreamSection = Type.Unknown({
  description:
    "A section of the upstream the-loop CLI's harness config (this file is shared with it): accepted and not read by this action. config validate warns about a top-level key that neither reads."
})

const upstreamCount = Type.Integer({
  minimum: 0,
  default: 3,
  description:
    "Read by the upstream the-loop CLI's review procedure; no effect in this action, whose max-rounds input bounds the rounds (config validate warns)."
})

const upstreamSwitch = Type.Boolean({
  default: true,
  description:
    "Read by the upstream the-loop CLI's review procedure; no effect in this action (config validate warns)."
})

/** Variables the schema refuses in a critic's `env` (env.ts refuses these and more, in any letter case). */
const REFUSED_ENV =
  '^(GITHUB_TOKEN|GH_TOKEN|INPUT_.*|ACTIONS_RUNTIME_.*|ACTIONS_ID_TOKEN_.*|GITHUB_APP_.*|GH_APP_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY|LD_.*|DYLD_.*|BASH_FUNC_.*|BASH_ENV|ENV|NODE_OPTIONS)$'

/** The npm package of a built-in harness at an exact semver 2.0 version (cli-packages.ts says which harness). */
const INSTALL_PATTERN =
  '^(@anthropic-ai/claude-code|@openai/codex|@google/gemini-cli)@(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$'

const critic = Type.Object(
  {
    name: Type.String({ minLength: 1, description: 'Unique id: `the-loop critic run <name>`.' }),
    harness: Type.Optional(
      Type.String({
        default: '',
        description:
          'Attribution prefix. The built-ins claude, cursor, codex and gemini also derive the invocation.'
      })
    ),
    model: Type.Optional(
      Type.String({
        default: '',
        description: "Passed through the built-in's model flag, or as {model} in args."
      })
    ),
    command: Type.Optional(
      Type.String({
        default: '',
        description:
          'The executable to spawn (argv[0] only, never a shell line: arguments go in args). A command with whitespace is refused unless it is an absolute path that exists. Wins over harness.'
      })
    ),
    args: Type.Optional(
      Type.Array(Type.String({ pattern: `^([^{]|\\{(${PLACEHOLDERS.join('|')})\\})*$` }), {
        default: [],
        description:
          'argv after the executable (or flags appended to a built-in). Placeholders: {prompt}, {promptFile}, {model}, {workItem}, {specDir}, {cwd}; each fills one element. With command, mention {prompt} or {promptFile}.'
      })
    ),
    env: Type.Optional(
      Type.Unsafe<Record<string, string>>({
        type: 'object',
        additionalProperties: { type: 'string' },
        propertyNames: { not: { pattern: REFUSED_ENV } },
        default: {},
        description:
          'Overlay on the scrubbed environment. Never secrets: tokens stay out of config. Loader and shell start-up variables (LD_*, DYLD_*, BASH_ENV, ENV, NODE_OPTIONS) are refused.'
      })
    ),
    cwd: Type.Optional(Type.String({ default: '', description: 'Run directory; default the project root.' })),
    outputFormat: Type.Optional(
      Type.Enum(['text', 'json'], {
        default: 'text',
        description:
          "How a command critic's stdout is read. A built-in harness reads its CLI's JSON itself; there this field has no effect (config validate warns)."
      })
    ),
    timeoutSeconds: Type.Optional(
      Type.Number({
        minimum: MIN_TIMEOUT_SECONDS,
        maximum: MAX_TIMEOUT_SECONDS,
        default: DEFAULT_TIMEOUT_SECONDS,
        description:
          'Hard bound on one critic round, in seconds (fractions allowed): at least 1, at most 5 days.'
      })
    ),
    maxPromptChars: Type.Optional(
      Type.Integer({
        minimum: MIN_PROMPT_CHARS,
        description:
          "The prompt this critic takes at most, in characters (brief, replies and instructions count). A larger diff is split into parts along file boundaries, each run on its own. Default: per built-in harness, 3 characters per token times half its default model's context window (cursor-agent: 98,304, under its argv limit); 200,000 for a command critic."
      })
    ),
    maxParts: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PARTS_CEILING,
        default: DEFAULT_MAX_PARTS,
        description:
          'How many parts of a large diff this critic is run on at most; the files most worth reviewing come first, and every file left out is named.'
      })
    ),
    minSeverity: Type.Optional(
      Type.Enum([...SEVERITIES], {
        description:
          'The least severe finding of this critic that goes on a line of the diff; less severe ones are listed in its round comment. Default: every severity.'
      })
    ),
    maxLineComments: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_LINE_COMMENTS,
        description:
          "How many of this critic's findings go on the diff in one round, the most severe first; the rest are listed in its round comment. Applied after a split critic's parts are merged; the parser keeps 50 findings of one answer before it. Default: no cap but that one."
      })
    ),
    costEstimateUsd: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: MAX_RUN_COST_USD,
        description:
          'What one run of this critic (one part of a split diff) is taken to cost, in dollars, before its first round in a review reports a cost: the money budget (input max-cost-usd) estimates a round from it. Default: no estimate, so the first round runs and later rounds are estimated from what it reported.'
      })
    ),
    enabled: Type.Optional(Type.Boolean({ default: true, description: 'false: listed, refused at run.' })),
    tools: Type.Optional(
      Type.Enum([...TOOL_POLICIES], {
        default: 'read-only',
        description:
          "Built-in harnesses only. read-only: the CLI runs with no shell, no file edits and no web tools. allow: the CLI's own tool defaults (it may run commands and edit files as the runner's user)."
      })
    ),
    telemetry: Type.Optional(
      Type.Enum([...TELEMETRY_POLICIES], {
        default: 'off',
        description:
          "Built-in harnesses only. off: the CLI's calls besides the model API (usage statistics, error reports, plugin catalogues) are switched off where the adapter knows a setting for them. allow: the CLI's own defaults."
      })
    ),
    install: Type.Optional(
      Type.String({
        pattern: INSTALL_PATTERN,
        description:
          "Built-in harnesses claude, codex and gemini only. The harness's npm package at an exact version (such as @openai/codex@0.171.0) that the critics step installs, install scripts off, when the CLI is not on PATH. Unset: the version the action's real-CLI suite tested, from the lockfile the action ships (critic-clis/). Another version is installed with npm's own resolution, its integrity hashes from the registry."
      })
    )
  },
  {
    additionalProperties: false,
    // A command critic runs exactly its args: a built-in's settings there would promise what nobody applies.
    if: { required: ['command'], properties: { command: { type: 'string', minLength: 1 } } },
    then: {
      not: { anyOf: [{ required: ['tools'] }, { required: ['telemetry'] }, { required: ['install'] }] }
    }
  }
)

const scopedRule = Type.Object(
  {
    paths: Type.Array(rulesPath(), { minItems: 1, maxItems: MAX_RULE_PATHS }),
    text: Type.String({ minLength: 1, maxLength: MAX_RULE_TEXT })
  },
  { additionalProperties: false }
)

const reviews = Type.Object(
  {
    selfReviewCount: Type.Optional(ref('upstreamCount', upstreamCount)),
    criticReviewCount: Type.Optional(ref('upstreamCount', upstreamCount)),
    stopOnNoNewFindings: Type.Optional(ref('upstreamSwitch', upstreamSwitch)),
    escalateOnRepeatFinding: Type.Optional(ref('upstreamSwitch', upstreamSwitch)),
    critics: Type.Optional(Type.Array(ref('critic', critic))),
    verifiers: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        maxItems: 20,
        description:
          "Under the action's input `inline-findings: verified`: the critics (by name, in order of preference) that verify a problem another critic raised alone; the first of them that answered the round and is not the problem's raiser verifies it. Left out: another vendor's critic first, then any other."
      })
    ),
    rulesFiles: Type.Optional(
      Type.Array(rulesPath(), {
        maxItems: MAX_RULES_FILES,
        default: DEFAULT_RULES_FILES,
        description:
          "The repository's review rules: files read from the default branch (never from the pull request head) into every round's prompt, ranked below the brief. A file over 1 MB is left out and said. [] reads none."
      })
    ),
    rules: Type.Optional(
      Type.Array(scopedRule, {
        maxItems: MAX_SCOPED_RULES,
        description:
          "Path-scoped review rules: each text is stated in a round's prompt when the diff touches a path one of its patterns matches (git's wildmatch; a pattern without a slash matches a file name at any depth)."
      })
    )
  },
  { additionalProperties: false, description: 'Review-round policy and the critics a round may call.' }
)

const workflow = Type.Object(
  {
    specDir: Type.Optional(
      Type.String({
        default: DEFAULT_SPEC_DIR,
        description:
          "Where a work item's spec folder lives. `the-loop critic run --work-item ID` fills {specDir} with <root>/<specDir>/<ID>; in the actions {specDir} is empty."
      })
    )
  },
  {
    additionalProperties: true,
    description:
      'Shared with the upstream the-loop CLI, which reads its other keys. This action reads specDir only.'
  }
)

/** The upstream CLI's sections this action does not read: each accepted as it is. */
const upstreamOnly = Object.fromEntries(
  UPSTREAM_SECTIONS.filter((s) => s !== 'reviews' && s !== 'workflow').map((s) => [
    s,
    Type.Optional(ref('upstreamSection', upstreamSection))
  ])
)

/**
 * The whole config. Its value is read at build time only (scripts/contracts.ts): no bundle holds it.
 * @internal
 */
export const HarnessConfigSchema = Type.Object(
  {
    reviews: Type.Optional(ref('reviews', reviews)),
    workflow: Type.Optional(workflow),
    ...upstreamOnly
  },
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ID,
    title: 'the-loop harness config (.the-loop/harness-config.yaml)',
    description:
      "Repository-scoped harness settings. Inside GitHub Actions this file is read from the default branch, never from a pull request's head. A critic entry is executable configuration: review changes to it like code.",
    additionalProperties: true,
    $defs: { upstreamSection, reviews, upstreamCount, upstreamSwitch, critic }
  }
)

/** One `reviews.critics[]` entry as written (a field left out takes the default the schema states). */
export type RawCritic = Static<typeof critic>
/** The `reviews` block as written. */
export type RawReviews = Static<typeof reviews>

// tsc holds the key lists the loader names in its messages to the properties defined here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameKeys: [
  Same<keyof RawCritic, (typeof CRITIC_FIELDS)[number]>,
  Same<keyof RawReviews, (typeof REVIEWS_FIELDS)[number]>
] = [true, true]
void sameKeys
