// What one critic's answer becomes in a round: its text for the round comment, and the findings that go on
// the diff as review comments. Pure: the caller posts. Findings off the diff, repeats and what the parser
// dropped are listed in the round text, from the action's own words, so nothing a critic found is lost.
import type { NewReviewComment } from '../../github/port.js'
import { defuseInline } from '../../base/markdown/text.js'
import { anchorFindings } from './anchor.js'
import { normalizeFindingPath } from '../../base/findings/finding-path.js'
import { routeFinding } from './finding-route.js'
import { findingKey, type FindingIdentity } from './key.js'
import type { DroppedPart, Finding, Severity } from '../../base/findings/finding.js'
import { parseFindings } from '../../base/findings/findings-parse.js'
import { findingPlace, lineUrl } from './finding-markdown.js'
import { roundText, type Listed } from './findings-list.js'
import { inlineComment, type InlineCandidate } from './inline-comment.js'
import { withNoiseControls } from './noise.js'
import type { ProblemOnDiff } from './shared-problems.js'
import type { FindingsInput, InlineTarget } from './findings-input.js'

/** The findings of one critic for one pull request's diff: one review. */
export interface FindingsReview {
  target: InlineTarget
  comments: NewReviewComment[]
}

/**
 * What became of one finding, for the round comment's lead (render/round-lead.ts): on a diff this round (its own
 * comment or another critic's, which also lists it), already there since an earlier round, or listed with why
 * (`note`). `href` links its line at the reviewed head when its path names a file of that diff.
 */
export interface FindingFate {
  fate: 'on-diff' | 'repeated' | 'listed'
  finding: Finding
  problem?: number
  href?: string
  since?: number
  note?: string
}

export interface FindingsPlan {
  /** The critic's answer without its findings block, for the round comment. */
  text: string
  /** Markdown the action writes under the answer (already neutralized): findings listed, drops named. */
  appendix: string
  /** The findings to post on each diff, each body marked with its key; the own pull request's first. */
  reviews: FindingsReview[]
  /** `refused`: listed because GitHub refused their place although they fit the diff the round read. */
  counts: {
    found: number
    inline: number
    listed: number
    repeated: number
    dropped: number
    refused: number
    /** Lone findings the consensus gate kept off the diff, listed. */
    lone: number
  }
  /** Each finding read, once (what the review's closing summary counts: a key once, however many rounds). */
  distinct: FindingIdentity[]
  dropped: DroppedPart[]
  /** The findings of the round's problems this critic would post, carried by its comment or another's. */
  onDiff: ProblemOnDiff[]
  /** Each finding's fate, in the answer's order of listing and posting. */
  fates: FindingFate[]
}

