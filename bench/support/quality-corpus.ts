// The quality bench's corpus: pull requests generated from a seed, each a few added files of code, with defects
// planted at known lines. A planted defect's file and line range are the truth a finding on the diff is scored
// against (quality-score.ts); its kind carries the ways a critic may word it (simulated-critics.ts). Nothing here
// is a model's judgement: the corpus measures what the pipeline does with findings, not how a model finds them.
import type { Severity } from '../../src/base/shared/severity.js'

/** A seeded source of numbers in [0, 1) (mulberry32): the same seed draws the same corpus and the same critics. */
export type Draw = () => number

export function seeded(seed: number): Draw {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** An integer in [min, max]. */
export const between = (draw: Draw, min: number, max: number) => min + Math.floor(draw() * (max - min + 1))

/** One item of `list`. */
export const pick = <T>(draw: Draw, list: readonly T[]): T => list[Math.floor(draw() * list.length)]!

/** A kind of defect and the titles critics give it: each names the same problem in other words. */
export interface DefectKind {
  kind: string
  severity: Severity
  titles: readonly string[]
}

/** The kinds planted; every title of one kind names its problem, no two kinds share a title's words by design. */
export const DEFECT_KINDS: readonly DefectKind[] = [
  {
    kind: 'null',
    severity: 'high',
    titles: [
      'Possible null dereference of the lookup result',
      'Lookup result dereferenced without a null check'
    ]
  },
  {
    kind: 'bounds',
    severity: 'high',
    titles: ['Off-by-one in the loop bound', 'Loop bound reads one element past the end']
  },
  {
    kind: 'injection',
    severity: 'critical',
    titles: [
      'SQL query built from unescaped user input',
      'Unescaped user input concatenated into the SQL query'
    ]
  },
  {
    kind: 'leak',
    severity: 'medium',
    titles: ['File handle never closed on the error path', 'Error path leaks the open file handle']
  },
  {
    kind: 'race',
    severity: 'high',
    titles: ['Shared counter updated without a lock', 'Unsynchronised update of the shared counter']
  },
  {
    kind: 'secret',
    severity: 'critical',
    titles: ['Hard-coded API token in source', 'API token committed in the source code']
  },
  {
    kind: 'units',
    severity: 'medium',
    titles: [
      'Timeout given in seconds where milliseconds are expected',
      'Milliseconds expected but the timeout is in seconds'
    ]
  },
  {
    kind: 'log',
    severity: 'low',
    titles: ['Debug log left in the request handler', 'Leftover debug log in the request handler']
  }
]

/** A defect planted in a pull request: where it is (the truth), and what it is. */
export interface PlantedDefect {
  id: string
  path: string
  /** First and last new line of the defect, inclusive: a finding anywhere on them names it. */
  start: number
  end: number
  kind: DefectKind
}

/** One entry of a pull request's files list, as the loopback serves it. */
interface CorpusFile {
  filename: string
  status: 'added'
  additions: number
  deletions: number
  patch: string
}

export interface CorpusPull {
  index: number
  /** Every new line of every file, by path: where a false finding may land. */
  lines: Record<string, number>
  defects: PlantedDefect[]
  diff: string
  files: CorpusFile[]
}

/** A file of `count` added lines of generated code. */
function addedFile(path: string, count: number, pullIndex: number): { file: CorpusFile; text: string } {
  const body = Array.from(
    { length: count },
    (_, i) => `+  const step${i + 1} = apply(state, ${pullIndex}, ${i + 1}) // generated line ${i + 1}`
  )
  const patch = `@@ -0,0 +1,${count} @@\n${body.join('\n')}`
  const text = `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n${patch}\n`
  return { file: { filename: path, status: 'added', additions: count, deletions: 0, patch }, text }
}

/**
 * `pulls` pull requests (20 by default) of 2 or 3 added files of 40–70 lines, with 2, 3 or 4 defects each in turn
 * (59 in 20 pull requests), each 1–4 lines long, none overlapping another.
 */
export function qualityCorpus(seed: number, pulls = 20): CorpusPull[] {
  const draw = seeded(seed)
  return Array.from({ length: pulls }, (_, index) => {
    const fileCount = between(draw, 2, 3)
    const made = Array.from({ length: fileCount }, (_, f) =>
      addedFile(`src/pull${index + 1}/module${f + 1}.ts`, between(draw, 40, 70), index + 1)
    )
    const lines = Object.fromEntries(made.map(({ file }) => [file.filename, file.additions]))
    const defects: PlantedDefect[] = []
    const wanted = 2 + (index % 3)
    while (defects.length < wanted) {
      const { file } = pick(draw, made)
      const start = between(draw, 1, file.additions - 4)
      const end = start + between(draw, 0, 3)
      const clash = defects.some((d) => d.path === file.filename && d.start <= end + 1 && start <= d.end + 1)
      if (clash) continue
      const id = `p${index + 1}d${defects.length + 1}`
      defects.push({ id, path: file.filename, start, end, kind: pick(draw, DEFECT_KINDS) })
    }
    return {
      index,
      lines,
      defects,
      diff: made.map((m) => m.text).join(''),
      files: made.map((m) => m.file)
    }
  })
}
