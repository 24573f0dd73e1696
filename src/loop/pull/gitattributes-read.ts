// The .gitattributes that says which changed files are generated or vendored: the default branch's, read with one
// contents request (no ref: GitHub answers the default branch), never the pull request's own. A pull request that
// edits .gitattributes (say, to mark src/ generated and so push its code down the review order) changes nothing
// here: its edit is part of the diff, reviewed as code.
import { GitHubApiError, type GitHubPort } from '../../github/port.js'
import { PermissionError } from '../../github/permissions.js'

/** The file at the repository's root; git also reads one per directory, which this does not. */
const GITATTRIBUTES = '.gitattributes'

export interface DefaultBranchAttributes {
  /** The file's text; '' when the default branch has none or it could not be read. */
  text: string
  /** Why it could not be read, in the action's words, when that is the case. */
  unread?: string
}

/** The default branch's .gitattributes. A failed read never fails the caller: it is said in `unread`. */
export async function readDefaultBranchGitattributes(
  github: Pick<GitHubPort, 'getFileText'>
): Promise<DefaultBranchAttributes> {
  try {
    return { text: (await github.getFileText(GITATTRIBUTES)) ?? '' }
  } catch (error) {
    // GitHub's own message stays out: the status (or the permission to grant) is enough to act on.
    let why = 'the request failed'
    if (error instanceof PermissionError) why = `the workflow token lacks ${error.permission}`
    else if (error instanceof GitHubApiError && error.status !== undefined)
      why = `GitHub answered HTTP ${error.status}`
    return {
      text: '',
      unread: `could not read ${GITATTRIBUTES} from the default branch (${why}): no file is taken as generated or vendored by it`
    }
  }
}
