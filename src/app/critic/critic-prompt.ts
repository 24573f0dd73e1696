// The prompt of a dispatched critic: the inline text, a workspace file, or a pull request rendered as a round
// prompt is (its diff, its frozen brief when the state branch has one, the dispatcher's words as a reply). For a
// pull request the render's input comes back too, so a diff too large for the critic can be split in parts.
import type { GitHubPort } from '../../github/port.js'
import { executableConfigChanges } from '../../loop/brief/brief-comments.js'
import { readPullDiff } from '../../loop/pull/diff.js'
import { renderRoundPrompt, type RoundPromptInput } from '../../loop/prompt/round-prompt.js'
import { UserError } from '../../base/shared/errors.js'
import { atLogin } from '../../base/shared/quoted.js'
import type { BriefLookup } from './critic-brief.js'
import { readWorkspaceFile } from './critic-files.js'
import type { CriticActionInputs } from './critic-inputs.js'
import type { RulesConfig } from '../../critics/harness/review-rules.js'
import { readRulesFiles, rulesForPaths } from '../../loop/prompt/rules-read.js'

/** What composing the prompt reads with: the workspace, the pull request and its brief, who dispatched. */
interface PromptDeps {
  workspace: string
  github: Pick<GitHubPort, 'getPull' | 'getPullDiff' | 'listPullFiles' | 'getFileText'>
  /** The harness config's review rules and the default branch they are read from, for a pull request's prompt. */
  rules?: { config: RulesConfig; branch: string; log: (line: string) => void }
  loadBrief?: (pullNumber: number, stateBranch: string, secret: string) => Promise<BriefLookup>
  actor: string
}

export interface CriticPrompt {
  text: string
  /** Set when a pull request was reviewed without its frozen brief: why. */
  briefNote?: string
  /** What the prompt was rendered from, for a pull request: the diff is split by it when it is too large. */
  input?: RoundPromptInput
}

/**
 * The review rules of the default branch, as a round reads them (loop/prompt/rules-read.ts); the notes
 * logged.
 */
async function readRules(deps: PromptDeps) {
  if (!deps.rules) return undefined
  const { config, branch, log } = deps.rules
  const read = await readRulesFiles({ getFileText: (path) => deps.github.getFileText(path, branch) }, config)
  for (const note of read.notes) log(`warning: ${note}`)
  return read
}

export async function composePrompt(inputs: CriticActionInputs, deps: PromptDeps): Promise<CriticPrompt> {
  if (inputs.promptFile)
    return { text: await readWorkspaceFile(deps.workspace, inputs.promptFile, 'prompt-file') }
  if (!inputs.pullRequest) return { text: inputs.prompt }
  const n = inputs.pullRequest
  const pull = await deps.github.getPull(n)
  if (!pull) throw new UserError(`pull request #${n} not found`, "input 'pull-request'")
  const [read, lookup, rules] = await Promise.all([
    readPullDiff(deps.github, n),
    deps.loadBrief
      ? deps.loadBrief(n, inputs.stateBranch, inputs.markerSecret)
      : Promise.resolve<BriefLookup>({ missing: 'no reader of the state branch in this host' }),
    readRules(deps)
  ])
  const changed = (read?.files ?? []).map((f) => f.path)
  const replies = inputs.prompt.trim() ? [{ label: atLogin(deps.actor), body: inputs.prompt }] : []
  const input: RoundPromptInput = {
    brief: 'brief' in lookup ? lookup.brief : undefined,
    pulls: [
      {
        ref: `#${n}`,
        title: pull.title,
        body: pull.body,
        files: read?.files ?? [],
        diff: read?.diff ?? '',
        notes: read?.notes ?? []
      }
    ],
    previousFindings: [],
    replies,
    executableChanges: executableConfigChanges(changed, inputs.configPath),
    ...(rules ? { rules: rulesForPaths(rules, changed) } : {})
  }
  return {
    text: renderRoundPrompt(input),
    input,
    briefNote: 'missing' in lookup ? lookup.missing : undefined
  }
}
