// Critics' answers where the question was asked: a round whose replies were written in line-comment threads
// lets each critic answer such a thread in its findings block (`answers`, by the thread's first comment's id);
// the action posts one reply per thread per round holding every critic's answer under its attribution, and
// each critic's round comment links to it. Only threads the prompt listed take an answer; at most 10 threads a
// round get a reply, the rest (and any GitHub refuses) are answered in the round comments instead.
import { parseFindings } from '../../base/findings/findings-parse.js'
import { defuseInline, defuseUntrusted } from '../../base/markdown/text.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import { threadKey } from '../../base/marker/thread-key.js'
import { readThreadMarkers, renderThreadAnswer } from '../render/thread-replies.js'
import { describeError } from '../../base/shared/errors.js'
import type { PlanWithThreads } from './threads-plan.js'
import type { ReviewServices } from '../context/services.js'

/** Threads that get a reply in one round; the answers to any others stay in the round comments. */
/** @internal */
export const MAX_ANSWERED_THREADS = 10

/** What the round's answers came to: the lines each critic's round comment gets, and the replies posted. */
export interface ThreadAnswers {
  /** By critic name, Markdown lines for its round comment (links to its answers, answers that stayed here). */
  lines: Map<string, string[]>
  /** The replies in threads, new or found from a run before (a re-run posts none twice). */
  answered: Array<{ round: number; root: number; reply: number }>
  /** For the job summary: answers refused or not posted, and why. */
  notes: string[]
}

type Critic = { name: string; harness: string; model?: string }

/** The line comment `root` of the item's pull request, and the words that name its place. */
function placeOf(s: ReviewServices, root: number): string {
  const entry = s.conversation.find(`review-comment:${root}`)
  const anchor = entry?.anchor
  if (!anchor) return `thread ${root}`
  // A path is a file name anyone could choose: defused as a finding's place is, so it cannot open a link or ping.
  const place = defuseInline(
    `${anchor.path}${anchor.line === undefined ? '' : `:${anchor.line}`}`,
    540,
    s.keywords
  )
  return `the thread on ${place}`
}

/** The action's own thread replies on the item's pull request, by the markers they carry (signed when set). */
export function ownThreadMarkers(s: ReviewServices) {
  return readThreadMarkers(
    s.conversation.readEntries().flatMap((e) =>
      e.kind === 'review-comment'
        ? [
            {
              id: e.id,
              author: e.author,
              body: e.body,
              ...(e.anchor?.inReplyToId ? { inReplyToId: e.anchor.inReplyToId } : {})
            }
          ]
        : []
    ),
    { identity: s.identity, ...(s.signer ? { signer: s.signer } : {}) }
  )
}

/** A link to a line comment on GitHub (the pull request's conversation, at that comment). */
export function reviewCommentUrl(s: ReviewServices, plan: PlanWithThreads, pull: number, id: number): string {
  const server = s.serverUrl ?? 'https://github.com'
  return `${server}/${plan.item.owner}/${plan.item.repo}/pull/${pull}#discussion_r${id}`
}

/** An answer kept in the round comment: quoted under the reason it is not in its thread. */
function kept(s: ReviewServices, root: number, why: string, body: string): string {
  const quoted = defuseUntrusted(body, s.keywords).replace(/^/gm, '> ')
  return `- Answer for ${placeOf(s, root)} (${why}):\n\n${quoted}`
}

function push(lines: Map<string, string[]>, critic: string, line: string): void {
  lines.set(critic, [...(lines.get(critic) ?? []), line])
}

/**
 * Posts the round's answers in their threads. `critics` gives each envelope's attribution. Nothing is read or
 * posted when the round carries no reply written in a thread.
 */
export async function postThreadAnswers(
  s: ReviewServices,
  plan: PlanWithThreads,
  envelopes: readonly Envelope[],
  critics: ReadonlyMap<string, Critic>
): Promise<ThreadAnswers> {
  const out: ThreadAnswers = { lines: new Map(), answered: [], notes: [] }
  const listed = plan.threads ?? []
  const pull = plan.inlines.find((i) => i.own)?.number
  if (listed.length === 0 || pull === undefined) return out
  // By thread, in the order the prompt listed them: each critic's answer, the first it gave for the thread.
  const byThread = new Map<number, Array<{ critic: Critic; body: string }>>()
  for (const e of envelopes) {
    if (!e.ok) continue
    const critic = critics.get(e.critic) ?? { name: e.critic, harness: 'unknown' }
    for (const answer of parseFindings(e.output).answers) {
      if (!listed.includes(answer.thread)) {
        push(
          out.lines,
          e.critic,
          `- An answer for thread ${answer.thread} was not posted: this round's prompt listed no such thread.`
        )
        continue
      }
      byThread.set(answer.thread, [...(byThread.get(answer.thread) ?? []), { critic, body: answer.body }])
    }
  }
  const ordered = listed.filter((root) => byThread.has(root))
  const mine = ownThreadMarkers(s)
  for (const [index, root] of ordered.entries()) {
    const answers = byThread.get(root)!
    if (index >= MAX_ANSWERED_THREADS) {
      for (const a of answers)
        push(
          out.lines,
          a.critic.name,
          kept(s, root, `over the ${MAX_ANSWERED_THREADS} threads answered in one round`, a.body)
        )
      continue
    }
    // A re-run of the round finds the reply it posted before: never a second one in the same thread.
    const before = mine.answers.find((m) => m.round === plan.round && m.key === threadKey(root))
    let reply = before?.commentId
    if (reply === undefined) {
      try {
        const body = renderThreadAnswer({ round: plan.round, root, answers, keywords: s.keywords })
        reply = (await s.github.replyToReviewComment(pull, root, s.conversation.sign(body))).id
      } catch (error) {
        const why = `GitHub did not take it in the thread: ${describeError(error)}`
        out.notes.push(`answer in ${placeOf(s, root)} not posted in the thread: ${describeError(error)}`)
        for (const a of answers) push(out.lines, a.critic.name, kept(s, root, why, a.body))
        continue
      }
    }
    out.answered.push({ round: plan.round, root, reply })
    const link = reviewCommentUrl(s, plan, pull, reply)
    for (const a of answers) push(out.lines, a.critic.name, `- Answered in [${placeOf(s, root)}](${link}).`)
  }
  // A thread nobody answered in place: said once, in the first round comment that can say it.
  const silent = listed.filter((root) => !byThread.has(root))
  const first = envelopes.find((e) => e.ok)
  if (first && silent.length > 0)
    for (const root of silent) push(out.lines, first.critic, `- No critic answered in ${placeOf(s, root)}.`)
  return out
}

/** The lines of a critic as the section its round comment ends with, or '' for none. */
export function threadSection(lines: readonly string[] | undefined): string {
  if (!lines || lines.length === 0) return ''
  return `\n\n**Threads**\n\n${lines.join('\n')}`
}
