// The footer that links a post to the workflow run that recorded it: built from a run id alone, placed after
// everything the post says and before its self-attribution, never past GitHub's limit, and taken out again
// exactly (two runs' copies of one note compare equal without it).
import { describe, expect, it } from '@jest/globals'
import {
  markSelfAuthored,
  renderMarker,
  SELF_ATTRIBUTION,
  SELF_MARKER
} from '../../../src/base/marker/markers.js'
import { COMMENT_LIMIT } from '../../../src/base/markdown/split.js'
import { runLink, withoutRunLink, withRunLink } from '../../../src/loop/render/run-link.js'

const repo = { owner: 'acme', repo: 'widgets' }
const body = markSelfAuthored(`🤖 _the-loop_ — a note\n\n${renderMarker({ kind: 'budget' })}`)

describe('runLink', () => {
  it('points at the run on the runner’s server, without an attempt', () => {
    expect(runLink('https://ghe.example/', repo, '4242')).toEqual({
      run: '4242',
      url: 'https://ghe.example/acme/widgets/actions/runs/4242'
    })
    expect(runLink(undefined, repo, '7')?.url).toBe('https://github.com/acme/widgets/actions/runs/7')
  })

  it('makes none for anything but a decimal run id', () => {
    for (const run of [
      undefined,
      '',
      'local',
      '0',
      '01',
      '1.5',
      '1/attempts/2',
      'x'.repeat(5),
      '1'.repeat(21)
    ])
      expect(runLink('https://github.com', repo, run)).toBeUndefined()
  })
})

describe('withRunLink', () => {
  const link = runLink('https://github.com', repo, '4242')

  it('adds one footer line after the marker, before the self-attribution', () => {
    expect(withRunLink(body, link)).toBe(
      `🤖 _the-loop_ — a note\n\n${renderMarker({ kind: 'budget' })}\n\n` +
        '<sub>Recorded by [workflow run 4242](https://github.com/acme/widgets/actions/runs/4242); ' +
        `its job summary says why.</sub>\n\n${SELF_ATTRIBUTION}\n${SELF_MARKER}\n`
    )
  })

  it('leaves a body alone without a link, when it is not marked as ours, or when the footer would not fit', () => {
    expect(withRunLink(body, undefined)).toBe(body)
    expect(withRunLink('plain text', link)).toBe('plain text')
    const full = markSelfAuthored('x'.repeat(COMMENT_LIMIT - 100))
    expect(full.length).toBeLessThanOrEqual(COMMENT_LIMIT)
    expect(withRunLink(full, link)).toBe(full)
  })
})

describe('withoutRunLink', () => {
  it('takes out the footer withRunLink wrote, whichever run it names', () => {
    for (const run of ['1', '4242', '99999999999'])
      expect(withoutRunLink(withRunLink(body, runLink(undefined, repo, run)))).toBe(body)
    expect(withoutRunLink(body)).toBe(body)
  })

  it('takes out nothing else: a footer-like line elsewhere, or a changed one, stays', () => {
    const forged = '<sub>Recorded by [workflow run 1](https://x.example/r); its job summary says why.</sub>'
    const inText = markSelfAuthored(`${forged}\n\nmore text`)
    expect(withoutRunLink(inText)).toBe(inText)
    const changed = withRunLink(body, runLink(undefined, repo, '5')).replace('says why', 'says more')
    expect(withoutRunLink(changed)).toBe(changed)
  })
})
