// The rule for trusting our own markers (identity, signature, the state's record) and how a write keeps the record.
import { describe, expect, it } from '@jest/globals'
import {
  ownMarkers,
  type MarkedComment,
  type OwnRecognition
} from '../../../src/conversation/comments/own.js'
import {
  foldOwnRecord,
  mergeOwnRecords,
  type OwnRecord
} from '../../../src/conversation/comments/own-record.js'
import { markerSigner } from '../../../src/base/marker/signature.js'
import { markSelfAuthored, renderMarker, type MarkerKind } from '../../../src/base/marker/markers.js'

const BOT = 'github-actions[bot]'
const identity = { login: BOT }
const signer = markerSigner('a-marker-secret-of-32-characters', 'acme/widgets', 7)!
const body = (kind: MarkerKind, round?: number) =>
  markSelfAuthored(`text\n\n${renderMarker({ kind, ...(round === undefined ? {} : { round }) })}`)
const comment = (id: number, text: string, author = BOT, kind = 'issue-comment') => ({
  id,
  author,
  body: text,
  kind
})
const kinds = (c: MarkedComment, r: OwnRecognition) => ownMarkers(c, r).map((m) => m.kind)

describe('ownMarkers', () => {
  it('needs our identity, the self-marker and an issue comment or a review', () => {
    expect(kinds(comment(1, body('round', 1)), { identity })).toEqual(['round'])
    expect(kinds(comment(1, body('round', 1), 'mallory'), { identity })).toEqual([])
    expect(kinds(comment(1, renderMarker({ kind: 'round' })), { identity })).toEqual([])
    expect(kinds(comment(1, body('round', 1), BOT, 'review'), { identity })).toEqual(['round'])
    expect(kinds(comment(1, body('round', 1), BOT, 'review-comment'), { identity })).toEqual([])
  })

  it('with a record, a review counts only when listed as a review: ids of the two kinds never mix', () => {
    const review = comment(7, body('round', 1), BOT, 'review')
    const asComment = { posted: ['round:7' as const], awaited: [{ kind: 'round' as const, after: 0 }] }
    expect(kinds(review, { identity, record: asComment })).toEqual([])
    expect(kinds(review, { identity, record: { posted: ['review/round:7'], awaited: [] } })).toEqual([
      'round'
    ])
  })

  it('with marker-secret, only a marker signed for this item counts', () => {
    const r = { identity, signer }
    expect(kinds(comment(1, body('brief-confirmation')), r)).toEqual([])
    expect(kinds(comment(1, signer.sign(body('brief-confirmation'))), r)).toEqual(['brief-confirmation'])
    const elsewhere = markerSigner('a-marker-secret-of-32-characters', 'acme/widgets', 8)!
    expect(kinds(comment(1, elsewhere.sign(body('brief-confirmation'))), r)).toEqual([])
  })

  it('test_recorded_ids_and_the_window: listed, or of a kind a write awaits and posted after it', () => {
    const record: OwnRecord = { posted: ['round:5'], awaited: [{ kind: 'follow-up-request', after: 10 }] }
    const r = { identity, record }
    expect(kinds(comment(5, body('round', 1)), r)).toEqual(['round'])
    expect(kinds(comment(6, body('round', 9)), r)).toEqual([])
    // The listed id with another kind (our comment edited by someone posting as the bot) does not count.
    expect(kinds(comment(5, body('brief-confirmation')), r)).toEqual([])
    expect(kinds(comment(11, body('follow-up-request', 1)), r)).toEqual(['follow-up-request'])
    expect(kinds(comment(9, body('follow-up-request', 1)), r)).toEqual([])
    expect(kinds(comment(11, body('brief-confirmation')), r)).toEqual([])
    // This run's own posts count before any write lists them.
    expect(kinds(comment(-1, body('brief-confirmation')), { ...r, isRunPost: (c) => c.id === -1 })).toEqual([
      'brief-confirmation'
    ])
  })
})

describe('the record', () => {
  const entries = [
    comment(3, body('brief-request')),
    comment(4, body('brief-confirmation'), 'mallory'),
    comment(8, body('brief-confirmation')),
    comment(9, body('round', 1))
  ]
  const view = (unsent: MarkerKind[], mine: number[] = []) => ({
    entries,
    markersOf: (e: (typeof entries)[number]) => ownMarkers(e, { identity }),
    isRunPost: (e: { id: number }) => mine.includes(e.id),
    unsent,
    horizon: 9
  })

  it('without a record, lists every comment the rule accepts once; then awaits what the run will post', () => {
    expect(foldOwnRecord(undefined, view(['follow-up-request']))).toEqual({
      posted: ['brief-request:3', 'brief-confirmation:8', 'round:9'],
      awaited: [{ kind: 'follow-up-request', after: 9 }]
    })
  })

  it('with a record, lists this run’s posts and the awaited kinds that arrived; a kind not seen stays awaited', () => {
    const prev: OwnRecord = {
      posted: ['brief-request:3'],
      awaited: [
        { kind: 'brief-confirmation', after: 7 },
        { kind: 'follow-up-request', after: 7 }
      ]
    }
    expect(foldOwnRecord(prev, view(['budget'], [9]))).toEqual({
      posted: ['brief-request:3', 'brief-confirmation:8', 'round:9'],
      awaited: [
        { kind: 'follow-up-request', after: 7 },
        { kind: 'budget', after: 9 }
      ]
    })
    // A confirmation nobody awaited (another workflow's) is not listed.
    expect(foldOwnRecord({ posted: [], awaited: [] }, view([])).posted).toEqual([])
  })

  it('merging two records keeps both, and the earliest awaiting of each kind', () => {
    const a: OwnRecord = { posted: ['round:9'], awaited: [{ kind: 'round', after: 5 }] }
    const b: OwnRecord = { posted: ['round:7', 'round:9'], awaited: [{ kind: 'round', after: 3 }] }
    expect(mergeOwnRecords(a, b)).toEqual({
      posted: ['round:7', 'round:9'],
      awaited: [{ kind: 'round', after: 3 }]
    })
    expect(mergeOwnRecords(undefined, b)).toBe(b)
  })
})
