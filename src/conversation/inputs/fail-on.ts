// The `fail-on` input: the severity from which an open finding fails the review's check run, or `none` (the
// default), under which the check is always neutral.
import { UserError } from '../../base/shared/errors.js'
import { SEVERITIES, type Severity } from '../../base/shared/severity.js'

export type FailOn = Severity | 'none'

const VALUES: readonly FailOn[] = ['none', ...SEVERITIES]

export function readFailOn(text: string, input = 'fail-on'): FailOn {
  if (text === '') return 'none'
  const value = text.toLowerCase()
  if (!(VALUES as readonly string[]).includes(value))
    throw new UserError(
      `"${text.slice(0, 40)}" is not a severity: use one of ${VALUES.join(', ')} (none keeps the check neutral)`,
      `input ${input}`
    )
  return value as FailOn
}
