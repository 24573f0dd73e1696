// The critics of the benches that run whole rounds on the sample pull request: each the test critic that answers
// the findings block a bench writes into its own file (__tests__/support/critics/findings.mjs), and the inputs
// and brief such a round is armed with.
import { join } from 'node:path'
import { criticReadableDir } from '../../__tests__/support/critic-fixtures.js'

export const INPUTS = { 'github-token': 't', 'authorized-users': 'alice' }
export const BRIEF = 'Questions:\n- does scaling stay linear?\nAngles:\n- logging\nValidations:\n- unit tests'

/** A harness config of `critics`, each reading its block from its own file, and where each file is. */
export function findingsCritics(critics: readonly string[], prefix: string) {
  const files = criticReadableDir(prefix)
  const blockOf = (critic: string) => join(files, `${critic}.json`)
  const config = `reviews:
  critics:
${critics
  .map(
    (c) => `    - name: ${c}
      harness: test
      command: node
      args: ['__tests__/support/critics/findings.mjs', '${blockOf(c)}', '{promptFile}']
`
  )
  .join('')}`
  return { config, blockOf }
}
