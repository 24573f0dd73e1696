// Request counts the docs quote from the tests that measure them. Each is typed once: its test asserts it, and
// __tests__/docs/request-counts.test.ts finds it in the page's sentence, so a changed count fails one of them.

/** Arming with a brief in a new repository, round 1 included, with no finding on the diff. */
export const ARMED_ROUND_REQUESTS = 23

/** The same with findings on the diff: the round's one review more, the same for 1, 10 and 100 findings. */
export const ARMED_ROUND_REVIEW_REQUESTS = 24

/**
 * What GitHub refusing one comment of three costs beyond that round: the refused review, the search, and the
 * round comment's edit that lists the refused one.
 */
export const REFUSED_COMMENT_EXTRA_REQUESTS = 9

/** A work item's round over two pull requests, its one finding posted as a review on the other one's diff. */
export const WORK_ITEM_ROUND_REQUESTS = 25

/** A reply on a pull request linked to a work item, with the work item's round (its two critics' one comment). */
export const LINKED_PULL_ROUND_REQUESTS = 27
