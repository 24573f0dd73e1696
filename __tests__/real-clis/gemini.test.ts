// The real gemini CLI, at the version the suite's lockfile pins, through `the-loop critic run` against its fake API.
import { describeRealCli } from './cases.js'
import { GEMINI } from './wiring.js'

describeRealCli(GEMINI)
