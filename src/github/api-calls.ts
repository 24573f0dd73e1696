// Plain helpers of the Octokit adapter: error classification, API call wrappers and response mapping.
// They take plain shapes, so no Octokit type leaves octokit.ts.
import type { Permission, ThreadComment } from './port.js'
import { GitHubApiError, RefConflictError } from './port.js'

export const PERMISSIONS: Permission[] = ['admin', 'maintain', 'write', 'triage', 'read', 'none']

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status = Number((error as { status: unknown }).status)
  return Number.isFinite(status) ? status : undefined
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Runs one API call; 404 answers undefined, anything else failing is a GitHubApiError naming the call. */
export async function call<T>(operation: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch (error) {
    if (statusOf(error) === 404) return undefined
    throw new GitHubApiError(operation, statusOf(error), messageOf(error))
  }
}

export async function need<T>(operation: string, run: () => Promise<T>): Promise<T> {
  const value = await call(operation, run)
  if (value === undefined) throw new GitHubApiError(operation, 404, 'not found')
  return value
}

export function toComment(c: {
  id: number
  body?: string
  user: { login: string; type?: string } | null
  created_at: string
  updated_at: string
}): ThreadComment {
  const type = c.user?.type === 'Bot' || c.user?.type === 'Organization' ? c.user.type : 'User'
  return {
    id: c.id,
    author: c.user?.login ?? '',
    authorType: type,
    body: c.body ?? '',
    createdAt: c.created_at,
    updatedAt: c.updated_at
  }
}

export function decodeBase64(content: string): string {
  return Buffer.from(content, 'base64').toString('utf8')
}

export interface LinkedNode {
  number: number
  repository: { nameWithOwner: string }
}

export function toLinkedPull(node: LinkedNode) {
  const [owner, repo] = node.repository.nameWithOwner.split('/')
  return owner && repo ? [{ owner, repo, number: node.number }] : []
}

/** A 422 on a ref create/update means another writer got there first: the caller re-reads and retries. */
export async function refMove(ref: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run()
  } catch (error) {
    if (statusOf(error) === 422) throw new RefConflictError(ref)
    throw new GitHubApiError(`move ${ref}`, statusOf(error), messageOf(error))
  }
}
