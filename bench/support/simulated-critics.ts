// Simulated critics for the quality bench: what each critic of a round reports on a corpus pull request, drawn
// from a seed and a few stated parameters — how many planted defects it finds (recall), how many false findings
// it adds, how much its misses go together with the other critics' (correlation), and how it words and places a
// defect (another title of the same kind, its words reordered, another line of the defect's range). What a
// critic writes is a findings block the test critic answers as it is; the pipeline does the rest.
import type { Severity } from '../../src/base/shared/severity.js'
import { between, pick, seeded, type CorpusPull, type Draw, type PlantedDefect } from './quality-corpus.js'

export interface SimulatedCritic {
  name: string
  /** The share of planted defects it finds, in [0, 1]. */
  recall: number
  /** False findings it adds per pull request, on average (each on a line no defect is on). */
  falsePerPull: number
}

/** How the critics of a round behave together, and how they word what they find. */
export interface CriticsModel {
  critics: readonly SimulatedCritic[]
  /**
   * In [0, 1]: how much the critics' misses go together. At 0 each critic finds a defect on its own draw; at 1 all
   * draw the same number for it, so a defect one misses (at equal recall) all miss. Each critic's recall holds.
   */
  missCorrelation: number
  /** The chance a finding takes the kind's other title (a synonym phrasing). */
  synonym: number
  /** The chance its title's words are reordered. */
  reorder: number
  /** The chance it sits on another line of the defect's range than the first. */
  otherLine: number
}

/** One finding as the findings block carries it. */
export interface SimulatedFinding {
  path: string
  line: number
  severity: Severity
  title: string
  body: string
}

/**
 * The severities of false findings, drawn evenly: a wrong finding is not always a minor one, so no gate passes the
 * bench by its severity window alone.
 */
const FALSE_SEVERITIES: readonly Severity[] = ['low', 'medium', 'medium', 'high']

/** Titles of false findings: none names a planted kind's problem. */
const FALSE_TITLES = [
  'Consider extracting this into a helper',
  'Magic number should be a named constant',
  'Variable name could be more descriptive',
  'Prefer early return to reduce nesting',
  'Missing unit test for this branch',
  'Comment restates the code'
]

/** `title` with its words in another order (the first two swapped with the last two), same tokens. */
function reordered(title: string): string {
  const words = title.split(' ')
  if (words.length < 4) return words.reverse().join(' ')
  return [...words.slice(-2), ...words.slice(2, -2), ...words.slice(0, 2)].join(' ')
}

/** How a critic words and places one defect it found. */
function reportOf(defect: PlantedDefect, model: CriticsModel, draw: Draw, critic: string): SimulatedFinding {
  let title = draw() < model.synonym ? defect.kind.titles[1]! : defect.kind.titles[0]!
  if (draw() < model.reorder) title = reordered(title)
  const line =
    draw() < model.otherLine && defect.end > defect.start
      ? between(draw, defect.start + 1, defect.end)
      : defect.start
  return {
    path: defect.path,
    line,
    severity: defect.kind.severity,
    title,
    body: `${critic}: ${title.toLowerCase()} (${defect.kind.kind}).`
  }
}

/** Lines of the pull request no defect is on, by path: where false findings go. */
function cleanLines(pull: CorpusPull): Array<{ path: string; line: number }> {
  const out: Array<{ path: string; line: number }> = []
  for (const [path, count] of Object.entries(pull.lines))
    for (let line = 1; line <= count; line++)
      if (!pull.defects.some((d) => d.path === path && d.start <= line && line <= d.end))
        out.push({ path, line })
  return out
}

/**
 * What each critic of `model` reports on `pull`, by critic name, drawn from `seed` (one seed per pull request
 * and model: the same inputs give the same findings).
 */
export function simulatedFindings(
  pull: CorpusPull,
  model: CriticsModel,
  seed: number
): Map<string, SimulatedFinding[]> {
  const draw = seeded(seed)
  const out = new Map<string, SimulatedFinding[]>(model.critics.map((c) => [c.name, []]))
  for (const defect of pull.defects) {
    const shared = draw()
    for (const critic of model.critics) {
      const own = draw() < model.missCorrelation ? shared : draw()
      if (own < critic.recall) out.get(critic.name)!.push(reportOf(defect, model, draw, critic.name))
    }
  }
  const clean = cleanLines(pull)
  for (const critic of model.critics) {
    const whole = Math.floor(critic.falsePerPull)
    const count = whole + (draw() < critic.falsePerPull - whole ? 1 : 0)
    for (let i = 0; i < count; i++) {
      const at = pick(draw, clean)
      const title = pick(draw, FALSE_TITLES)
      const severity = pick(draw, FALSE_SEVERITIES)
      out.get(critic.name)!.push({ ...at, severity, title, body: `${critic.name}: ${title.toLowerCase()}.` })
    }
  }
  return out
}

/** What a verifier says of each place it may be asked about: `path:line` → [verdict, reason]. */
export type SimulatedVerdicts = Record<string, [string, string]>

/**
 * What each critic would say as a verifier of every other critic's findings on `pull`: right with probability
 * `accuracy` (a finding on a planted defect's lines is real, any other is not), drawn from `seed`. The pipeline
 * chooses what to ask; a verifier answers only the places its prompt names (the test critic reads them there).
 */
export function simulatedVerdicts(
  pull: CorpusPull,
  findings: ReadonlyMap<string, readonly SimulatedFinding[]>,
  accuracy: number,
  seed: number
): Map<string, SimulatedVerdicts> {
  const draw = seeded(seed)
  const out = new Map<string, SimulatedVerdicts>()
  for (const verifier of findings.keys()) {
    const said: SimulatedVerdicts = {}
    for (const [raiser, own] of findings) {
      if (raiser === verifier) continue
      for (const f of own) {
        const real = pull.defects.some((d) => d.path === f.path && d.start <= f.line && f.line <= d.end)
        const right = draw() < accuracy
        said[`${f.path}:${f.line}`] = real === right ? ['confirmed', 'it is real'] : ['refuted', 'it is not']
      }
    }
    out.set(verifier, said)
  }
  return out
}
