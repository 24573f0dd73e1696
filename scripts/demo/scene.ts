// The demo's scene: acme/widgets with the sample critics configured on its default branch, and one
// pull request whose diff gives both critics something real to find.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LoopFile } from '../../__tests__/support/loopback/world.js'
import type { WorldSeed } from '../../__tests__/support/loopback/seed.js'

export const OWNER = 'acme'
export const REPO = 'widgets'
export const REVIEWER = 'alice'
export const STRANGER = 'mallory'
export const AUTHOR = 'bob'

const FETCHER_BEFORE = [
  "import { request } from './http.js'",
  '',
  'export async function fetchWidgets(base: string): Promise<string[]> {',
  '  const res = await request(`${base}/widgets`)',
  '  return res.json() as Promise<string[]>',
  '}'
]

/** A unified diff of one new file. */
function newFile(path: string, lines: string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((l) => `+${l}`)
  ].join('\n')
}

const RETRY = [
  '// Retries a failing async call with exponential backoff.',
  'export async function withRetry<T>(call: () => Promise<T>, tries = 3, delayMs = 100): Promise<T> {',
  '  for (let attempt = 1; ; attempt++) {',
  '    try {',
  '      return await call()',
  '    } catch (error) {',
  '      if (attempt >= tries) throw error',
  '      // TODO: add jitter so clients do not retry in lockstep',
  '      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)))',
  '    }',
  '  }',
  '}'
]

const FETCHER_DIFF = [
  'diff --git a/src/fetch-widgets.ts b/src/fetch-widgets.ts',
  'index 3f1c2aa..9b0d4e1 100644',
  '--- a/src/fetch-widgets.ts',
  '+++ b/src/fetch-widgets.ts',
  '@@ -1,6 +1,11 @@',
  " import { request } from './http.js'",
  "+import { withRetry } from './retry.js'",
  ' ',
  ' export async function fetchWidgets(base: string): Promise<string[]> {',
  '-  const res = await request(`${base}/widgets`)',
  '+  console.log(`fetching widgets from ${base}`)',
  '+  const res = await withRetry(() => request(`${base}/widgets`, { headers: { accept: "application/json", "user-agent": "widgets-client/2.0" } }))',
  '+  try {',
  '+    await res.clone().text()',
  '+  } catch {}',
  '   return res.json() as Promise<string[]>',
  ' }'
].join('\n')

const TEST_DIFF = newFile('__tests__/fetch-widgets.test.ts', [
  "import { fetchWidgets } from '../src/fetch-widgets.js'",
  '',
  "test('lists widgets', async () => {",
  "  expect(await fetchWidgets('http://127.0.0.1:9')).toEqual([])",
  '})'
])

export const DIFF = [FETCHER_DIFF, newFile('src/retry.ts', RETRY), TEST_DIFF].join('\n') + '\n'

/** The changed files the pulls API lists, counted from the diff itself. */
function filesOf(diff: string): LoopFile[] {
  return diff
    .split(/^(?=diff --git )/m)
    .filter((part) => part.startsWith('diff --git '))
    .map((part) => {
      const lines = part.split('\n')
      const filename = lines[0]!.split(' b/').pop()!
      const body = lines.slice(lines.findIndex((l) => l.startsWith('@@')))
      return {
        filename,
        status: part.includes('\nnew file mode') ? 'added' : 'modified',
        additions: body.filter((l) => l.startsWith('+')).length,
        deletions: body.filter((l) => l.startsWith('-')).length,
        patch: body.join('\n').trimEnd()
      }
    })
}

/** The whole world: the sample harness config becomes the repository's config on `main`. */
export function demoSeed(root: string): WorldSeed {
  const config = readFileSync(join(root, 'examples', 'harness-config.yaml'), 'utf8')
  return {
    repos: [
      {
        owner: OWNER,
        name: REPO,
        defaultBranch: 'main',
        files: {
          'README.md': '# widgets\n\nA tiny widget client.\n',
          'src/fetch-widgets.ts': FETCHER_BEFORE.join('\n') + '\n',
          '.the-loop/harness-config.yaml': config
        },
        pulls: [
          {
            title: 'Retry widget fetches with backoff',
            body: 'The widget service drops about 1% of requests. This retries them with exponential backoff.',
            author: AUTHOR,
            headRef: 'retry-fetches',
            diff: DIFF,
            files: filesOf(DIFF)
          }
        ]
      }
    ]
  }
}
