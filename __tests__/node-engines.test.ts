// The production dependencies (what dist/ bundles) run on every Node package.json's engines admits: `npm ci` on
// Node 20 warned that content-type@3 wants Node 22 (issue 24). An override keeps 2.1.0, whose parse() returns what
// @octokit/request reads (type, parameters.charset) for every Content-Type it is given.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'

type Version = [number, number, number]

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean; engines?: { node?: string } }>
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  overrides?: Record<string, unknown>
}

function parseVersion(text: string): Version {
  const parts = text.split('.').map((p) => (p === '' || p === 'x' ? 0 : Number(p)))
  if (parts.some((p) => !Number.isInteger(p))) throw new Error(`not a version: ${text}`)
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0]
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/**
 * The comparator forms engines fields use (`>=20`, `>= 14.6`, `^20.19.0`, `<=0.7.0`, joined by spaces and `||`).
 * Any other form fails the test naming it, rather than passing unread.
 */
function admits(range: string, version: Version): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>]=?|\^|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        const m = /^(>=|<=|>|<|\^|=)?v?(\d+(?:\.(?:\d+|x))*)$/.exec(comparator)
        if (!m) throw new Error(`engines form this test cannot read: ${JSON.stringify(range)}`)
        const bound = parseVersion(m[2]!)
        const c = compare(version, bound)
        switch (m[1]) {
          case '>=':
            return c >= 0
          case '>':
            return c > 0
          case '<=':
            return c <= 0
          case '<':
            return c < 0
          case '^':
            return c >= 0 && version[0] === bound[0]
          default:
            return c === 0
        }
      })
  )
}

describe("the production dependencies' Node engines", () => {
  const lowest = parseVersion(/^>=\s*(\d+)$/.exec(manifest.engines.node)![1]!)

  it('each admits the lowest Node package.json supports', () => {
    const production = Object.entries(lock.packages).filter(([path, p]) => path !== '' && !p.dev)
    expect(production.length).toBeGreaterThan(10)
    const refusing = production
      .filter(([, p]) => p.engines?.node !== undefined && !admits(p.engines.node, lowest))
      .map(([path, p]) => `${path}@${p.version}: ${p.engines!.node}`)
    expect(refusing).toEqual([])
  })

  it('content-type is the override, and the range reader tells Node 22 only from Node 20', () => {
    expect(manifest.overrides).toEqual({ '@octokit/request': { 'content-type': '2.1.0' } })
    expect(lock.packages['node_modules/@octokit/request/node_modules/content-type']?.version).toBe('2.1.0')
    expect([admits('>=22', lowest), admits('>=18', lowest), admits('^20.19.0 || >=22.12.0', lowest)]).toEqual(
      [false, true, false]
    )
    expect(admits('>=0.6.11 <=0.7.0 || >=0.7.3', lowest)).toBe(true)
  })
})
