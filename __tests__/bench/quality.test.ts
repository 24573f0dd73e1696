// The quality bench's parts (bench/quality.bench.ts): its score against a small corpus counted by hand, its corpus
// drawn the same from the same seed with the truth it promises, and its simulated critics holding their stated
// parameters.
import { describe, expect, it } from '@jest/globals'
import {
  newAndTrueOf,
  precisionOf,
  recallOf,
  scoreLanded,
  totalOf
} from '../../bench/support/quality-score.js'
import { DEFECT_KINDS, qualityCorpus } from '../../bench/support/quality-corpus.js'
import {
  simulatedFindings,
  simulatedVerdicts,
  type CriticsModel
} from '../../bench/support/simulated-critics.js'

describe('the quality score', () => {
  // Two defects in a.ts (lines 3–5 and 10) and one in b.ts (line 7).
  const truth = [
    { id: 'd1', path: 'a.ts', start: 3, end: 5 },
    { id: 'd2', path: 'a.ts', start: 10, end: 10 },
    { id: 'd3', path: 'b.ts', start: 7, end: 7 }
  ]

  it('counts by hand: right, repeats, found, precision, new and true, and recall', () => {
    const comments = [
      { path: 'a.ts', line: 4 }, // d1
      { path: 'a.ts', line: 5 }, // d1 again: a repeat
      { path: 'a.ts', line: 2, startLine: 1 }, // ends before d1: wrong
      { path: 'a.ts', line: 3, startLine: 1 }, // its range meets d1's first line: right, a repeat
      { path: 'b.ts', line: 10 }, // d2's line in the other file: wrong
      { path: 'a.ts', line: 11 } // next to d2: wrong
    ]
    const score = scoreLanded(truth, comments)
    expect(score).toEqual({ comments: 6, right: 3, repeats: 2, defects: 3, found: 1 })
    expect(precisionOf(score)).toBe(0.5)
    // One defect named, by 3 right comments of 6: one comment in 6 told the reader something new and true.
    expect(newAndTrueOf(score)).toBeCloseTo(1 / 6)
    expect(recallOf(score)).toBeCloseTo(1 / 3)
  })

  it('adds pull requests up, and reads no comments as nothing said wrong', () => {
    const one = scoreLanded(truth, [{ path: 'b.ts', line: 7 }])
    const none = scoreLanded(truth, [])
    expect(precisionOf(none)).toBe(1)
    expect(recallOf(none)).toBe(0)
    const total = totalOf([one, none])
    expect(total).toEqual({ comments: 1, right: 1, repeats: 0, defects: 6, found: 1 })
    expect(recallOf(total)).toBeCloseTo(1 / 6)
  })
})

describe('the corpus', () => {
  it('is the same from the same seed, another from another', () => {
    expect(qualityCorpus(7, 3)).toEqual(qualityCorpus(7, 3))
    expect(qualityCorpus(8, 3)).not.toEqual(qualityCorpus(7, 3))
  })

  it('plants at least 50 defects in 20 pull requests, each inside its added file, none overlapping', () => {
    const corpus = qualityCorpus(54)
    expect(corpus).toHaveLength(20)
    expect(corpus.reduce((n, p) => n + p.defects.length, 0)).toBeGreaterThanOrEqual(50)
    for (const pull of corpus) {
      for (const d of pull.defects) {
        expect(d.start).toBeGreaterThanOrEqual(1)
        expect(d.end).toBeLessThanOrEqual(pull.lines[d.path]!)
        expect(pull.diff).toContain(`+++ b/${d.path}\n`)
        const others = pull.defects.filter((o) => o !== d && o.path === d.path)
        expect(others.filter((o) => o.start <= d.end && d.start <= o.end)).toEqual([])
      }
    }
  })
})

/** Two critics, north and south, finding half the defects, adding no false finding, worded plainly; or as `over` says. */
const model = (over: Partial<CriticsModel>): CriticsModel => ({
  critics: [
    { name: 'north', recall: 0.5, falsePerPull: 0 },
    { name: 'south', recall: 0.5, falsePerPull: 0 }
  ],
  missCorrelation: 0,
  synonym: 0,
  reorder: 0,
  otherLine: 0,
  ...over
})

