// The critics step of a split run: read the job, run its critics with a marker in their environment, end
// every process they left behind, write the envelopes, and leave the step's file-command files empty.
// It holds no token and imports no GitHub code: the process was started with an allowlisted environment.
import { randomBytes } from 'node:crypto'
import { runJobCritics } from '../app/review/round-critics.js'
import type { Envelope } from '../critic/envelope.js'
import { CRITIC_MARKER_VAR, killMarkedProcesses } from '../critic/leftovers.js'
import { writeEnvelopes } from './envelopes.js'
import { clearFileCommands } from './file-commands.js'
import { readJob } from './files.js'
import { credentialRefusal, findWorkspaceCredential } from './workspace-credentials.js'
import { newEnvelope } from '../critic/envelope.js'

export interface CriticsStepReport {
  envelopes: Envelope[]
  /** Processes still alive after the critics ended (detached descendants), killed before the step exits. */
  leftovers: number
  cleared: string[]
}

export interface CriticsStepOptions {
  env: NodeJS.ProcessEnv
}

export async function runCriticsStep(dir: string, opts: CriticsStepOptions): Promise<CriticsStepReport> {
  const marker = randomBytes(16).toString('hex')
  try {
    const job = await readJob(dir)
    const credential = findWorkspaceCredential(job.workspace)
    if (credential) {
      const envelopes = job.critics.map((c) => ({ ...newEnvelope(c), error: credentialRefusal(credential) }))
      await writeEnvelopes(dir, { envelopes, redacted: [] })
      return { envelopes, leftovers: 0, cleared: await clearFileCommands(opts.env) }
    }
    // Redacted of this step's secrets (the model keys) before they are written anywhere.
    const { envelopes, counts } = await runJobCritics(job, {
      baseEnv: { ...opts.env, [CRITIC_MARKER_VAR]: marker }
    })
    // Nothing a critic started may outlive the step: it could rewrite the envelopes after they are written,
    // or wait for the publish step's processes, which hold the token.
    const leftovers = killMarkedProcesses(marker)
    await writeEnvelopes(dir, { envelopes, redacted: counts })
    return { envelopes, leftovers, cleared: await clearFileCommands(opts.env) }
  } catch (error) {
    // Also when the job or a write failed: no critic process survives, no file command written by one counts.
    killMarkedProcesses(marker)
    await clearFileCommands(opts.env)
    throw error
  }
}
