// Composition root of the main bundle (dist/main/index.js).
import * as core from '@actions/core'

core.setFailed('the-loop: the main action is not available in this build yet; nothing was done.')
