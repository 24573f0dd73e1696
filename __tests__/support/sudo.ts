// Whether the tests' own user has passwordless sudo. A fresh machine may have no sudo at all (`.ci/run` installs
// it; `npm ci && npm test` must pass without): what needs it is then skipped, and its name says why.
import { spawnSync } from 'node:child_process'

export const HAS_SUDO = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0

/** Said in the name of what is skipped for want of sudo. */
export const NO_SUDO = 'skipped: no passwordless sudo here (.ci/run installs it)'
