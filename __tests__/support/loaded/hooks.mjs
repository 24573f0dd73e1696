// Module hooks for tests: appends the URL of each module node loads to the file named by $LOADED_LOG.
import { appendFileSync } from 'node:fs'

export async function load(url, context, next) {
  if (process.env.LOADED_LOG) appendFileSync(process.env.LOADED_LOG, `${url}\n`)
  return next(url, context)
}
