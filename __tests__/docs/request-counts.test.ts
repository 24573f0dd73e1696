// Request counts a page quotes from a test come from the one constant that test asserts
// (__tests__/support/request-counts.ts): each page must hold its count in the sentence that quotes it, so a
// changed count fails here until the page says the new one. (The demo's per-run counts are checked against what
// it prints: demo-excerpts.test.ts.)
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  ARMED_ROUND_REQUESTS,
  ARMED_ROUND_REVIEW_REQUESTS,
  LINKED_PULL_ROUND_REQUESTS,
  REFUSED_COMMENT_EXTRA_REQUESTS,
  WORK_ITEM_ROUND_REQUESTS
} from '../support/request-counts.js'

/** A page's text with every run of white space one space, so a sentence reads the same however it is wrapped. */
const flat = (file: string) => readFileSync(file, 'utf8').replace(/\s+/g, ' ')

/** Each quote: the page, and the sentence with the count in it, as the page words it. */
const QUOTES: Array<{ file: string; sentence: string }> = [
  {
    file: 'docs/findings-format.md',
    sentence: `(\`__tests__/e2e/inline-findings.test.ts\`: ${ARMED_ROUND_REQUESTS} requests with no finding on the diff, ${ARMED_ROUND_REVIEW_REQUESTS} for 1, 10 and 100,`
  },
  {
    file: 'docs/findings-format.md',
    sentence: `one refused comment of three costs ${REFUSED_COMMENT_EXTRA_REQUESTS} requests more`
  },
  {
    file: 'docs/findings-format.md',
    sentence: `lists the rest", ${WORK_ITEM_ROUND_REQUESTS} requests, one read and one review of them on that pull request`
  },
  {
    file: 'docs/reviewers-guide.md',
    sentence: `(\`__tests__/e2e/linked-pulls.test.ts\`: ${LINKED_PULL_ROUND_REQUESTS} requests with the round)`
  }
]

describe('request counts the pages quote from the tests', () => {
  it.each(QUOTES)('$file quotes the count its test asserts: "$sentence"', ({ file, sentence }) => {
    expect(flat(file)).toContain(sentence)
  })
})
