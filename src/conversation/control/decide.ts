// The control plane's decision for one trigger: ignore, refuse with a reply, accept a command, or pass on.
import type { ItemRef, Trigger, TriggerComment } from '../event/trigger.js'
import { targetOf } from './command-target.js'
import { admitComment, isAuthorized, type ActionIdentity, type Allowlist } from './authorize.js'
import type { Command } from '../../base/keywords/commands.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { parseCommand } from '../../base/keywords/keyword-parse.js'
import { isPaused, type ControlRecord } from '../../engine/state/control-record.js'

type RefusalKind = 'ambiguous' | 'unsupported' | 'nothing-to-resume'

export type ControlDecision =
  /** Nothing is posted: only the log and the job summary say why. */
  | { kind: 'ignore'; reason: string }
  /** An authorized user caused a refusal: a short self-marked reply says why; `reason` is the job summary's. */
  | { kind: 'refuse'; refusal: RefusalKind; reason: string; comment: TriggerComment; matched: Command[] }
  | { kind: 'command'; command: Command; target: ItemRef; comment: TriggerComment }
  /** An authorized comment with no command: input for the item's waiting gate. */
  | { kind: 'reply'; target: ItemRef; comment: TriggerComment }
  /** The issue or pull request was closed: move it to cleanup (no authorization needed to close). */
  | { kind: 'close'; target: ItemRef; merged: boolean; actor: string }
  | { kind: 'dispatch'; actor: string; inputs: Readonly<Record<string, string>> }
  /**
   * An earlier run left replies for another run: re-read the item. No authorization is asked of the sender
   * (only a token with write access can send it), because only authorized entries of the thread act.
   */
  | { kind: 'continue'; target: ItemRef }

export interface ControlContext {
  allowlist: Allowlist
  identity: ActionIdentity
  keywords: KeywordConfig
  /** The control record of the thread the comment was posted on, when there is one. */
  record?: ControlRecord
  /** True when the item waits at a phase-selection gate that `execute` may answer. */
  executeGateOpen?: boolean
  /** Issues the pull request links, for the commands that target the linked work item. */
  linkedIssues?: readonly number[]
}

/** Loops whose agent is a coding session: the Action cannot run them, and says so. */
const AGENT_LOOPS: ReadonlySet<Command> = new Set(['start', 'contribute', 'do'])

export function decideControl(trigger: Trigger, ctx: ControlContext): ControlDecision {
  switch (trigger.kind) {
    case 'ignored':
      return { kind: 'ignore', reason: trigger.reason }
    case 'closed':
      return { kind: 'close', target: trigger.item, merged: trigger.merged, actor: trigger.actor }
    case 'dispatch':
      if (!isAuthorized({ login: trigger.actor, type: 'User' }, ctx.allowlist)) {
        return {
          kind: 'ignore',
          reason: `workflow_dispatch by ${trigger.actor || 'an unknown actor'} is not in authorized-users`
        }
      }
      return { kind: 'dispatch', actor: trigger.actor, inputs: trigger.inputs }
    case 'continue':
      return { kind: 'continue', target: trigger.item }
    case 'pushed':
      // Handled before control (loop/mark-behind.ts): a push carries no command.
      return { kind: 'ignore', reason: 'a push to the pull request carries no command' }
    case 'comment':
      return decideComment(trigger, ctx)
  }
}

function decideComment(trigger: Extract<Trigger, { kind: 'comment' }>, ctx: ControlContext): ControlDecision {
  const { comment } = trigger
  const admission = admitComment(comment, ctx.allowlist, ctx.identity)
  if (admission.kind !== 'authorized') return { kind: 'ignore', reason: admission.reason }
  const parsed = parseCommand(comment.body, ctx.keywords)
  if (parsed.kind === 'ambiguous') {
    const reason = `the comment names more than one command (${parsed.matched.join(', ')})`
    return { kind: 'refuse', refusal: 'ambiguous', reason, comment, matched: parsed.matched }
  }
  if (parsed.kind === 'none') {
    if (isPaused(ctx.record)) return { kind: 'ignore', reason: 'the item is paused until resume' }
    return { kind: 'reply', target: trigger.item, comment }
  }
  const command = parsed.command
  const refuse = (refusal: RefusalKind, reason: string): ControlDecision => ({
    kind: 'refuse',
    refusal,
    reason,
    comment,
    matched: [command]
  })
  if (AGENT_LOOPS.has(command)) return refuse('unsupported', `${command} needs a coding agent session`)
  if (command === 'execute' && !ctx.executeGateOpen)
    return refuse('unsupported', 'no phase-selection gate is waiting')
  if (command === 'resume' && !isPaused(ctx.record)) return refuse('nothing-to-resume', 'nothing is paused')
  const target = targetOf(trigger, command, ctx.linkedIssues ?? [])
  if (!target) return { kind: 'ignore', reason: 'the comment has no work item to act on' }
  return { kind: 'command', command, target, comment }
}
