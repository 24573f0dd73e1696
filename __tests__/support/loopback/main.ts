// The loopback GitHub as its own process, for the demo and manual runs:
//   npx tsx __tests__/support/loopback/main.ts [--seed scene.json] [--port-file FILE] [--port N] [--ttl SECONDS]
// Prints its URL; control endpoints: GET /_loopback/requests, POST /_loopback/faults, POST /_loopback/seed.
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { startLoopbackGitHub } from './server.js'
import { seedWorld } from './seed.js'
import type { WorldSeed } from './seed.js'

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    'port-file': { type: 'string' },
    port: { type: 'string' },
    ttl: { type: 'string' }
  }
})

const gh = await startLoopbackGitHub({ port: values.port ? Number(values.port) : 0 })
if (values.seed) seedWorld(gh.world, JSON.parse(readFileSync(values.seed, 'utf8')) as WorldSeed)
if (values['port-file']) writeFileSync(values['port-file'], String(gh.port))
process.stdout.write(`loopback GitHub listening on ${gh.url}\n`)

const stop = () => void gh.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// A time-to-live, so a forgotten server never outlives the run that started it.
if (values.ttl) setTimeout(stop, Number(values.ttl) * 1000).unref()
