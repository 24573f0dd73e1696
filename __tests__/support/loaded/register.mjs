// `node --import` this file to log every module the process loads to $LOADED_LOG: ES modules as node loads
// them (see hooks.mjs), CommonJS files at exit (require() does not pass through those hooks on node 20).
import { appendFileSync } from 'node:fs'
import { createRequire, register } from 'node:module'
import { pathToFileURL } from 'node:url'

register('./hooks.mjs', import.meta.url)

const required = createRequire(import.meta.url).cache
process.on('exit', () => {
  const log = process.env.LOADED_LOG
  if (log)
    appendFileSync(
      log,
      Object.keys(required)
        .map((file) => `${pathToFileURL(file).href}\n`)
        .join('')
    )
})
