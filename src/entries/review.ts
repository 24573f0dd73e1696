// Composition root of the review bundle (dist/review/index.js).
import * as core from '@actions/core'

core.setFailed('the-loop: the review action is not available in this build yet; nothing was done.')
