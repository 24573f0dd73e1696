// A minimal in-memory stand-in for the GitHub operations the critic action calls.
import type { CriticGitHub } from '../../src/app/critic-action.js'
import type { ChangedFile, PullInfo, ThreadComment } from '../../src/github/port.js'

export class FakeCriticGitHub implements CriticGitHub {
  files = new Map<string, string>()
  pulls = new Map<number, { pull: PullInfo; files: ChangedFile[]; diff: string }>()
  comments: Array<{ number: number; body: string }> = []
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
  async createComment(number: number, body: string): Promise<ThreadComment> {
    this.comments.push({ number, body })
    const now = new Date(0).toISOString()
    return {
      id: this.comments.length,
      author: 'bot',
      authorType: 'Bot',
      body,
      createdAt: now,
      updatedAt: now
    }
  }
}
