// Fault injection for the loopback GitHub: seeded 5xx, one-shot rate-limit answers, added latency, writes whose
// answer is lost after they were applied, a contents write refused because its branch moved, and a read-only
// token's refused writes, and a token that may not resolve review threads.

interface OneShot {
  status: 403 | 429
  /** Seconds sent in `retry-after` (secondary limit); omitted when the primary limit is exhausted. */
  retryAfter?: number
  /** Answer as an exhausted primary limit: `x-ratelimit-remaining: 0` plus `x-ratelimit-reset`. */
  primary?: boolean
  /** Only requests whose route name contains this text trigger it (default: any API request). */
  route?: string
}

export interface FaultPlan {
  /** Fraction (0..1) of API requests refused with `failStatus` before they are processed. */
  failRate?: number
  failStatus?: number
  /** Fractions (0..1) of reads (GET) and of writes (any other method; not GraphQL) refused with 502, unapplied. */
  readFailRate?: number
  writeFailRate?: number
  /** The next REST write is applied and then its connection is reset: the client gets no answer at all. */
  resetOnce?: boolean
  /** Seed of the fault dice, so a failing run can be replayed. */
  seed?: number
  latencyMs?: number
  oneShots?: OneShot[]
  /**
   * Fraction (0..1) of successful REST writes (any method but GET; not GraphQL) that are applied and then
   * answered 502: GitHub committed the change but the answer was lost, so a client retry meets its own write.
   */
  afterApplyRate?: number
  /**
   * The next contents-API write (PUT /contents/{path}) that passes its sha checks is refused, unapplied, with
   * 409 `refs/heads/<branch> expected to be at <sha>`: the branch moved under a concurrent write to another file,
   * a race this single-threaded server cannot produce by itself.
   */
  branchMovedOnce?: boolean
  /**
   * A read-only token (a fork's pull_request_review event, or `permissions:` without write scopes): every REST
   * write is refused, unapplied, with 403 `Resource not accessible by integration`, as GitHub answers it.
   */
  readOnly?: boolean
  /**
   * A token that may comment but not resolve (GitHub asks `contents: write` beside `pull-requests: write`):
   * GraphQL's resolveReviewThread and unresolveReviewThread on an existing thread answer HTTP 200 with
   * `errors: [{ type: 'FORBIDDEN' }]` and a null payload, unapplied.
   */
  threadResolveForbidden?: boolean
  /**
   * A token without `checks: write` (the workflow's `permissions:` leave it out): the check-run writes answer 403
   * `Resource not accessible by integration`, unapplied, while every other write goes through.
   */
  noChecksPermission?: boolean
  /**
   * Requests whose route name contains `route` are refused, unapplied, with `status` (502 by default) the next
   * `times` times, after letting the first `skip` through: more than the client's retries makes a call fail
   * for good, as in a long GitHub outage.
   */
  outage?: { route: string; times: number; status?: number; skip?: number }
}

export interface InjectedFault {
  status: number
  message: string
  headers: Record<string, string>
}

/**
 * The fault dice: a roll depends on the seed, on what is asked (purpose, method, path with query) and on how
 * often that same thing was asked before, never on arrival order. Requests a run sends in parallel reach the
 * server in an order the machine's load decides; a sequence of rolls shared by all of them made a seed's
 * faults, and so a test's outcome, change with the load.
 */
class KeyedDice {
  private seen = new Map<string, number>()

  constructor(private readonly seed: number) {}

  roll(purpose: string, method: string, path: string): number {
    const key = `${purpose} ${method} ${path}`
    const nth = this.seen.get(key) ?? 0
    this.seen.set(key, nth + 1)
    return mix(fnv1a(`${key}#${nth}`) ^ Math.imul(this.seed >>> 0, 0x9e3779b1))
  }
}

