// What of a round's change no critic reads, found while the round is planned: the files GitHub gave no text diff
// for, each judged (loop/pull/unseen.ts), a few by reading their blob at the reviewed head, and the files
// past GitHub's files list. Publish names them in every critic's round comment and in the check, and the
// check fails under `fail-on` for those the pull request's author could have hidden code in.
import type { GitHubPort } from '../../github/port.js'
import type { ReviewedPull } from '../prompt/round-prompt.js'
import { parseDiffSpans, splitSource } from '../pull/parse-diff.js'
import { parsePullRef } from '../../conversation/comments/pull-refs.js'
import {
  contentKind,
  judgeUnseen,
  needsBlobRead,
  unseenCandidates,
  type BlobRead,
  type UnseenFile
} from '../pull/unseen.js'
import type { RoundUnseen } from './coverage-plan.js'

/**
 * Blob reads a round spends at most on files GitHub gave no text diff for. Each is one request of up to 1 MB, so
 * ten keep a round's extra cost small and fixed; a change with more such files than that, none of them named as
 * an image or an archive, is unusual enough that each file past the bound counts as suspect (and blocks).
 * @internal
 */
export const MAX_BLOB_READS = 10

type BlobReads = Pick<GitHubPort, 'getFileText' | 'repo'>

/** Reads one blob at the head; a read that fails is a file not read, never a failed round. */
async function readBlob(github: BlobReads, path: string, head: string): Promise<BlobRead> {
  try {
    const text = await github.getFileText(path, head)
    return text === undefined ? { unread: 'not found at the head' } : { kind: contentKind(text) }
  } catch {
    return { unread: 'the read failed' }
  }
}

/** The files of `pull` GitHub gave no text diff for, with where their blobs can be read (this repository only). */
function candidatesOf(github: BlobReads, pull: ReviewedPull) {
  if (pull.diff === undefined || pull.unreadable !== undefined) return []
  const at = parsePullRef(pull.ref)
  const here =
    at !== undefined &&
    `${at.owner}/${at.repo}`.toLowerCase() === `${github.repo.owner}/${github.repo.repo}`.toLowerCase()
  const spans = parseDiffSpans(splitSource(pull.diff))
  return unseenCandidates(pull.ref, spans, pull.files).map((c) => ({
    c,
    // The contents API of this repository reads a commit of its pull requests, a fork's included.
    head: here ? pull.head : undefined
  }))
}

/** The round's unseen files and cut lists; undefined when the round's prompt holds every file GitHub changed. */
export async function roundUnseen(
  github: BlobReads,
  pulls: readonly ReviewedPull[]
): Promise<RoundUnseen | undefined> {
  const candidates = pulls.flatMap((p) => candidatesOf(github, p))
  let reads = 0
  const judged = await Promise.all(
    candidates.map(async ({ c, head }): Promise<UnseenFile> => {
      if (!needsBlobRead(c)) return judgeUnseen(c)
      if (head === undefined) return judgeUnseen(c, { unread: 'its pull request is not read here' })
      if (reads >= MAX_BLOB_READS) return judgeUnseen(c, { unread: `past ${MAX_BLOB_READS} blob reads` })
      reads++
      return judgeUnseen(c, await readBlob(github, c.path, head))
    })
  )
  const beyond = pulls.flatMap((p) =>
    p.changedFiles === undefined ? [] : [{ ref: p.ref, listed: p.files.length, total: p.changedFiles }]
  )
  return judged.length + beyond.length > 0 ? { files: judged, beyond } : undefined
}
