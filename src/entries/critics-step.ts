// Composition root of the critics step (dist/critics-step/index.js). It is started by steps/critics.sh with an
// allowlisted environment, so it holds no GitHub token; it loads no GitHub SDK and writes only plain lines to
// the log (never a critic's output, which could carry workflow commands).
import { dirname, resolve } from 'node:path'
import { runCriticsStep } from '../critics/handoff/critics-step.js'
import { takeStepOwner } from '../critics/isolation/elevated-step.js'
import { describeError } from '../base/shared/errors.js'

const dir = process.argv[2] ?? ''
const stepOwner = takeStepOwner(process.env)
// This bundle is <action>/dist/critics-step/index.js: the action's folder is two folders up from its own.
const actionRoot = resolve(dirname(process.argv[1] ?? ''), '..', '..')
try {
  if (dir === '') throw new Error('usage: critics-step/index.js <handoff folder> (given by the prepare step)')
  const report = await runCriticsStep(dir, {
    env: process.env,
    actionRoot,
    ownProcess: true,
    ...(stepOwner ? { stepOwner } : {})
  })
  for (const e of report.envelopes) {
    const status = e.ok ? 'ok' : 'failed'
    process.stdout.write(`the-loop: critic ${e.critic} ${status} in ${e.durationSeconds}s\n`)
  }
  for (const e of report.verifiers) {
    const status = e.ok ? 'ok' : 'failed'
    process.stdout.write(
      `the-loop: verifier ${e.critic} (part ${e.part ?? 1}) ${status} in ${e.durationSeconds}s\n`
    )
  }
  if (report.leftovers > 0)
    process.stdout.write(`the-loop: ended ${report.leftovers} process(es) the critics left running\n`)
} catch (error) {
  // The publish step still runs and reports every critic without a result as failed.
  process.stdout.write(`::error::the-loop critics step: ${describeError(error).replace(/[\r\n]+/g, ' ')}\n`)
  process.exitCode = 1
}