/** Splits one critic's answer into its round text and its reviews. Never throws on critic output. */
export function planFindings(input: FindingsInput): FindingsPlan {
  const parsed = typeof input.output === 'string' ? parseFindings(input.output) : input.output
  const reviews = new Map<InlineTarget, NewReviewComment[]>()
  const listed: Listed[] = []
  const fates: FindingFate[] = []
  const fate = (
    finding: Finding,
    how: Omit<FindingFate, 'finding' | 'problem'>,
    target?: Listed['target']
  ) => {
    const problem = input.problemOf?.(finding)
    const href = target && lineUrl({ ...target.link, sha: target.head }, finding)
    fates.push({ ...how, finding, ...(problem === undefined ? {} : { problem }), ...(href ? { href } : {}) })
  }
  /** Lists a finding with why; `since`: the earlier round that put it on the diff, which it repeats. */
  const list = (item: Listed, since?: number) => {
    listed.push(item)
    const how = since === undefined ? { fate: 'listed' as const } : { fate: 'repeated' as const, since }
    fate(item.finding, { ...how, note: item.note }, item.linked ? item.target : undefined)
  }
  let repeated = 0
  let refusedHere = 0
  const routed = new Map<InlineTarget, Finding[]>()
  const distinct = new Map<string, { severity: Severity; problem?: number }>()
  const decidedKeys = new Set<string>()
  const identify = (finding: Finding, key = findingKey(finding, '')) => {
    if (distinct.has(key)) return
    const problem = input.problemOf?.(finding)
    distinct.set(key, { severity: finding.severity, ...(problem === undefined ? {} : { problem }) })
  }
  // The findings posted on a diff that other critics raised too, as the round comment names them.
  const agreed: string[] = []
  // The findings that may go on a diff, before the critic's noise controls choose among them.
  const candidates: Array<
    InlineCandidate & {
      target: InlineTarget
      listHere: (finding: Finding, note: string, named?: string) => void
    }
  > = []
  // `named`: a critic the note names already, not said again.
  const withAlso = (finding: Finding, note: string, named?: string) => {
    const others = (input.alsoRaisedBy?.(finding) ?? []).filter((o) => o !== named)
    return others.length === 0 ? note : `${note}; also raised by ${others.join(', ')}`
  }
  for (const written of parsed.findings) {
    // The diff's own form of the path (`./src/a.ts` is `src/a.ts`): it anchors, keys and links by that form.
    const path = normalizeFindingPath(written.path)
    if (path === undefined) {
      identify(written)
      list({
        finding: written,
        note: withAlso(written, 'not on the diff: its path cannot name a file of the repository')
      })
      continue
    }
    const finding = path === written.path ? written : { ...written, path }
    const target = routeFinding(finding, input.targets)
    if (typeof target === 'string') {
      identify(finding)
      list({ finding, note: withAlso(finding, `not on the diff: ${target}`) })
    } else routed.set(target, [...(routed.get(target) ?? []), finding])
  }
  for (const [target, findings] of routed) {
    const anchoring = anchorFindings(findings, target)
    // Listed under this pull request: linked to its line only when the path names a file of its diff.
    const listHere = (finding: Finding, note: string, named?: string, since?: number) =>
      list(
        {
          finding,
          target,
          note: withAlso(finding, note, named),
          linked: anchoring.linkable.has(finding.path)
        },
        since
      )
    const posted = input.posted(target.number)
    const resolved = input.resolved?.(target.number) ?? new Map<string, string>()
    const notInline = input.notInline?.get(target.number)
    const keysHere = new Set<string>()
    for (const { finding, position, lineText } of anchoring.anchored) {
      const key = findingKey(finding, lineText)
      identify(finding, key)
      // The same finding twice in one answer is one comment.
      if (keysHere.has(key)) continue
      keysHere.add(key)
      // A reviewer's decision covers it (by any critic's earlier finding): listed, never on the diff again.
      const decided = input.decided?.(finding, target.number)
      if (decided?.covered) {
        decidedKeys.add(key)
        listHere(finding, decided.note)
        continue
      }
      const before = resolved.get(key)
      const earlier = before === undefined ? posted.get(key) : undefined
      if (earlier !== undefined) {
        // The same finding on the same line text, already on the diff: said once, listed here as repeated.
        if (earlier < input.round) {
          listHere(finding, `repeated from round ${earlier}`, undefined, earlier)
          repeated++
        }
        continue
      }
      // A finding more severe than a decided one is posted naming the decision, never held by its thread.
      const there = decided === undefined ? input.earlier?.(finding, target.number) : undefined
      if (there !== undefined) {
        const note = `on the diff since round ${there.round}, in [the thread](${there.link}) of \`${there.critic}\``
        listHere(finding, note, there.critic, there.round)
        repeated++
        continue
      }
      if (notInline !== undefined) {
        listHere(finding, `on the diff, listed here: ${notInline}`)
        continue
      }
      if (input.refused?.get(target.number)?.has(key)) {
        listHere(finding, 'GitHub refused this place on the diff (HTTP 422)')
        refusedHere++
        continue
      }
      const exceeds = decided?.note
      candidates.push({
        finding,
        position,
        key,
        ...(before && { before }),
        ...(exceeds && { exceeds }),
        target,
        listHere
      })
    }
    for (const u of anchoring.unanchored) {
      identify(u.finding)
      listHere(u.finding, `not on the diff: ${u.why}`)
    }
  }
  const chosen = withNoiseControls(candidates, input.noise)
  for (const { item, note } of chosen.listed) item.listHere(item.finding, note)
  const onDiff: ProblemOnDiff[] = []
  let lone = 0
  for (const c of chosen.posted) {
    const others = input.alsoRaisedBy?.(c.finding) ?? []
    const keptOff = input.consensus?.keepOff?.(c.finding, others)
    if (keptOff !== undefined) {
      c.listHere(c.finding, keptOff)
      lone++
      continue
    }
    const problem = input.problemOf?.(c.finding)
    const here = problem === undefined ? undefined : { problem, target: c.target.number }
    fate(c.finding, { fate: 'on-diff' }, c.target)
    if (here) onDiff.push({ ...here, critic: input.critic, finding: c.finding, key: c.key })
    const carrier = here && input.shared?.carrierOf(here.problem, here.target, input.critic.name)
    if (carrier !== undefined && carrier !== input.critic.name) {
      // Another critic's comment carries this problem: said once on the diff, listed here.
      c.listHere(c.finding, `on the diff in the comment of \`${carrier}\``, carrier)
      continue
    }
    if (others.length > 0)
      agreed.push(
        `${defuseInline(findingPlace(c.finding), 540, input.keywords)} by ${others.map((o) => `\`${o}\``).join(', ')}`
      )
    const joined =
      here && carrier === input.critic.name ? input.shared!.joinedOf(here.problem, here.target) : []
    const verifiedBy = input.consensus?.verifiedBy?.(c.finding)
    const comment = inlineComment(verifiedBy ? { ...c, verifiedBy } : c, others, input, joined)
    reviews.set(c.target, [...(reviews.get(c.target) ?? []), comment])
  }
  const several = input.targets.length > 1
  const planned = [...reviews].map(([target, comments]) => ({ target, comments }))
  planned.sort((a, b) => Number(b.target.own) - Number(a.target.own) || a.target.number - b.target.number)
  const said = roundText(parsed, {
    posted: planned,
    agreed,
    listed,
    several,
    ...(input.consensus?.note && parsed.findings.length > 0 ? { note: input.consensus.note } : {}),
    ...(input.keywords ? { keywords: input.keywords } : {})
  })
  return {
    ...said,
    reviews: planned,
    counts: {
      found: parsed.findings.length,
      inline: planned.reduce((n, r) => n + r.comments.length, 0),
      listed: listed.length,
      repeated,
      dropped: parsed.dropped.length,
      refused: refusedHere,
      lone
    },
    distinct: [...distinct].map(([key, { severity, problem }]) => ({
      key,
      severity,
      ...(problem === undefined ? {} : { problem }),
      ...(decidedKeys.has(key) && { decided: true })
    })),
    dropped: parsed.dropped,
    onDiff,
    fates
  }
}
