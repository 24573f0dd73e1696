// The brief template (both variants), the executable-config notice, and the confirmation comment.
import { describe, expect, it } from '@jest/globals'
import { parseBrief } from '../../../src/conversation/comments/brief.js'
import { BRIEF_REQUEST_MARKER, parseMarkers, SELF_MARKER } from '../../../src/base/marker/markers.js'
import {
  executableConfigChanges,
  renderBriefConfirmation,
  renderBriefTemplate
} from '../../../src/loop/brief/brief-comments.js'

describe('renderBriefTemplate', () => {
  it('test_the_template_is_posted_self_marked: markers and the three section labels', () => {
    const body = renderBriefTemplate({ variant: 'pull-request' })
    for (const text of [
      BRIEF_REQUEST_MARKER,
      SELF_MARKER,
      'Questions:',
      'Angles:',
      'Validations:',
      'thread'
    ]) {
      expect(body).toContain(text)
    }
    expect(body).not.toContain('Pull requests:')
  })

  it('promises validations reasoned through by the critics, not run', () => {
    const body = renderBriefTemplate({ variant: 'pull-request' })
    expect(body).toContain('every validation reasoned through (what it would show')
    expect(body).not.toMatch(/validation run\b/)
  })

  it('the quoted-back template is not a brief', () => {
    expect(
      parseBrief(renderBriefTemplate({ variant: 'work-item', detectedPulls: ['github:a/b#1'] }))
    ).toBeNull()
  })

  it('test_a_work_item_review_asks_for_its_pull_requests', () => {
    const body = renderBriefTemplate({
      variant: 'work-item',
      detectedPulls: ['github:acme/widgets#7', 'github:o/r#2']
    })
    expect(body).toContain('work item')
    expect(body).toContain('Pull requests:\n- github:acme/widgets#7\n- github:o/r#2')
    expect(body).toContain('pre-filled')
  })

  it('test_a_work_item_review_with_nothing_detected_still_asks', () => {
    const body = renderBriefTemplate({ variant: 'work-item', detectedPulls: [] })
    expect(body).toContain('Pull requests:\n- <')
    expect(body).toContain('could be detected')
  })

  it('names executable configuration changes prominently, escaped', () => {
    const changed = executableConfigChanges([
      'src/a.ts',
      '.github/workflows/ci.yml',
      '.the-loop/harness-config.yaml',
      '.github/workflows/x/y.yml'
    ])
    expect(changed).toEqual(['.github/workflows/ci.yml', '.the-loop/harness-config.yaml'])
    const body = renderBriefTemplate({
      variant: 'pull-request',
      executableChanges: ['.github/workflows/<!-- x -->.yml']
    })
    expect(body).toContain('[!WARNING]')
    expect(body).toContain('executable configuration')
    expect(body).not.toContain('<!-- x -->')
  })

  it('counts the pre-rename .the-loop/config.yaml as executable config while the default path is in use', () => {
    const paths = ['.the-loop/config.yaml', '.the-loop/harness-config.yml', 'ci/critics.yaml']
    expect(executableConfigChanges(paths)).toEqual(['.the-loop/config.yaml'])
    expect(executableConfigChanges(paths, 'ci/critics.yaml')).toEqual(['ci/critics.yaml'])
  })

  it('names a workflow file whose name is a mention without pinging anyone', () => {
    const body = renderBriefTemplate({
      variant: 'pull-request',
      executableChanges: ['.github/workflows/@alice.yml']
    })
    expect(body).toContain('> - .github/workflows/@\u200balice.yml')
  })
})

describe('renderBriefConfirmation', () => {
  it('echoes each non-empty section quoted, with its author, self-marked', () => {
    const body = renderBriefConfirmation({
      questions: ['why <!-- the-loop:agent-comment --> here?'],
      angles: [],
      validations: ['npm test'],
      pullRequests: ['github:octo/lab#7'],
      by: '@owner',
      at: 't',
      commentId: 1
    })
    expect(body).toContain('review brief recorded')
    expect(body).toContain('@owner')
    expect(body).toContain('> **Questions:**')
    expect(body).not.toContain('> **Angles:**')
    expect(body).toContain('> **Pull requests in scope:**\n> - github:octo/lab#7')
    expect(body.split(SELF_MARKER)).toHaveLength(2)
  })

  it('says which linked pull requests the review hears, and which it does not and why', () => {
    const brief = {
      questions: ['one?'],
      angles: [],
      validations: [],
      pullRequests: [],
      by: '@owner',
      at: 't',
      commentId: 1
    }
    const reach = { followed: [12, 13], elsewhere: ['octo/lab#7'], beyond: [40] }
    const body = renderBriefConfirmation(brief, undefined, undefined, reach)
    expect(body).toContain('Replies on #12, #13 reach this review too')
    expect(body).toContain(
      "Not followed, unread: octo/lab#7 (outside this repository: the workflow's token reads nowhere else)."
    )
    expect(body).toContain('Replies there do not reach this review: #40 (past the first 2).')
    // Items that name no pull request, from the state: strings only, said as not followed.
    const notPulls = renderBriefConfirmation({ ...brief, notPulls: ['#0', '#99999999999', 7 as never] })
    expect(notPulls).toContain('Not followed, no pull request: #0, #99999999999 (nothing is read for them).')
    // Nothing followed, nothing left out: no line at all.
    const none = renderBriefConfirmation(brief, undefined, undefined, {
      followed: [],
      elsewhere: [],
      beyond: []
    })
    expect(none).toBe(renderBriefConfirmation(brief))
  })

  it('shows each item with the id the critics report on it by; pull requests get none', () => {
    const body = renderBriefConfirmation({
      questions: ['one?', 'two?'],
      angles: ['locks'],
      validations: ['npm test'],
      pullRequests: ['github:octo/lab#7'],
      by: '@owner',
      at: 't',
      commentId: 1
    })
    expect(body).toContain('> **Questions:**\n> - **Q1** one?\n> - **Q2** two?')
    expect(body).toContain('> **Angles:**\n> - **A1** locks')
    expect(body).toContain('> **Validations:**\n> - **V1** npm test')
    expect(body).toContain('> - github:octo/lab#7')
  })
})

describe('structured markers on brief comments', () => {
  it('the template and the confirmation say what they are', () => {
    expect(parseMarkers(renderBriefTemplate({ variant: 'pull-request' }))).toEqual([
      { kind: 'brief-request', node: 'review-brief' }
    ])
    const confirmation = renderBriefConfirmation({
      questions: ['q'],
      angles: [],
      validations: [],
      pullRequests: [],
      by: '@o',
      at: 't',
      commentId: 1
    })
    expect(parseMarkers(confirmation)).toEqual([{ kind: 'brief-confirmation', node: 'review-brief' }])
  })
})
