// `node --import` this file to log every module the process loads (see hooks.mjs) to $LOADED_LOG.
import { register } from 'node:module'

register('./hooks.mjs', import.meta.url)