describe('the simulated critics', () => {
  const corpus = qualityCorpus(54)
  const found = (m: CriticsModel) => corpus.map((pull) => simulatedFindings(pull, m, pull.index))

  it('find every defect at recall 1, on its first line, with the first title of its kind', () => {
    const all = model({ critics: [{ name: 'north', recall: 1, falsePerPull: 0 }] })
    for (const pull of corpus) {
      const got = simulatedFindings(pull, all, 1).get('north')!
      expect(got.map((f) => [f.path, f.line, f.title])).toEqual(
        pull.defects.map((d) => [d.path, d.start, d.kind.titles[0]])
      )
    }
  })

  it('miss the same defects at correlation 1, and others at 0', () => {
    const pairs = (m: CriticsModel) =>
      found(m).map((byCritic) => [
        byCritic.get('north')!.map((f) => f.line),
        byCritic.get('south')!.map((f) => f.line)
      ])
    for (const [north, south] of pairs(model({ missCorrelation: 1 }))) expect(north).toEqual(south)
    expect(pairs(model({ missCorrelation: 0 })).some(([north, south]) => `${north}` !== `${south}`)).toBe(
      true
    )
  })

  it('keep their recall near what is stated, and add their false findings on lines no defect is on', () => {
    // Ten corpora (about 600 defects): the share found stays within a few points of the recall stated.
    const m = model({ critics: [{ name: 'north', recall: 0.6, falsePerPull: 2 }] })
    let right = 0
    let wrong = 0
    let planted = 0
    for (let seed = 1; seed <= 10; seed++) {
      for (const pull of qualityCorpus(seed)) {
        planted += pull.defects.length
        for (const f of simulatedFindings(pull, m, seed * 1000 + pull.index).get('north')!) {
          const on = pull.defects.some((d) => d.path === f.path && d.start <= f.line && f.line <= d.end)
          if (on) right++
          else wrong++
        }
      }
    }
    expect(right / planted).toBeGreaterThan(0.54)
    expect(right / planted).toBeLessThan(0.66)
    expect(wrong).toBe(10 * 20 * 2)
  })

  it('word a defect with its synonym title, reordered, or on another line of its range', () => {
    const worded = model({
      critics: [{ name: 'north', recall: 1, falsePerPull: 0 }],
      synonym: 1,
      reorder: 1,
      otherLine: 1
    })
    const pull = corpus.find((p) => p.defects.some((d) => d.end > d.start))!
    const got = simulatedFindings(pull, worded, 3).get('north')!
    pull.defects.forEach((d, i) => {
      const f = got[i]!
      const tokens = (t: string) => t.split(' ').sort()
      expect(tokens(f.title)).toEqual(tokens(d.kind.titles[1]!))
      expect(f.title).not.toBe(d.kind.titles[1])
      if (d.end > d.start) expect(f.line).toBeGreaterThan(d.start)
      expect(f.line).toBeLessThanOrEqual(d.end)
    })
    expect(DEFECT_KINDS.every((k) => k.titles.length === 2)).toBe(true)
  })
})

describe('the simulated verifier', () => {
  const corpus = qualityCorpus(54)
  const noisy = model({
    critics: [
      { name: 'north', recall: 0.6, falsePerPull: 2 },
      { name: 'south', recall: 0.6, falsePerPull: 2 }
    ]
  })
  /** The share of south's verdicts on north's findings that are right, at `accuracy`. */
  const rightShare = (accuracy: number) => {
    let right = 0
    let all = 0
    for (const pull of corpus) {
      const findings = simulatedFindings(pull, noisy, pull.index)
      const said = simulatedVerdicts(pull, findings, accuracy, pull.index).get('south')!
      for (const f of findings.get('north')!) {
        const real = pull.defects.some((d) => d.path === f.path && d.start <= f.line && f.line <= d.end)
        right += Number((said[`${f.path}:${f.line}`]![0] === 'confirmed') === real)
        all++
      }
    }
    return right / all
  }

  it('is always right at accuracy 1, never at 0, and about as often as stated between', () => {
    expect(rightShare(1)).toBe(1)
    expect(rightShare(0)).toBe(0)
    expect(Math.abs(rightShare(0.8) - 0.8)).toBeLessThan(0.08)
  })
})
