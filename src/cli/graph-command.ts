// `the-loop graph validate [FILE...]` and `the-loop graph show LOOP [--format mermaid|json] [--highlight NODE]`.
import { readFile } from 'node:fs/promises'
import type { CliIo } from './command-table.js'
import { loadShippedGraph, parseGraphText } from '../engine/graph/load.js'
import { isShippedLoop, SHIPPED_LOOPS } from '../engine/graph/loops.js'
import { renderMermaid } from '../engine/graph/mermaid.js'
import { createShippedRegistry } from '../engine/hooks/shipped.js'
import { describeError } from '../base/shared/errors.js'
import { parseFlags } from './flags.js'

const USAGE = `usage: the-loop graph validate [FILE...]
       the-loop graph show LOOP [--format mermaid|json] [--highlight NODE]`

export type ReadText = (path: string) => Promise<string>

async function validate(files: string[], io: CliIo, read: ReadText): Promise<number> {
  const registry = createShippedRegistry()
  let failed = 0
  const targets = files.length > 0 ? files : SHIPPED_LOOPS.map((name) => `shipped:${name}`)
  for (const target of targets) {
    try {
      const compiled = target.startsWith('shipped:')
        ? loadShippedGraph(target.slice('shipped:'.length), registry)
        : parseGraphText(await readText(target, read), target, registry)
      const { graph, warnings } = compiled
      const label = target.startsWith('shipped:') ? `graphs/${graph.name}.yaml` : target
      for (const warning of warnings) io.err(`warning: ${label}: ${warning}`)
      if (!target.startsWith('shipped:') && isShippedLoop(graph.name)) {
        io.err(
          `warning: ${label}: '${graph.name}' is a shipped loop; a repository copy is ignored (shipped loops cannot be overridden)`
        )
      }
      io.out(
        `ok ${label} (${graph.name || 'unnamed'}: ${graph.nodes.length} nodes, ${graph.edges.length} edges)`
      )
    } catch (error) {
      failed += 1
      io.err(describeError(error))
    }
  }
  return failed > 0 ? 2 : 0
}

async function readText(path: string, read: ReadText): Promise<string> {
  try {
    return await read(path)
  } catch (error) {
    throw new Error(
      `${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? describeError(error)})`,
      { cause: error }
    )
  }
}

interface ShowArgs {
  loop?: string
  format: string
  highlight?: string
  fault?: string
}

function parseShowArgs(args: string[]): ShowArgs {
  try {
    const { positionals, flags } = parseFlags(args, ['format', 'highlight'])
    if (positionals.length > 1) throw new Error(`unexpected argument '${positionals[1]}'`)
    return { loop: positionals[0], format: flags.format ?? 'mermaid', highlight: flags.highlight }
  } catch (error) {
    return { format: 'mermaid', fault: (error as Error).message }
  }
}

function show(args: string[], io: CliIo): number {
  const parsed = parseShowArgs(args)
  if (parsed.fault) {
    io.err(`the-loop graph show: ${parsed.fault}\n${USAGE}`)
    return 2
  }
  if (parsed.loop === undefined || !isShippedLoop(parsed.loop)) {
    const what = parsed.loop === undefined ? 'LOOP is required' : `unknown loop '${parsed.loop}'`
    io.err(`the-loop graph show: ${what} (shipped: ${SHIPPED_LOOPS.join(', ')})`)
    return 2
  }
  if (parsed.format !== 'mermaid' && parsed.format !== 'json') {
    io.err(`the-loop graph show: --format must be mermaid or json, not '${parsed.format}'`)
    return 2
  }
  try {
    const { graph } = loadShippedGraph(parsed.loop, createShippedRegistry())
    io.out(
      parsed.format === 'json'
        ? `${JSON.stringify(graph, null, 2)}\n`
        : renderMermaid(graph, { highlight: parsed.highlight })
    )
    return 0
  } catch (error) {
    io.err(`the-loop graph show: ${describeError(error)}`)
    return 2
  }
}

export async function runGraphCommand(
  args: string[],
  io: CliIo,
  read: ReadText = (p) => readFile(p, 'utf8')
): Promise<number> {
  const [sub, ...rest] = args
  if (sub === 'validate') {
    let files: string[]
    try {
      files = parseFlags(rest, []).positionals // no flags; `--` lets a FILE start with a dash
    } catch (error) {
      io.err(`the-loop graph validate: ${(error as Error).message}\n${USAGE}`)
      return 2
    }
    return validate(files, io, read)
  }
  if (sub === 'show') return show(rest, io)
  io.err(sub === undefined ? USAGE : `the-loop graph: unknown subcommand '${sub}'\n${USAGE}`)
  return 2
}
