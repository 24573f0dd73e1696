// The lines that switch the runner's workflow-command parsing off and on, and the token that pairs them.
import { describe, expect, it } from '@jest/globals'
import { resumeWorkflowCommands, stopWorkflowCommands } from '../../../src/critics/handoff/stop-commands.js'

function recorder() {
  const lines: string[] = []
  return { lines, write: (line: string) => void lines.push(line) }
}

describe('stopWorkflowCommands', () => {
  it('writes one stop line carrying the token it returns', () => {
    const out = recorder()
    const token = stopWorkflowCommands(out.write)
    expect(out.lines).toEqual([`::stop-commands::${token}\n`])
  })

  it('returns 32 hex characters, different on every call', () => {
    const tokens = Array.from({ length: 50 }, () => stopWorkflowCommands(() => {}))
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(tokens).size).toBe(tokens.length)
  })

  it('never returns a token the runner refuses: a command name or pause-logging', () => {
    const refused = [
      'stop-commands',
      'pause-logging',
      'add-mask',
      'error',
      'warning',
      'notice',
      'debug',
      'group'
    ]
    const tokens = Array.from({ length: 50 }, () => stopWorkflowCommands(() => {}))
    for (const token of tokens) expect(refused).not.toContain(token.toLowerCase())
  })
})

describe('resumeWorkflowCommands', () => {
  it('writes the resume line on a line of its own, after whatever a killed critic left unterminated', () => {
    const out = recorder()
    resumeWorkflowCommands('0123456789abcdef0123456789abcdef', out.write)
    expect(out.lines).toEqual(['\n::0123456789abcdef0123456789abcdef::\n'])
  })

  it('resumes with the token the stop line carried', () => {
    const out = recorder()
    const token = stopWorkflowCommands(out.write)
    resumeWorkflowCommands(token, out.write)
    const [stop, resume] = out.lines
      .join('')
      .split('\n')
      .filter((l) => l !== '')
    expect(resume).toBe(`::${stop!.slice('::stop-commands::'.length)}::`)
  })
})