/** FNV-1a, 32 bits: a stable hash of the request's key. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** mulberry32's output step: spreads the hash over [0, 1). */
function mix(value: number): number {
  let t = (value + 0x6d2b79f5) >>> 0
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

export class FaultInjector {
  private dice: KeyedDice
  private plan: FaultPlan = {}
  injected = 0

  constructor(plan: FaultPlan = {}) {
    this.dice = new KeyedDice(0)
    this.set(plan)
  }

  set(plan: FaultPlan): void {
    this.plan = {
      ...plan,
      oneShots: [...(plan.oneShots ?? [])],
      ...(plan.outage ? { outage: { ...plan.outage } } : {})
    }
    this.dice = new KeyedDice(plan.seed ?? 1)
  }

  get latencyMs(): number {
    return this.plan.latencyMs ?? 0
  }

  /** Decides whether this request fails; one-shots fire first, then the seeded dice. */
  pick(route: string, method = 'GET', path = route): InjectedFault | undefined {
    const shots = this.plan.oneShots ?? []
    const at = shots.findIndex((s) => s.route === undefined || route.includes(s.route))
    if (at >= 0) {
      const shot = shots.splice(at, 1)[0]!
      this.injected++
      return rateLimitAnswer(shot)
    }
    const outage = this.plan.outage
    if (outage && outage.times > 0 && route.includes(outage.route)) {
      if (outage.skip !== undefined && outage.skip > 0) outage.skip--
      else {
        outage.times--
        this.injected++
        return { status: outage.status ?? 502, message: 'Bad Gateway', headers: {} }
      }
    }
    const write = method !== 'GET' && route !== 'graphql'
    const byKind = write ? this.plan.writeFailRate : this.plan.readFailRate
    if (byKind !== undefined && byKind > 0 && this.dice.roll('fail', method, path) < byKind) {
      this.injected++
      return { status: 502, message: 'Bad Gateway', headers: {} }
    }
    const rate = this.plan.failRate ?? 0
    if (rate > 0 && this.dice.roll('any', method, path) < rate) {
      this.injected++
      const status = this.plan.failStatus ?? 502
      return { status, message: status === 502 ? 'Bad Gateway' : 'Server Error', headers: {} }
    }
    return undefined
  }

  /** A write refused for want of a permission (the `readOnly` plan), before anything is applied. */
  refusedWrite(method: string, route: string): InjectedFault | undefined {
    const checks = this.plan.noChecksPermission === true && route.startsWith('checks.')
    if ((!this.plan.readOnly && !checks) || method === 'GET' || route === 'graphql') return undefined
    this.injected++
    return { status: 403, message: 'Resource not accessible by integration', headers: {} }
  }

  /** The `threadResolveForbidden` plan: whether a resolve or unresolve mutation is refused, before it is applied. */
  refusedThreadResolve(): boolean {
    if (!this.plan.threadResolveForbidden) return false
    this.injected++
    return true
  }

  /** After a write was applied: whether its answer is lost (replaced by a 502), by the seeded dice. */
  lostAnswer(method: string, route: string, status: number, path = route): InjectedFault | undefined {
    const rate = this.plan.afterApplyRate ?? 0
    if (method === 'GET' || route === 'graphql' || status >= 400 || rate <= 0) return undefined
    if (this.dice.roll('lost', method, path) >= rate) return undefined
    this.injected++
    return { status: 502, message: 'Bad Gateway', headers: {} }
  }

  /** Consumes the `resetOnce` fault: true once, for the first applied REST write. */
  takeReset(method: string, route: string, status: number): boolean {
    if (!this.plan.resetOnce || method === 'GET' || route === 'graphql' || status >= 400) return false
    this.plan.resetOnce = false
    this.injected++
    return true
  }

  /** Consumes the `branchMovedOnce` fault: true once, for the contents write that meets it. */
  takeBranchMoved(): boolean {
    if (!this.plan.branchMovedOnce) return false
    this.plan.branchMovedOnce = false
    this.injected++
    return true
  }
}

function rateLimitAnswer(shot: OneShot): InjectedFault {
  if (shot.primary) {
    const reset = Math.floor(Date.now() / 1000)
    return {
      status: shot.status,
      message: 'API rate limit exceeded for installation.',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }
    }
  }
  return {
    status: shot.status,
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    headers: { 'retry-after': String(shot.retryAfter ?? 1) }
  }
}
