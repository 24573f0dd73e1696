// The CLI's command table: each top-level word maps to a handler module.

/** What a CLI handler returns: the process exit code. Output goes through the given writers. */
export interface CliIo {
  out: (text: string) => void
  err: (text: string) => void
}
export type CliHandler = (args: string[], io: CliIo) => Promise<number>

export const USAGE = `usage: the-loop <command> ...
  graph validate [FILE...]               check process graphs (no FILE: the shipped ones)
  graph show LOOP [--format mermaid|json] draw a shipped loop
  critic list [--root DIR] [--format table|json] [--check]
  critic run NAME (--prompt TEXT | --prompt-file PATH) [options]
  config validate [--root DIR] [--file PATH]
  review --local [--base REF] [--brief FILE] (--print | --run) [--cwd DIR]
  --version                              print the version`
