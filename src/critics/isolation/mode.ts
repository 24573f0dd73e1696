// The `critic-isolation` input as the critics step reads it (THE_LOOP_CRITIC_ISOLATION, set by action.yml), and
// the test-only prefix of critic user names (THE_LOOP_CRITIC_USER_PREFIX), each checked before anything runs.
import { UserError } from '../../base/shared/errors.js'
import { DEFAULT_USER_PREFIX } from './os-user.js'

const ISOLATION_MODES = ['user', 'none'] as const
export type IsolationMode = (typeof ISOLATION_MODES)[number]

const ISOLATION_VAR = 'THE_LOOP_CRITIC_ISOLATION'
const USER_PREFIX_VAR = 'THE_LOOP_CRITIC_USER_PREFIX'

export function readIsolationMode(env: NodeJS.ProcessEnv): IsolationMode {
  const text = (env[ISOLATION_VAR] ?? '').trim().toLowerCase() || 'user'
  if ((ISOLATION_MODES as readonly string[]).includes(text)) return text as IsolationMode
  throw new UserError(`is '${text}'; use user (the default) or none`, 'input critic-isolation')
}

/** A user-name start useradd accepts and that leaves room for `<8 hex>-<index>` within 32 characters. */
export function readUserPrefix(env: NodeJS.ProcessEnv): string {
  const text = env[USER_PREFIX_VAR] ?? ''
  if (text === '') return DEFAULT_USER_PREFIX
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(text))
    throw new UserError('must be a lowercase letter then up to 15 of [a-z0-9-]', USER_PREFIX_VAR)
  return text
}
