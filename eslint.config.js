// Lint: recommended JS + typescript-eslint rules over sources, tests, bench and scripts; the file-size limit;
// and which folders may import which packages (the folder layering itself is .dependency-cruiser.cjs's).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/** Only the composition roots talk to the runner (inputs, outputs, logs): the rest takes what it needs. */
const ACTIONS_CORE = {
  group: ['@actions/core', '@actions/core/*'],
  message: 'Only src/entries/ imports @actions/core: pass what the code needs in as a value.'
}
/** One adapter speaks Octokit; everything else talks to the GitHub port (src/github/port.ts). */
const OCTOKIT = {
  group: ['@octokit/*', '@actions/github', '@actions/github/*'],
  message:
    'Only src/github/octokit*.ts imports Octokit: the rest talks to the GitHubPort (src/github/port.ts).'
}

/**
 * One reader parses comments (src/base/reading/): every classifier reads what it gives, so quotes and code
 * decide nothing.
 */
const MARKDOWN_PARSER = {
  group: ['mdast-util-*', 'micromark-extension-*'],
  message:
    'Only src/base/reading/ parses comments: read them through readComment (src/base/reading/comment.ts).'
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly'
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off'
    }
  },
  {
    // Small files: a file past 300 lines holds more than one thing. Generated files are data.
    files: ['src/**/*.ts', '__tests__/**/*.{ts,mjs}'],
    ignores: ['**/*.generated.*'],
    rules: { 'max-lines': ['error', { max: 300 }] }
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/entries/**', 'src/github/octokit*.ts', 'src/base/reading/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [ACTIONS_CORE, OCTOKIT, MARKDOWN_PARSER] }
      ]
    }
  },
  {
    files: ['src/base/reading/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ACTIONS_CORE, OCTOKIT] }] }
  },
  {
    files: ['src/github/octokit*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ACTIONS_CORE, MARKDOWN_PARSER] }]
    }
  },
  {
    files: ['src/entries/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [OCTOKIT, MARKDOWN_PARSER] }] }
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
)
