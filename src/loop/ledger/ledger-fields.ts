// The rebuild rule of every ledger field: what a review's bookkeeping becomes when its item file is missing,
// unreadable or refused (ledger-read.ts), and the conversation is all there is. Whoever adds a field to the ledger
// adds it here too (tsc refuses a field without a rule), to the schema (a part in schema/, composed by
// ledger-schema.ts), to loop/state-rebuild.ts when the conversation can tell it, and a fixture of the shape
// before it to __tests__/fixtures/ledger/.
import type { Ledger } from './ledger.js'

/** How each field is recovered from the conversation (its signed markers and authorized comments) after a rebuild. */
export const LEDGER_FIELDS: Readonly<Record<keyof Ledger, string>> = {
  round: 'the highest round our round markers name',
  roundDone:
    'true when the follow-up prompt of that round is on the thread (else the round is run again, editing its comments)',
  paid: 'the rounds the thread shows, each once (re-runs in place and re-armings are not visible)',
  paidFrom: '0',
  start: 'the latest arming command of an authorized reviewer',
  consumed:
    'the entries the rebuilt position answered: the brief, commands, and replies before the latest round',
  pending: 'empty: a reply that waited is answered by the next run on the item',
  claim: 'none: a round in flight elsewhere is not visible on the thread; its run still posts and writes',
  own: 'absent: our comments are trusted by identity, marker and signature until the next write lists them again',
  owed: 'empty: what a lost state owed is lost with it; the gates ask their prompts again',
  tally: 'absent: the closing summary counts the rounds after the rebuild only',
  heads: 'absent: the next round shows the whole diff, not the changes since',
  coverage:
    'absent: what earlier rounds showed each critic is not on the thread; the next round records its own',
  threads:
    'the signed thread-answer and thread-resolved markers of our replies in line-comment threads (threadsFromMarkers): each answer an answered thread, each "no longer found" reply (with the commit its link names) a resolved one; a refusal or a reopening is not in a marker, and a thread we answered "no longer found" in is never resolved again unless a person replies `resolve` in it',
  dispositions:
    "the signed thread-decision markers of our confirmation replies in finding threads: each names the reviewer's reply it confirms (decisionKey), which is read again for its decision, author and time; the head the finding was posted on is not recovered (heads are not), so its lines are compared as they are; a reply we never confirmed is read afresh, as on any run",
  check: 'absent: the check of the latest round stays as GitHub has it; the next round posts its own',
  brief:
    'absent: the statuses are in the round comments as tables, not in a marker; the next round records its own, and until then the follow-up request and the check show the items as open',
  spend:
    'the cost or tokens in the signed markers of the round comments posted since the latest arming command, which reset the budget (spendFromMarkers): one figure per critic and round, each round one part; a round re-run in place counts once, with the figure its comment shows',
  features:
    "absent: the parts of features this version does not know are lost with the state; a version that knows a feature rebuilds its part by that feature's rule"
}

/**
 * Fields later versions add, reserved in the schema (a file holding one was written by a newer version and is
 * rebuilt): each with how it is to be recovered, or that it is refused until the review is armed again.
 */
export const LATER_FIELDS = {
  resolutions:
    'recovered from the review threads GitHub marks resolved and the signed markers of our findings',
  answers: 'recovered from the signed markers of our answer comments, each naming the reply it answers'
} as const
