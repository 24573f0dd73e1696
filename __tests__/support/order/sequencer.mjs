// The order jest starts suites in. Jest's own sequencer runs the longest first when its cache holds each suite's
// last time, and by file size when it holds none, as on a fresh clone (.ci/run): there a small file that runs for
// minutes (e2e/fault-mix) starts last and the run waits on it alone. Here a suite jest has no time for takes its
// time from suite-seconds.json, measured by `npm run test:times -- --write-order`; only that order changes.
import Sequencer from '@jest/test-sequencer'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

const recorded = JSON.parse(readFileSync(new URL('./suite-seconds.json', import.meta.url), 'utf8'))

export default class RecordedOrder extends Sequencer {
  time(test) {
    return super.time(test) ?? recorded[relative(test.context.config.rootDir, test.path)]
  }
}
