// The critic action's job summary: untrusted text (stderr, reasons) never becomes HTML or breaks the table.
import { describe, expect, it } from '@jest/globals'
import { renderCriticSummary, renderRefusalSummary } from '../../../src/app/critic/critic-summary.js'
import { newEnvelope } from '../../../src/critics/harness/envelope.js'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'

describe('critic summary', () => {
  it('escapes a hostile error into one table cell', () => {
    const e = { ...newEnvelope(makeCritic('c')), error: '<img src=x onerror=alert(1)> | cell\nnext row' }
    const md = renderCriticSummary(e, { briefNote: 'no <b>brief</b>' })
    expect(md).not.toMatch(/<img|<b>/)
    const errorRow = md.split('\n').find((l) => l.startsWith('| error |'))!
    expect(errorRow).toContain('&lt;img src=x onerror=alert(1)&gt; \\| cell next row')
    expect(md).toMatch(/\| brief \| none: ran without a frozen brief \(no &lt;b&gt;brief&lt;\/b&gt;\) \|/)
  })
  it('a refusal reason is escaped too', () => {
    expect(renderRefusalSummary('c', 'bad <script>')).toContain('did not run: bad &lt;script&gt;')
  })
})
