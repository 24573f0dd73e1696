// The runs of one critics job: each critic once on the shared prompt, or once per part of its split diff, and
// a critic whose budget cannot hold the round's fixed part not at all (its envelope says why). Every run of the
// job shares one pool of at most `maxParallel` processes, so parts cost wall time, not a burst of processes.
import type { Critic } from './critic-model.js'
import { partPrompt, type CriticSplit, type CriticsJob } from './critics-job.js'
import { newEnvelope, type Envelope } from './envelope.js'

/** One (critic, part) run; `part` is 1-based and absent for a run on the shared prompt. */
export interface PlannedRun {
  critic: Critic
  /** Its prompt, put together when asked (a part's from the job's one copy of the diff), not held per run. */
  prompt: () => string
  part?: number
  /** Set when the critic does not run: the envelope's error. */
  refusal?: string
}

/** The split of one critic, by own key only: a critic named `constructor` is not Object's. */
export function splitOf(job: Pick<CriticsJob, 'split'>, name: string): CriticSplit | undefined {
  return job.split && Object.hasOwn(job.split, name) ? job.split[name] : undefined
}

/** Every run of the job, in job order: critic by critic, part by part. */
export function plannedRuns(job: Pick<CriticsJob, 'critics' | 'split' | 'prompt' | 'diffs'>): PlannedRun[] {
  return job.critics.flatMap((critic): PlannedRun[] => {
    const split = splitOf(job, critic.name)
    if (split === undefined) return [{ critic, prompt: () => job.prompt }]
    if (split.refusal !== undefined) return [{ critic, prompt: () => '', refusal: split.refusal }]
    return split.parts.map((p, i) => ({ critic, prompt: () => partPrompt(job, p), part: i + 1 }))
  })
}

/** The envelope of a run that did not start: not ok, with its reason, and the part it was. */
export function refusedEnvelope(run: PlannedRun, why: string): Envelope {
  return { ...newEnvelope(run.critic), error: why, ...(run.part === undefined ? {} : { part: run.part }) }
}
