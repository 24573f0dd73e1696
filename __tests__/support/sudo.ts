// What this machine lets the tests' own user do: root, passwordless sudo, and so whether `critic-isolation: user`
// can be built here. A fresh machine (a container, a new user's laptop) may have no sudo at all, or run the tests
// as a user who is neither root nor a sudoer: `npm ci && npm test` must pass there too. A test that needs what is
// missing is never skipped: it becomes the test of what holds instead, and its name says what is absent.
import { spawnSync } from 'node:child_process'

export const AS_ROOT = process.getuid?.() === 0

/** `sudo -n true` as the tests' user: what a critic running as this user (critic-isolation: none) could do too. */
export const HAS_SUDO = spawnSync('/usr/bin/sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0

/** Said in the name of a test that stands where sudo cannot be used. */
export const NO_SUDO = 'sudo is absent here (no passwordless sudo for this user; .ci/run installs it)'

/** Said in the name of a test that stands where the tests' user is not root. */
export const NOT_ROOT = 'not root here'

/** Whether critic-isolation: user can make critic users on this machine: root, or a sudo that elevates the step. */
export const CAN_ISOLATE = process.platform === 'linux' && (AS_ROOT || HAS_SUDO)

/**
 * The `critic-isolation` an e2e run gets when its test names none: `user` (the action's default) where it can be
 * built; elsewhere `none`, since `user` fails closed and every critic would fail. critic-boundary.test.ts says
 * which in a test's name and shows `user` refusing there.
 */
export const E2E_ISOLATION: 'user' | 'none' = CAN_ISOLATE ? 'user' : 'none'
