// The round plan as the sealed hand-over stores it beside its critics job: what the job already carries (the
// critics, the shared prompt, the parts and the diffs they point into) is not written a second time, and a pull
// request's diff that is one of the job's diffs is stored as its index. For a 10 MB change the plan held the
// diff three times over (the job's parts, the plan's parts, the inline diff); now it holds it once.
import type { CriticsJob } from '../../critics/harness/critics-job.js'
import type { InlineDiff } from '../context/plan-core.js'
import type { RoundPlan } from './plan-types.js'

type InJob = 'prompt' | 'critics' | 'split' | 'diffs' | 'maxParallel' | 'verify'

/** An inline diff with its text, or with the index of the job's diff that is the same text. */
type PackedInline = Omit<InlineDiff, 'diff'> & ({ diff: string } | { diffAt: number })

export interface PackedPlan extends Omit<RoundPlan, InJob | 'inlines'> {
  inlines: PackedInline[]
}

/** The plan less what its job (jobOfPlan) holds. */
export function packPlan(plan: RoundPlan): PackedPlan {
  const { prompt: _p, critics: _c, split: _s, diffs, maxParallel: _m, verify: _v, inlines, ...rest } = plan
  void [_p, _c, _s, _m, _v]
  const packed = inlines.map((inline): PackedInline => {
    const at = diffs?.indexOf(inline.diff) ?? -1
    if (at < 0) return inline
    const { diff: _d, ...others } = inline
    void _d
    return { ...others, diffAt: at }
  })
  return { ...rest, inlines: packed }
}

/** The plan again, from its packed form and the job sealed with it (the MAC covers both). */
export function unpackPlan(packed: PackedPlan, job: CriticsJob): RoundPlan {
  const inlines = packed.inlines.map((inline): InlineDiff => {
    if (!('diffAt' in inline)) return inline
    const { diffAt, ...others } = inline
    const diff = job.diffs?.[diffAt]
    if (diff === undefined)
      throw new Error(`the sealed plan names diff ${diffAt}, which its job does not hold`)
    return { ...others, diff }
  })
  return {
    ...packed,
    inlines,
    prompt: job.prompt,
    critics: job.critics,
    ...(job.split ? { split: job.split } : {}),
    ...(job.diffs ? { diffs: job.diffs } : {}),
    ...(job.maxParallel === undefined ? {} : { maxParallel: job.maxParallel }),
    ...(job.verify ? { verify: job.verify } : {})
  }
}
