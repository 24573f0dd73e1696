// The real claude CLI, at the version the suite's lockfile pins, through `the-loop critic run` against its fake API.
import { describeRealCli } from './cases.js'
import { CLAUDE } from './wiring.js'

describeRealCli(CLAUDE)
