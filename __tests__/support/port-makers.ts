// The two GitHubPort implementations contract tests run side by side: the in-memory fake, and the real Octokit
// adapter over a loopback GitHub serving the same world. Servers started here are closed by `closePortServers`.
import { createFakePort } from './fake-port.js'
import { startLoopbackGitHub } from './loopback/server.js'
import type { LoopbackGitHub } from './loopback/server.js'
import type { LoopWorld } from './loopback/world.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import type { GitHubPort } from '../../src/github/port.js'

const servers: LoopbackGitHub[] = []

export type PortMaker = (world: LoopWorld) => Promise<GitHubPort>

/** A real adapter (no throttling, 1 ms retry base) on a fresh loopback serving `world`, with its server. */
export async function octokitOverLoopback(
  world: LoopWorld
): Promise<{ port: GitHubPort; gh: LoopbackGitHub }> {
  const gh = await startLoopbackGitHub({ world })
  servers.push(gh)
  const port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle: false,
    retryBaseMs: 1
  })
  return { port, gh }
}

export const portMakers: Array<[string, PortMaker]> = [
  ['fake port', async (world) => createFakePort({ owner: 'acme', repo: 'widgets' }, world)],
  ['octokit adapter over loopback', async (world) => (await octokitOverLoopback(world)).port]
]

export async function closePortServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => s.close()))
}
