// The main action's inputs: defaults, parsing, and errors that name the input at fault.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { readCriticActionInputs } from '../../../src/app/critic/critic-inputs.js'
import { readMainInputs } from '../../../src/conversation/inputs/main-inputs.js'
import { UserError } from '../../../src/base/shared/errors.js'

function inputs(values: Record<string, string>) {
  return (name: string) => values[name] ?? ''
}

describe('readMainInputs', () => {
  it('applies defaults for absent inputs', () => {
    const got = readMainInputs(inputs({ 'github-token': 't' }))
    expect(got).toMatchObject({
      githubToken: 't',
      stateBranch: 'the-loop/state',
      configPath: '.the-loop/harness-config.yaml',
      maxRounds: 5,
      maxParallel: 4,
      jobTimeoutMinutes: 60
    })
    expect(got.authorizedUsers.size).toBe(0)
    expect(got.keywords.keywords.review).toBe('the-loop review')
  })

  it('reads every input', () => {
    const got = readMainInputs(
      inputs({
        'github-token': ' t ',
        'authorized-users': 'Owner friend',
        'control-keywords': 'review: please review\ndo: ""',
        'state-branch': 'cache/loop',
        'config-path': 'ci/critics.yaml',
        'max-rounds': '3',
        'max-parallel': '2',
        'job-timeout-minutes': ' 360 '
      })
    )
    expect(got).toMatchObject({
      githubToken: 't',
      stateBranch: 'cache/loop',
      configPath: 'ci/critics.yaml',
      maxRounds: 3,
      maxParallel: 2,
      jobTimeoutMinutes: 360
    })
    expect([...got.authorizedUsers]).toEqual(['owner', 'friend'])
    expect(got.keywords.keywords).toMatchObject({ review: 'please review', do: '' })
  })

  it.each([
    [{}, 'input github-token'],
    [{ 'authorized-users': 'a;b' }, 'input authorized-users'],
    [{ 'control-keywords': 'nope: x' }, 'input control-keywords'],
    [{ 'state-branch': 'a..b' }, 'input state-branch'],
    [{ 'state-branch': '-x' }, 'input state-branch'],
    [{ 'state-branch': 'a b' }, 'input state-branch'],
    [{ 'config-path': '../secrets.yaml' }, 'input config-path'],
    [{ 'config-path': '/etc/passwd' }, 'input config-path'],
    [{ 'max-rounds': '0' }, 'input max-rounds'],
    [{ 'max-rounds': 'many' }, 'input max-rounds'],
    [{ 'max-rounds': '101' }, 'input max-rounds'],
    [{ 'job-timeout-minutes': '0' }, 'input job-timeout-minutes'],
    [{ 'job-timeout-minutes': '7201' }, 'input job-timeout-minutes'],
    [{ 'job-timeout-minutes': '1.5' }, 'input job-timeout-minutes'],
    [{ 'job-timeout-minutes': '60m' }, 'input job-timeout-minutes'],
    [{ 'inline-findings': 'some' }, 'input inline-findings'],
    [{ 'inline-findings': 'verify' }, 'input inline-findings'],
    [{ 'verify-min-severity': 'urgent' }, 'input verify-min-severity'],
    [{ 'always-inline-severity': 'urgent' }, 'input always-inline-severity']
  ])('%j is refused naming %s', (values, where) => {
    const all = { 'github-token': 't', ...values } as Record<string, string>
    if (!('github-token' in values) && Object.keys(values).length === 0) all['github-token'] = ''
    let caught: unknown
    try {
      readMainInputs(inputs(all))
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(UserError)
    expect((caught as Error).message.startsWith(`${where}: `)).toBe(true)
  })
})

describe('marker-secret', () => {
  const secret = 'a-long-random-marker-secret'
  it('is read by the main and review actions ("" when not set) and by the critic action', () => {
    expect(readMainInputs(inputs({ 'github-token': 't' })).markerSecret).toBe('')
    expect(
      readMainInputs(inputs({ 'github-token': 't', 'marker-secret': ` ${secret}\n` })).markerSecret
    ).toBe(secret)
    const critic = readCriticActionInputs(inputs({ critic: 'c', prompt: 'p', 'marker-secret': secret }))
    expect(critic.markerSecret).toBe(secret)
  })

  it('a short one is refused, naming the input and never echoing the value', () => {
    const short = 'hunter2-secret'
    for (const read of [
      () => readMainInputs(inputs({ 'github-token': 't', 'marker-secret': short })),
      () => readCriticActionInputs(inputs({ critic: 'c', prompt: 'p', 'marker-secret': short }))
    ]) {
      let caught: unknown
      try {
        read()
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(UserError)
      expect((caught as Error).message).toMatch(/marker-secret.*16 characters/)
      expect((caught as Error).message).not.toContain(short)
    }
  })
})

describe('job-timeout-minutes', () => {
  it("defaults, in code and in both actions, to the example workflow's timeout-minutes", () => {
    const workflow = parse(readFileSync('examples/workflows/the-loop.yml', 'utf8')) as {
      jobs: Record<string, { 'timeout-minutes'?: number }>
    }
    const [job] = Object.values(workflow.jobs)
    const minutes = job!['timeout-minutes']
    expect(minutes).toEqual(expect.any(Number))
    expect(readMainInputs(inputs({ 'github-token': 't' })).jobTimeoutMinutes).toBe(minutes)
    for (const file of ['action.yml', 'review/action.yml']) {
      const meta = parse(readFileSync(file, 'utf8')) as { inputs: Record<string, { default?: string }> }
      expect([file, meta.inputs['job-timeout-minutes']?.default]).toEqual([file, String(minutes)])
    }
  })
})

describe('inline-findings and always-inline-severity', () => {
  it('empty leaves the gate to the round (the default by its critics) and lone problems on the diff from critical', () => {
    const got = readMainInputs(inputs({ 'github-token': 't' }))
    expect(got.inlineFindings).toBeUndefined()
    expect(got.alwaysInline).toBe('critical')
    for (const file of ['action.yml', 'review/action.yml']) {
      const meta = parse(readFileSync(file, 'utf8')) as { inputs: Record<string, { default?: string }> }
      expect([
        file,
        meta.inputs['inline-findings']?.default,
        meta.inputs['always-inline-severity']?.default
      ]).toEqual([file, '', 'critical'])
    }
  })

  it('reads all and agreed, and a severity, in any case', () => {
    const got = readMainInputs(
      inputs({ 'github-token': 't', 'inline-findings': ' Agreed ', 'always-inline-severity': 'HIGH' })
    )
    expect([got.inlineFindings, got.alwaysInline]).toEqual(['agreed', 'high'])
    expect(readMainInputs(inputs({ 'github-token': 't', 'inline-findings': 'all' })).inlineFindings).toBe(
      'all'
    )
  })

  it('reads verified with verify-min-severity (medium when empty), and names a wrong value', () => {
    const got = readMainInputs(inputs({ 'github-token': 't', 'inline-findings': 'Verified' }))
    expect([got.inlineFindings, got.verifyFrom]).toEqual(['verified', 'medium'])
    expect(readMainInputs(inputs({ 'github-token': 't', 'verify-min-severity': 'LOW' })).verifyFrom).toBe(
      'low'
    )
    expect(() => readMainInputs(inputs({ 'github-token': 't', 'verify-min-severity': 'urgent' }))).toThrow(
      /input verify-min-severity: "urgent" is not a severity: use one of critical, high, medium, low, info/
    )
    expect(() => readMainInputs(inputs({ 'github-token': 't', 'inline-findings': 'verify' }))).toThrow(
      /input inline-findings: "verify" is not a gate: .* or verified/
    )
    for (const file of ['action.yml', 'review/action.yml']) {
      const meta = parse(readFileSync(file, 'utf8')) as { inputs: Record<string, { default?: string }> }
      expect([file, meta.inputs['verify-min-severity']?.default]).toEqual([file, 'medium'])
    }
  })
})
