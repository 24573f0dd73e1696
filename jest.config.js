/** Jest in ESM mode: ts-jest compiles TypeScript, `./x.js` imports resolve to `./x.ts`. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testTimeout: 60000
}
