/**
 * The real-CLI suite (__tests__/real-clis/): the pinned claude, codex and gemini binaries against loopback
 * fakes of their vendors' APIs. Run by scripts/real-clis.sh, which installs them and starts jest inside a
 * loopback-only network namespace; `npm test` leaves this folder out.
 */
import base from './jest.config.js'

export default {
  ...base,
  testMatch: ['<rootDir>/__tests__/real-clis/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // The CLIs start slowly when cold (claude's 200 MB binary, gemini's bundle) and share two cores.
  testTimeout: 180000,
  maxWorkers: 2
}
