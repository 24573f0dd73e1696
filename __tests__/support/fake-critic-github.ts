// A minimal in-memory stand-in for the GitHub operations the critic action calls.
import type { CriticGitHub } from '../../src/app/critic-action.js'
import type { ChangedFile, PullInfo, IssueComment } from '../../src/github/port.js'

export class FakeCriticGitHub implements CriticGitHub {
  files = new Map<string, string>()
  pulls = new Map<number, { pull: PullInfo; files: ChangedFile[]; diff: string }>()
  comments: Array<{ id: number; number: number; body: string }> = []
  updates = 0
  fileReads: Array<{ path: string; ref: string }> = []
  defaultBranch = 'main'

  async getDefaultBranch(): Promise<string> {
    return this.defaultBranch
  }
  async getFileText(path: string, ref: string): Promise<string | undefined> {
    this.fileReads.push({ path, ref })
    return this.files.get(`${ref}:${path}`)
  }
  async getPull(number: number): Promise<PullInfo | undefined> {
    return this.pulls.get(number)?.pull
  }
  async listPullFiles(number: number): Promise<ChangedFile[]> {
    return this.pulls.get(number)?.files ?? []
  }
  async getPullDiff(number: number): Promise<string | undefined> {
    return this.pulls.get(number)?.diff
  }
  async listComments(number: number): Promise<IssueComment[]> {
    return this.comments.filter((c) => c.number === number).map((c) => this.asThread(c))
  }
  async createComment(number: number, body: string): Promise<IssueComment> {
    const comment = { id: this.comments.length + 1, number, body }
    this.comments.push(comment)
    return this.asThread(comment)
  }
  async updateComment(commentId: number, body: string): Promise<IssueComment> {
    const comment = this.comments.find((c) => c.id === commentId)
    if (!comment) throw new Error(`no comment ${commentId}`)
    comment.body = body
    this.updates += 1
    return this.asThread(comment)
  }
  private asThread(c: { id: number; body: string }): IssueComment {
    const now = new Date(0).toISOString()
    return {
      id: c.id,
      author: 'github-actions[bot]',
      authorType: 'Bot',
      body: c.body,
      createdAt: now,
      updatedAt: now
    }
  }
}
