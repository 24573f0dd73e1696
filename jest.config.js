/** Jest in ESM mode: ts-jest compiles TypeScript, `./x.js` imports resolve to `./x.ts`. */
import { availableParallelism } from 'node:os'

// Workers sized to what the suites wait on, not to the cores alone: an e2e suite spends most of its time waiting
// on the action's child processes (docs/development.md, "How long the suite takes"), so one more worker than
// cores keeps the cores busy (jest's default, cores - 1, runs one suite at a time on two). THE_LOOP_TEST_WORKERS
// (or jest's own --maxWorkers) sets another count.
const workers = Number(process.env.THE_LOOP_TEST_WORKERS) || availableParallelism() + 1

export default {
  maxWorkers: workers,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @actions/workflow-parser imports its two schema files as JSON without `with { type: 'json' }`,
    // which jest 30 warns about and its next major refuses; these shims read the same JSON files.
    '^\\.\\./((action|workflow)-v1\\.0\\.min)\\.json$': '<rootDir>/__tests__/support/workflow-parser/$1.mjs'
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // The real-CLI suite needs the pinned CLIs and a network namespace: scripts/real-clis.sh runs it.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/real-clis/'],
  testTimeout: 60000,
  // Suites jest has no time for yet (a fresh clone) start in the order of their last measured times.
  testSequencer: '<rootDir>/__tests__/support/order/sequencer.mjs'
}
